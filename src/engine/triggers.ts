// Auto abilities (HF-12.1, HF-12.2): collected when their event happens, targets chosen by their
// controller at once (HF-5.5), ordered by the turn player, then resolved as tasks. They open no window
// (HF-7.8).
import type { AutoAbility, CardFilter, PhaseName, PlayerIndex, Trigger } from '../core/cardTypes.js';
import { deferredOnceKey } from '../core/onceKey.js';
import type { EffectContext, PendingTrigger } from '../core/state.js';
import { effectContext } from './context.js';
import { type Game, card, defOf, log, logSourced, other } from './game.js';
import { baseListeners, grantsListenTo } from './listeners.js';
import { type TargetOption, specsWithModes, targetOptions } from './modes.js';
import { onceKeyOf, recordUse, usedThisTurn } from './oncePerTurn.js';
import { type AbilityInstance, abilitySetOf, activeStatics, matchesFilter } from './query.js';
import { choicesFor } from './targets.js';

type Lki = EffectContext['lki'];

/**
 * Who controls an auto ability: the controller of the card that has it. An auto ability printed on a set card
 * is its host's while the card is set (000 ■セットカード: 「セットされているキャラクターは…セットカードに記載されている
 * …自動能力、起動能力を持つ」; HF-4.4), so the host's player processes it and is its 「あなた」, as for the
 * activated abilities the host gains (000 ■戦場とカードのプレイヤー: 「キャラクターが得た起動能力などは相手プレイヤーに
 * 利用されてしまう」). Only the set card's own 「このカードがセットされた時」 is processed by the set card's player,
 * which never changes (HF-4.5): that trigger is queued with the set card itself as `id` (RULING, docs/engine.md).
 */
function abilityController(game: Game, id: number, _inst: AbilityInstance): PlayerIndex {
  return card(game, id).controller;
}

function makeCtx(
  game: Game,
  self: number,
  inst: AbilityInstance,
  eventCard: number | null,
  lki: Lki,
): EffectContext {
  return effectContext(game, abilityController(game, self, inst), self, inst.carrier, {
    specs: (inst.ability as AutoAbility).targets ?? [],
    eventCard,
    lki,
  });
}

function queue(
  game: Game,
  self: number,
  inst: AbilityInstance,
  eventCard: number | null,
  lki: Lki = {},
): void {
  const ability = inst.ability as AutoAbility;
  const onceKey = ability.oncePerTurn ? onceKeyOf(game, inst) : '';
  if (ability.oncePerTurn && usedThisTurn(game, self, onceKey)) return; // HF-12.8
  const ctx = makeCtx(game, self, inst, eventCard, lki);
  const during = ability.trigger.during; // issue 22: 「あなたのターン中、…時」
  if (during && (during === 'you') !== (ctx.controller === game.state.turnPlayer)) return;
  // an optional name-wide one counts when the player accepts it (the mayDo's `once`, issue 22)
  if (ability.oncePerTurn && !deferredOnceKey(ability.effect)) recordUse(game, self, onceKey);
  const targetsChosen = !ability.targets?.length && !ability.modal;
  game.state.triggers.push({ ability, abilityKey: inst.key, ctx, targetsChosen });
  const event = { type: 'trigger' as const, card: self, ability: inst.key, controller: ctx.controller };
  logSourced(game, event, inst.carrier);
}

const NONE: readonly AbilityInstance[] = [];

/** The card's auto abilities that trigger on `on` (a new list only when there is one). */
function autoAbilities(game: Game, id: number, on: Trigger['on']): readonly AbilityInstance[] {
  let out: AbilityInstance[] | null = null;
  for (const inst of abilitySetOf(game, id).auto) {
    if ((inst.ability as AutoAbility).trigger.on === on) (out ??= []).push(inst);
  }
  return out ?? NONE;
}

/**
 * The battlefield cards that may have an auto ability on `on` now, in battlefield order (issue 12): those the
 * trigger index lists, or every card while a continuous effect grants an ability on that event (rare).
 */
function listeners(game: Game, on: Trigger['on']): readonly number[] {
  if (grantsListenTo(game, activeStatics(game), on)) return game.state.battlefield;
  return baseListeners(game, on);
}

/**
 * Issue 22: a 【空装】 effect with a trigger is an auto ability of its player for the rest of the game (HF-13.8),
 * wherever the card is: `self` is the 【空装】 card, and its controller is its owner (it is not on the battlefield).
 */
