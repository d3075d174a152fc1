// 「それのダメージを全て取り除く」「それが受けているダメージを1000回復する」 (issue 22). A character's damage
// accumulates until the end of the turn (HF-9.4, 000 ■ダメージ); RULING (docs/engine.md): an effect may lower it,
// never below 0. It fails when the card is not a character on the battlefield (HF-5.6).
import { evaluateValue, resolveCardRef } from '../../conditions.js';
import { touch } from '../../derived.js';
import { card } from '../../game.js';
import { isCharacter } from '../../query.js';
import { writeDamage } from '../../trail.js';
import type { OpExecutor } from '../types.js';

export const removeDamage: OpExecutor<'removeDamage'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isCharacter(game, id)) return 'fail';
  const c = card(game, id);
  const amount = op.amount === undefined ? c.damage : evaluateValue(game, op.amount, task.ctx);
  writeDamage(game, c, Math.max(0, c.damage - Math.max(0, amount)));
  touch(game);
  task.ctx.it = id;
  return 'ok';
};
