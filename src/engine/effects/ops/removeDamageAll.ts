// 「あなたのキャラクターが受けているダメージを全て回復する」「あなたのキャラクター全てのダメージを1000取り除く」
// (issue 22, d45 湯守秘伝・千人風呂): removeDamage (./removeDamage.ts) for every matching character on the
// battlefield at once, no target (HF-5.4: 「全て」 chooses nothing). Never below 0 (RULING, docs/engine.md); a
// character the effect cannot affect (HF-5.12) keeps its damage.
import { evaluateValue } from '../../conditions.js';
import { touch } from '../../derived.js';
import { card } from '../../game.js';
import { unaffectedBy } from '../../protection.js';
import { isCharacter, matchesFilter } from '../../query.js';
import { writeDamage } from '../../trail.js';
import type { OpExecutor } from '../types.js';

export const removeDamageAll: OpExecutor<'removeDamageAll'> = (game, op, task) => {
  const amount = op.amount === undefined ? undefined : evaluateValue(game, op.amount, task.ctx);
  for (const id of [...game.state.battlefield]) {
    if (!isCharacter(game, id) || !matchesFilter(game, id, op.filter, task.ctx.controller, task.ctx.self))
      continue;
    if (unaffectedBy(game, id, task.ctx)) continue;
    const c = card(game, id);
    writeDamage(game, c, Math.max(0, c.damage - Math.max(0, amount ?? c.damage)));
  }
  touch(game);
  return 'ok';
};