function kuusouAutos(
  game: Game,
  on: Trigger['on'],
  visit: (id: number, inst: AbilityInstance) => void,
): void {
  for (const p of game.state.players) {
    const k = p.kuusou;
    const abilities = k === null ? undefined : defOf(game, k).kuusou?.abilities;
    if (k === null || abilities === undefined) continue;
    abilities.forEach((ability, i) => {
      if (ability.trigger.on === on) visit(k, { key: `k${k}.a${i}`, ability, carrier: k });
    });
  }
}

/** Every auto ability that may trigger on `on`: battlefield cards', then the players' 【空装】 ones. */
function forEachAuto(
  game: Game,
  on: Trigger['on'],
  visit: (id: number, inst: AbilityInstance) => void,
): void {
  for (const id of listeners(game, on)) for (const inst of autoAbilities(game, id, on)) visit(id, inst);
  kuusouAutos(game, on, visit);
}

function whoMatches(
  game: Game,
  who: 'self' | CardFilter,
  watcher: number,
  inst: AbilityInstance,
  subject: number,
): boolean {
  if (who === 'self') return watcher === subject;
  return matchesFilter(game, subject, who, abilityController(game, watcher, inst), watcher);
}

/** Queues abilities of battlefield cards watching an event about `subject`. */
function queueCardEvent(
  game: Game,
  on: 'enter' | 'attack' | 'attacked' | 'defend' | 'characterDamaged' | 'defenseSucceeded' | 'attackDefended',
  subject: number,
  also: (t: Trigger, watcher: number, inst: AbilityInstance) => boolean = () => true,
): void {
  forEachAuto(game, on, (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t && 'who' in t && whoMatches(game, t.who, id, inst, subject) && also(t, id, inst))
      queue(game, id, inst, subject);
  });
}

/**
 * `playedFrom`: the zone the card was played from when it enters by its play resolving (issue 22); `played`: it
 * enters by its play resolving, from any zone (「…がプレイされて戦場に登場した時」, i22x).
 */
export function queueEnterTriggers(
  game: Game,
  id: number,
  playedFrom?: 'guardDeck' | 'hand',
  played = false,
): void {
  queueCardEvent(
    game,
    'enter',
    id,
    (t) =>
      t.on !== 'enter' ||
      t.playedFrom === undefined ||
      (t.playedFrom === 'any' ? played : t.playedFrom === playedFrom),
  );
}

/**
 * HF-8.1: 「…が攻撃を行うたび」 (with 「…を対象として」 only for an attack on such a character, or on a player),
 * then 「…が攻撃された時」 for the attacked character (issue 22).
 */
export function queueAttackTriggers(
  game: Game,
  id: number,
  target: { player: PlayerIndex } | { card: number } = { player: other(card(game, id).controller) },
): void {
  queueCardEvent(game, 'attack', id, (t, watcher, inst) => {
    if (t.on !== 'attack' || t.at === undefined) return true;
    if (t.at === 'player') return 'player' in target;
    return (
      'card' in target &&
      matchesFilter(game, target.card, t.at, abilityController(game, watcher, inst), watcher)
    );
  });
  if ('card' in target) queueCardEvent(game, 'attacked', target.card);
}
export function queueDefendTriggers(game: Game, id: number): void {
  queueCardEvent(game, 'defend', id);
}

/** HF-8.4, issue 22: a defense succeeded — 「…による防御が成功した時」 and 「…の攻撃が防御された時」. */
export function queueDefenseSucceededTriggers(game: Game, defender: number, attacker: number): void {
  queueCardEvent(game, 'defenseSucceeded', defender);
  queueCardEvent(game, 'attackDefended', attacker);
}

/** Called while the destroyed card is still on the battlefield, so its own abilities are known (HF-9.6). */
export function queueDestroyedTriggers(
  game: Game,
  id: number,
  lki: Lki[number],
  byAttack: number | null,
  byCounter: number | null = null,
): void {
  const lkiMap: Lki = { [id]: lki };
  // RULING «Destroyed in battle or not» (issue 22): by the damage of an attack or of a 【反撃】 (HF-8.6, HF-13.1)
  const how = byAttack !== null || byCounter !== null ? 'battle' : 'effect';
  forEachAuto(game, 'destroyed', (watcher, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on === 'destroyed' && t.by !== undefined && t.by !== how) return;
    if (t && 'who' in t && whoMatches(game, t.who, watcher, inst, id)) queue(game, watcher, inst, id, lkiMap);
  });
  if (byAttack !== null) queueKillTriggers(game, id, byAttack, false, lkiMap);
  if (byCounter !== null) queueKillTriggers(game, id, byCounter, true, lkiMap);
}

