// issue 22: 「エネルギーを2支払う」「カルネージ2を支払う」 in the middle of an effect. RULING (docs/engine.md): all of it
// or nothing — with fewer active energies or damage-field cards nothing is paid and the step fails (HF-5.7), so a
// 「…支払ってもよい。そうした場合、…」 goes on only when it was paid. Energy is active energy put to sleep (HF-5.3;
// the second-player marker, HF-2.6, is for the cost of a play or an ability only); carnage is damage-field cards
// the player chooses, put into the trash (HF-11.2).
import { resolvePlayer } from '../../conditions.js';
import { activeEnergyCount, payEnergy } from '../../costs.js';
import type { OpExecutor } from '../types.js';

export const pay: OpExecutor<'pay'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const energy = op.energy ?? 0;
  const carnage = op.carnage ?? 0;
  if (activeEnergyCount(game, player) < energy) return 'fail';
  if (game.state.players[player].damageField.length < carnage) return 'fail';
  if (energy > 0) payEnergy(game, player, energy, false);
  if (carnage > 0) game.state.tasks.push({ t: 'cost', player, kind: 'carnage', remaining: carnage });
  return 'ok';
};
