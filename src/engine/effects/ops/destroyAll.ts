// "…全てを破壊する" — no target.
import { destroyCards } from '../../destruction.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const destroyAll: OpExecutor<'destroyAll'> = (game, op, task) => {
  const victims = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
      !unaffectedBy(game, id, task.ctx), // HF-5.12
  );
  // HF-9.6: "全て" destroys them at the same time, so each one's "when destroyed" sees the others.
  destroyCards(
    game,
    victims.map((id) => ({
      id,
      reason: 'effect' as const,
      byAttack: null,
      applied: task.ctx.replaced,
      by: task.ctx.controller,
    })),
  );
  return 'ok';
};