/**
 * 「このキャラクターが攻撃によるダメージで…を破壊した時」 (its own abilities, even if it was destroyed at the same
 * time) and, issue 22, 「自分の《機甲竜》が攻撃で…を破壊した時」 (abilities watching any matching attacker), or with
 * `counter` the 【反撃】 damage of the defender `killer` (HF-13.1). The victim is matched as it was (HF-9.6).
 */
function queueKillTriggers(game: Game, id: number, killer: number, counter: boolean, lkiMap: Lki): void {
  const fits = (watcher: number, inst: AbilityInstance) => {
    const t = (inst.ability as AutoAbility).trigger;
    if (t.on !== 'destroysByAttack' || (t.by === 'counterDamage') !== counter) return false;
    const viewer = abilityController(game, watcher, inst);
    return t.victim === undefined || matchesFilter(game, id, t.victim, viewer, watcher);
  };
  const killerZone = card(game, killer).zone;
  if (killerZone === 'battlefield' || killerZone === 'limbo') {
    for (const inst of autoAbilities(game, killer, 'destroysByAttack')) {
      const t = (inst.ability as AutoAbility).trigger;
      if (t.on === 'destroysByAttack' && t.who === 'self' && fits(killer, inst))
        queue(game, killer, inst, id, lkiMap);
    }
  }
  forEachAuto(game, 'destroysByAttack', (watcher, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'destroysByAttack' || t.who === 'self' || !fits(watcher, inst)) return;
    if (whoMatches(game, t.who, watcher, inst, killer)) queue(game, watcher, inst, id, lkiMap);
  });
}

/** Issue 22: 「…がダメージを受けた時」, once per packet of damage dealt to the character (HF-9.4). */
export function queueCharacterDamagedTriggers(game: Game, id: number): void {
  queueCardEvent(game, 'characterDamaged', id);
}

/**
 * Issue 22: 「…が戦場を離れた時」「…が戦場からトラッシュに置かれた時」, collected while the card is still on the
 * battlefield (its own abilities are known, as for HF-9.6). A destroyed character counts as put into the trash
 * (RULING, docs/engine.md); `to` is where it goes.
 */
export function queueLeaveTriggers(
  game: Game,
  id: number,
  to: string,
  lki: Lki = {},
  destroyed = false,
): void {
  forEachAuto(game, 'leave', (watcher, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'leave' || (t.to !== undefined && to !== (t.to === 'yourHand' ? 'hand' : t.to))) return;
    if (t.notDestroyed && destroyed) return; // 「破壊以外で戦場を離れた時」 (issue 22)
    // 「あなたの手札に戻った時」: only a card going to the hand of this ability's controller (its owner's, 000)
    if (t.to === 'yourHand' && card(game, id).owner !== abilityController(game, watcher, inst)) return;
    // a set card's 「このカードが…離れた時」 (`itself`, sc20; d74 血吸いの魔剣): the card the text is printed on left
    if (t.itself ? inst.carrier === id : whoMatches(game, t.who, watcher, inst, id))
      queue(game, watcher, inst, id, lki);
  });
}

/**
 * The set cards on a card that leaves the battlefield go to the trash with it (000 ■セットカード): they leave the
 * battlefield too, so 「あなたのセットカードが戦場からトラッシュに置かれた時」 sees them (issue 22).
 */
export function queueLeaveTriggersOfAttached(game: Game, hostId: number): void {
  for (const id of card(game, hostId).attachments) queueLeaveTriggers(game, id, 'trash');
}

/** Issue 22: 「<player>が<カード>をプレイした時」, when the play has been declared and paid (HF-5.3). */
export function queuePlayTriggers(
  game: Game,
  player: PlayerIndex,
  played: number,
  from: 'guardDeck' | 'hand' | null = null,
): void {
  forEachAuto(game, 'play', (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'play' || !playerMatches(t.player, abilityController(game, id, inst), player)) return;
    if (t.from && t.from !== from) return; // 「ガードデッキからプレイした時」 (issue 22)
    if (t.filter && !matchesFilter(game, played, t.filter, abilityController(game, id, inst), id)) return;
    queue(game, id, inst, played);
  });
}

