// "…全てにNダメージを与える" — no target; every matching character at once.
import { evaluateValue } from '../../conditions.js';
import { dealCharacterDamage } from '../../damage.js';
import { card } from '../../game.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const damageCharacters: OpExecutor<'damageCharacters'> = (game, op, task) => {
  const amount = evaluateValue(game, op.amount, task.ctx);
  const victims = game.state.battlefield.filter(
    (id) =>
      isCharacter(game, id) &&
      matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self) &&
      !unaffectedBy(game, id, task.ctx), // HF-5.12
  );
  for (const id of victims)
    if (card(game, id).zone === 'battlefield')
      dealCharacterDamage(game, id, amount, task.ctx.self, false, task.ctx.replaced);
  return 'ok';
};
