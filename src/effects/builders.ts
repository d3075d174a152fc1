// Builders for card definitions: what generated card modules (and hand-written test cards) call.
// Each returns plain typed data; the engine's effect primitives (src/engine/effects/ops/) execute it.
import type {
  Ability,
  ActivatedAbility,
  AutoAbility,
  CardFilter,
  CardRef,
  Condition,
  Cost,
  Duration,
  Effect,
  EffectOp,
  Grant,
  PlayerRef,
  StaticAbility,
  StaticEffect,
  TargetSpec,
  Trigger,
  Value,
  ZoneDestination,
} from '../core/cardTypes.js';

/** One process per argument (HF-5.7): pass an array for steps joined by "その後". */
export function effect(...processes: (EffectOp | EffectOp[])[]): Effect {
  return { processes: processes.map((p) => ({ steps: Array.isArray(p) ? p : [p] })) };
}

export const target = (i: number): CardRef => ({ target: i });

export const draw = (count: Value, player: PlayerRef = 'you'): EffectOp => ({ op: 'draw', player, count });
export const damageCharacter = (t: CardRef, amount: Value): EffectOp => ({
  op: 'damageCharacter',
  target: t,
  amount,
});
export const damageCharacters = (filter: CardFilter, amount: Value): EffectOp => ({
  op: 'damageCharacters',
  filter,
  amount,
});
export const damagePlayer = (player: PlayerRef | 'each', amount: Value): EffectOp => ({
  op: 'damagePlayer',
  player,
  amount,
});
export const destroy = (t: CardRef): EffectOp => ({ op: 'destroy', target: t });
export const destroyAll = (filter: CardFilter): EffectOp => ({ op: 'destroyAll', filter });
export const modifyPower = (t: CardRef, amount: Value, duration: Duration = 'endOfTurn'): EffectOp => ({
  op: 'modifyPower',
  target: t,
  amount,
  duration,
});
export const modifyPowerAll = (
  filter: CardFilter,
  amount: Value,
  duration: Duration = 'endOfTurn',
): EffectOp => ({
  op: 'modifyPowerAll',
  filter,
  amount,
  duration,
});
export const makeActive = (t: CardRef): EffectOp => ({ op: 'setState', target: t, state: 'active' });
export const makeAsleep = (t: CardRef): EffectOp => ({ op: 'setState', target: t, state: 'sleep' });
export const setStateAll = (filter: CardFilter, state: 'active' | 'sleep'): EffectOp => ({
  op: 'setStateAll',
  filter,
  state,
});
export const moveCard = (t: CardRef, to: ZoneDestination): EffectOp => ({ op: 'moveCard', target: t, to });
export const changeControl = (t: CardRef, to: PlayerRef = 'you', duration?: Duration): EffectOp =>
  duration === undefined
    ? { op: 'changeControl', target: t, to }
    : { op: 'changeControl', target: t, to, duration };
export const moveAll = (filter: CardFilter, to: ZoneDestination): EffectOp => ({ op: 'moveAll', filter, to });
export const reveal = (t: CardRef): EffectOp => ({ op: 'reveal', target: t });
/** 「…から…を N 枚選び、…」: cards chosen on resolution (not targets). */
export const pick = (fields: Omit<Extract<EffectOp, { op: 'pick' }>, 'op'>): EffectOp => ({
  op: 'pick',
  ...fields,
});
export const grant = (t: CardRef, g: Grant, duration: Duration = 'endOfTurn'): EffectOp => ({
  op: 'grant',
  target: t,
  grant: g,
  duration,
});
export const grantAll = (filter: CardFilter, g: Grant, duration: Duration = 'endOfTurn'): EffectOp => ({
  op: 'grantAll',
  filter,
  grant: g,
  duration,
});
export const negate = (t: CardRef): EffectOp => ({ op: 'negate', target: t });
export const placeEnergy = (
  count: Value,
  state: 'active' | 'sleep' = 'active',
  player: PlayerRef = 'you',
): EffectOp => ({
  op: 'placeEnergy',
  player,
  count,
  state,
});
export const activateEnergy = (count: Value, player: PlayerRef = 'you'): EffectOp => ({
  op: 'activateEnergy',
  player,
  count,
});
export const discard = (count: Value, player: PlayerRef = 'you'): EffectOp => ({
  op: 'discard',
  player,
  count,
});
export const loseGame = (player: PlayerRef): EffectOp => ({ op: 'loseGame', player });
export const ifThen = (cond: Condition, then: EffectOp[], otherwise?: EffectOp[]): EffectOp =>
  otherwise ? { op: 'ifThen', cond, then, else: otherwise } : { op: 'ifThen', cond, then };
export const mayDo = (...then: EffectOp[]): EffectOp => ({ op: 'mayDo', then });
// issue 22: 「2回、…」 (src/engine/effects/ops/repeat.ts)
export const repeat = (count: Value, then: EffectOp[]): EffectOp => ({ op: 'repeat', count, then });

export function auto(trigger: Trigger, eff: Effect, extra: Partial<AutoAbility> = {}): AutoAbility {
  return { kind: 'auto', trigger, effect: eff, ...extra };
}
export function continuous(effects: StaticEffect[], extra: Partial<StaticAbility> = {}): StaticAbility {
  return { kind: 'static', effects, ...extra };
}
export function activated(costs: Cost[], eff: Effect, targets?: TargetSpec[]): ActivatedAbility {
  return targets
    ? { kind: 'activated', costs, effect: eff, targets }
    : { kind: 'activated', costs, effect: eff };
}

export const character = (filter: CardFilter = {}): TargetSpec => ({ kind: 'character', filter });
export const energyCost = (amount: number): Cost => ({ kind: 'energy', amount });
export const sleepCost: Cost = { kind: 'sleep' };
export const carnageCost = (amount: number): Cost => ({ kind: 'carnage', amount });

export type { Ability };
