// "プレイを無効にする": a waiting play is void; its card goes to the trash when it would resolve (HF-5.8).
import { resolveCardRef } from '../../conditions.js';
import { log } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const negate: OpExecutor<'negate'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  const item = game.state.chain.find((i) => i.kind === 'play' && i.card === id);
  if (id === null || !item || item.kind !== 'play' || item.negated) return 'fail';
  item.negated = true;
  log(game, { type: 'negate', card: id });
  task.ctx.it = id;
  return 'ok';
};
