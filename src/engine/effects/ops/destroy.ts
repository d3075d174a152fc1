// "それを破壊する" (HF-9.6, HF-13.5). A replaced destruction (HF-5.11) counts as not carried out.
import { resolveCardRef } from '../../conditions.js';
import { destroyCard } from '../../destruction.js';
import { isCharacter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const destroy: OpExecutor<'destroy'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  task.ctx.it = id;
  return destroyCard(game, id, 'effect', null, task.ctx.replaced, task.ctx.controller) ? 'ok' : 'fail';
};
