import { setSleep } from '../../engine/cardState.js';
// "アクティブにする" / "スリープにする" (HF-3.2). World sets have no state (HF-16.7).
import { resolveCardRef } from '../../engine/conditions.js';
import { isCharacter } from '../../engine/query.js';
import type { OpExecutor } from '../types.js';

export const setState: OpExecutor<'setState'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  setSleep(game, id, op.state === 'sleep');
  task.ctx.it = id;
  return 'ok';
};
