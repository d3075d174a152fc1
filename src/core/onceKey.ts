// Issue 22: the record key of 「このカード名の①の効果は1ターンに1回」 (oncePerTurn 'name', HF-12.8) — the card's
// name and the ability's place on it, so every card with that name shares one use. Written by codegen into an
// optional ability's `mayDo` and read by the engine (src/engine/oncePerTurn.ts).
import type { Effect } from './cardTypes.js';

export const NAME_ONCE_PREFIX = '名:';

/**
 * 「…場合に発揮できる。」 with a name-wide limit: the effect is one `mayDo` carrying the key, and the use is
 * counted when the player accepts it rather than when it triggers (issue 22).
 */
export function deferredOnceKey(effect: Effect): string | undefined {
  const [only, ...rest] = effect.processes;
  const first = only?.steps[0];
  return !rest.length && only?.steps.length === 1 && first?.op === 'mayDo' ? first.once : undefined;
}

/** The name-wide key of ability `index` of the card named `name`. */
export function nameOnceKey(name: string, index: number): string {
  return `${NAME_ONCE_PREFIX}${name}:${index}`;
}
