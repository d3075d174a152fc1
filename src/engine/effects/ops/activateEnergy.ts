import { setSleep } from '../../cardState.js';
// "エネルギーをN枚までアクティブにする".
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { card } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const activateEnergy: OpExecutor<'activateEnergy'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  let left = evaluateValue(game, op.count, task.ctx);
  for (const id of game.state.players[player].energy) {
    if (left <= 0) break;
    if (card(game, id).sleep) {
      setSleep(game, id, false);
      left--;
    }
  }
  return 'ok';
};
