// Card filters on what a card carries or did (issue 22, i22c): 「ダメージを受けている」 (HF-9.4),
// 「このターン中に攻撃を行った／防御を行った」 (as the object it is now, HF-5.6), 「【ダメージトリガー】を持つ」 (HF-13.9).
import type { CardFilter } from '../core/cardTypes.js';
import { type Game, card, defOf } from './game.js';
import { usedThisTurn } from './oncePerTurn.js';

/** The key under which a declared attack is recorded for the turn (「このターン中に…攻撃を行った」). */
export const ATTACKED_KEY = '#attacked';
/** The key under which a declared defense is recorded for the turn (「このターン中に防御を行った」). */
export const DEFENDED_KEY = '#defended';

/** Does the card pass the filter's history tests (absent ones pass)? */
export function matchesHistory(game: Game, id: number, f: CardFilter): boolean {
  if (f.damaged !== undefined && card(game, id).damage > 0 !== f.damaged) return false;
  if (f.attackedThisTurn !== undefined && usedThisTurn(game, id, ATTACKED_KEY) !== f.attackedThisTurn)
    return false;
  if (f.defendedThisTurn !== undefined && usedThisTurn(game, id, DEFENDED_KEY) !== f.defendedThisTurn)
    return false;
  if (
    f.hasDamageTrigger !== undefined &&
    (defOf(game, id).damageTrigger !== undefined) !== f.hasDamageTrigger
  )
    return false;
  return true;
}
