// 「このターン、次にあなたがプレイする…はコストが1少なくなる」 (issue 22, HF-5.12): a cost change waiting for the
// player's next matching play this turn (src/engine/costs.ts uses it up).
import { resolvePlayer } from '../../conditions.js';
import type { OpExecutor } from '../types.js';

export const nextPlayCost: OpExecutor<'nextPlayCost'> = (game, op, task) => {
  const p = game.state.players[resolvePlayer(game, op.player, task.ctx)];
  const entry = { amount: op.amount, turn: game.state.turn, ...(op.filter ? { filter: op.filter } : {}) };
  p.nextPlayCosts = [...(p.nextPlayCosts ?? []).filter((n) => n.turn === game.state.turn), entry]; // replaced, never edited
  return 'ok';
};
