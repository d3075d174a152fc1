// "そのプレイヤーはゲームに敗北する" (HF-15.1).
import { resolvePlayer } from '../../conditions.js';
import { loseGame as lose } from '../../gameEnd.js';
import type { OpExecutor } from '../types.js';

export const loseGame: OpExecutor<'loseGame'> = (game, op, task) => {
  lose(game, resolvePlayer(game, op.player, task.ctx), 'カードの効果で敗北した', 'HF-15.1');
  return 'ok';
};
