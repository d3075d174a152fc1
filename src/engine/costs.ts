// Paying costs (HF-5.3, HF-2.6, HF-11.2, HF-12.4).
import type { CardFilter, Cost, PlayerIndex, StaticEffect, Value } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { cardCostsPayable } from './cardCosts.js';
import { setSleep } from './cardState.js';
import { evaluateValue } from './conditions.js';
import { touchState } from './derived.js';
import { type Game, card, defOf, other } from './game.js';
import { recordUse, usedThisTurn } from './oncePerTurn.js';
import { hasPlayCosts, lastingPlayCost } from './playCosts.js';
import { nthPlayFits } from './playCount.js';
import {
  type StaticInstance,
  activeStatics,
  evaluateConditionStatic,
  kindOf,
  matchesFilter,
  staticAffects,
} from './query.js';
import { writeSleep } from './trail.js';

/** A cost change's amount; a Value that refers to cards is read from the static's own card. */
function costChangeAmount(game: Game, s: StaticInstance, amount: Value): number {
  if (typeof amount === 'number') return amount;
  const self = s.self ?? -1;
  const ctx: EffectContext = {
    controller: s.controller,
    self,
    source: self,
    selfSeq: self >= 0 ? card(game, self).seq : 0,
    targets: [],
    specs: [],
    it: null,
    eventCard: null,
    x: 0,
    lki: {},
  };
  return evaluateValue(game, amount, ctx);
}

/** mech15: which of the turn's plays count for 「そのターンにN枚目にプレイする<filter>」 (all when no filter). */
function playedMatch(game: Game, s: StaticInstance, filter: CardFilter | undefined) {
  if (!filter) return undefined;
  return (id: number) => matchesFilter(game, id, filter, s.controller, s.self ?? -1);
}

/**
 * issue 22 (i22x7): 「1ターンに1回、…のコストは1少なくなる」 — the card object (or the 【空装】 card) a once-per-turn cost
 * change is counted on, and its key among the turn's uses (src/engine/oncePerTurn.ts).
 */
function onceCostUse(game: Game, s: StaticInstance): { card: number; key: string } {
  const card = s.self ?? game.state.players[s.controller].kuusou ?? -1;
  return { card, key: `cost:${s.key}` };
}

/** issue 22 (i22x7): has this once-per-turn cost change been used up this turn? */
function onceCostUsed(game: Game, s: StaticInstance): boolean {
  const use = onceCostUse(game, s);
  return use.card >= 0 && usedThisTurn(game, use.card, use.key);
}

/**
 * HF-5.12: the energy cost `player` pays to play card `id` now — its printed cost plus every cost change in
 * force (statics of battlefield cards and 【空装】 effects) that applies to that player's matching cards;
 * they add up (HF-12.6) and the cost never goes below 0.
 */
