// "カードをN枚引く" — drawing may reload mid-resolution (HF-10.2).
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import type { OpExecutor } from '../types.js';

export const draw: OpExecutor<'draw'> = (game, op, task) => {
  const count = evaluateValue(game, op.count, task.ctx);
  if (count <= 0) return 'ok';
  game.state.tasks.push({ t: 'draw', player: resolvePlayer(game, op.player, task.ctx), remaining: count });
  return 'ok';
};
