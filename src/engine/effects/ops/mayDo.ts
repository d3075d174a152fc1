// "…してもよい" — the controller decides when the step is reached; 「対戦相手は…てもよい」: the op's `chooser` does (t15b).
import { resolvePlayer } from '../../conditions.js';
import type { OpExecutor } from '../types.js';

export const mayDo: OpExecutor<'mayDo'> = (game, op, task) => {
  const otherwise = op.else?.length ? { otherwise: op.else } : {};
  game.state.tasks.push({
    t: 'mayDo',
    ctx: task.ctx,
    steps: op.then,
    ...otherwise,
    ...(op.once ? { once: op.once } : {}),
    ...(op.chooser ? { player: resolvePlayer(game, op.chooser, task.ctx) } : {}),
  });
  return 'ok';
};
