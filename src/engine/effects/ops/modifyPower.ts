// "パワーを±Nする（ターン終了時まで）" (HF-12.3, HF-12.6).
import { evaluateValue } from '../../conditions.js';
import { addLastingEffect } from '../../lasting.js';
import { isCharacter } from '../../query.js';
import { eachCard } from '../each.js';
import type { OpExecutor } from '../types.js';

export const modifyPower: OpExecutor<'modifyPower'> = (game, op, task) =>
  eachCard(game, op.target, task, (id) => {
    if (!isCharacter(game, id)) return 'fail';
    const amount = evaluateValue(game, op.amount, task.ctx);
    addLastingEffect(game, task.ctx, id, { kind: 'power', amount }, op.duration);
    task.ctx.it = id;
    return 'ok';
  });
