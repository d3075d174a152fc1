import type {
  ActivatedAbility,
  CardDefinition,
  ExtraCost,
  Modal,
  PlayerIndex,
  TargetSpec,
} from '../core/cardTypes.js';
import type { Action, ActionType, DecisionKind } from '../core/decisions.js';
import type { Task } from '../core/state.js';
import { activationBanned } from './activationBan.js';
import { attackableTargets, mayAttackCharacters } from './attackTargets.js';
import { attackTaxPayable, attackTaxes } from './attackTax.js';
import { costPool } from './cardCosts.js';
import { chooseOptions } from './choose.js';
import { legalDefenders } from './combat.js';
import {
  abilityCostChange,
  activationEnergy,
  activeEnergyCount,
  costChangesFor,
  energyToPay,
  markerOptions,
  maxVariableX,
  minVariableX,
  otherCostsPayable,
  playCost,
} from './costs.js';
// legalActions(): every legal answer to the pending decision, as plain objects. isLegalAction() answers
// "is this action one of them?" for apply() by generating only the actions of its type (and card).
import { declareOptions } from './declared.js';
import { type DefInfo, type Derived, enter, leave, offerValid } from './derived.js';
import { extraPayable } from './extraCost.js';
import { type Game, card, defInfo, defOf, other } from './game.js';
import { hasGrantFlag } from './grantFlags.js';
import { endOfTurnEffects } from './lasting.js';
import { type TargetOption, targetOptions } from './modes.js';
import { namePlayLimitReached } from './namePlayLimit.js';
import { onceKeyOf, usedThisTurn } from './oncePerTurn.js';
import { playBanned } from './playBans.js';
import {
  type AbilityInstance,
  type StaticInstance,
  abilitySetOf,
  activeStatics,
  evaluateConditionStatic,
  isCharacter,
} from './query.js';
import { replacementActions } from './replacementTask.js';
import { eligibleKuusou, grantedExtraDeck, ougiSatisfied } from './setup.js';
import { candidates, isGroupSpec } from './targets.js';
import { trashPlayable } from './trashPlay.js';
import { triggerTargetOptions } from './triggers.js';

const NO_SPECS: TargetSpec[] = [];
const SET_HOST_SPECS = new WeakMap<CardDefinition, TargetSpec[]>();

/** What a card targets when played (HF-5.4): a set card its host (HF-4.4), a command its targets. */
export function playTargetSpecs(game: Game, id: number): TargetSpec[] {
  return playTargetSpecsOf(defOf(game, id));
}

function playTargetSpecsOf(def: CardDefinition): TargetSpec[] {
  if (def.kind === 'command') return def.targets ?? NO_SPECS;
  if (def.kind !== 'set') return NO_SPECS;
  let specs = SET_HOST_SPECS.get(def);
  if (specs === undefined) {
    specs = [{ kind: 'setHost', filter: def.setOn }];
    SET_HOST_SPECS.set(def, specs);
  }
  return specs;
}

/**
 * Cards the player may play now: hand, guard deck (HF-5.2), extra deck when 【空装】 grants it, and the trash
 * cards that say they can be played from there (issue 22).
 */
export function playableSources(game: Game, player: PlayerIndex): number[] {
  const p = game.state.players[player];
  return [
    ...p.hand,
    ...p.guardDeck,
    ...(grantedExtraDeck(game, player) ?? []),
    ...trashPlayable(game, player),
  ];
}

/** `only`: a card id to restrict the generation to (apply's validation), or undefined for every card. */
type Only = number | undefined;

