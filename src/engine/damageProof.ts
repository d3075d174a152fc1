// mech22: 「このキャラクターはコマンドカードの効果によってダメージを受けない」 (Grant damageProof). Damage of the named
// source is not dealt to the card at all: like a replacement by nothing (HF-5.11), it is not dealt, so 「ダメージを受けた
// 時」 does not trigger and a step that dealt it counts as not carried out. RULING «Damage prevented» (docs/engine.md).
import type { DamageSourceFilter } from '../core/cardTypes.js';
import { type Game, card, log } from './game.js';
import { grantsOn, isDamageTriggerOf, sourceKind } from './protection.js';

const isDamageProof = (g: object): boolean => 'damageProof' in g;

/**
 * Is damage to `id` from `source` (the card whose attack or effect deals it; null: no card) kept off by a
 * grant in force on it? `byAttack`: an attack's damage (HF-8.5), not 【反撃】's or an effect's.
 */
export function damagePrevented(game: Game, id: number, source: number | null, byAttack: boolean): boolean {
  for (const g of grantsOn(game, id, isDamageProof))
    if ('damageProof' in g && damageMatches(game, g.damageProof, id, source, byAttack)) {
      log(game, { type: 'damagePrevented', card: id, source });
      return true;
    }
  return false;
}

/** mech22: does this damage match the filter (also read by 「…が受けるダメージを減らす」, src/engine/damageReduce.ts)? */
export function damageMatches(
  game: Game,
  f: DamageSourceFilter,
  id: number,
  source: number | null,
  byAttack: boolean,
): boolean {
  if (f.by === 'opponent' && (source === null || card(game, source).controller === card(game, id).controller))
    return false;
  switch (f.from) {
    case undefined:
      return true;
    case 'attack':
      return byAttack;
    case 'effect':
      return !byAttack;
    case 'characterAbility':
      return (
        !byAttack &&
        source !== null &&
        sourceKind(game, source) === 'character' &&
        !isDamageTriggerOf(game, source)
      );
    case 'set':
      return !byAttack && source !== null && ['set', 'worldSet'].includes(sourceKind(game, source));
    default:
      return !byAttack && source !== null && sourceKind(game, source) === f.from;
  }
}
