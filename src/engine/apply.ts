import { GAME_RULES } from '../../generated/rules.js';
// apply(): validate an action (it must equal one of legalActions(), see findLegalAction) and advance. An illegal
// action throws and leaves the state untouched: nothing is mutated before validation succeeds. The action must
// be plain data (plainAction.ts, checked without a copy); what is performed is the engine's own legal action
// equal to it, so what is validated is exactly what is performed.
import type { ActivatedAbility, PlayerIndex } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import { IllegalActionError } from '../core/errors.js';
import type { ChainItem, Task } from '../core/state.js';
import { cardCostTasks, payCardCost } from './cardCosts.js';
import { declareChainItem, passWindow } from './chain.js';
import { declareAttack, declareDefense } from './combat.js';
import {
  activationEnergy,
  payEnergy,
  paySleepCost,
  playCost,
  useNextPlayCost,
  useOnceCostChanges,
} from './costs.js';
import { placeDamageCard } from './damage.js';
import { type Derived, enter, leave, touchBoard } from './derived.js';
import { englishText } from './engineTexts.js';
import { concernedCard, explainIllegal } from './explain.js';
import { carnageWithExtra, energyWithExtra, sleepWithExtra } from './extraCost.js';
import { finishSetupStep } from './flow.js';
import { type Game, card, defOf, log, logSourced } from './game.js';
import { loseGame } from './gameEnd.js';
import { expireEffect } from './lasting.js';
import {
  bareOffered,
  cachedLegalAction,
  findLegalAction,
  offeredAction,
  playModal,
  playTargetSpecs,
} from './legal.js';
import { specsWithModes } from './modes.js';
import { onceKeyOf, recordUse, usedThisTurn } from './oncePerTurn.js';
import { checkPlainAction } from './plainAction.js';
import { recordPlay } from './playCount.js';
import { type StaticInstance, abilitiesOf } from './query.js';
import { answerReplacement } from './replacementTask.js';
import { run } from './run.js';
import { choicesFor } from './targets.js';
import { removeTask } from './taskStack.js';
import { shuffleList, writeFaceUp } from './trail.js';
import { payPlayCarnage } from './trashPlay.js';
import { chooseTriggerTargets, pickNextTrigger, queuePlayTriggers } from './triggers.js';
import { moveCard } from './zones.js';

function topTask<T extends Task['t']>(game: Game, t: T): Extract<Task, { t: T }> {
  const task = game.state.tasks[game.state.tasks.length - 1];
  if (!task || task.t !== t) throw new Error(`engine: expected a ${t} task on top`);
  return task as Extract<Task, { t: T }>;
}

function validate(game: Game, d: Derived, original: unknown): Action {
  const s = game.state;
  if (s.result) {
    const { reason, rule } = s.result;
    const english = `the game is over (${englishText(reason)})`;
    throw new IllegalActionError(
      `ゲームは終了しています（${reason}）`,
      'game-over',
      rule,
      undefined,
      english,
    );
  }
  checkPlainAction(original);
  const action = original;
  if (!action || typeof action !== 'object' || typeof (action as Action).type !== 'string')
    throw malformed(
      'アクションの形式が不正です（type と player が必要）',
      'malformed action (type and player are required)',
    );
  const a = action as Action;
  if (a.player !== 0 && a.player !== 1) throw malformed('player は 0 か 1 です', 'player is 0 or 1');
  if (!s.pending || a.player !== s.pending.player) {
    const who = s.pending?.player;
    throw new IllegalActionError(
      `今はプレイヤー${who}の決定（${s.pending?.kind}）です。プレイヤー${a.player}は行動できません`,
      'not-your-decision',
      'HF-7.1',
      undefined,
      `it is player ${who}'s decision (${s.pending?.kind}) now; player ${a.player} cannot act`,
    );
  }
  // The offer of this decision, when cached, lists every legal action: look `a` up there (no generation).
  const cached = cachedLegalAction(game, d, a);
  const legal = cached === undefined ? findLegalAction(game, a) : cached;
  if (legal === null) {
    const { message, english, rule } = explainIllegal(game, a);
    const about = concernedCard(game, a); // issue 12: the card and its .hf line, when the player can see it
    if (about === null) throw new IllegalActionError(message, 'not-legal', rule, undefined, english);
    const label = about.label;
    throw new IllegalActionError(
      `${message}：${label}`,
      'not-legal',
      rule,
      about.card,
      `${english}: ${label}`,
    );
  }
  return legal;
}

function malformed(message: string, english: string): IllegalActionError {
  return new IllegalActionError(message, 'malformed', undefined, undefined, english);
}

export function apply(game: Game, action: Action): void {
  const d = enter(game);
  try {
    // One of the actions legalActions() offered for this very decision, or one of the engine's shared bare
    // actions the decision offers (frozen, legal.ts): no new check.
    const a =
      (game.state.result === null && (offeredAction(game, d, action) || bareOffered(game, action))) ||
      validate(game, d, action);
    const s = game.state;
    s.pending = null;
    s.decisions += 1;
    perform(game, a);
    run(game);
  } finally {
    leave(game, d);
  }
}

