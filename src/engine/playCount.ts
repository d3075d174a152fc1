// issue 22: how many cards a player has played this turn (「対戦相手がこのターンに2枚目以降にプレイするカード」). Each
// play is recorded among the turn's uses (src/engine/oncePerTurn.ts) under the player's key, as attacks are.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Game } from './game.js';
import { recordUse } from './oncePerTurn.js';

const PLAYED = ['#played0', '#played1'] as const;

/** Records that `player` played card `id` (when it is declared, HF-5.3). */
export function recordPlay(game: Game, player: PlayerIndex, id: number): void {
  recordUse(game, id, PLAYED[player]);
}

/**
 * The cards `player` has played this turn; with `counts`, only the plays of cards it accepts (「そのターンに1枚目に
 * プレイするコマンドカード」 counts command plays: mech15, RULING «The Nth play of a turn»).
 */
export function playsThisTurn(game: Game, player: PlayerIndex, counts?: (id: number) => boolean): number {
  const s = game.state;
  let n = 0;
  for (const u of s.oncePerTurn)
    if (u.ability === PLAYED[player] && u.turn === s.turn && (!counts || counts(u.card))) n++;
  return n;
}

/** Whether the play `player` is about to make is the `n`th of the turn (or, `orLater`, a later one). */
export function nthPlayFits(
  game: Game,
  player: PlayerIndex,
  nth: { n: number; orLater?: true },
  counts?: (id: number) => boolean,
): boolean {
  const next = playsThisTurn(game, player, counts) + 1;
  return nth.orLater ? next >= nth.n : next === nth.n;
}
