// "…全てをアクティブ／スリープにする" — no target. `counted` (i22tb9): the characters whose state it changed are
// what a later 「この効果でアクティブにしたキャラクター」 names (ctx.chosen, passed on to the effect's next processes).
import { setSleep } from '../../cardState.js';
import { setChosen } from '../../conditions.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const setStateAll: OpExecutor<'setStateAll'> = (game, op, task) => {
  const changed: number[] = [];
  for (const id of [...game.state.battlefield]) {
    if (
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
      !unaffectedBy(game, id, task.ctx) // HF-5.12
    ) {
      const sleep = op.state === 'sleep';
      if (game.state.cards[id].sleep !== sleep) changed.push(id);
      setSleep(game, id, sleep);
    }
  }
  if (op.counted) setChosen(task.ctx, changed);
  return 'ok';
};
