import { GAME_RULES } from '../../generated/rules.js';
// Combat (HF-8): declaration, defense, and damage resolution with 【反撃】 dealt simultaneously (HF-13.1).
import type { AutoAbility, PlayerIndex } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { attackTaxes, payAttackTaxes } from './attackTax.js';
import { setSleep } from './cardState.js';
import { evaluateValue, resolveCardRef } from './conditions.js';
import { effectContext } from './context.js';
import { dealDamagePacket } from './damage.js';
import { checkDestruction } from './destruction.js';
import { DEFENDED_KEY } from './filterHistory.js';
import { type DamagePacket, type Game, card, log, logSourced, other } from './game.js';
import { hasGrantFlag } from './grantFlags.js';
import { targetOptions } from './modes.js';
import { recordUse } from './oncePerTurn.js';
import {
  ATTACKED_KEY,
  abilitiesOf,
  forbiddenDefenderTrait,
  hasKeyword,
  isCharacter,
  playerAttackDamageBonus,
  powerOf,
  requiredDefenderKeywords,
} from './query.js';
import { choicesFor } from './targets.js';
import { queueAttackTriggers, queueDefendTriggers } from './triggers.js';

export function attackedPlayer(game: Game): PlayerIndex {
  const c = game.state.combat!;
  return other(c.attackingPlayer);
}

export function attackerStillThere(game: Game): boolean {
  const c = game.state.combat;
  if (!c) return false;
  const a = card(game, c.attacker);
  return a.zone === 'battlefield' && a.seq === c.attackerSeq;
}

/** HF-8.1: sleep the attacker, name the target, trigger "when this attacks", open a window. */
export function declareAttack(
  game: Game,
  player: PlayerIndex,
  attacker: number,
  target: { player: PlayerIndex } | { card: number },
): void {
  const s = game.state;
  setSleep(game, attacker, true);
  const a = card(game, attacker);
  const t = 'card' in target ? { card: target.card, seq: card(game, target.card).seq } : target;
  s.combat = {
    attacker,
    attackerSeq: a.seq,
    attackingPlayer: player,
    target: t,
    defender: null,
    defenderSeq: 0,
    defenseSucceeded: false,
    stage: 'declared',
  };
  log(game, { type: 'attack', player, attacker, target });
  recordUse(game, attacker, ATTACKED_KEY); // issue 22: 「このターン中に…攻撃を行っていた場合」
  queueAttackTriggers(game, attacker, target);
  // The "when this attacks" abilities resolve first (HF-8.1, HF-7.8); then the window opens.
  s.tasks.push({
    t: 'declare',
    item: { kind: 'attack', id: s.nextId++, player, attacker, attackerSeq: a.seq, target: t },
  });
  // issue 22: an attack tax is paid as the attack is declared, before anything else (src/engine/attackTax.ts)
  if (hasGrantFlag(game, attacker, 'attackTax'))
    payAttackTaxes(game, player, attacker, attackTaxes(game, attacker));
}

/** HF-8.3, HF-13.6: who may defend now. */
export function legalDefenders(game: Game): number[] {
  const c = game.state.combat;
  if (!c) return [];
  const defenderPlayer = attackedPlayer(game);
  // issue 22: 「…の攻撃は防御されない」: nobody may defend against this attacker (HF-8.3)
  if (hasGrantFlag(game, c.attacker, 'unblockable')) return [];
  const required = requiredDefenderKeywords(game, c.attacker);
  return game.state.battlefield.filter((id) => {
    const d = card(game, id);
    if (d.controller !== defenderPlayer || d.sleep || !isCharacter(game, id)) return false;
    if (hasGrantFlag(game, id, 'cannotDefend')) return false;
    if (forbiddenDefenderTrait(game, c.attacker, id) !== undefined) return false; // mech18 (HF-8.3)
    return required.every((k) => hasKeyword(game, id, k));
  });
}

export function declareDefense(game: Game, player: PlayerIndex, defender: number | null): void {
  const s = game.state;
  const c = s.combat!;
  log(game, { type: 'defend', player, defender });
  if (defender === null) {
    c.stage = 'damage'; // HF-8.4 RULING: declining opens no window
    return;
  }
  setSleep(game, defender, true);
  const d = card(game, defender);
  c.defender = defender;
  c.defenderSeq = d.seq;
  c.stage = 'defenseDeclared';
  recordUse(game, defender, DEFENDED_KEY); // issue 22: 「このターン中に防御を行った」
  queueDefendTriggers(game, defender);
  s.tasks.push({
    t: 'declare',
    item: { kind: 'defense', id: s.nextId++, player, defender, defenderSeq: d.seq },
  });
}

