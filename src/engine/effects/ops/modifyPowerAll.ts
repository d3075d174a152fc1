// "…全てのパワーを±Nする" — no target.
import { evaluateValue } from '../../conditions.js';
import { addLastingEffect } from '../../lasting.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const modifyPowerAll: OpExecutor<'modifyPowerAll'> = (game, op, task) => {
  const amount = evaluateValue(game, op.amount, task.ctx);
  const affected = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
      !unaffectedBy(game, id, task.ctx), // HF-5.12
  );
  for (const id of affected) addLastingEffect(game, task.ctx, id, { kind: 'power', amount }, op.duration);
  return 'ok';
};
