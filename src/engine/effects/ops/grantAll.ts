// Granting to every matching character — no target.
import { addLastingEffect } from '../../lasting.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const grantAll: OpExecutor<'grantAll'> = (game, op, task) => {
  const affected = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
      !unaffectedBy(game, id, task.ctx), // HF-5.12
  );
  for (const id of affected)
    addLastingEffect(game, task.ctx, id, { kind: 'grant', grant: op.grant }, op.duration);
  return 'ok';
};
