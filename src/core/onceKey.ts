// Issue 22: the record key of 「このカード名の①の効果は1ターンに1回」 (oncePerTurn 'name', HF-12.8) — the card's
// name and the ability's place on it, so every card with that name shares one use. Written by codegen into an
// optional ability's `mayDo` and read by the engine (src/engine/oncePerTurn.ts).
export const NAME_ONCE_PREFIX = '名:';

/** The name-wide key of ability `index` of the card named `name`. */
export function nameOnceKey(name: string, index: number): string {
  return `${NAME_ONCE_PREFIX}${name}:${index}`;
}
