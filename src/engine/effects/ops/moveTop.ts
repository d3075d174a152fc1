// 「メインデッキの一番上のカードを…に置く／加える」 (issue 22): the top card of `player`'s main deck moves (HF-9.7); with
// an empty deck the step cannot be carried out and fails — no reload outside the draw (HF-10.3, HF-5.9).
// 「それ」 after it is the moved card.
import { resolvePlayer, setIt } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import type { OpExecutor } from '../types.js';

export const moveTop: OpExecutor<'moveTop'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const top = game.state.players[player].mainDeck[0];
  if (top === undefined) return 'fail';
  const outcome = moveByEffect(game, top, op.to, {
    controller: task.ctx.controller,
    applied: task.ctx.replaced,
  });
  setIt(task.ctx, [top]);
  return outcome === 'moved' || outcome === 'pending' ? 'ok' : 'fail';
};
