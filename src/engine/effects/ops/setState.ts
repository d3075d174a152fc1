// "アクティブにする" / "スリープにする" (HF-3.2). World sets have no state (HF-16.7).
import { setSleep } from '../../cardState.js';
import { isCharacter } from '../../query.js';
import { eachCard } from '../each.js';
import type { OpExecutor } from '../types.js';

export const setState: OpExecutor<'setState'> = (game, op, task) =>
  eachCard(game, op.target, task, (id) => {
    if (!isCharacter(game, id)) return 'fail';
    setSleep(game, id, op.state === 'sleep');
    task.ctx.it = id;
    return 'ok';
  });
