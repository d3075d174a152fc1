import { setSleep } from '../../cardState.js';
// Issue 22 (i22ta): 「対戦相手のエネルギーを1枚スリープにする」 — N of the player's active energies go to sleep, as many
// as there are. Energy cards are alike (face down, 000 ■エネルギー), so which ones is not chosen.
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { card } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const sleepEnergy: OpExecutor<'sleepEnergy'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  let left = evaluateValue(game, op.count, task.ctx);
  for (const id of game.state.players[player].energy) {
    if (left <= 0) break;
    if (!card(game, id).sleep) {
      setSleep(game, id, true);
      left--;
    }
  }
  return 'ok';
};
