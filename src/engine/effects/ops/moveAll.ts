// 「…全てを手札に戻す」 — no target: every battlefield card matching the filter, at once.
import { setIt } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import { card } from '../../game.js';
import { unaffectedBy } from '../../protection.js';
import { matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const moveAll: OpExecutor<'moveAll'> = (game, op, task) => {
  const ctx = task.ctx;
  const ids = game.state.battlefield.filter(
    (id) => matchesFilter(game, id, op.filter, ctx.controller, ctx.self) && !unaffectedBy(game, id, ctx), // HF-5.12
  );
  const opts = { controller: ctx.controller, applied: ctx.replaced };
  for (const id of ids) if (card(game, id).zone === 'battlefield') moveByEffect(game, id, op.to, opts);
  setIt(ctx, ids);
  return 'ok';
};
