// "それにNダメージを与える" (HF-9.4). Replaced damage (HF-5.11) counts as not dealt.
import { evaluateValue, resolveCardRef } from '../../conditions.js';
import { dealCharacterDamage } from '../../damage.js';
import { isCharacter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const damageCharacter: OpExecutor<'damageCharacter'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  const amount = evaluateValue(game, op.amount, task.ctx);
  const outcome = dealCharacterDamage(game, id, amount, task.ctx.self, false, task.ctx.replaced ?? [], true);
  if (outcome === 'replaced') return 'fail';
  task.ctx.it = id;
  return 'ok';
};
