// What 「…を得る」 grants: a keyword by its identifier (the engine expands it from generated/keywords.ts, so
// HF-13.10 counting sees one instance), a trait, or a quoted ability (lowered as the card's own line would be).
import type { Grant } from '../../../src/core/cardTypes.js';
import type { IRGrant } from '../ir.js';
import type { CardEnv } from './env.js';

export function lowerGrants(grant: IRGrant, env: CardEnv): Grant[] {
  if (grant.kind === 'ability') {
    const ability = env.grantedAbility(grant.line, env);
    return ability ? [{ ability }] : [];
  }
  if (grant.kind === 'trait') return [{ trait: grant.name.name }];
  const entry = env.keywords.get(grant.name.name);
  if (!entry) {
    env.report({ code: 'HF-E012', span: grant.name.span, args: { name: grant.name.name } });
    return [];
  }
  return [{ keyword: entry.id }];
}
