// "…全てを破壊する" — no target. 「セットカード全てを破壊する」 (fixd): the set cards set on battlefield cards and the
// world sets that match go to their owners' trash, as 「それを破壊する」 does for one (RULING, destroy.ts; 000 (3)).
import { destroyCards } from '../../destruction.js';
import { card } from '../../game.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import { moveCard } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const destroyAll: OpExecutor<'destroyAll'> = (game, op, task) => {
  const hit = (id: number) =>
    matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
    !unaffectedBy(game, id, task.ctx); // HF-5.12
  const victims = game.state.battlefield.filter((id) => isCharacter(game, id) && hit(id));
  const setCards = op.filter.kind?.some((k) => k === 'set' || k === 'worldSet')
    ? game.state.battlefield
        .flatMap((id) => [id, ...card(game, id).attachments])
        .filter((id) => !isCharacter(game, id) && hit(id))
    : [];
  for (const id of setCards) moveCard(game, id, 'trash');
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