/** HF-5.2 – HF-5.4, HF-13.7: one action per target combination and way of paying (marker or not). */
function playActions(game: Game, player: PlayerIndex, out: Action[], only: Only): void {
  const p = game.state.players[player];
  const active = activeEnergyCount(game, player);
  const changes = costChangesFor(game, player);
  const costs = changes ? null : printedPlayCosts(game);
  if (costs !== null && only === undefined) {
    // HF-5.3, HF-2.6: a card dearer than the active energy plus the marker cannot be paid for (playActionsFor
    // would return at once); its cost is read from one array, not from its definition (issue 25).
    const budget = active + (p.secondPlayerMarker ? 1 : 0);
    for (const id of p.hand)
      if (printedPlayCost(game, costs, id) <= budget) playActionsFor(game, player, id, active, changes, out);
    for (const id of p.guardDeck)
      if (printedPlayCost(game, costs, id) <= budget) playActionsFor(game, player, id, active, changes, out);
    const extra = grantedExtraDeck(game, player);
    if (extra)
      for (const id of extra)
        if (printedPlayCost(game, costs, id) <= budget)
          playActionsFor(game, player, id, active, changes, out);
  } else {
    for (const id of p.hand)
      if (only === undefined || only === id) playActionsFor(game, player, id, active, changes, out);
    for (const id of p.guardDeck)
      if (only === undefined || only === id) playActionsFor(game, player, id, active, changes, out);
    const extra = grantedExtraDeck(game, player);
    if (extra)
      for (const id of extra)
        if (only === undefined || only === id) playActionsFor(game, player, id, active, changes, out);
  }
  // issue 22: 「…このカードをトラッシュからプレイできる」 (nothing to look at unless a card of the game says so)
  for (const id of trashPlayable(game, player))
    if (only === undefined || only === id) playActionsFor(game, player, id, active, changes, out);
}

/**
 * Per card id, the cost it is played for while no cost change is in force (HF-5.3, HF-5.12): its printed
 * cost (at least 0), or -1 for a card with a cost change of its own (always looked at); undefined until asked
 * (issue 25). A card's definition never changes in a game changed only by the engine (createGame's
 * engineOnly, game.ts defInfo), so the array is kept for the state it was filled for (a state put in place
 * starts a new one); in any other game, null (the definition is looked up card by card).
 */
function printedPlayCosts(game: Game): (number | undefined)[] | null {
  const d = game.derived;
  if (d === undefined || !d.engineOnly) return null;
  if (d.playCostsState !== game.state) {
    d.playCostsState = game.state;
    d.playCosts.length = 0;
  }
  return d.playCosts;
}

function printedPlayCost(game: Game, costs: (number | undefined)[], id: number): number {
  const known = costs[id];
  if (known !== undefined) return known;
  const info = defInfo(game, id);
  const cost = playInfo(info).ownCostChange ? -1 : Math.max(0, info.cost);
  costs[id] = cost;
  return cost;
}

/** The modes of what a card does when played: a command's (RULING HF-5.13). */
export function playModal(game: Game, id: number): Modal | undefined {
  const def = defOf(game, id);
  return def.kind === 'command' ? def.modal : undefined;
}

/** HF-5.3 – HF-5.5, HF-5.10, RULING HF-5.13: every way to choose a play's modes and targets. */
export function playTargetOptions(game: Game, player: PlayerIndex, id: number): readonly TargetOption[] {
  const specs = playTargetSpecs(game, id);
  const modal = playModal(game, id);
  if (specs.length === 0 && !modal) return noTargets();
  return targetOptions(game, specs, modal, player, id);
}

/** No target chosen: one frozen list, shared by the offered actions (which are frozen, see freezeAction). */
const NO_TARGETS: number[] = Object.freeze([]) as unknown as number[];
const NO_TARGET_OPTIONS: readonly TargetOption[] = Object.freeze([Object.freeze({ targets: NO_TARGETS })]);

/** The one way to choose nothing (shared and frozen: never edit it). */
function noTargets(): readonly TargetOption[] {
  return NO_TARGET_OPTIONS;
}

// Offered actions that choose no targets are shared by every game and decision: built and frozen once, per
// player and card id (ids are small integers, HF-16.8), they cost neither an allocation nor a freeze when
// offered again. apply() tells them apart by the decision they are offered for (offeredAction), not by
// identity alone; they are plain frozen data, key for key as a fresh one would be.
const SHARED: (Action | undefined)[][] = [];

