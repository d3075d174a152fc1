// Stepping the top task. Each task is plain data, so a game can be saved in the middle of resolving.
import type { EffectOp } from '../core/cardTypes.js';
import type { Task } from '../core/state.js';
import { costPool, payCardCost } from './cardCosts.js';
import { declareChainItem, resolveChainStep } from './chain.js';
import { stepChoose } from './choose.js';
import { combatDamageStep } from './combat.js';
import { copyContext } from './context.js';
import { stepPlayerDamage } from './damage.js';
import { destroyCards, finishDestroy } from './destruction.js';
import { drawStep, energyFromDeckStep, reloadStep } from './draw.js';
import { OPS } from './effects/registry.js';
import type { ProcessTask } from './effects/types.js';
import { type Game, card, log } from './game.js';
import { processesWithModes } from './modes.js';
import { stepReplace } from './replacementTask.js';
import { checkProcessTargets, execStep } from './targetSteps.js';
import { legalTargetCardsNow } from './targets.js';
import { removeTask } from './taskStack.js';
import { queueDamageTriggerTriggers } from './triggers.js';
import { moveCard } from './zones.js';

function top<T extends Task['t']>(game: Game): Extract<Task, { t: T }> {
  return game.state.tasks[game.state.tasks.length - 1] as Extract<Task, { t: T }>;
}

const REFERENCED = new WeakMap<EffectOp[], number[]>();

/**
 * The targets a process refers to, so that a gone target fails the whole process (HF-5.6, HF-5.7). Steps are
 * definition data, never modified: the answer is kept per steps list.
 */
function referencedTargets(steps: EffectOp[]): number[] {
  let found = REFERENCED.get(steps);
  if (found === undefined) {
    found = [...findTargets(steps)];
    REFERENCED.set(steps, found);
  }
  return found;
}

function findTargets(steps: unknown): Set<number> {
  const found = new Set<number>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.target === 'number' && Object.keys(o).length === 1) found.add(o.target);
      for (const k of Object.keys(o)) walk(o[k]);
    }
  };
  walk(steps);
  return found;
}

/**
 * Ends a process (it is the top task). 「この方法で除外したカード1枚につき」 (issue 22) in a later process reads what
 * this one chose: the effect below gets its `chosen` list (replaced, never edited: fixd task 2, HF-16.9).
 */
function finishProcess(game: Game, task: ProcessTask): void {
  removeTask(game, task);
  const tasks = game.state.tasks;
  const below = tasks[tasks.length - 1];
  if (below?.t === 'effect' && below.ctx !== task.ctx && task.ctx.chosen !== undefined)
    below.ctx.chosen = task.ctx.chosen;
  // 「宣言した…」 (issue 22): a later process of the same effect names the value declared in this one
  if (below?.t === 'effect' && below.ctx !== task.ctx && task.ctx.declared !== undefined)
    below.ctx.declared = task.ctx.declared;
}

function stepProcess(game: Game, task: ProcessTask): void {
  if (!task.checked) {
    task.checked = true;
    if (!checkProcessTargets(game, task, referencedTargets(task.steps))) {
      finishProcess(game, task);
      return;
    }
  }
  if (task.index >= task.steps.length) {
    finishProcess(game, task);
    return;
  }
  const op = task.steps[task.index++];
  const exec = OPS[op.op] as (g: Game, o: typeof op, t: ProcessTask) => 'ok' | 'fail';
  if (execStep(game, op, task, exec) === 'fail') {
    log(game, { type: 'processFails', card: task.ctx.self, why: `${op.op} を実行できない` });
    finishProcess(game, task);
    // 「…支払ってもよい。そうしなかった場合、…」 accepted but impossible from its first step (too few energies, an empty
    // hand): nothing was done, so the 「そうしなかった場合」 part is (HF-5.9; RULING «Optional steps», docs/engine.md)
    if (task.notDone && task.index === 1) {
      game.state.tasks.push({ t: 'process', ctx: task.ctx, steps: task.notDone, index: 0, checked: true });
    }
  }
}

