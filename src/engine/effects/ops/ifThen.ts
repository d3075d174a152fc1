// "…場合、…" — a condition checked when the step is reached.
import { evaluateCondition } from '../../conditions.js';
import type { OpExecutor } from '../types.js';

export const ifThen: OpExecutor<'ifThen'> = (game, op, task) => {
  const steps = evaluateCondition(game, op.cond, task.ctx) ? op.then : (op.else ?? []);
  if (steps.length > 0)
    game.state.tasks.push({ t: 'process', ctx: task.ctx, steps, index: 0, checked: true });
  return 'ok';
};
