// "メインデッキから《X》を持つカードを1枚まで探して手札に加え、メインデッキをシャッフルする".
import { resolvePlayer } from '../../conditions.js';
import { matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const search: OpExecutor<'search'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const options = game.state.players[player].mainDeck.filter((id) =>
    matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self, false),
  );
  game.state.tasks.push({
    t: 'choose',
    player: task.ctx.controller,
    prompt: 'search',
    options,
    // 「1枚まで」 may find nothing; 「1枚選び」 must take one when one is there (docs/engine.md, HF-5.9)
    min: op.exact ? Math.min(op.upTo, options.length) : 0,
    max: Math.min(op.upTo, options.length),
    picked: [],
    to: op.to,
    rest: 'stay',
    shuffle: player,
    ...(op.reveal ? { reveal: true as const } : {}), // 「公開して手札に加える」
    ctxIt: false,
    restCards: [],
  });
  return 'ok';
};
