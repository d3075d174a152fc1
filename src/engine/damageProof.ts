// mech22: 「このキャラクターはコマンドカードの効果によってダメージを受けない」 (Grant damageProof). Damage of the named
// source is not dealt to the card at all: like a replacement by nothing (HF-5.11), it is not dealt, so 「ダメージを受けた
// 時」 does not trigger and a step that dealt it counts as not carried out. RULING «Damage prevented» (docs/engine.md).
// The grants are read, with mech23's reductions, by src/engine/damageReduce.ts (one pass on the hot damage path).
import type { DamageSourceFilter } from '../core/cardTypes.js';
import { type Game, card } from './game.js';
import { isDamageTriggerOf, sourceKind } from './protection.js';

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
