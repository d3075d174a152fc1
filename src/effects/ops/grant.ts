// Granting a keyword, trait, ability or restriction for a duration (HF-12.3).
import { resolveCardRef } from '../../engine/conditions.js';
import { addLastingEffect } from '../../engine/lasting.js';
import { isOnBattlefield } from '../../engine/query.js';
import type { OpExecutor } from '../types.js';

export const grant: OpExecutor<'grant'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isOnBattlefield(game, id)) return 'fail';
  addLastingEffect(game, task.ctx, id, { kind: 'grant', grant: op.grant }, op.duration);
  task.ctx.it = id;
  return 'ok';
};
