// "…をあなたのキャラクターとする" (HF-14.2): the controller changes, the owner never does. With a duration
// (HF-12.9) control goes back to the previous controller when it ends (src/engine/lasting.ts).
import type { Duration, PlayerIndex } from '../../../core/cardTypes.js';
import type { EffectContext } from '../../../core/state.js';
import { resolveCardRef, resolvePlayer } from '../../conditions.js';
import { touchBoard } from '../../derived.js';
import { type Game, card, log } from '../../game.js';
import { addLastingEffect, clearControlEffects } from '../../lasting.js';
import { isOnBattlefield } from '../../query.js';
import { writeController } from '../../trail.js';
import type { OpExecutor } from '../types.js';

/** One card on the battlefield changes controller to `to` (for `duration`, or for good). */
export function takeControl(
  game: Game,
  ctx: EffectContext,
  id: number,
  to: PlayerIndex,
  duration: Duration | undefined,
): void {
  const c = card(game, id);
  const from = c.controller;
  if (duration === undefined) clearControlEffects(game, id);
  else if (from !== to) addLastingEffect(game, ctx, id, { kind: 'control', from }, duration);
  if (from !== to) {
    log(game, { type: 'controlChange', card: id, from, to });
    writeController(game, c, to);
    touchBoard(game);
  }
}

export const changeControl: OpExecutor<'changeControl'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null || !isOnBattlefield(game, id)) return 'fail';
  takeControl(game, task.ctx, id, resolvePlayer(game, op.to, task.ctx), op.duration);
  task.ctx.it = id;
  return 'ok';
};
