// 「対戦相手の手札を見る」 (t10): the looker sees every card of that hand (000 ■非公開情報: a hand is hidden from
// the other player; an effect may let them look). Nothing is revealed to anyone else and nothing moves; an empty
// hand is looked at all the same.
import { resolvePlayer } from '../../conditions.js';
import { log } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const lookHand: OpExecutor<'lookHand'> = (game, op, task) => {
  const owner = resolvePlayer(game, op.player, task.ctx);
  log(game, {
    type: 'lookAt',
    player: resolvePlayer(game, op.looker, task.ctx),
    cards: [...game.state.players[owner].hand],
  });
  return 'ok';
};
