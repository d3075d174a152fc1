// 「あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それぞれ相手のパワーに等しいダメージを与え合う」
// (issue 22, m11): each deals damage equal to its power to the other, at once — both powers are taken before
// either damage is dealt, and the destruction check sees both after the step (HF-9.4). The damage is the
// effect's (its source is the ability's card), not an attack's. RULING «Fight» (docs/engine.md).
import { setIt } from '../../conditions.js';
import { dealCharacterDamage } from '../../damage.js';
import { card } from '../../game.js';
import { powerOf } from '../../query.js';
import { pairOf } from '../pair.js';
import type { OpExecutor } from '../types.js';

export const fight: OpExecutor<'fight'> = (game, op, task) => {
  const both = pairOf(game, op, task);
  if (both === null) return 'fail'; // HF-5.6: one of them is gone, so neither deals damage
  const [a, b] = both;
  const powers = [powerOf(game, a), powerOf(game, b)];
  const seqB = card(game, b).seq;
  dealCharacterDamage(game, a, powers[1], task.ctx.self, false, task.ctx.replaced ?? []);
  const stillB = card(game, b).seq === seqB && card(game, b).zone === 'battlefield';
  if (stillB) dealCharacterDamage(game, b, powers[0], task.ctx.self, false, task.ctx.replaced ?? []);
  setIt(task.ctx, [a, b]);
  return 'ok';
};
