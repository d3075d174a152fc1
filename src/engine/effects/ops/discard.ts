// "手札をN枚捨てる": the player chooses; guard-deck cards are not in the hand (HF-5.2).
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import type { OpExecutor } from '../types.js';

export const discard: OpExecutor<'discard'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const hand = game.state.players[player].hand;
  const n = Math.min(evaluateValue(game, op.count, task.ctx), hand.length);
  if (n <= 0) return 'ok';
  game.state.tasks.push({
    t: 'choose',
    player,
    prompt: 'discard',
    options: [...hand],
    min: n,
    max: n,
    picked: [],
    to: 'trash',
    rest: 'stay',
    shuffle: null,
    ctxIt: false,
    restCards: [],
  });
  return 'ok';
};
