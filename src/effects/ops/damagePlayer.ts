// "プレイヤーにNダメージを与える" (HF-9.1).
import { evaluateValue, resolvePlayer } from '../../engine/conditions.js';
import type { OpExecutor } from '../types.js';

export const damagePlayer: OpExecutor<'damagePlayer'> = (game, op, task) => {
  const amount = evaluateValue(game, op.amount, task.ctx);
  if (amount <= 0) return 'ok';
  game.state.tasks.push({
    t: 'damagePlayer',
    player: resolvePlayer(game, op.player, task.ctx),
    remaining: amount,
    started: false,
    source: task.ctx.self,
  });
  return 'ok';
};
