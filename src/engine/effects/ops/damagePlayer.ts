// "プレイヤーにNダメージを与える" (HF-9.1); "各プレイヤーにNダメージを与える" deals it to both at once.
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { log, other } from '../../game.js';
import { losePlayersTogether } from '../../gameEnd.js';
import type { OpExecutor } from '../types.js';

export const damagePlayer: OpExecutor<'damagePlayer'> = (game, op, task) => {
  const amount = evaluateValue(game, op.amount, task.ctx);
  if (amount <= 0) return 'ok';
  const s = game.state;
  const source = task.ctx.self;
  if (op.player !== 'each') {
    s.tasks.push({
      t: 'damagePlayer',
      player: resolvePlayer(game, op.player, task.ctx),
      remaining: amount,
      started: false,
      source,
    });
    return 'ok';
  }
  // Both players are dealt the damage at the same moment: every player with an empty guard deck loses at
  // once (HF-9.1), and both losing together is a draw (HF-15.2). Otherwise each places guard cards, the turn
  // player first.
  const players = [s.turnPlayer, other(s.turnPlayer)];
  const losers = players.filter((p) => s.players[p].guardDeck.length === 0);
  if (losers.length > 0) {
    for (const p of players) log(game, { type: 'damagePlayer', player: p, amount, source });
    losePlayersTogether(game, losers, 'ガードデッキが0枚の状態でダメージを受けた', 'HF-9.1');
    return 'ok';
  }
  for (const p of [...players].reverse()) {
    s.tasks.push({ t: 'damagePlayer', player: p, remaining: amount, started: false, source });
  }
  return 'ok';
};
