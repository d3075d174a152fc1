// 「公開する」: every player sees the card(s) (cards looked at, chosen or in a hand). Nothing moves.
import { resolveCardRefs, setIt } from '../../conditions.js';
import { card, log } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const reveal: OpExecutor<'reveal'> = (game, op, task) => {
  const ids = resolveCardRefs(game, op.target, task.ctx);
  if (ids.length === 0) return 'fail';
  for (const id of ids)
    log(game, { type: 'reveal', player: card(game, id).owner, card: id, reason: 'effect' });
  setIt(task.ctx, ids);
  return 'ok';
};
