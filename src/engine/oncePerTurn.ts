// HF-12.8 「1ターンに1回」: one use (activated) or one trigger (auto) per turn, per card object (HF-5.6) and ability.
import type { Game } from './game.js';
import { card } from './game.js';

/** Has the ability `key` of card `id`, as the object it is now, been used or triggered this turn? */
export function usedThisTurn(game: Game, id: number, key: string): boolean {
  const s = game.state;
  const seq = card(game, id).seq;
  for (const u of s.oncePerTurn)
    if (u.card === id && u.seq === seq && u.ability === key && u.turn === s.turn) return true;
  return false;
}

/** Records a use this turn; the record of past turns is dropped (the list is replaced, never edited). */
export function recordUse(game: Game, id: number, key: string): void {
  const s = game.state;
  const kept = s.oncePerTurn.filter((u) => u.turn === s.turn);
  kept.push({ card: id, seq: card(game, id).seq, ability: key, turn: s.turn });
  s.oncePerTurn = kept;
}
