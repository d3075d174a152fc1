// mech23: 「このキャラクターが受けるダメージを1000減らす」 (Grant damageReduce). Each damage of the named source dealt to
// the card is that much smaller; several reductions add up and the damage never goes below 0. Damage reduced to 0 is
// not dealt, as prevented damage is (src/engine/damageProof.ts). Prevention is checked first, then the reduction, then
// replacements (HF-5.11) see the reduced amount. RULING «Damage reduced» (docs/engine.md; HF-9.4, HF-5.11).
import type { Grant } from '../core/cardTypes.js';
import { damageMatches } from './damageProof.js';
import { type Game, log } from './game.js';
import { grantsOn } from './protection.js';

const isShield = (g: Grant): boolean => 'damageProof' in g || 'damageReduce' in g;

/**
 * The damage `id` is dealt of `amount` from `source` (null: no card) after the grants in force on it: 0 when a
 * damageProof grant keeps it off (mech22, RULING «Damage prevented») or the reductions take it all. One pass over
 * the card's grants for both (the damage path is hot).
 */
export function damageAfterGrants(
  game: Game,
  id: number,
  amount: number,
  source: number | null,
  byAttack: boolean,
): number {
  const grants = grantsOn(game, id, isShield);
  if (grants.length === 0) return amount;
  for (const g of grants)
    if ('damageProof' in g && damageMatches(game, g.damageProof, id, source, byAttack)) {
      log(game, { type: 'damagePrevented', card: id, source });
      return 0;
    }
  let left = amount;
  for (const g of grants)
    if ('damageReduce' in g && damageMatches(game, g.damageReduce, id, source, byAttack))
      left -= g.damageReduce.amount;
  if (left >= amount) return amount;
  const dealt = Math.max(0, left);
  log(game, { type: 'damageReduced', card: id, source, from: amount, to: dealt });
  return dealt;
}
