// "それを破壊する" (HF-9.6, HF-13.5). A replaced destruction (HF-5.11) counts as not carried out.
// RULING (issue 22, docs/engine.md): 「破壊する」 on a set card or a world set on the battlefield puts it into its
// owner's trash (000 ■破壊 defines destruction for characters only; designers write it for set cards too).
import { resolveCardRef } from '../../conditions.js';
import { destroyCard } from '../../destruction.js';
import { card } from '../../game.js';
import { isCharacter, kindOf } from '../../query.js';
import { moveCard } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const destroy: OpExecutor<'destroy'> = (game, op, task) => {
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