function perform(game: Game, a: Action): void {
  const s = game.state;
  switch (a.type) {
    case 'concede':
      log(game, { type: 'concede', player: a.player });
      return loseGame(game, a.player, '投了した', 'HF-15.3');
    case 'revealGuard':
      writeFaceUp(game, card(game, a.card), true);
      log(game, { type: 'reveal', player: a.player, card: a.card, reason: 'ougi' });
      return;
    case 'endReveal':
      return finishSetupStep(game);
    case 'kuusou':
      if (a.card !== null) {
        s.players[a.player].kuusou = a.card;
        writeFaceUp(game, card(game, a.card), true);
        touchBoard(game); // HF-13.8: the 【空装】 effects are now in force
        log(game, { type: 'reveal', player: a.player, card: a.card, reason: 'kuusou' });
      }
      return finishSetupStep(game);
    case 'mulligan':
      return mulligan(game, a.player, a.redraw);
    case 'placeEnergy':
      s.step = 'end';
      if (a.place) s.tasks.push({ t: 'energyFromDeck', player: a.player });
      return;
    case 'attack':
      return declareAttack(game, a.player, a.attacker, a.target);
    case 'play':
      return declarePlay(game, a);
    case 'activate':
      return declareActivation(game, a);
    case 'endMain':
      s.step = 'end';
      return;
    case 'pass':
      return passWindow(game, a.player);
    case 'extraDraw':
      // HF-11.1: a damage-field card to the trash, then draw 1. It opens no window (HF-7.10).
      moveCard(game, a.card, 'trash');
      log(game, { type: 'extraDraw', player: a.player, card: a.card });
      s.tasks.push({ t: 'draw', player: a.player, remaining: 1 });
      return;
    case 'defend':
      return declareDefense(game, a.player, a.defender);
    case 'takeDamage':
      return placeDamageCard(
        game,
        topTask(game, 'damagePlayer'),
        a.card,
        a.reveal,
        a.targets,
        a.targetCounts,
      );
    case 'reloadCard':
      topTask(game, 'reload').toPlace -= 1;
      moveCard(game, a.card, 'damageField', { faceUp: false });
      return;
    case 'chooseTargets':
      return chooseTriggerTargets(game, s.triggers.find((x) => !x.targetsChosen)!, a);
    case 'nextTrigger':
      return pickNextTrigger(game, a.index);
    case 'nextExpiration':
      return expireEffect(game, a.effect);
    case 'discard':
      moveCard(game, a.card, 'trash');
      log(game, { type: 'discard', player: a.player, card: a.card });
      return;
    case 'choose': {
      const task = topTask(game, 'choose');
      if (a.card === null) task.max = task.picked.length;
      else task.picked.push(a.card);
      return;
    }
    case 'mayDo':
      return answerMayDo(game, a.accept);
    case 'payCost': {
      const task = topTask(game, 'cost');
      task.remaining -= 1;
      if (task.remaining <= 0) removeTask(game, task); // before paying: a destruction pushes tasks of its own
      payCardCost(game, task, a.card);
      return;
    }
    case 'replace': // HF-5.11
      return answerReplacement(game, a.replacement);
    case 'declare': {
      // issue 22: the value is kept in the effect's context, for 「宣言した…」 later in the same effect
      const task = topTask(game, 'declareValue');
      game.state.tasks.pop();
      const key = task.what;
      const declared = { ...task.ctx.declared, [key]: a.value };
      task.ctx.declared = declared;
      const below = game.state.tasks[game.state.tasks.length - 1];
      if (below?.t === 'process') below.ctx.declared = declared;
      return;
    }
  }
}

function mulligan(game: Game, player: PlayerIndex, redraw: boolean): void {
  const s = game.state;
  log(game, { type: 'mulligan', player, redraw });
  if (redraw) {
    // HF-2.4: return the 4, shuffle, draw 4 — once.
    const p = s.players[player];
    for (const id of [...p.hand]) moveCard(game, id, 'mainDeck', { silent: true });
    shuffleList(game, p.mainDeck);
    log(game, { type: 'shuffle', player, zone: 'mainDeck' });
    p.mulliganed = true;
    s.tasks.push({ t: 'draw', player, remaining: GAME_RULES.openingHand });
  }
  finishSetupStep(game);
}

function answerMayDo(game: Game, accept: boolean): void {
  const task = topTask(game, 'mayDo');
  game.state.tasks.pop();
  if (accept && task.once) {
    // 「このカード名の①の効果は1ターンに1回」 with 「発揮できる」: counted when used (issue 22)
    if (usedThisTurn(game, task.ctx.self, task.once)) return;
    recordUse(game, task.ctx.self, task.once);
  }
  const steps = accept ? task.steps : task.otherwise;
  if (!steps?.length) return;
  const notDone = accept && task.otherwise?.length ? { notDone: task.otherwise } : {};
  game.state.tasks.push({ t: 'process', ctx: task.ctx, steps, index: 0, checked: true, ...notDone });
}

