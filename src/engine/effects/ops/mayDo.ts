// "…してもよい" — the controller decides when the step is reached.
import type { OpExecutor } from '../types.js';

export const mayDo: OpExecutor<'mayDo'> = (game, op, task) => {
  game.state.tasks.push({ t: 'mayDo', ctx: task.ctx, steps: op.then, ...(op.once ? { once: op.once } : {}) });
  return 'ok';
};
