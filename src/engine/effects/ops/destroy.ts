// "それを破壊する" (HF-9.6, HF-13.5). A replaced destruction (HF-5.11) counts as not carried out. 「それら」 after
// a choice of several (chooseOnField) destroys them at once (HF-9.6) and fails only when none is destroyed.
// RULING (issue 22, docs/engine.md): 「破壊する」 on a set card or a world set on the battlefield puts it into its
// owner's trash (000 ■破壊 defines destruction for characters only; designers write it for set cards too).
import { resolveCardRef, resolveCardRefs, setIt } from '../../conditions.js';
import { destroyCard, destroyCards } from '../../destruction.js';
import { card } from '../../game.js';
import { isCharacter, kindOf } from '../../query.js';
import { moveCard } from '../../zones.js';
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
  if (id === null) return 'fail';
  const c = card(game, id);
  if (c.zone === 'attached' || (c.zone === 'battlefield' && kindOf(game, id) === 'worldSet')) {
    task.ctx.it = id;
    moveCard(game, id, 'trash');
    return 'ok';
  }
  if (!isCharacter(game, id)) return 'fail';
  task.ctx.it = id;
  return destroyCard(game, id, 'effect', null, task.ctx.replaced, task.ctx.controller) ? 'ok' : 'fail';
};
