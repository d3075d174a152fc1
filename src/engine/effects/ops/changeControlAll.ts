// 「対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとする」 (HF-14.2, issue 22): no target;
// every character matching the filter when the step runs changes controller at once. 「それら」 after it means
// those characters.
import { resolvePlayer, setIt } from '../../conditions.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';
import { takeControl } from './changeControl.js';

export const changeControlAll: OpExecutor<'changeControlAll'> = (game, op, task) => {
  const ctx = task.ctx;
  const ids = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, ctx.controller, ctx.self) &&
      !unaffectedBy(game, id, ctx), // HF-5.12
  );
  const to = resolvePlayer(game, op.to, ctx);
  for (const id of ids) takeControl(game, ctx, id, to, op.duration);
  setIt(ctx, ids);
  return 'ok';
};
