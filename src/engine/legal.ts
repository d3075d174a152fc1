// legalActions(): every legal answer to the pending decision, as plain objects. isLegalAction() answers
// "is this action one of them?" for apply() by generating only the actions of its type (and card).
import type { ActivatedAbility, CardDefinition, Modal, PlayerIndex, TargetSpec } from '../core/cardTypes.js';
import type { Action, ActionType, DecisionKind } from '../core/decisions.js';
import type { Task } from '../core/state.js';
import { chooseOptions } from './choose.js';
import { legalDefenders } from './combat.js';
import {
  abilityCostChange,
  activationEnergy,
  activeEnergyCount,
  markerOptions,
  maxVariableX,
  minVariableX,
  otherCostsPayable,
  playCost,
} from './costs.js';
import { enter, leave } from './derived.js';
import { type Game, card, defOf, other } from './game.js';
import { endOfTurnEffects } from './lasting.js';
import { type TargetOption, targetOptions } from './modes.js';
import { usedThisTurn } from './oncePerTurn.js';
import { abilitySetOf, evaluateConditionStatic, hasGrantFlag, isCharacter } from './query.js';
import { replacementActions } from './replacementTask.js';
import { eligibleKuusou, grantedExtraDeck, ougiSatisfied } from './setup.js';
import { triggerTargetOptions } from './triggers.js';

const NO_SPECS: TargetSpec[] = [];
const SET_HOST_SPECS = new WeakMap<CardDefinition, TargetSpec[]>();

/** What a card targets when played (HF-5.4): a set card its host (HF-4.4), a command its targets. */
export function playTargetSpecs(game: Game, id: number): TargetSpec[] {
  const def = defOf(game, id);
  if (def.kind === 'command') return def.targets ?? NO_SPECS;
  if (def.kind !== 'set') return NO_SPECS;
  let specs = SET_HOST_SPECS.get(def);
  if (specs === undefined) {
    specs = [{ kind: 'setHost', filter: def.setOn }];
    SET_HOST_SPECS.set(def, specs);
  }
  return specs;
}

/** Cards the player may play now: hand, guard deck (HF-5.2), extra deck when 【空装】 grants it. */
export function playableSources(game: Game, player: PlayerIndex): number[] {
  const p = game.state.players[player];
  return [...p.hand, ...p.guardDeck, ...(grantedExtraDeck(game, player) ?? [])];
}

/** `only`: a card id to restrict the generation to (apply's validation), or undefined for every card. */
type Only = number | undefined;

/** HF-5.2 – HF-5.4, HF-13.7: one action per target combination and way of paying (marker or not). */
function playActions(game: Game, player: PlayerIndex, out: Action[], only: Only): void {
  const p = game.state.players[player];
  const active = activeEnergyCount(game, player);
  for (const id of p.hand)
    if (only === undefined || only === id) playActionsFor(game, player, id, active, out);
  for (const id of p.guardDeck)
    if (only === undefined || only === id) playActionsFor(game, player, id, active, out);
  const extra = grantedExtraDeck(game, player);
  if (extra)
    for (const id of extra)
      if (only === undefined || only === id) playActionsFor(game, player, id, active, out);
}

/** The modes of what a card does when played: a command's (RULING HF-5.13). */
export function playModal(game: Game, id: number): Modal | undefined {
  const def = defOf(game, id);
  return def.kind === 'command' ? def.modal : undefined;
}

/** HF-5.3 – HF-5.5, HF-5.10, RULING HF-5.13: every way to choose a play's modes and targets. */
export function playTargetOptions(game: Game, player: PlayerIndex, id: number): TargetOption[] {
  const specs = playTargetSpecs(game, id);
  const modal = playModal(game, id);
  if (specs.length === 0 && !modal) return noTargets();
  return targetOptions(game, specs, modal, player, id);
}

/** The one way to choose nothing (a fresh list: actions are handed out and must not share it). */
function noTargets(): TargetOption[] {
  return [{ targets: [] }];
}

