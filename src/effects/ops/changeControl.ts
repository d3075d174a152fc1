// "…をあなたのキャラクターとする" (HF-14.2): the controller changes, the owner never does.
import { resolveCardRef, resolvePlayer } from '../../engine/conditions.js';
import { touchBoard } from '../../engine/derived.js';
import { card, log } from '../../engine/game.js';
import { isOnBattlefield } from '../../engine/query.js';
import type { OpExecutor } from '../types.js';

export const changeControl: OpExecutor<'changeControl'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isOnBattlefield(game, id)) return 'fail';
  const c = card(game, id);
  const to = resolvePlayer(game, op.to, task.ctx);
  if (c.controller !== to) {
    log(game, { type: 'controlChange', card: id, from: c.controller, to });
    c.controller = to;
    touchBoard(game);
  }
  task.ctx.it = id;
  return 'ok';
};
