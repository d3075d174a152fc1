import { setSleep } from '../../cardState.js';
// "エネルギーをN枚までアクティブにする": that many asleep energies, or as many as there are (RULING HF-3.2).
// With `upTo` (「…エネルギーを2枚まで選び、アクティブにする」, fixj7) the player chooses 0…N of their asleep energies
// (src/engine/choose.ts readies the picked ones).
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { card } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const ACTIVATE_ENERGY_PROMPT = 'activateEnergyUpTo';

export const activateEnergy: OpExecutor<'activateEnergy'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  let left = evaluateValue(game, op.count, task.ctx);
  if (op.upTo) {
    const options = game.state.players[player].energy.filter((id) => card(game, id).sleep);
    const max = Math.min(left, options.length);
    if (max <= 0) return 'ok';
    game.state.tasks.push({
      t: 'choose',
      player,
      prompt: ACTIVATE_ENERGY_PROMPT,
      options,
      min: 0,
      max,
      picked: [],
      to: 'trash', // unused: the chosen energies stay where they are and become active
      rest: 'stay',
      shuffle: null,
      ctxIt: false,
      restCards: [],
    });
    return 'ok';
  }
  for (const id of game.state.players[player].energy) {
    if (left <= 0) break;
    if (card(game, id).sleep) {
      setSleep(game, id, false);
      left--;
    }
  }
  return 'ok';
};
