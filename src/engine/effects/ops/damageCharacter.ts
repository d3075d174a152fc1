// "それにNダメージを与える" (HF-9.4). Replaced damage (HF-5.11) counts as not dealt.
import { evaluateValue, resolveCardRef } from '../../conditions.js';
import { dealCharacterDamage } from '../../damage.js';
import { isCharacter } from '../../query.js';
import { eachCard } from '../each.js';
import type { OpExecutor } from '../types.js';

export const damageCharacter: OpExecutor<'damageCharacter'> = (game, op, task) => {
  // 「この効果でスリープにしたキャラクターに1000ダメージを与える」 (i22tb9), and 「…を2体まで選び、それらに
  // 3000ダメージを与える」 (sc17, d29 流星群: 「それら」 after a choice of several): each of them (HF-9.4)
  if (op.target === 'chosen' || op.target === 'it')
    return eachCard(game, op.target, task, (id) => damageOne(game, op, task, id));
  return damageOne(game, op, task, resolveCardRef(game, op.target, task.ctx));
};

function damageOne(
  game: Parameters<OpExecutor<'damageCharacter'>>[0],
  op: Parameters<OpExecutor<'damageCharacter'>>[1],
  task: Parameters<OpExecutor<'damageCharacter'>>[2],
  id: number | null,
): 'ok' | 'fail' {
  if (id === null || !isCharacter(game, id)) return 'fail';
  const amount = evaluateValue(game, op.amount, task.ctx);
  const outcome = dealCharacterDamage(game, id, amount, task.ctx.self, false, task.ctx.replaced ?? [], true);
  if (outcome === 'replaced') return 'fail';
  task.ctx.it = id;
  return 'ok';
}
