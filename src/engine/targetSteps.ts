// Carrying out a process's steps on its targets (HF-5.6, HF-5.10, HF-5.12): before the process, each target
// is checked on its own — an illegal member of a group is dropped, and the process fails only when every one
// of a target's cards is illegal; a step whose `target` is a group is carried out on each remaining card;
// a card unaffected by the effect (「…を受けない」) is left alone.
import type { EffectOp } from '../core/cardTypes.js';
import type { TargetChoice } from '../core/state.js';
import { resolveCardRef, setChosen, setIt } from './conditions.js';
import type { OpResult, ProcessTask } from './effects/types.js';
import { type Game, log } from './game.js';
import { unaffectedBy } from './protection.js';
import { legalMembers, targetStillLegal } from './targets.js';

/**
 * HF-5.6, HF-5.10: checks the targets the process refers to. False when one of them is wholly illegal (the
 * process fails, its その後 part with it); otherwise the illegal members of groups are dropped for this process.
 */
export function checkProcessTargets(game: Game, task: ProcessTask, referenced: readonly number[]): boolean {
  let targets: TargetChoice[] | null = null;
  for (const i of referenced) {
    const members = legalMembers(game, task.ctx, i);
    const ok = members === null ? targetStillLegal(game, task.ctx, i) : members.length > 0;
    if (!ok) {
      log(game, { type: 'processFails', card: task.ctx.self, why: `HF-5.6 対象${i + 1}が不適切` });
      return false;
    }
    const choice = task.ctx.targets[i];
    if (members !== null && choice && 'cards' in choice && members.length < choice.cards.length) {
      targets ??= task.ctx.targets.slice();
      targets[i] = { cards: members };
    }
  }
  if (targets !== null) task.ctx.targets = targets; // replaced, never edited: other processes keep theirs
  return true;
}

type Exec = (game: Game, op: EffectOp, task: ProcessTask) => OpResult;

/** The target index of a step that acts on `{ target: i }` directly, else null. */
function directTarget(op: EffectOp): number | null {
  const ref = (op as { target?: unknown }).target;
  return ref && typeof ref === 'object' && typeof (ref as { target?: unknown }).target === 'number'
    ? (ref as { target: number }).target
    : null;
}

function logUnaffected(game: Game, task: ProcessTask, id: number): void {
  log(game, { type: 'processFails', card: task.ctx.self, why: `HF-5.12 カード${id}は効果を受けない` });
}

/** Runs one step: on each card of a group target (HF-5.10), never on a card unaffected by it (HF-5.12). */
export function execStep(game: Game, op: EffectOp, task: ProcessTask, exec: Exec): OpResult {
  const ctx = task.ctx;
  const i = directTarget(op);
  const choice = i === null ? null : ctx.targets[i];
  if (i === null || !choice || !('cards' in choice)) {
    const ref = (op as { target?: unknown }).target;
    const id = ref === undefined ? null : resolveCardRef(game, ref as never, ctx);
    if (id !== null && unaffectedBy(game, id, ctx)) {
      logUnaffected(game, task, id);
      return 'fail';
    }
    return exec(game, op, task);
  }
  const saved = ctx.targets;
  const done: number[] = [];
  try {
    for (const m of choice.cards) {
      if (unaffectedBy(game, m.card, ctx)) {
        logUnaffected(game, task, m.card);
        continue;
      }
      const one = saved.slice();
      one[i] = m;
      ctx.targets = one;
      if (exec(game, op, task) === 'ok') done.push(m.card);
    }
  } finally {
    ctx.targets = saved;
  }
  if (done.length === 0) return 'fail';
  setIt(ctx, done); // 「それら」: every card the step acted on
  // 「この効果で登場させたキャラクター1体につき」 (issue 22): every card of the group that entered
  if (op.op === 'moveCard' && op.counted) setChosen(ctx, done);
  return 'ok';
}