/** The shared actions of `slot` (see the constants below) and `player`, by index. */
function rowOf(slot: number, player: PlayerIndex): (Action | undefined)[] {
  const k = slot * 2 + player;
  let row = SHARED[k];
  if (row === undefined) {
    row = [];
    SHARED[k] = row;
  }
  return row;
}

// The builders below look the shared action up before building it: a closure passed to build it was itself
// an allocation at every call (issue 25).

/** Freezes a newly built shared action and keeps it at `row[i]`. */
function keep(row: (Action | undefined)[], i: number, a: Action): Action {
  freezeAction(a);
  row[i] = a;
  return a;
}

const PLAY = 0; // + useMarker: 0, 1
const ATTACK_PLAYER = 2;
const EXTRA_DRAW = 3;
const DISCARD = 4;
const RELOAD = 5;
const PAY_COST = 6;
const REVEAL_GUARD = 7;
const TAKE_DAMAGE = 8;
const BARE = 9; // index: BARE_INDEX
const KUUSOU = 10; // index: card + 1 (0: none)
const CHOOSE = 11; // index: card + 1 (0: stop)
const DEFEND = 12; // index: defender + 1 (0: none)
const NEXT_TRIGGER = 13;
const YES_NO = 14; // index: YES_NO_INDEX + answer
const ATTACK_CARD = 15; // index: attacker * ATTACK_STRIDE + target
const PLAY_ONE = 16; // + useMarker: 16, 17; index: card * TARGET_STRIDE + target

/** Attack targets are card ids below this (beyond it the action is built fresh). */
const ATTACK_STRIDE = 1024;
const BARE_INDEX: Partial<Record<ActionType, number>> = { concede: 0, pass: 1, endMain: 2, endReveal: 3 };
const YES_NO_INDEX = { mulligan: 0, placeEnergy: 2, mayDo: 4 };

function bareAction(type: 'concede' | 'pass' | 'endMain' | 'endReveal', player: PlayerIndex): Action {
  const row = rowOf(BARE, player);
  const i = BARE_INDEX[type]!;
  return row[i] ?? keep(row, i, { type, player });
}

function cardAction(
  type: 'extraDraw' | 'discard' | 'reloadCard' | 'payCost' | 'revealGuard',
  player: PlayerIndex,
  card: number,
): Action {
  const slot =
    type === 'extraDraw'
      ? EXTRA_DRAW
      : type === 'discard'
        ? DISCARD
        : type === 'reloadCard'
          ? RELOAD
          : type === 'payCost'
            ? PAY_COST
            : REVEAL_GUARD;
  const row = rowOf(slot, player);
  return row[card] ?? keep(row, card, { type, player, card } as Action);
}

function playActionsFor(
  game: Game,
  player: PlayerIndex,
  id: number,
  active: number,
  costChanges: boolean,
  out: Action[],
): void {
  // HF-5.12: the printed cost unless a cost change in force applies to the player's cards or the card has
  // its own (issue 22: 「このカードは、…コストが1少なくなる」).
  const info = defInfo(game, id);
  const play = playInfo(info);
  const cost = costChanges || play.ownCostChange ? playCost(game, player, id) : Math.max(0, info.cost);
  // HF-5.3 with the second-player marker (HF-2.6): without it, and/or with it, whichever can pay.
  const withoutMarker = active >= cost;
  if (!withoutMarker && active < cost - 1) return; // too dear even with the marker (the usual case in a window)
  const withMarker = cost >= 1 && game.state.players[player].secondPlayerMarker && active >= cost - 1;
  if (!withoutMarker && !withMarker) return;
  if (play.ougi && !ougiSatisfied(game, player, id)) return; // HF-13.7
  if (play.condition && !playConditionHolds(game, player, id)) return; // issue 22: 「…にのみプレイできる」
  // i22x7: carnage on top of the energy cost needs that many damage-field cards (HF-11.2); from the trash
  // trashPlayable() counted it with the trash play's own
  if (play.carnage > 0 && game.state.players[player].damageField.length < play.carnage) return;
  if (playBanned(game, player, id)) return; // issue 22: 「…をプレイできない」 (no ban: one field read)
  if (play.nameLimit && namePlayLimitReached(game, player, id)) return; // mech15: 「このカード名のカードは1ターンに1枚」
  const start = out.length;
  if (play.single !== null) {
    // One target (the usual case, as targetOptions() gives it): shared actions, no option objects.
    for (const target of candidates(game, play.single, player, id)) {
      if (withoutMarker) out.push(playOneTarget(player, id, target, false));
      if (withMarker) out.push(playOneTarget(player, id, target, true));
    }
  } else
    for (const t of playTargetOptions(game, player, id)) {
      if (withoutMarker) out.push(playAction(player, id, t, false));
      if (withMarker) out.push(playAction(player, id, t, true));
    }
  if (play.extra !== null) pushExtraPlays(game, player, play, cost, active, out, start);
}

