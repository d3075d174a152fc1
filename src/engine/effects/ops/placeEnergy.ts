// "メインデッキの上からN枚をエネルギーとして置く" — no reload outside the energy phase (HF-10.3).
import { evaluateValue, resolvePlayer } from '../../conditions.js';
import { touchState } from '../../derived.js';
import { card, log } from '../../game.js';
import { writeSleep } from '../../trail.js';
import { moveCard } from '../../zones.js';
import type { OpExecutor } from '../types.js';

export const placeEnergy: OpExecutor<'placeEnergy'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const count = evaluateValue(game, op.count, task.ctx);
  for (let i = 0; i < count; i++) {
    const top = game.state.players[player].mainDeck[0];
    if (top === undefined) break;
    moveCard(game, top, 'energy', { silent: true });
    writeSleep(game, card(game, top), op.state === 'sleep');
    touchState(game);
    log(game, { type: 'energyPlaced', player, card: top });
  }
  return 'ok';
};
