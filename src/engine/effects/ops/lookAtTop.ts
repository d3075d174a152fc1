// "メインデッキを上からN枚見る" — with fewer than N cards it fails and does not reload (HF-10.3, HF-17.4).
import { resolvePlayer } from '../../conditions.js';
import { log } from '../../game.js';
import { matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const lookAtTop: OpExecutor<'lookAtTop'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const deck = game.state.players[player].mainDeck;
  if (deck.length < op.count) return 'fail';
  const looked = deck.slice(0, op.count);
  log(game, { type: 'lookAt', player: task.ctx.controller, cards: looked });
  const pick = op.pick;
  const options = pick
    ? looked.filter(
        (id) =>
          !pick.filter || matchesFilter(game, id, pick.filter, task.ctx.controller, task.ctx.self, false),
      )
    : [];
  game.state.tasks.push({
    t: 'choose',
    player: task.ctx.controller,
    prompt: 'lookAtTop',
    options,
    min: 0,
    max: pick ? Math.min(pick.upTo, options.length) : 0,
    picked: [],
    to: pick?.to ?? 'hand',
    rest: op.rest === 'keep' ? 'stay' : op.orderBy === 'looker' ? 'topByChooser' : op.rest,
    shuffle: null,
    ctxIt: false,
    restCards: looked,
  });
  return 'ok';
};