/**
 * mech13: each play of a card with an optional extra cost, offered again paying it (`extra: true`) when that
 * can be paid too (src/engine/extraCost.ts).
 */
function pushExtraPlays(
  game: Game,
  player: PlayerIndex,
  play: PlayInfo,
  cost: number,
  active: number,
  out: Action[],
  start: number,
): void {
  const end = out.length;
  for (let i = start; i < end; i++) {
    const a = out[i] as Extract<Action, { type: 'play' }>;
    if (extraPayable(game, player, play.extra!, cost, active, a.useMarker, play.carnage))
      out.push(fresh({ ...a, extra: true }));
  }
}

/**
 * What playActionsFor() reads of a definition, in one object shape (definitions come in several shapes, and a
 * read of `def.targets` or `def.ougi` meeting them all is a slow generic lookup in V8; issue 25). Kept on the
 * definition's DefInfo (game.ts), so one per definition object.
 */
interface PlayInfo {
  /** A continuous 「このカードは、…コストが…」 of its own (issue 22). */
  ownCostChange: boolean;
  /** Its one target spec when it has exactly one, not a group (HF-5.10), and no modes; else null. */
  single: TargetSpec | null;
  /** It has an 【奥義】 condition (HF-13.7) / a play condition (issue 22). */
  ougi: boolean;
  condition: boolean;
  /** 「エネルギーコストに加えてカルネージNを支払わなければプレイできない」 (i22x7): N, or 0. */
  carnage: number;
  /** mech13: its optional extra cost (「このカードをプレイする時、あなたは追加で…を支払ってもよい」), or null. */
  extra: ExtraCost | null;
  /** mech15: it has a play limit per card name (「このカード名のカードは1ターンに1枚しかプレイできない」). */
  nameLimit: boolean;
}

function playInfo(info: DefInfo): PlayInfo {
  if (info.play !== undefined) return info.play as PlayInfo;
  const def = info.def;
  const specs = playTargetSpecsOf(def);
  const modal = def.kind === 'command' ? def.modal : undefined;
  const play: PlayInfo = {
    ownCostChange: def.abilities.some(
      (a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'costChange' && e.self === true),
    ),
    single: specs.length === 1 && !isGroupSpec(specs[0]) && !modal ? specs[0] : null,
    ougi: !!def.ougi,
    condition: def.playCondition !== undefined,
    carnage: def.playCarnage ?? 0,
    extra: def.extraCost ?? null,
    nameLimit: def.namePlayLimit !== undefined,
  };
  info.play = play;
  return play;
}

/** Single-target plays are shared per card id below this (beyond it they are built fresh). */
const TARGET_STRIDE = 1024;