/**
 * HF-13.1: the counter's targets (「これに攻撃したキャラクター全体を対象とし」) are taken as it takes effect, by the
 * defender's controller (HF-5.5); with no legal target — an attacker that 「対象にならない」 for the defender's
 * effects (HF-5.12) — it does nothing. Its targets name one card each (a combatant), so there is no choice to ask.
 */
function counterContext(
  game: Game,
  defender: number,
  ability: AutoAbility,
  carrier: number,
): EffectContext | null {
  const controller = card(game, defender).controller;
  if (!ability.targets?.length) return effectContext(game, controller, defender, carrier);
  const [option] = targetOptions(game, ability.targets, undefined, controller, defender);
  if (!option) return null;
  const targets = choicesFor(game, ability.targets, option.targets, option.targetCounts);
  return effectContext(game, controller, defender, carrier, { specs: ability.targets, targets });
}

function counterPackets(game: Game, defender: number): DamagePacket[] {
  const packets: DamagePacket[] = [];
  game.damageBatch = packets;
  for (const inst of abilitiesOf(game, defender)) {
    const ability = inst.ability as AutoAbility;
    if (ability.kind !== 'auto' || ability.trigger.on !== 'defenseSucceededDamage') continue;
    const controller = card(game, defender).controller;
    const event = { type: 'trigger' as const, card: defender, ability: inst.key, controller };
    logSourced(game, event, inst.carrier);
    const ctx = counterContext(game, defender, ability, inst.carrier);
    if (ctx === null) continue; // HF-5.4, HF-5.12: no legal target
    for (const p of ability.effect.processes) {
      for (const step of p.steps) {
        if (step.op !== 'damageCharacter') continue;
        const target = resolveCardRef(game, step.target, ctx);
        const amount = evaluateValue(game, step.amount, ctx);
        if (target !== null && isCharacter(game, target) && amount > 0) {
          packets.push({
            card: target,
            seq: card(game, target).seq,
            amount,
            source: defender,
            byAttack: false,
          });
        }
      }
    }
  }
  game.damageBatch = null;
  return packets;
}

/** HF-8.5, HF-8.6, HF-13.1: attack damage and counter damage are dealt at the same time. */
export function combatDamageStep(game: Game): void {
  const s = game.state;
  const c = s.combat!;
  c.stage = 'done';
  if (!attackerStillThere(game)) {
    log(game, { type: 'attackFails', attacker: c.attacker, why: 'HF-8.2 攻撃キャラクターが戦場を離れた' });
    return;
  }
  if ('player' in c.target) {
    const amount = GAME_RULES.playerAttackDamage + playerAttackDamageBonus(game, c.attacker);
    s.tasks.push({
      t: 'damagePlayer',
      player: c.target.player,
      remaining: amount,
      started: false,
      source: c.attacker,
      byAttack: true,
    });
    return;
  }
  const target = card(game, c.target.card);
  if (target.zone !== 'battlefield' || target.seq !== c.target.seq) {
    log(game, { type: 'attackFails', attacker: c.attacker, why: 'HF-8.6 攻撃対象が戦場を離れた' });
    return;
  }
  const packets: DamagePacket[] = [
    {
      card: c.target.card,
      seq: target.seq,
      amount: powerOf(game, c.attacker),
      source: c.attacker,
      byAttack: true,
    },
  ];
  if (c.defenseSucceeded && c.defender === c.target.card) packets.push(...counterPackets(game, c.defender));
  const victims = new Map<number, number>();
  // issue 22: victims of the counter damage (「…によって破壊された時」, HF-13.1)
  const countered = new Map<number, number>();
  for (const p of packets) {
    const counter = !p.byAttack && c.defender !== null && p.source === c.defender ? c.defender : null;
    if (!dealDamagePacket(game, p, c.attacker, counter)) continue; // HF-5.11: a replacement may replace it
    if (p.byAttack) victims.set(p.card, c.attacker);
    else if (c.defender !== null && p.source === c.defender) countered.set(p.card, c.defender);
  }
  checkDestruction(game, victims, countered);
}