/**
 * Issue 22: 「<player>がカードを引いた時」, once per card drawn; 「ドローフェイズ以外で」 skips every draw made during
 * a draw phase (HF-6.2; RULING, docs/engine.md). Nothing triggers before the first turn (the opening hands).
 */
export function queueDrawTriggers(game: Game, player: PlayerIndex, drawn: number): void {
  const phase = game.state.phase;
  if (phase === 'setup' || phase === 'over') return;
  forEachAuto(game, 'draw', (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'draw' || !playerMatches(t.player, abilityController(game, id, inst), player)) return;
    if (t.outsideDrawPhase && phase === 'draw') return;
    queue(game, id, inst, drawn);
  });
}

/**
 * Issue 22: 「<player>がカードの【ダメージトリガー】を公開した時」, once the revealed card's effect has resolved and
 * the card is in the damage field (RULING, docs/engine.md; HF-9.3).
 */
export function queueDamageTriggerTriggers(game: Game, player: PlayerIndex, revealed: number): void {
  forEachAuto(game, 'damageTriggerRevealed', (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'damageTriggerRevealed') return;
    if (!playerMatches(t.player, abilityController(game, id, inst), player)) return;
    queue(game, id, inst, revealed);
  });
}

function playerMatches(
  who: 'you' | 'opponent' | 'any',
  controller: PlayerIndex,
  actor: PlayerIndex,
): boolean {
  return who === 'any' || (who === 'you') === (controller === actor);
}

/**
 * `byEffect`: set by an effect, not played (issue 22): 「あなたがプレイしたセットカードが…」 does not see it. `playedFrom`:
 * the zone it was played from when its play resolved (a setSelf trigger with `playedFrom` needs that zone).
 */
export function queueSetTriggers(
  game: Game,
  setCard: number,
  host: number,
  byEffect = false,
  playedFrom?: 'guardDeck' | 'hand',
): void {
  // 「あなたの《扇》を持つセットカードがあなたのキャラクターにセットされるたび」 (issue 22): any watcher; the
  // filters are read from the watcher's controller; the event card is the host
  forEachAuto(game, 'cardSetOn', (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'cardSetOn' || (t.played && byEffect)) return;
    const you = abilityController(game, id, inst);
    if (!matchesFilter(game, setCard, t.setCard, you, id) || !matchesFilter(game, host, t.host, you, id))
      return;
    queue(game, id, inst, host);
  });
  for (const inst of autoAbilities(game, host, 'cardSetOnSelf')) {
    // 「セットカードがセットされた時」: a face-down card counts by the kind its effect gave it (000 ■戦場の裏向きのカード)
    const t = (inst.ability as AutoAbility).trigger;
    if (
      t.on === 'cardSetOnSelf' &&
      t.setCard &&
      !matchesFilter(game, setCard, t.setCard, card(game, host).controller, host)
    )
      continue;
    // 「あなたがこのキャラクターにセットカードをセットするたび」 (i22m9): the one who set it is the set card's player
    if (
      t.on === 'cardSetOnSelf' &&
      t.by &&
      !playerMatches(t.by, card(game, host).controller, card(game, setCard).owner)
    )
      continue;
    queue(game, host, inst, setCard);
  }
  // HF-4.5: the set card's own "when this is set" ability is processed by the set card's player (its owner),
  // even on an opponent's character: `self` is the set card, whose controller is always its owner.
  for (const inst of autoAbilities(game, host, 'setSelf')) {
    if (inst.carrier !== setCard) continue;
    // 「このカードが《詩人》を持つキャラクターにセットされた時」: only onto a matching host (issue 22)
    const t = (inst.ability as AutoAbility).trigger;
    const owner = card(game, setCard).owner;
    if (t.on === 'setSelf' && t.host && !matchesFilter(game, host, t.host, owner, setCard)) continue;
    if (
      t.on === 'setSelf' &&
      t.playedFrom !== undefined &&
      (byEffect || (t.playedFrom !== 'any' && t.playedFrom !== playedFrom))
    )
      continue;
    queue(game, setCard, inst, host);
  }
}