/** `{ type: 'play', player, card, targets: [target], useMarker }`, shared (see SHARED). */
function playOneTarget(player: PlayerIndex, card: number, target: number, useMarker: boolean): Action {
  if (card >= TARGET_STRIDE || target >= TARGET_STRIDE)
    return fresh({ type: 'play', player, card, targets: [target], useMarker });
  const row = rowOf(PLAY_ONE + (useMarker ? 1 : 0), player);
  const i = card * TARGET_STRIDE + target;
  return row[i] ?? keep(row, i, { type: 'play', player, card, targets: [target], useMarker });
}

/** `{ type: 'play', player, card, ...t, useMarker }` (shared when it chooses nothing). */
function playAction(player: PlayerIndex, card: number, t: TargetOption, useMarker: boolean): Action {
  if (t.targetCounts === undefined && t.modes === undefined) {
    if (t.targets.length === 0) {
      const row = rowOf(PLAY + (useMarker ? 1 : 0), player);
      return row[card] ?? keep(row, card, { type: 'play', player, card, targets: NO_TARGETS, useMarker });
    }
    return fresh({ type: 'play', player, card, targets: t.targets, useMarker });
  }
  return fresh({ type: 'play', player, card, ...t, useMarker });
}

/** issue 22: 「このカードは、あなたのターン中にのみプレイできる」 — the card's play condition, for its player. */
export function playConditionHolds(game: Game, player: PlayerIndex, id: number): boolean {
  const cond = defOf(game, id).playCondition;
  return cond === undefined || evaluateConditionStatic(game, cond, player, id);
}

/** HF-12.4, HF-14.1, HF-12.8: activated abilities of the player's battlefield cards that can be used now. */
function activateActions(game: Game, player: PlayerIndex, out: Action[], only: Only): void {
  const scan = activationScanOf(game, player);
  if (scan !== null) {
    const ids = scan.ids;
    for (let i = 0; i < ids.length; i++)
      if (only === undefined || only === ids[i]) activationsOf(game, player, ids[i], scan.insts[i], out);
    return;
  }
  for (const id of game.state.battlefield) {
    if (only !== undefined && only !== id) continue;
    if (card(game, id).controller !== player) continue; // HF-14.1
    const activated = abilitySetOf(game, id).activated;
    if (activated.length > 0 && activationBanned(game, id)) continue; // mech16: 「起動能力を使用できない」
    for (const inst of activated) activationsOf(game, player, id, inst, out);
  }
}

/** The uses of activated ability `inst` of card `id` that are legal now (HF-12.4, HF-12.8). */
function activationsOf(
  game: Game,
  player: PlayerIndex,
  id: number,
  inst: AbilityInstance,
  out: Action[],
): void {
  const ability = inst.ability as ActivatedAbility;
  if (ability.oncePerTurn && usedThisTurn(game, id, onceKeyOf(game, inst))) return; // HF-12.8
  if (ability.useIf && !evaluateConditionStatic(game, ability.useIf, player, id)) return; // issue 22
  if (!otherCostsPayable(game, player, id, ability.costs)) return;
  const change = abilityCostChange(game, id); // issue 22: 「…の起動能力のコストは1少なくなる」
  const maxX = maxVariableX(game, player, ability.costs, change); // HF-12.4 [X] / [カルネージX]
  const options =
    ability.targets?.length || ability.modal
      ? targetOptions(game, ability.targets, ability.modal, player, id)
      : noTargets();
  for (let x = minVariableX(ability.costs); x <= maxX; x++) {
    for (const useMarker of markerOptions(game, player, activationEnergy(game, id, ability.costs, x))) {
      for (const t of options)
        out.push(fresh({ type: 'activate', player, card: id, ability: inst.key, ...t, x, useMarker }));
    }
  }
}

/**
 * The activated abilities of `player`'s battlefield cards (HF-14.1), in the order activateActions() looks at
 * them: battlefield order, then each card's own order (issue 25). While no static in force grants anything, a
 * battlefield card's abilities are its base ones (query.ts abilitySetOf), which depend on the board alone
 * (printed, set cards, lasting grants, face-down: all board changes, touchBoard); so the list is kept while
 * the board epoch, the state and the list of statics in force (itself free of grants) are the same.
 */
