// What 「…を得る」 grants: a built-in keyword by name, a designer's keyword as its abilities (HF-13), or a
// trait.
import type { Grant } from '../../../src/core/cardTypes.js';
import type { IRName } from '../ir.js';
import type { CardEnv } from './env.js';

export function lowerGrants(grant: { kind: 'keyword' | 'trait'; name: IRName }, env: CardEnv): Grant[] {
  if (grant.kind === 'trait') return [{ trait: grant.name.name }];
  const entry = env.keywords.get(grant.name.name);
  if (!entry) {
    env.report({ code: 'HF-E012', span: grant.name.span, args: { name: grant.name.name } });
    return [];
  }
  if (entry.builtin) return [{ keyword: entry.builtin }];
  return entry.abilities.map((ability) => ({ ability }));
}