/** HF-5.3: reveal, choose targets, pay; the card waits in the chain in no zone (HF-3.7). */
function declarePlay(game: Game, a: Extract<Action, { type: 'play' }>): void {
  const s = game.state;
  const onceUsed: StaticInstance[] = [];
  const cost = playCost(game, a.player, a.card, onceUsed); // HF-5.12: while the card is played, before it moves
  useNextPlayCost(game, a.player, a.card); // issue 22: 「次にプレイする…」 is used up by this play
  useOnceCostChanges(game, onceUsed); // i22x7: 「1ターンに1回、…のコストは1少なくなる」 too
  recordPlay(game, a.player, a.card); // issue 22: 「このターンに2枚目以降にプレイする…」
  const specs = specsWithModes(playTargetSpecs(game, a.card), playModal(game, a.card), a.modes);
  const targets = choicesFor(game, specs, a.targets, a.targetCounts);
  const zone = game.state.cards[a.card].zone; // where it is played from (「ガードデッキからプレイした時」)
  const from = zone === 'guardDeck' || zone === 'hand' ? zone : null;
  moveCard(game, a.card, 'chain', { faceUp: true, silent: true });
  const extra = defOf(game, a.card).extraCost; // mech13: paid with the rest when the action says so
  payEnergy(game, a.player, energyWithExtra(cost, extra, a.extra === true), a.useMarker);
  const played = {
    type: 'play' as const,
    player: a.player,
    card: a.card,
    targets: a.targets,
    useMarker: a.useMarker,
  };
  logSourced(game, played, a.card);
  queuePlayTriggers(game, a.player, a.card, from); // issue 22: 「…をプレイした時」
  const item: ChainItem = {
    kind: 'play',
    id: s.nextId++,
    player: a.player,
    card: a.card,
    targets,
    x: 0,
    negated: false,
  };
  if (a.modes) item.modes = a.modes; // RULING HF-5.13
  if (from) item.from = from; // issue 22: 「ガードデッキからプレイされて…登場した時」
  if (a.extra) item.extraPaid = true; // mech13: 「このカードの追加コストを支払っていた場合」
  // issue 22: played from the trash, its carnage is paid before it waits in the chain (HF-11.2)
  // i22x7: 「エネルギーコストに加えてカルネージNを支払わなければプレイできない」, from any zone
  const extraCarnage = carnageWithExtra(extra, a.extra === true);
  const sleeps = sleepWithExtra(extra, a.extra === true); // mech13: chosen one at a time, after the carnage
  if (sleeps > 0) {
    // the stack runs from its top: the card's own carnage (if any) first, then the characters, then the play waits
    s.tasks.push(
      { t: 'declare', item },
      { t: 'cost', player: a.player, kind: 'sleepCharacter', remaining: sleeps },
    );
    const def = defOf(game, a.card);
    const own = (zone === 'trash' ? (def.trashPlay?.carnage ?? 0) : 0) + (def.playCarnage ?? 0);
    if (own > 0) s.tasks.push({ t: 'cost', player: a.player, kind: 'carnage', remaining: own });
    return;
  }
  if (payPlayCarnage(game, item, a.player, a.card, zone === 'trash', extraCarnage)) return;
  declareChainItem(game, item);
}

/** HF-12.4: declare, choose targets, pay every bracket; carnage and discard costs are chosen card by card. */
function declareActivation(game: Game, a: Extract<Action, { type: 'activate' }>): void {
  const s = game.state;
  const inst = abilitiesOf(game, a.card).find((i) => i.key === a.ability)!;
  const ability = inst.ability as ActivatedAbility;
  if (ability.oncePerTurn) recordUse(game, a.card, onceKeyOf(game, inst)); // HF-12.8
  const specs = specsWithModes(ability.targets, ability.modal, a.modes);
  const targets = choicesFor(game, specs, a.targets, a.targetCounts);
  paySleepCost(game, a.card, ability.costs);
  payEnergy(game, a.player, activationEnergy(game, a.card, ability.costs, a.x), a.useMarker);
  const activated = {
    type: 'activate' as const,
    player: a.player,
    card: a.card,
    ability: a.ability,
    targets: a.targets,
    x: a.x,
  };
  logSourced(game, activated, inst.carrier);
  const item: ChainItem = {
    kind: 'ability',
    id: s.nextId++,
    player: a.player,
    source: a.card,
    sourceSeq: card(game, a.card).seq,
    abilityKey: a.ability,
    targets,
    x: a.x,
  };
  if (a.modes) item.modes = a.modes; // RULING HF-5.13
  const cardCosts = cardCostTasks(ability.costs, a.player, a.card, a.x); // HF-12.4 [カルネージX] too
  if (cardCosts.length === 0) return declareChainItem(game, item);
  s.tasks.push({ t: 'declare', item });
  // the stack runs from its top: push the last bracket first so the brackets are paid in printed order
  for (const c of [...cardCosts].reverse()) s.tasks.push(c);
}