export class ActivationScan {
  constructor(
    readonly state: unknown,
    readonly boardEpoch: number,
    readonly statics: readonly StaticInstance[],
    readonly ids: number[],
    readonly insts: AbilityInstance[],
  ) {}
}

function activationScanOf(game: Game, player: PlayerIndex): ActivationScan | null {
  const d = game.derived;
  if (d === undefined || d.depth === 0 || d.partial) return null;
  const s = game.state;
  const statics = activeStatics(game);
  const kept = d.activationScans[player] as ActivationScan | undefined;
  if (kept !== undefined && kept.boardEpoch === d.boardEpoch && kept.statics === statics && kept.state === s)
    return kept;
  for (let i = 0; i < statics.length; i++) if (statics[i].effect.kind === 'grant') return null;
  const ids: number[] = [];
  const insts: AbilityInstance[] = [];
  for (const id of s.battlefield) {
    if (card(game, id).controller !== player) continue; // HF-14.1
    const activated = abilitySetOf(game, id).activated;
    if (activated.length > 0 && activationBanned(game, id)) continue; // mech16: lasting grants are board changes
    for (const inst of activated) {
      ids.push(id);
      insts.push(inst);
    }
  }
  const scan = new ActivationScan(s, d.boardEpoch, statics, ids, insts);
  d.activationScans[player] = scan;
  return scan;
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
    // issue 22: 「…は、[1]を支払わなければ攻撃できない」 (src/engine/attackTax.ts)
    if (
      hasGrantFlag(game, attacker, 'attackTax') &&
      !attackTaxPayable(game, player, attacker, attackTaxes(game, attacker))
    )
      continue;
    targets ??= attackableTargets(
      game,
      s.battlefield.filter((id) => {
        const c = card(game, id);
        return c.controller === opponent && c.sleep && isCharacter(game, id);
      }),
    ); // mech17: 「…は攻撃されない」 (attackTargets.ts)
    // issue 22: 「…はプレイヤーを攻撃できない」 leaves only the characters as targets
    // Shared actions looked up without a closure (one per attacker and target was allocated at every call).
    if (!hasGrantFlag(game, attacker, 'cannotAttackPlayer')) {
      const row = rowOf(ATTACK_PLAYER, player);
      out.push(
        row[attacker] ??
          keep(row, attacker, { type: 'attack', player, attacker, target: { player: opponent } }),
      );
    }
    if (targets.length > 0 && !mayAttackCharacters(game, attacker)) continue; // mech17: 「キャラクターを攻撃できない」
    for (const t of targets) {
      if (t >= ATTACK_STRIDE) {
        out.push(fresh({ type: 'attack', player, attacker, target: { card: t } }));
        continue;
      }
      const row = rowOf(ATTACK_CARD, player);
      const i = attacker * ATTACK_STRIDE + t;
      out.push(row[i] ?? keep(row, i, { type: 'attack', player, attacker, target: { card: t } }));
    }
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
  for (const t of options) out.push(fresh({ type: 'takeDamage', player, card: id, reveal: true, ...t }));
}

function extraDrawActions(game: Game, player: PlayerIndex, out: Action[]): void {
  for (const id of game.state.players[player].damageField) out.push(cardAction('extraDraw', player, id));
}

function kuusouAction(player: PlayerIndex, card: number | null): Action {
  const row = rowOf(KUUSOU, player);
  const i = card === null ? 0 : card + 1;
  return row[i] ?? keep(row, i, { type: 'kuusou', player, card });
}

function chooseAction(player: PlayerIndex, card: number | null): Action {
  const row = rowOf(CHOOSE, player);
  const i = card === null ? 0 : card + 1;
  return row[i] ?? keep(row, i, { type: 'choose', player, card });
}

function defendAction(player: PlayerIndex, defender: number | null): Action {
  const row = rowOf(DEFEND, player);
  const i = defender === null ? 0 : defender + 1;
  return row[i] ?? keep(row, i, { type: 'defend', player, defender });
}