export function playCost(game: Game, player: PlayerIndex, id: number, used?: StaticInstance[]): number {
  let cost = defOf(game, id).cost;
  const fromGuard = game.state.players[player].guardDeck.includes(id);
  const apply = (s: StaticInstance, e: Extract<StaticEffect, { kind: 'costChange' }>) => {
    if (e.from === 'guardDeck' && !fromGuard) return;
    if (e.from === 'hand' && !game.state.players[player].hand.includes(id)) return;
    // issue 22: 「2枚目以降にプレイする」; the plays counted are those of cards the change's filter matches (mech15)
    if (e.nthPlay && !nthPlayFits(game, player, e.nthPlay, playedMatch(game, s, e.filter))) return;
    if (e.oncePerTurn) {
      // i22x7: 「1ターンに1回、」 — used up by the first play it applies to this turn (RULING, docs/engine.md)
      if (onceCostUsed(game, s)) return;
      used?.push(s);
    }
    const changed = cost + costChangeAmount(game, s, e.amount);
    // RULING (docs/engine.md): a floored reduction stops at its floor and never raises a lower cost
    cost = e.floor === undefined || changed >= cost ? changed : Math.max(changed, Math.min(cost, e.floor));
  };
  for (const s of activeStatics(game)) {
    const e = s.effect;
    if (e.kind !== 'costChange' || e.self) continue;
    if ((e.player === 'you' ? s.controller : other(s.controller)) !== player) continue;
    if (e.filter && !matchesFilter(game, id, e.filter, s.controller, s.self ?? -1)) continue;
    apply(s, e);
  }
  // issue 22: the card's own 「このカードは、…コストが1少なくなる」, read from the card being played
  defOf(game, id).abilities.forEach((ability, i) => {
    if (ability.kind !== 'static') return;
    ability.effects.forEach((e, j) => {
      if (e.kind !== 'costChange' || !e.self) return;
      const s: StaticInstance = { effect: e, self: id, controller: player, key: `p${i}.${j}` };
      if (ability.condition && !evaluateConditionStatic(game, ability.condition, player, id)) return;
      apply(s, e);
    });
  });
  const next = nextPlayCost(game, player, id);
  if (next !== null) cost += game.state.players[player].nextPlayCosts?.[next].amount ?? 0;
  cost += lastingPlayCost(game, player, id); // issue 22: 「このターン中、…がプレイする…のコストは1多くなる」
  return Math.max(0, cost);
}

/** issue 22 (i22x7): a play uses up the once-per-turn cost changes that applied to it (`used`, from playCost). */
export function useOnceCostChanges(game: Game, used: readonly StaticInstance[]): void {
  for (const s of used) {
    const use = onceCostUse(game, s);
    if (use.card >= 0) recordUse(game, use.card, use.key);
  }
}

/**
 * issue 22: the first waiting 「次にあなたがプレイする…」 cost change of this turn that applies to card `id`
 * (index into the player's nextPlayCosts), or null. RULING (docs/engine.md): one play uses up one of them.
 */
export function nextPlayCost(game: Game, player: PlayerIndex, id: number): number | null {
  const list = game.state.players[player].nextPlayCosts ?? [];
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    if (n.turn !== game.state.turn) continue;
    if (n.filter && !matchesFilter(game, id, n.filter, player, -1)) continue;
    return i;
  }
  return null;
}

/** issue 22: playing card `id` uses up the 「次にプレイする」 cost change it had (and drops stale ones). */
export function useNextPlayCost(game: Game, player: PlayerIndex, id: number): void {
  const p = game.state.players[player];
  if (!p.nextPlayCosts) return;
  const i = nextPlayCost(game, player, id);
  const kept = p.nextPlayCosts.filter((n, j) => j !== i && n.turn === game.state.turn);
  if (kept.length) p.nextPlayCosts = kept;
  else p.nextPlayCosts = undefined;
}

/**
 * Do cost changes in force apply to `player`'s cards (HF-5.12)? When not, every card of theirs costs its
 * printed cost (at least 0), which playCost() would find after looking at every static in force.
 */
export function costChangesFor(game: Game, player: PlayerIndex): boolean {
  for (const s of activeStatics(game)) {
    const e = s.effect;
    if (e.kind === 'costChange' && (e.player === 'you' ? s.controller : other(s.controller)) === player)
      return true;
  }
  // issue 22: a 「次にあなたがプレイする…」 cost change waiting this turn, or one with a duration
  return (game.state.players[player].nextPlayCosts?.length ?? 0) > 0 || hasPlayCosts(game, player);
}

export function activeEnergyCount(game: Game, player: PlayerIndex): number {
  let n = 0;
  for (const id of game.state.players[player].energy) if (!card(game, id).sleep) n++;
  return n;
}

/** Energy available for a cost, counting the unused second-player marker (HF-2.6). */
export function energyBudget(game: Game, player: PlayerIndex): number {
  return activeEnergyCount(game, player) + (game.state.players[player].secondPlayerMarker ? 1 : 0);
}

