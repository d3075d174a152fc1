// Issue 22: 「それにセットされているカードを全てトラッシュに置く」「…に裏向きでセットされているセットカードを全て破壊する」 —
// every card set on one host (or on each battlefield card matching `hosts`) that matches `filter`, moved at once.
// 'destroy' puts them into their owners' trash (RULING, docs/engine.md: as 「破壊する」 on one set card). The moved
// cards are what 「この効果でトラッシュに置いた枚数」 counts; 「それ」 stays what it was (the host).
import { resolveCardRef, setChosen } from '../../conditions.js';
import { moveByEffect } from '../../effectMove.js';
import { card } from '../../game.js';
import { unaffectedBy } from '../../protection.js';
import { isOnBattlefield, matchesFilter } from '../../query.js';
import { moveCard } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const moveAttached: OpExecutor<'moveAttached'> = (game, op, task) => {
  const ctx = task.ctx;
  const hosts: number[] = [];
  if (op.host !== undefined) {
    const id = resolveCardRef(game, op.host, ctx);
    if (id !== null && isOnBattlefield(game, id)) hosts.push(id);
  }
  if (op.hosts)
    for (const id of game.state.battlefield)
      if (matchesFilter(game, id, op.hosts, ctx.controller, ctx.self)) hosts.push(id);
  const moving = hosts
    .flatMap((h) => card(game, h).attachments)
    .filter(
      (id) =>
        (!op.filter || matchesFilter(game, id, op.filter, ctx.controller, ctx.self)) &&
        !unaffectedBy(game, id, ctx), // HF-5.12
    );
  const opts = { controller: ctx.controller, applied: ctx.replaced };
  const moved: number[] = [];
  for (const id of moving) {
    if (card(game, id).zone !== 'attached') continue;
    if (op.to === 'destroy') moveCard(game, id, 'trash');
    else if (moveByEffect(game, id, op.to, opts) !== 'moved') continue;
    moved.push(id);
  }
  setChosen(ctx, moved);
  return 'ok';
};
