// t12b (issue 22): 「このターン中にあなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合」 — whether a
// player was dealt attack damage this turn (HF-8.5). Recorded like the uses of 「1ターンに1回」 (./oncePerTurn.ts),
// under a key per damaged player, so it is part of the saved state and forgotten when the turn ends.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Game } from './game.js';
import { recordUse } from './oncePerTurn.js';

/** The key a player's attack damage of this turn is recorded under (never a card's ability key). */
export const attackHitKey = (player: PlayerIndex) => `#attackHit:${player}`;

/** Records that `attacker`'s attack dealt damage to `player` (called when the damage is done). */
export function recordAttackHit(game: Game, attacker: number, player: PlayerIndex): void {
  recordUse(game, attacker, attackHitKey(player));
}

/** Has `player` been dealt attack damage this turn? */
export function attackHitThisTurn(game: Game, player: PlayerIndex): boolean {
  const s = game.state;
  const key = attackHitKey(player);
  return s.oncePerTurn.some((u) => u.ability === key && u.turn === s.turn);
}