function yesNo(type: 'mulligan' | 'placeEnergy' | 'mayDo', player: PlayerIndex, answer: boolean): Action {
  const i = YES_NO_INDEX[type] + (answer ? 1 : 0);
  const row = rowOf(YES_NO, player);
  const found = row[i];
  if (found !== undefined) return found;
  return keep(
    row,
    i,
    type === 'mulligan'
      ? { type, player, redraw: answer }
      : type === 'placeEnergy'
        ? { type, player, place: answer }
        : { type, player, accept: answer },
  );
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
  if (main && (want === null || want === 'endMain')) out.push(bareAction('endMain', player));
  if (!main && (want === null || want === 'pass')) out.push(bareAction('pass', player));
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
        if (!card(game, id).faceUp) out.push(cardAction('revealGuard', player, id));
      out.push(bareAction('endReveal', player));
      return;
    case 'kuusou':
      for (const id of eligibleKuusou(game, player)) out.push(kuusouAction(player, id));
      out.push(kuusouAction(player, null));
      return;
    case 'mulligan':
      out.push(yesNo('mulligan', player, false), yesNo('mulligan', player, true));
      return;
    case 'energy':
      out.push(yesNo('placeEnergy', player, true), yesNo('placeEnergy', player, false));
      return;
    case 'main':
      return mainOrWindowActions(game, player, out, true, want, only);
    case 'window':
      return mainOrWindowActions(game, player, out, false, want, only);
    case 'defense':
      for (const id of legalDefenders(game)) out.push(defendAction(player, id));
      out.push(defendAction(player, null));
      extraDrawActions(game, player, out);
      return;
    case 'damage': {
      const damageRow = rowOf(TAKE_DAMAGE, player);
      for (const id of p.guardDeck) {
        out.push(
          damageRow[id] ??
            keep(damageRow, id, { type: 'takeDamage', player, card: id, reveal: false, targets: NO_TARGETS }),
        );
        damageTriggerActions(game, player, id, out);
      }
      return;
    }
    case 'reload':
      for (const id of p.guardDeck) out.push(cardAction('reloadCard', player, id));
      return;
    case 'triggerTargets': {
      const t = s.triggers.find((x) => !x.targetsChosen);
      if (t)
        for (const o of triggerTargetOptions(game, t))
          out.push(fresh({ type: 'chooseTargets', player, ...o }));
      return;
    }
    case 'orderTriggers': {
      const nextRow = rowOf(NEXT_TRIGGER, player);
      for (let index = 0; index < s.triggers.length; index++)
        out.push(nextRow[index] ?? keep(nextRow, index, { type: 'nextTrigger', player, index }));
      return;
    }
    case 'orderExpirations':
      for (const e of endOfTurnEffects(game))
        out.push(fresh({ type: 'nextExpiration', player, effect: e.id }));
      return;
    case 'discard':
      for (const id of p.hand) out.push(cardAction('discard', player, id));
      return;
    case 'choose': {
      const task = topTask(game, 'choose');
      if (!task) return;
      for (const id of chooseOptions(task)) out.push(chooseAction(player, id));
      if (task.picked.length >= task.min) out.push(chooseAction(player, null));
      return;
    }
    case 'mayDo':
      out.push(yesNo('mayDo', player, true), yesNo('mayDo', player, false));
      return;
    case 'payCost': {
      const task = topTask(game, 'cost');
      if (!task) return;
      for (const id of costPool(game, player, task.kind, task.filter, task.source ?? -1))
        out.push(cardAction('payCost', player, id));
      return;
    }
    case 'declare': {
      // issue 22: 「…を宣言する」, one of a finite list (RULING, docs/engine.md)
      const task = topTask(game, 'declareValue');
      if (!task) return;
      for (const value of declareOptions(game, task.what, player))
        out.push(fresh({ type: 'declare', player, value }));
      return;
    }
    case 'replacement': {
      // HF-5.11
      const from = out.length;
      replacementActions(game, player, out);
      for (let i = from; i < out.length; i++) freezeAction(out[i]);
      return;
    }
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
    out.push(bareAction('concede', player));
    d.legal = out;
    d.legalState = s;
    d.legalPending = s.pending;
    d.legalDecisions = s.decisions;
    d.legalEdits = d.edits;
    return out.slice();
  } finally {
    leave(game, d);
  }
}

