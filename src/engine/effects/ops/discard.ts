// "手札をN枚捨てる": the player chooses; guard-deck cards are not in the hand (HF-5.2). With fewer cards all
// are discarded (HF-5.9); with none the step cannot be carried out and fails, so its 「その後／そうした場合」
// part does not happen (HF-5.7, issue 22). 「ランダムに」: chosen at random, one card at a time.
import { randomInt } from '../../../core/rng.js';
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import type { OpExecutor } from '../types.js';

export const discard: OpExecutor<'discard'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const hand = game.state.players[player].hand;
  const asked = evaluateValue(game, op.count, task.ctx);
  if (asked <= 0) return 'ok';
  if (hand.length === 0 || (op.inFull && hand.length < asked)) return 'fail'; // inFull: all or nothing
  const n = Math.min(asked, hand.length);
  if (op.random) {
    // 「手札をランダムに1枚捨てる」 (issue 22): the game's random generator chooses, nobody decides
    for (let i = 0; i < n; i++) {
      const id = hand[randomInt(game.state.rng, 0, hand.length - 1)];
      moveByEffect(game, id, 'trash', { controller: task.ctx.controller, applied: task.ctx.replaced });
    }
    return 'ok';
  }
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
