// issue 22: 「相手のキャラクターは、[1]を支払わなければ攻撃できない」 — an attack tax (HF-8.1). Every 「attackTax」 grant on
// the attacker adds its costs; its controller pays them all as the attack is declared (energy: active energies put
// to sleep, without the second-player marker; hand cards: chosen one at a time), and cannot attack with it when
// they cannot all be paid. RULING (docs/engine.md).
import type { Cost, PlayerIndex } from '../core/cardTypes.js';
import { cardCostTasks, costPool } from './cardCosts.js';
import { activeEnergyCount, payEnergy } from './costs.js';
import { type Game, card } from './game.js';
import { activeStatics, staticAffects } from './query.js';

/** Every attack tax on character `id` now (none: the usual case). */
export function attackTaxes(game: Game, id: number): Cost[] {
  const c = card(game, id);
  const out: Cost[] = [];
  for (const e of game.state.effects)
    if (e.kind === 'grant' && e.card === id && e.cardSeq === c.seq && e.grant && 'attackTax' in e.grant)
      out.push(...e.grant.attackTax);
  for (const s of activeStatics(game))
    if (s.effect.kind === 'grant' && 'attackTax' in s.effect.grant && staticAffects(game, s, id))
      out.push(...s.effect.grant.attackTax);
  return out;
}

function energyOf(costs: Cost[]): number {
  return costs.reduce((n, c) => n + (c.kind === 'energy' ? c.amount : 0), 0);
}

/** Whether `player` can pay every attack tax of `attacker` now. */
export function attackTaxPayable(game: Game, player: PlayerIndex, attacker: number, costs: Cost[]): boolean {
  if (activeEnergyCount(game, player) < energyOf(costs)) return false;
  // hand cards: each discard needs its own cards (a card pays one of them)
  let needed = 0;
  for (const c of costs) {
    if (c.kind !== 'discard') continue;
    needed += c.count;
    if (costPool(game, player, 'discard', c.filter, attacker).length < c.count) return false;
  }
  return game.state.players[player].hand.length >= needed;
}

/** Pays the taxes as the attack is declared: the energy at once, the hand cards as tasks on top of the stack. */
export function payAttackTaxes(game: Game, player: PlayerIndex, attacker: number, costs: Cost[]): void {
  payEnergy(game, player, energyOf(costs), false);
  for (const t of [...cardCostTasks(costs, player, attacker, 0)].reverse()) game.state.tasks.push(t);
}
