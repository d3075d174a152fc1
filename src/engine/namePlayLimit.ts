// issue 22 (mech15): 「このカード名のカードは1ターンに1枚しかプレイできない」 — each player plays at most N cards of the
// card's name a turn (RULING «A play limit per card name», docs/engine.md). Plays are the ones recorded when declared
// (HF-5.3, src/engine/playCount.ts): from any zone, negated or not, counted afresh each turn.
import type { PlayerIndex } from '../core/cardTypes.js';
import { type Game, defOf } from './game.js';
import { playsThisTurn } from './playCount.js';

/** Whether `player` has already played this turn as many cards named as card `id` as its limit allows. */
export function namePlayLimitReached(game: Game, player: PlayerIndex, id: number): boolean {
  const def = defOf(game, id);
  const limit = def.namePlayLimit;
  if (limit === undefined) return false;
  const name = def.name;
  return playsThisTurn(game, player, (played) => defOf(game, played).name === name) >= limit;
}
