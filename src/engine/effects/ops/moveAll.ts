// 「…全てを手札に戻す」 — no target: every battlefield card matching the filter, at once. 「セットカード全てを…」
// (fixd): the set cards set on battlefield cards too (HF-4.4), as well as world sets (000 (3)).
import { setIt } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import { card } from '../../game.js';
import { unaffectedBy } from '../../protection.js';
import { matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const moveAll: OpExecutor<'moveAll'> = (game, op, task) => {
  const ctx = task.ctx;
  const onField = op.filter.kind?.includes('set')
    ? game.state.battlefield.flatMap((id) => [id, ...card(game, id).attachments])
    : game.state.battlefield;
  const ids = onField.filter(
    (id) => matchesFilter(game, id, op.filter, ctx.controller, ctx.self) && !unaffectedBy(game, id, ctx), // HF-5.12
  );
  const opts = { controller: ctx.controller, applied: ctx.replaced };
  for (const id of ids) {
    const zone = card(game, id).zone;
    if (zone === 'battlefield' || zone === 'attached') moveByEffect(game, id, op.to, opts);
  }
  setIt(ctx, ids);
  return 'ok';
};
