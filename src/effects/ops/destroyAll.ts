// "…全てを破壊する" — no target.
import { destroyCard } from '../../engine/destruction.js';
import { card } from '../../engine/game.js';
import { isCharacter, matchesFilter } from '../../engine/query.js';
import type { OpExecutor } from '../types.js';

export const destroyAll: OpExecutor<'destroyAll'> = (game, op, task) => {
  const victims = game.state.battlefield.filter(
    (id) => isCharacter(game, id) && matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self),
  );
  for (const id of victims) if (card(game, id).zone === 'battlefield') destroyCard(game, id, 'effect', null);
  return 'ok';
};