/** Marker options for paying `amount`: with and/or without the marker, whichever can pay. */
export function markerOptions(game: Game, player: PlayerIndex, amount: number): boolean[] {
  const active = activeEnergyCount(game, player);
  const out: boolean[] = [];
  if (active >= amount) out.push(false);
  if (amount >= 1 && game.state.players[player].secondPlayerMarker && active >= amount - 1) out.push(true);
  return out;
}

export function payEnergy(game: Game, player: PlayerIndex, amount: number, useMarker: boolean): void {
  const p = game.state.players[player];
  let left = amount;
  if (useMarker && left > 0) {
    p.secondPlayerMarker = false;
    left -= 1;
  }
  for (const id of p.energy) {
    if (left <= 0) break;
    const e = card(game, id);
    if (!e.sleep) {
      writeSleep(game, e, true);
      left -= 1;
    }
  }
  touchState(game); // p12: energies' states only
}

export function fixedEnergy(costs: Cost[]): number {
  return costs.reduce((n, c) => n + (c.kind === 'energy' ? c.amount : 0), 0);
}

/** HF-12.4: the energy an activation pays — the fixed brackets plus X only when X is an energy cost ([X]). */
export function energyToPay(costs: Cost[], x: number): number {
  return fixedEnergy(costs) + (costs.some((c) => c.kind === 'energyX') ? x : 0);
}

/**
 * issue 22: 「…の起動能力のコストは1少なくなる」 — the change to the energy card `id`'s activated abilities pay,
 * from every continuous effect in force that affects it (RULING, docs/engine.md).
 */
export function abilityCostChange(game: Game, id: number): number {
  let change = 0;
  for (const s of activeStatics(game))
    if (s.effect.kind === 'abilityCostChange' && staticAffects(game, s, id)) change += s.effect.amount;
  return change;
}

/** HF-12.4 with cost changes (issue 22): the energy an activation of card `id`'s ability pays, never below 0. */
export function activationEnergy(game: Game, id: number, costs: Cost[], x: number): number {
  const base = energyToPay(costs, x);
  const change = abilityCostChange(game, id);
  return change === 0 ? base : Math.max(0, base + change);
}

/** HF-12.4: the largest X the user may choose for [X] and/or [カルネージX] (0 when X is not variable). */
/**
 * RULING (HF-12.4, the seeds are silent): a variable X in a cost is at least 1. With X = 0 an ability such
 * as `[カルネージX]：…X枚引く` would cost nothing and could be used without end (HF-7.7 allows repeats).
 */
export function minVariableX(costs: Cost[]): number {
  return costs.some((c) => c.kind === 'energyX' || c.kind === 'carnageX') ? 1 : 0;
}

export function maxVariableX(game: Game, player: PlayerIndex, costs: Cost[], change = 0): number {
  let max = Number.POSITIVE_INFINITY;
  if (costs.some((c) => c.kind === 'energyX'))
    max = Math.min(max, energyBudget(game, player) - Math.max(0, fixedEnergy(costs) + change));
  if (costs.some((c) => c.kind === 'carnageX')) {
    const fixedCarnage = costs.reduce((n, c) => n + (c.kind === 'carnage' ? c.amount : 0), 0);
    max = Math.min(max, game.state.players[player].damageField.length - fixedCarnage);
  }
  return max === Number.POSITIVE_INFINITY ? 0 : max;
}

/** Non-energy costs that can be paid now by the ability on `self` (HF-12.4 "if you cannot, you cannot use it"). */
export function otherCostsPayable(game: Game, player: PlayerIndex, self: number, costs: Cost[]): boolean {
  for (const c of costs) {
    if (c.kind === 'sleep' && (card(game, self).sleep || kindOf(game, self) === 'worldSet')) return false;
  }
  return cardCostsPayable(game, player, self, costs);
}

export function paySleepCost(game: Game, self: number, costs: Cost[]): void {
  if (costs.some((c) => c.kind === 'sleep')) setSleep(game, self, true);
}
