// Card references in scenarios: a name, or name#n for the n-th card of that name in file order.
import type { Game } from '../engine/game.js';

export interface CardRefs {
  /** The line each card id was listed on. */
  lines: number[];
}

export function parseRef(text: string): { name: string; index: number | null } {
  const m = /^(.*?)#(\d+)$/.exec(text.trim());
  return m ? { name: m[1], index: Number(m[2]) } : { name: text.trim(), index: null };
}

/** All card ids a reference may mean, in file order. */
export function resolveRef(game: Game, refs: CardRefs, text: string): number[] {
  const { name, index } = parseRef(text);
  const ids = game.state.cards
    .filter((c) => game.defs.get(c.def)?.name === name)
    .map((c) => c.id)
    .sort((a, b) => (refs.lines[a] ?? 0) - (refs.lines[b] ?? 0) || a - b);
  if (index === null) return ids;
  return ids[index - 1] === undefined ? [] : [ids[index - 1]];
}

export function cardLabel(game: Game, refs: CardRefs, id: number): string {
  const name = game.defs.get(game.state.cards[id].def)?.name ?? '?';
  const same = resolveRef(game, refs, name);
  return same.length > 1 ? `${name}#${same.indexOf(id) + 1}` : name;
}