function playActionsFor(game: Game, player: PlayerIndex, id: number, active: number, out: Action[]): void {
  const cost = playCost(game, player, id); // HF-5.12
  // HF-5.3 with the second-player marker (HF-2.6): without it, and/or with it, whichever can pay.
  const withoutMarker = active >= cost;
  const withMarker = cost >= 1 && game.state.players[player].secondPlayerMarker && active >= cost - 1;
  if (!withoutMarker && !withMarker) return;
  if (!ougiSatisfied(game, player, id)) return; // HF-13.7
  if (!playConditionHolds(game, player, id)) return; // issue 22: 「…にのみプレイできる」
  for (const t of playTargetOptions(game, player, id)) {
    if (withoutMarker) out.push({ type: 'play', player, card: id, ...t, useMarker: false });
    if (withMarker) out.push({ type: 'play', player, card: id, ...t, useMarker: true });
  }
}

/** issue 22: 「このカードは、あなたのターン中にのみプレイできる」 — the card's play condition, for its player. */
export function playConditionHolds(game: Game, player: PlayerIndex, id: number): boolean {
  const cond = defOf(game, id).playCondition;
  return cond === undefined || evaluateConditionStatic(game, cond, player, id);
}

/** HF-12.4, HF-14.1, HF-12.8: activated abilities of the player's battlefield cards that can be used now. */
function activateActions(game: Game, player: PlayerIndex, out: Action[], only: Only): void {
  for (const id of game.state.battlefield) {
    if (only !== undefined && only !== id) continue;
    if (card(game, id).controller !== player) continue; // HF-14.1
    for (const inst of abilitySetOf(game, id).activated) {
      const ability = inst.ability as ActivatedAbility;
      if (ability.oncePerTurn && usedThisTurn(game, id, inst.key)) continue; // HF-12.8
      if (!otherCostsPayable(game, player, id, ability.costs)) continue;
      const change = abilityCostChange(game, id); // issue 22: 「…の起動能力のコストは1少なくなる」
      const maxX = maxVariableX(game, player, ability.costs, change); // HF-12.4 [X] / [カルネージX]
      const options =
        ability.targets?.length || ability.modal
          ? targetOptions(game, ability.targets, ability.modal, player, id)
          : noTargets();
      for (let x = minVariableX(ability.costs); x <= maxX; x++) {
        for (const useMarker of markerOptions(game, player, activationEnergy(game, id, ability.costs, x))) {
          for (const t of options)
            out.push({ type: 'activate', player, card: id, ability: inst.key, ...t, x, useMarker });
        }
      }
    }
  }
}

/** HF-8.1: an active character of the player attacks the opponent or an asleep opposing character. */
function attackActions(game: Game, player: PlayerIndex, out: Action[], only: Only): void {
  const s = game.state;
  const opponent = other(player);
  let targets: number[] | null = null;
  for (const attacker of s.battlefield) {
    if (only !== undefined && only !== attacker) continue;
    const a = card(game, attacker);
    if (a.controller !== player || a.sleep || !isCharacter(game, attacker)) continue;
    if (hasGrantFlag(game, attacker, 'cannotAttack')) continue;
    targets ??= s.battlefield.filter((id) => {
      const c = card(game, id);
      return c.controller === opponent && c.sleep && isCharacter(game, id);
    });
    // issue 22: 「…はプレイヤーを攻撃できない」 leaves only the characters as targets
    if (!hasGrantFlag(game, attacker, 'cannotAttackPlayer'))
      out.push({ type: 'attack', player, attacker, target: { player: opponent } });
    for (const t of targets) out.push({ type: 'attack', player, attacker, target: { card: t } });
  }
}

/** HF-11.1, HF-7.10. */
/**
 * Revealing a 【ダメージトリガー】 (HF-9.3), once per choice of its targets. RULING (HF-5.4, as for playing a
 * card): a trigger that takes targets can be revealed only when it has legal ones.
 */
