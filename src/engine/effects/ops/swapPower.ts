// 「キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える」 (issue 22, m11): each gets the other's
// power at resolution as its base power for the duration — m10a's setPower for both at once, the values taken
// before either changes; modifiers still add on top. RULING «Power swap» (docs/engine.md).
import { setIt } from '../../conditions.js';
import { log } from '../../game.js';
import { addLastingEffect } from '../../lasting.js';
import { powerOf } from '../../query.js';
import { pairOf } from '../pair.js';
import type { OpExecutor } from '../types.js';

export const swapPower: OpExecutor<'swapPower'> = (game, op, task) => {
  const both = pairOf(game, op, task);
  if (both === null) return 'fail';
  const before = both.map((id) => powerOf(game, id));
  both.forEach((id, i) => {
    const what = { kind: 'power' as const, amount: before[1 - i], base: true as const };
    addLastingEffect(game, task.ctx, id, what, op.duration);
  });
  both.forEach((id, i) => {
    const duration = typeof op.duration === 'string' ? op.duration : 'while';
    log(game, { type: 'powerChange', card: id, amount: powerOf(game, id) - before[i], duration });
  });
  setIt(task.ctx, both);
  return 'ok';
};
