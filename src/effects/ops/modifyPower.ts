// "パワーを±Nする（ターン終了時まで）" (HF-12.3, HF-12.6).
import { evaluateValue, resolveCardRef } from '../../engine/conditions.js';
import { addLastingEffect } from '../../engine/lasting.js';
import { isCharacter } from '../../engine/query.js';
import type { OpExecutor } from '../types.js';

export const modifyPower: OpExecutor<'modifyPower'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  addLastingEffect(
    game,
    task.ctx,
    id,
    { kind: 'power', amount: evaluateValue(game, op.amount, task.ctx) },
    op.duration,
  );
  task.ctx.it = id;
  return 'ok';
};