/**
 * The action legalActions() offered for the decision pending now that is this very object, or null. The
 * offered actions are frozen (their arrays too), so one of them is still what was offered; apply() performs
 * it without generating the decision's actions again. The decision is the same while the state, its
 * decision object and its count of decisions are (restore() puts back a decision object with its count,
 * snapshot.ts) and no direct edit of the state was found on entering the engine (derived.ts).
 */
export function offeredAction(game: Game, d: Derived, a: unknown): Action | null {
  if (!offerValid(game, d)) return null;
  const legal = d.legal!;
  // Every offered action is frozen where it is built; one that is not (a builder that forgot) is validated.
  for (let i = 0; i < legal.length; i++) if (legal[i] === a) return Object.isFrozen(a) ? legal[i] : null;
  return null;
}

/**
 * Whether `a` is one of the actions legalActions() offered for the decision pending now, which apply()
 * performs without a check: a hint for a caller that would otherwise ask legalActions() again (a direct edit
 * of the state is only found on entering the engine; apply() checks again).
 */
export function isOffered(game: Game, a: Action): boolean {
  const d = game.derived;
  return d !== undefined && offeredAction(game, d, a) !== null;
}

/**
 * apply()'s check of an action equal to one offered (an equal copy, a bot's own answer taken from another
 * game's offer) while the offer of this decision is cached: the offered action equal to it, or null when
 * none is (it is then illegal: the offer is every legal action). Undefined when nothing is cached, so that
 * findLegalAction() generates the actions. `a` has passed checkPlainAction().
 */
export function cachedLegalAction(game: Game, d: Derived, a: Action): Action | null | undefined {
  if (!offerValid(game, d)) return undefined;
  const legal = d.legal!;
  const keys = definedKeys(a);
  for (let i = 0; i < legal.length; i++) if (sameAction(a, keys, legal[i])) return legal[i];
  return null;
}

/**
 * The engine's shared `{ type: 'pass', player }` (frozen): bots pass with it, and apply() knows it for what
 * it is without a check of its shape (bareOffered).
 */
export function passAction(player: PlayerIndex): Action {
  return bareAction('pass', player);
}

/**
 * `a` when it is one of the engine's own shared bare actions (concede, pass, endMain, endReveal: frozen,
 * never a caller's object) of the pending player and the decision pending offers it; else null. Nothing of
 * `a` is read before it is known to be the engine's own object.
 */
export function bareOffered(game: Game, a: unknown): Action | null {
  const pending = game.state.pending;
  if (pending === null) return null;
  const row = SHARED[BARE * 2 + pending.player];
  if (row === undefined) return null;
  for (let i = 0; i < row.length; i++)
    if (row[i] === a) {
      const offered = BARE_ACTIONS[row[i]!.type];
      return offered === 'any' || offered === pending.kind ? row[i]! : null;
    }
  return null;
}

/** An offered action built for this decision only, frozen (see freezeAction). */
function fresh(a: Action): Action {
  freezeAction(a);
  return a;
}

/** Freezes an offered action and what it holds (arrays, the attack target), which callers may share. */
function freezeAction(a: Action): void {
  Object.freeze(a);
  // The fields of an action that hold objects (src/core/decisions.ts: target choices, an attack's target).
  const o = a as unknown as Record<string, object | undefined>;
  if (o.targets !== undefined) Object.freeze(o.targets);
  if (o.targetCounts !== undefined) Object.freeze(o.targetCounts);
  if (o.modes !== undefined) Object.freeze(o.modes);
  if (o.target !== undefined) Object.freeze(o.target);
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
