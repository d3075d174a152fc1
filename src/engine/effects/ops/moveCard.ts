// Moving cards to a zone without destroying them (HF-9.7): trash, hand, top/bottom of main deck, guard deck,
// damage field, exclusion, energy — each to its owner's zone (HF-3.4) — or onto the battlefield under the
// effect's controller (「登場させる」). From any zone; a destroyed card waiting in limbo may be moved by an
// effect of its destruction (RULING HF-9.6). Replacement effects apply (HF-5.11).
import { resolveCardRefs, setChosen, setIt } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import type { OpExecutor } from '../types.js';

export { moveToDestination } from '../../effectMove.js';

export const moveCard: OpExecutor<'moveCard'> = (game, op, task) => {
  const ids = resolveCardRefs(game, op.target, task.ctx);
  if (ids.length === 0) return 'fail';
  const opts = {
    controller: task.ctx.controller,
    faceUp: op.faceUp,
    applied: task.ctx.replaced,
    endsProcess: ids.length === 1,
  };
  let done = 0;
  const arrived: number[] = [];
  for (const id of ids) {
    const outcome = moveByEffect(game, id, op.to, opts);
    if (outcome === 'moved' || outcome === 'pending') done++;
    if (outcome === 'moved') arrived.push(id);
  }
  // 「この効果で登場させたキャラクター1体につき」 (issue 22): the cards that entered, none when nothing did
  if (op.counted) setChosen(task.ctx, arrived);
  if (done === 0) return 'fail'; // nothing moved: replaced (HF-5.11) or impossible (HF-5.9)
  setIt(task.ctx, ids);
  return 'ok';
};