function stepEffect(game: Game, task: Extract<Task, { t: 'effect' }>): void {
  if (task.index >= task.processes.length) {
    removeTask(game, task);
    return;
  }
  // HF-5.6: the targets are checked once, as the effect begins to resolve; later processes only ask that
  // they are still the same objects (000 ■効果と対象: 「効果を解決する前に…」)
  // Copies in the one shape of effectContext() (context.ts; a spread of contexts of many shapes is slow, issue 25).
  if (task.index === 0 && task.ctx.legalAtStart === undefined && task.ctx.targets.length > 0) {
    const c = copyContext(task.ctx);
    c.legalAtStart = legalTargetCardsNow(game, task.ctx);
    task.ctx = c;
  }
  const steps = task.processes[task.index++];
  task.ctx.chosen ??= []; // passed on by the effect's processes: 「この方法で除外したカード1枚につき」 (issue 22)
  const ctx = copyContext(task.ctx);
  ctx.it = null;
  game.state.tasks.push({ t: 'process', ctx, steps, index: 0, checked: false });
}

function stepTriggered(game: Game, task: Extract<Task, { t: 'triggered' }>): void {
  removeTask(game, task);
  const { ability, ctx } = task.trigger;
  const processes = processesWithModes(ability.effect, ability.targets, ability.modal, task.trigger.modes);
  game.state.tasks.push({ t: 'effect', ctx, processes, index: 0 });
}

export function stepTask(game: Game): void {
  const s = game.state;
  const task = top(game);
  switch (task.t) {
    case 'process':
      return stepProcess(game, task);
    case 'effect':
      return stepEffect(game, task);
    case 'triggered':
      return stepTriggered(game, task);
    case 'triggerGroup':
      removeTask(game, task);
      s.triggers.push(...task.triggers);
      return;
    case 'draw':
      return drawStep(game, task);
    case 'energyFromDeck':
      return energyFromDeckStep(game, task);
    case 'reload':
      return reloadStep(game, task);
    case 'damagePlayer':
      return stepPlayerDamage(game, task);
    case 'finishDamageTrigger':
      removeTask(game, task);
      // RULING HF-9.6 (as for a destroyed card): its own effect may have put the revealed card elsewhere
      if (card(game, task.card).zone === 'limbo')
        moveCard(game, task.card, 'damageField', { faceUp: true, silent: true });
      // issue 22: 「あなたがカードの【ダメージトリガー】を公開した時」 — the guard deck's owner revealed it
      queueDamageTriggerTriggers(game, card(game, task.card).owner, task.card);
      return;
    case 'finishDestroy':
      removeTask(game, task);
      return finishDestroy(game, task.card);
    case 'replace':
      return stepReplace(game, task); // HF-5.11
    case 'finishPlay':
      removeTask(game, task);
      if (card(game, task.card).zone === 'chain') moveCard(game, task.card, 'trash');
      return;
    case 'resolveChain':
      return resolveChainStep(game, task);
    case 'combatDamage':
      removeTask(game, task);
      return combatDamageStep(game);
    case 'choose':
      return stepChoose(game, task);
    case 'mayDo':
      s.pending = { kind: 'mayDo', player: task.player ?? task.ctx.controller }; // t15b: the op's chooser
      return;
    case 'declareValue': // issue 22: 「…を宣言する」
      s.pending = { kind: 'declare', player: task.ctx.controller };
      return;
    case 'cost':
      return stepCost(game, task);
    case 'declare':
      removeTask(game, task);
      return declareChainItem(game, task.item);
  }
}

/** Card costs (HF-11.2, HF-12.4): chosen card by card unless there is no choice. */
function stepCost(game: Game, task: Extract<Task, { t: 'cost' }>): void {
  const pool = costPool(game, task.player, task.kind, task.filter, task.source ?? -1);
  if (task.remaining <= 0) return removeTask(game, task);
  if (pool.length > task.remaining) {
    game.state.pending = { kind: 'payCost', player: task.player, prompt: `${task.kind}:${task.remaining}` };
    return;
  }
  removeTask(game, task);
  if (task.kind === 'destroy') {
    destroyCards(
      game,
      pool.map((id) => ({ id, reason: 'effect' as const, byAttack: null })),
    ); // at once (HF-9.6)
    return;
  }
  for (const id of pool) payCardCost(game, task, id);
}