function damageTriggerActions(game: Game, player: PlayerIndex, id: number, out: Action[]): void {
  const def = defOf(game, id);
  if (!def.damageTrigger) return;
  const specs = def.damageTriggerTargets;
  const options = specs?.length ? targetOptions(game, specs, undefined, player, id) : noTargets();
  for (const t of options) out.push({ type: 'takeDamage', player, card: id, reveal: true, ...t });
}

function extraDrawActions(game: Game, player: PlayerIndex, out: Action[]): void {
  for (const id of game.state.players[player].damageField) out.push({ type: 'extraDraw', player, card: id });
}

function topTask<T extends Task['t']>(game: Game, t: T): Extract<Task, { t: T }> | null {
  const task = game.state.tasks[game.state.tasks.length - 1];
  return task && task.t === t ? (task as Extract<Task, { t: T }>) : null;
}

/**
 * The main phase (HF-6.4) and interruption windows (HF-7.1) offer several kinds of action; `want` limits the
 * generation to one type (null: all of them, in the order legalActions lists them).
 */
function mainOrWindowActions(
  game: Game,
  player: PlayerIndex,
  out: Action[],
  main: boolean,
  want: ActionType | null,
  only: Only,
): void {
  if (main && (want === null || want === 'attack')) attackActions(game, player, out, only);
  if (want === null || want === 'play') playActions(game, player, out, only);
  if (want === null || want === 'activate') activateActions(game, player, out, only);
  if (want === null || want === 'extraDraw') extraDrawActions(game, player, out);
  if (main && (want === null || want === 'endMain')) out.push({ type: 'endMain', player });
  if (!main && (want === null || want === 'pass')) out.push({ type: 'pass', player });
}

function decisionActions(
  game: Game,
  player: PlayerIndex,
  out: Action[],
  want: ActionType | null,
  only: Only,
): void {
  const s = game.state;
  const p = s.players[player];
  switch (s.pending!.kind) {
    case 'ougiReveal':
      for (const id of p.guardDeck)
        if (!card(game, id).faceUp) out.push({ type: 'revealGuard', player, card: id });
      out.push({ type: 'endReveal', player });
      return;
    case 'kuusou':
      for (const id of eligibleKuusou(game, player)) out.push({ type: 'kuusou', player, card: id });
      out.push({ type: 'kuusou', player, card: null });
      return;
    case 'mulligan':
      out.push({ type: 'mulligan', player, redraw: false }, { type: 'mulligan', player, redraw: true });
      return;
    case 'energy':
      out.push({ type: 'placeEnergy', player, place: true }, { type: 'placeEnergy', player, place: false });
      return;
    case 'main':
      return mainOrWindowActions(game, player, out, true, want, only);
    case 'window':
      return mainOrWindowActions(game, player, out, false, want, only);
    case 'defense':
      for (const id of legalDefenders(game)) out.push({ type: 'defend', player, defender: id });
      out.push({ type: 'defend', player, defender: null });
      extraDrawActions(game, player, out);
      return;
    case 'damage':
      for (const id of p.guardDeck) {
        out.push({ type: 'takeDamage', player, card: id, reveal: false, targets: [] });
        damageTriggerActions(game, player, id, out);
      }
      return;
    case 'reload':
      for (const id of p.guardDeck) out.push({ type: 'reloadCard', player, card: id });
      return;
    case 'triggerTargets': {
      const t = s.triggers.find((x) => !x.targetsChosen);
      if (t) for (const o of triggerTargetOptions(game, t)) out.push({ type: 'chooseTargets', player, ...o });
      return;
    }
    case 'orderTriggers':
      for (let index = 0; index < s.triggers.length; index++)
        out.push({ type: 'nextTrigger', player, index });
      return;
    case 'orderExpirations':
      for (const e of endOfTurnEffects(game)) out.push({ type: 'nextExpiration', player, effect: e.id });
      return;
    case 'discard':
      for (const id of p.hand) out.push({ type: 'discard', player, card: id });
      return;
    case 'choose': {
      const task = topTask(game, 'choose');
      if (!task) return;
      for (const id of chooseOptions(task)) out.push({ type: 'choose', player, card: id });
      if (task.picked.length >= task.min) out.push({ type: 'choose', player, card: null });
      return;
    }
    case 'mayDo':
      out.push({ type: 'mayDo', player, accept: true }, { type: 'mayDo', player, accept: false });
      return;
    case 'payCost': {
      const task = topTask(game, 'cost');
      if (!task) return;
      for (const id of task.kind === 'carnage' ? p.damageField : p.hand)
        out.push({ type: 'payCost', player, card: id });
      return;
    }
    case 'replacement': // HF-5.11
      return replacementActions(game, player, out);
  }
}

