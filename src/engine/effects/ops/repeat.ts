// 「2回、…」「あなたの《軽音部》を持つキャラクター1体につき1回、…」 (issue 22): the steps, done `count` times in a row
// as one process (the count is taken when this step is reached; each round sees what the rounds before did).
// RULING (docs/engine.md): at most REPEAT_LIMIT rounds.
import { evaluateValue } from '../../conditions.js';
import type { OpExecutor } from '../types.js';

const REPEAT_LIMIT = 50;

export const repeat: OpExecutor<'repeat'> = (game, op, task) => {
  const n = Math.min(REPEAT_LIMIT, Math.max(0, evaluateValue(game, op.count, task.ctx)));
  if (n === 0 || op.then.length === 0) return 'ok';
  const steps = Array.from({ length: n }, () => op.then).flat();
  game.state.tasks.push({ t: 'process', ctx: task.ctx, steps, index: 0, checked: true });
  return 'ok';
};
