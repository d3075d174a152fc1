// "…全てをアクティブ／スリープにする" — no target.
import { setSleep } from '../../cardState.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const setStateAll: OpExecutor<'setStateAll'> = (game, op, task) => {
  for (const id of [...game.state.battlefield]) {
    if (
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
      !unaffectedBy(game, id, task.ctx) // HF-5.12
    ) {
      setSleep(game, id, op.state === 'sleep');
    }
  }
  return 'ok';
};
