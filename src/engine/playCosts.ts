// issue 22: 「このターン中、対戦相手がプレイするカードのエネルギーコストは1多くなる」「次の相手のターン終了時まで、…」 — a
// cost change with a duration, made by an effect (HF-5.12, HF-12.3). Kept on the player whose plays it changes
// (PlayerState.playCosts) like a play ban (src/engine/playBans.ts): it changes the cards that player plays while it
// lasts, from any zone, and adds up with the other cost changes (HF-12.6). RULING (docs/engine.md).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { PlayCostChange } from '../core/state.js';
import type { Game } from './game.js';
import { matchesFilter } from './query.js';

/** Adds a cost change on `player`'s plays (the list is replaced, never edited in place: snapshots share it). */
export function addPlayCost(game: Game, player: PlayerIndex, change: PlayCostChange): void {
  const p = game.state.players[player];
  const live = (p.playCosts ?? []).filter((c) => c.until === undefined || c.until >= game.state.turn);
  p.playCosts = [...live, change];
}

/** The sum of the cost changes in force on `player`'s play of card `id` (0 when none: the usual case). */
export function lastingPlayCost(game: Game, player: PlayerIndex, id: number): number {
  const list = game.state.players[player].playCosts;
  if (list === undefined) return 0;
  const turn = game.state.turn;
  let sum = 0;
  for (const c of list)
    if (
      (c.until === undefined || c.until >= turn) &&
      (!c.filter || matchesFilter(game, id, c.filter, c.controller, -1))
    )
      sum += c.amount;
  return sum;
}

/** Whether a cost change with a duration is still in force on `player`'s plays. */
export function hasPlayCosts(game: Game, player: PlayerIndex): boolean {
  const list = game.state.players[player].playCosts;
  return list?.some((c) => c.until === undefined || c.until >= game.state.turn) === true;
}
