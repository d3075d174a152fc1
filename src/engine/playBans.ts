// issue 22: 「対戦相手は次のあなたのターン終了時まで、コスト3以下のコマンドをプレイできない」 — what a player cannot play
// for a while (HF-5.1). Kept on the player (PlayerState.playBans), each until the end of a given turn; a prohibition
// wins over any permission (HF-12.7), so a banned card is not offered from any zone. RULING (docs/engine.md).
import type { CardFilter, PlayBanEnd, PlayerIndex } from '../core/cardTypes.js';
import type { PlayBan } from '../core/state.js';
import { type Game, other } from './game.js';
import { matchesFilter } from './query.js';

/** The last turn a ban made now by `controller` holds (turns alternate, HF-2.7). */
export function banUntil(game: Game, controller: PlayerIndex, end: PlayBanEnd): number {
  const s = game.state;
  if (end === 'thisTurn') return s.turn;
  if (end === 'nextTurn') return s.turn + 1;
  const whose = end === 'yourNext' ? controller : other(controller);
  return s.turnPlayer === whose ? s.turn + 2 : s.turn + 1;
}

/** Adds a ban on `player` (the list is replaced, never edited in place: snapshots share it). */
export function addPlayBan(game: Game, player: PlayerIndex, ban: PlayBan): void {
  const p = game.state.players[player];
  const live = (p.playBans ?? []).filter((b) => b.until >= game.state.turn);
  p.playBans = [...live, ban];
}

/** Whether `player` cannot play card `id` now. Free when the player has no ban (the usual case). */
export function playBanned(game: Game, player: PlayerIndex, id: number): boolean {
  const bans = game.state.players[player].playBans;
  if (bans === undefined) return false;
  const turn = game.state.turn;
  for (const b of bans) if (b.until >= turn && fits(game, id, b.filter, b.controller)) return true;
  return false;
}

function fits(game: Game, id: number, filter: CardFilter | undefined, controller: PlayerIndex): boolean {
  return filter === undefined || matchesFilter(game, id, filter, controller, -1);
}