export function legalActions(game: Game): Action[] {
  const s = game.state;
  if (s.result || !s.pending) return [];
  const player = s.pending.player;
  const d = enter(game);
  try {
    const out: Action[] = [];
    decisionActions(game, player, out, null, undefined);
    out.push({ type: 'concede', player });
    return out;
  } finally {
    leave(game, d);
  }
}

/**
 * Is `a` equal to one of legalActions(game)? (The pending decision is the acting player's.) Only the
 * actions of its type are generated, and for play / activate / attack only those of the card it names.
 */
export function isLegalAction(game: Game, a: Action): boolean {
  return findLegalAction(game, a) !== null;
}

/**
 * The engine's own action equal to `a` (a fresh object, shared with nobody), or null when `a` is not legal:
 * apply() performs it instead of the caller's object.
 */
export function findLegalAction(game: Game, a: Action): Action | null {
  const player = game.state.pending!.player;
  const bare = BARE_ACTIONS[a.type];
  if (bare !== undefined) {
    // { type, player } and nothing else: legal whenever the decision offers it (HF-15.3: concede, always).
    const offered = bare === 'any' || bare === game.state.pending!.kind;
    const exact = offered && Object.hasOwn(a, 'type') && Object.hasOwn(a, 'player') && definedKeys(a) === 2;
    return exact ? ({ type: a.type, player } as Action) : null;
  }
  const out: Action[] = [];
  if (a.type === 'play' || a.type === 'activate' || a.type === 'attack') {
    const id = a.type === 'attack' ? a.attacker : a.card;
    if (typeof id !== 'number') return null;
    decisionActions(game, player, out, a.type, id);
  } else decisionActions(game, player, out, a.type, undefined);
  const keys = definedKeys(a);
  for (const legal of out) if (sameAction(a, keys, legal)) return legal;
  return null;
}

/** Actions that are only `{ type, player }`, and the decision that offers them. */
const BARE_ACTIONS: Partial<Record<ActionType, DecisionKind | 'any'>> = {
  concede: 'any',
  pass: 'window',
  endMain: 'main',
  endReveal: 'ougiReveal',
};

function definedKeys(o: object): number {
  let n = 0;
  for (const k in o) if (Object.hasOwn(o, k) && (o as Record<string, unknown>)[k] !== undefined) n++;
  return n;
}

/** sameData(a, legal) for an action with `keys` defined keys (a legal action has no undefined value). */
function sameAction(a: Action, keys: number, legal: Action): boolean {
  if (a.type !== legal.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = legal as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in y) {
    if (!Object.hasOwn(x, k) || !sameData(x[k], y[k])) return false;
    n++;
  }
  return n === keys;
}

/**
 * Equality of plain data as actionKey() defines it: the same defined keys with equal values, whatever the
 * property order; arrays element by element.
 */
export function sameData(x: unknown, y: unknown): boolean {
  if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) return x === y;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameData(x[i], y[i])) return false;
    return true;
  }
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  let defined = 0;
  for (const k of Object.keys(a)) {
    if (a[k] === undefined) continue;
    if (!Object.hasOwn(b, k) || !sameData(a[k], b[k])) return false;
    defined++;
  }
  let expected = 0;
  for (const k of Object.keys(b)) if (b[k] !== undefined) expected++;
  return defined === expected;
}