/** `attacker`: the character whose attack damage it was (HF-8.5), else null. */
export function queuePlayerDamagedTriggers(
  game: Game,
  player: PlayerIndex,
  attacker: number | null = null,
): void {
  forEachAuto(game, 'playerDamaged', (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (!t || t.on !== 'playerDamaged') return;
    if (t.byAttackOf === 'self' && attacker !== id) return; // issue 22: 「このキャラクターの攻撃によって…」
    // t10: 「あなたの《怪盗》を持つキャラクターの攻撃によって…」: the attacker as it is now (HF-8.5: the damage is dealt
    // while it attacks)
    if (t.byAttackOf !== undefined && t.byAttackOf !== 'self')
      if (attacker === null || !whoMatches(game, t.byAttackOf, id, inst, attacker)) return;
    const mine = abilityController(game, id, inst) === player;
    // a matching attacker is the event's card: 「そのキャラクター」「そのキャラクターのプレイヤー」 (t10)
    const about = t.byAttackOf !== undefined && t.byAttackOf !== 'self' ? attacker : null;
    if (t.player === 'any' || (t.player === 'you') === mine) queue(game, id, inst, about);
  });
}

function whoseMatches(
  whose: 'you' | 'opponent' | 'each',
  controller: PlayerIndex,
  turnPlayer: PlayerIndex,
): boolean {
  return whose === 'each' || (whose === 'you') === (controller === turnPlayer);
}

export function queuePhaseTriggers(game: Game, on: 'phaseStart' | 'phaseEnd', phase: PhaseName): void {
  forEachAuto(game, on, (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (!t || (t.on !== 'phaseStart' && t.on !== 'phaseEnd') || t.phase !== phase) return;
    // 'character': the phase of the controller of the card that has it (a set card's host, issue 22)
    const turnOf =
      t.whose === 'character'
        ? card(game, id).controller === game.state.turnPlayer
        : whoseMatches(t.whose, abilityController(game, id, inst), game.state.turnPlayer);
    if (turnOf) queue(game, id, inst, null);
  });
}

export function queueTurnEndTriggers(game: Game): void {
  forEachAuto(game, 'turnEnd', (id, inst) => {
    const t = inst.ability.kind === 'auto' ? inst.ability.trigger : null;
    if (t?.on !== 'turnEnd') return;
    // 'character': the turn of the controller of the card that has it (a set card's host, issue 22)
    const turnOf =
      t.whose === 'character'
        ? card(game, id).controller === game.state.turnPlayer
        : whoseMatches(t.whose, abilityController(game, id, inst), game.state.turnPlayer);
    if (turnOf) queue(game, id, inst, null);
  });
}

/** HF-5.5, HF-5.10, RULING HF-5.13: every way to choose the trigger's modes and targets. */
export function triggerTargetOptions(game: Game, t: PendingTrigger): TargetOption[] {
  return targetOptions(game, t.ability.targets, t.ability.modal, t.ctx.controller, t.ctx.self);
}

/** Records the chosen modes and targets of a trigger (as the objects they are now, HF-5.6). */
export function chooseTriggerTargets(game: Game, t: PendingTrigger, o: TargetOption): void {
  const specs = specsWithModes(t.ability.targets, t.ability.modal, o.modes);
  t.ctx.specs = specs;
  t.ctx.targets = choicesFor(game, specs, o.targets, o.targetCounts);
  if (o.modes) t.modes = o.modes;
  t.targetsChosen = true;
}

/** Targets first (HF-5.5), then order (HF-12.2), then onto the task stack. */
export function processTriggers(game: Game): void {
  const s = game.state;
  for (let i = 0; i < s.triggers.length; i++) {
    const t = s.triggers[i];
    if (t.targetsChosen) continue;
    const options = triggerTargetOptions(game, t);
    if (options.length === 0) {
      s.triggers.splice(i, 1); // no legal target: the ability does nothing
      i--;
      continue;
    }
    if (options.length === 1) {
      chooseTriggerTargets(game, t, options[0]);
      continue;
    }
    s.pending = { kind: 'triggerTargets', player: t.ctx.controller, prompt: t.abilityKey };
    return;
  }
  if (s.triggers.length > 1) {
    s.pending = { kind: 'orderTriggers', player: s.turnPlayer };
    return;
  }
  const only = s.triggers.pop();
  if (only) s.tasks.push({ t: 'triggered', trigger: only });
}

/** Applies the turn player's pick: that trigger resolves next, before the others (HF-12.2). */
export function pickNextTrigger(game: Game, index: number): void {
  const s = game.state;
  const [picked] = s.triggers.splice(index, 1);
  const rest = s.triggers;
  s.triggers = [];
  // Everything below resolves after `picked`: push the rest first as a group that re-asks for order.
  if (rest.length > 0) s.tasks.push({ t: 'triggerGroup', triggers: rest });
  s.tasks.push({ t: 'triggered', trigger: picked });
}

export { other };
