// "…してもよい" — the controller decides when the step is reached.
import type { OpExecutor } from '../types.js';

export const mayDo: OpExecutor<'mayDo'> = (game, op, task) => {
  const otherwise = op.else?.length ? { otherwise: op.else } : {};
  game.state.tasks.push({
    t: 'mayDo',
    ctx: task.ctx,
    steps: op.then,
    ...otherwise,
    ...(op.once ? { once: op.once } : {}),
  });
  return 'ok';
};
