// "…をあなたのキャラクターとする" (HF-14.2): the controller changes, the owner never does. With a duration
// (HF-12.9) control goes back to the previous controller when it ends (src/engine/lasting.ts).
import { resolveCardRef, resolvePlayer } from '../../conditions.js';
import { touchBoard } from '../../derived.js';
import { card, log } from '../../game.js';
import { addLastingEffect, clearControlEffects } from '../../lasting.js';
import { isOnBattlefield } from '../../query.js';
import type { OpExecutor } from '../types.js';

export const changeControl: OpExecutor<'changeControl'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isOnBattlefield(game, id)) return 'fail';
  const c = card(game, id);
  const from = c.controller;
  const to = resolvePlayer(game, op.to, task.ctx);
  if (op.duration === undefined) clearControlEffects(game, id);
  else if (from !== to) addLastingEffect(game, task.ctx, id, { kind: 'control', from }, op.duration);
  if (from !== to) {
    log(game, { type: 'controlChange', card: id, from, to });
    c.controller = to;
    touchBoard(game);
  }
  task.ctx.it = id;
  return 'ok';
};
