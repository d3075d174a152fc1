// 「このキャラクターのパワーを、それのパワーと同じにする」「それの元々のパワーを1000にする」 (issue 22, m10a): the base
// power (the printed value, HF-12.6) becomes the value at resolution, for the duration; modifiers (set cards, +/-
// effects, statics) still add on top, and the latest set wins. RULING «Power set or copied» (docs/engine.md).
import { evaluateValue } from '../../conditions.js';
import { log } from '../../game.js';
import { addLastingEffect } from '../../lasting.js';
import { isCharacter, powerOf } from '../../query.js';
import { eachCard } from '../each.js';
import type { OpExecutor } from '../types.js';

export const setPower: OpExecutor<'setPower'> = (game, op, task) => {
  const value = evaluateValue(game, op.value, task.ctx); // taken once, before the card changes
  return eachCard(game, op.target, task, (id) => {
    if (!isCharacter(game, id)) return 'fail';
    const before = powerOf(game, id);
    addLastingEffect(
      game,
      task.ctx,
      id,
      { kind: 'power', amount: Math.max(0, value), base: true },
      op.duration,
    );
    const amount = powerOf(game, id) - before;
    log(game, {
      type: 'powerChange',
      card: id,
      amount,
      duration: typeof op.duration === 'string' ? op.duration : 'while',
    });
    task.ctx.it = id;
    return 'ok';
  });
};
