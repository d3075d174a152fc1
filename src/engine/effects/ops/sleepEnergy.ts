import { setSleep } from '../../cardState.js';
// Issue 22 (i22ta): 「対戦相手のエネルギーを1枚スリープにする」 — N of the player's active energies go to sleep, as many
// as there are. Energy cards are alike (face down, 000 ■エネルギー), so which ones is not chosen.
// With `upTo` (「…エネルギーを2まいまでえらび、スリープにする」, sc12: ふゆの精シモヨ) the effect's player chooses how
// many, 0…N, of those active energies (src/engine/choose.ts puts the picked ones to sleep; RULING HF-3.2).
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { card } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const SLEEP_ENERGY_PROMPT = 'sleepEnergyUpTo';

export const sleepEnergy: OpExecutor<'sleepEnergy'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  let left = evaluateValue(game, op.count, task.ctx);
  if (op.upTo) {
    const options = game.state.players[player].energy.filter((id) => !card(game, id).sleep);
    const max = Math.min(left, options.length);
    if (max <= 0) return 'ok';
    game.state.tasks.push({
      t: 'choose',
      player: task.ctx.controller,
      prompt: SLEEP_ENERGY_PROMPT,
      options,
      min: 0,
      max,
      picked: [],
      to: 'trash', // unused: the chosen energies stay where they are and go to sleep
      rest: 'stay',
      shuffle: null,
      ctxIt: false,
      restCards: [],
    });
    return 'ok';
  }
  for (const id of game.state.players[player].energy) {
    if (left <= 0) break;
    if (!card(game, id).sleep) {
      setSleep(game, id, true);
      left--;
    }
  }
  return 'ok';
};
