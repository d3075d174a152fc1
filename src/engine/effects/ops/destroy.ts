// "それを破壊する" (HF-9.6, HF-13.5). A replaced destruction (HF-5.11) counts as not carried out. 「それら」 after
// a choice of several (chooseOnField) destroys them at once (HF-9.6) and fails only when none is destroyed.
import { resolveCardRef, resolveCardRefs, setIt } from '../../conditions.js';
import { destroyCard, destroyCards } from '../../destruction.js';
import { isCharacter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const destroy: OpExecutor<'destroy'> = (game, op, task) => {
  const ids = resolveCardRefs(game, op.target, task.ctx).filter((id) => isCharacter(game, id));
  if (ids.length > 1 && op.target === 'it') {
    const done = destroyCards(
      game,
      ids.map((id) => ({ id, reason: 'effect' as const, byAttack: null, applied: task.ctx.replaced })),
    );
    setIt(task.ctx, done);
    return done.length > 0 ? 'ok' : 'fail';
  }
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  task.ctx.it = id;
  return destroyCard(game, id, 'effect', null, task.ctx.replaced) ? 'ok' : 'fail';
};
