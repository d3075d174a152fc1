import type { ZoneDestination } from '../../../core/cardTypes.js';
// 「メインデッキの一番上のカードを…に置く／加える」 (issue 22): the top card of `player`'s main deck moves (HF-9.7); with
// an empty deck the step cannot be carried out and fails — no reload outside the draw (HF-10.3, HF-5.9).
// 「それ」 after it is the moved card.
import { resolvePlayer, setIt } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import type { OpExecutor } from '../types.js';

export const moveTop: OpExecutor<'moveTop'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  if (op.count !== undefined) return moveTopMany(game, player, op.count, op.to, task);
  const top = game.state.players[player].mainDeck[0];
  if (top === undefined) return 'fail';
  const outcome = moveByEffect(game, top, op.to, {
    controller: task.ctx.controller,
    applied: task.ctx.replaced,
  });
  setIt(task.ctx, [top]);
  return outcome === 'moved' || outcome === 'pending' ? 'ok' : 'fail';
};

/**
 * RULING (docs/engine.md, 「メインデッキの上からN枚をトラッシュに置く」): the top N cards move one at a time, as
 * many as there are (no reload, HF-10.3); with none the step is not carried out and fails. 「それら」 after it
 * are the moved cards.
 */
function moveTopMany(
  game: Parameters<OpExecutor<'moveTop'>>[0],
  player: 0 | 1,
  count: number,
  to: ZoneDestination,
  task: Parameters<OpExecutor<'moveTop'>>[2],
): 'ok' | 'fail' {
  const cards = game.state.players[player].mainDeck.slice(0, count);
  if (cards.length === 0) return 'fail';
  for (const id of cards)
    moveByEffect(game, id, to, { controller: task.ctx.controller, applied: task.ctx.replaced });
  setIt(task.ctx, cards);
  return 'ok';
}
