// "それにNダメージを与える" (HF-9.4).
import { evaluateValue, resolveCardRef } from '../../engine/conditions.js';
import { dealCharacterDamage } from '../../engine/damage.js';
import { isCharacter } from '../../engine/query.js';
import type { OpExecutor } from '../types.js';

export const damageCharacter: OpExecutor<'damageCharacter'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  dealCharacterDamage(game, id, evaluateValue(game, op.amount, task.ctx), task.ctx.self, false);
  task.ctx.it = id;
  return 'ok';
};
