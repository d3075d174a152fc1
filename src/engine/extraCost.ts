// issue 22 (mech13): an optional extra payment on play — 「このカードをプレイする時、あなたは追加でカルネージ2を支払って
// もよい。」 (CardDefinition.extraCost). The player decides while paying: legalActions() offers each play both without
// and, when it can be paid, with `extra: true` (HF-5.3, HF-11.2); the chain item remembers it for 「このカードの追加
// コストを支払っていた場合」 (RULING «Optional extra payment on play», docs/engine.md).
import type { ExtraCost, PlayerIndex } from '../core/cardTypes.js';
import { costPool } from './cardCosts.js';
import type { Game } from './game.js';

/**
 * Whether a play that costs `cost` energy, paid with `active` active energies (and the second-player marker when
 * `useMarker`, HF-2.6), can also pay `extra`: energy on top of the cost, or carnage on top of the card's own.
 */
export function extraPayable(
  game: Game,
  player: PlayerIndex,
  extra: ExtraCost,
  cost: number,
  active: number,
  useMarker: boolean,
  carnage: number,
): boolean {
  if (extra.kind === 'energy') return active + (useMarker ? 1 : 0) >= cost + extra.amount;
  if (extra.kind === 'sleepCharacter')
    return costPool(game, player, 'sleepCharacter', undefined, -1).length >= extra.amount;
  return game.state.players[player].damageField.length >= carnage + extra.amount;
}

/** The energy a play pays: its cost, plus the extra energy when the action pays the extra cost. */
export function energyWithExtra(cost: number, extra: ExtraCost | undefined, paid: boolean): number {
  return paid && extra?.kind === 'energy' ? cost + extra.amount : cost;
}

/** The extra carnage a play pays on top of the card's own (HF-11.2): the extra cost's, when paid. */
export function carnageWithExtra(extra: ExtraCost | undefined, paid: boolean): number {
  return paid && extra?.kind === 'carnage' ? extra.amount : 0;
}

/** The characters a play puts to sleep for its extra cost (a 'cost' task after the energy, HF-5.3): none unless paid. */
export function sleepWithExtra(extra: ExtraCost | undefined, paid: boolean): number {
  return paid && extra?.kind === 'sleepCharacter' ? extra.amount : 0;
}
