// "メインデッキから《X》を持つカードを1枚まで探して手札に加え、メインデッキをシャッフルする". `random` (i22tb6):
// 「…を1枚ランダムに選び、公開して手札に加え、…シャッフルする」: the game's random generator chooses (randomPick.ts).
import { resolvePlayer } from '../../conditions.js';
import { canEnterByEffect, entersBattlefield } from '../../effectMove.js';
import { matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';
import { randomPick } from './randomPick.js';

export const search: OpExecutor<'search'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  // 「…を1枚まで選び、戦場に登場させる」 (issue 22, i22r): only a card that may enter by an effect (as pick.ts)
  const options = game.state.players[player].mainDeck.filter(
    (id) =>
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self, false) &&
      (!entersBattlefield(op.to) || canEnterByEffect(game, id)),
  );
  const max = Math.min(op.upTo, options.length);
  // random: the cards are chosen now; the choice below is already made, so nobody is asked (choose.ts)
  const picked = op.random ? randomPick(game, options, max) : [];
  game.state.tasks.push({
    t: 'choose',
    player: task.ctx.controller,
    prompt: 'search',
    options: op.random ? picked : options,
    // 「1枚まで」 may find nothing; 「1枚選び」 must take one when one is there (docs/engine.md, HF-5.9)
    min: op.random ? picked.length : op.exact ? max : 0,
    max,
    picked,
    to: op.to,
    rest: 'stay',
    shuffle: player,
    ...(op.reveal ? { reveal: true as const } : {}), // 「公開して手札に加える」
    ctxIt: false,
    restCards: [],
  });
  return 'ok';
};
