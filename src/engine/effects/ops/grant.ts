// Granting a keyword, trait, ability, restriction, protection or replacement for a duration (HF-12.3,
// HF-12.9): any Grant works as a lasting effect on a battlefield card.
import { addLastingEffect } from '../../lasting.js';
import { isOnBattlefield } from '../../query.js';
import { eachCard } from '../each.js';
import type { OpExecutor } from '../types.js';

export const grant: OpExecutor<'grant'> = (game, op, task) =>
  eachCard(game, op.target, task, (id) => {
    if (!isOnBattlefield(game, id)) return 'fail';
    addLastingEffect(game, task.ctx, id, { kind: 'grant', grant: op.grant }, op.duration);
    task.ctx.it = id;
    return 'ok';
  });
