// 「このターン中、対戦相手がプレイするカードのエネルギーコストは1多くなる」 (issue 22, HF-5.12): a cost change on the
// player's plays until the end of a given turn (src/engine/playCosts.ts; costs.ts reads it).
import { resolvePlayer } from '../../conditions.js';
import { banUntil } from '../../playBans.js';
import { addPlayCost } from '../../playCosts.js';
import type { OpExecutor } from '../types.js';

export const playCostChange: OpExecutor<'playCostChange'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const controller = task.ctx.controller;
  addPlayCost(game, player, {
    amount: op.amount,
    ...(op.filter ? { filter: op.filter } : {}),
    controller,
    ...(op.until === 'game' ? {} : { until: banUntil(game, controller, op.until) }),
  });
  return 'ok';
};
