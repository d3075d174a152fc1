// legalActions(): every legal answer to the pending decision, as plain objects.
import type { ActivatedAbility, PlayerIndex, TargetSpec } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import type { Task } from '../core/state.js';
import { chooseOptions } from './choose.js';
import { legalDefenders } from './combat.js';
import { energyToPay, markerOptions, maxVariableX, otherCostsPayable } from './costs.js';
import { type Game, card, defOf, other } from './game.js';
import { endOfTurnEffects } from './lasting.js';
import { abilitiesOf, hasGrantFlag, isCharacter } from './query.js';
import { eligibleKuusou, ougiSatisfied } from './setup.js';
import { targetCombinations } from './targets.js';
import { triggerTargetOptions } from './triggers.js';

export function playTargetSpecs(game: Game, id: number): TargetSpec[] {
  const def = defOf(game, id);
  if (def.kind === 'set') return [{ kind: 'setHost', filter: def.setOn }];
  if (def.kind === 'command') return def.targets ?? [];
  return [];
}

/** Cards the player may play now: hand, guard deck (HF-5.2), extra deck when 【空装】 grants it. */
export function playableSources(game: Game, player: PlayerIndex): number[] {
  const p = game.state.players[player];
  const extra = p.kuusou !== null && defOf(game, p.kuusou).kuusou?.extraDeck ? p.extraDeck : [];
  return [...p.hand, ...p.guardDeck, ...extra];
}

function playActions(game: Game, player: PlayerIndex): Action[] {
  const out: Action[] = [];
  for (const id of playableSources(game, player)) {
    const def = defOf(game, id);
    if (!ougiSatisfied(game, player, id)) continue; // HF-13.7
    const markers = markerOptions(game, player, def.cost);
    if (markers.length === 0) continue; // HF-5.3
    const specs = playTargetSpecs(game, id);
    const combos = specs.length ? targetCombinations(game, specs, player, id) : [[]];
    for (const targets of combos)
      for (const useMarker of markers) out.push({ type: 'play', player, card: id, targets, useMarker });
  }
  return out;
}

function activateActions(game: Game, player: PlayerIndex): Action[] {
  const out: Action[] = [];
  for (const id of game.state.battlefield) {
    if (card(game, id).controller !== player) continue; // HF-14.1
    for (const inst of abilitiesOf(game, id)) {
      if (inst.ability.kind !== 'activated') continue;
      const ability = inst.ability as ActivatedAbility;
      if (!otherCostsPayable(game, player, id, ability.costs)) continue;
      const maxX = maxVariableX(game, player, ability.costs); // HF-12.4 [X] / [カルネージX]
      const combos = ability.targets?.length ? targetCombinations(game, ability.targets, player, id) : [[]];
      for (let x = 0; x <= maxX; x++) {
        for (const useMarker of markerOptions(game, player, energyToPay(ability.costs, x))) {
          for (const targets of combos)
            out.push({ type: 'activate', player, card: id, ability: inst.key, targets, x, useMarker });
        }
      }
    }
  }
  return out;
}

function attackActions(game: Game, player: PlayerIndex): Action[] {
  const out: Action[] = [];
  const s = game.state;
  const targets = s.battlefield.filter((id) => {
    const c = card(game, id);
    return c.controller === other(player) && c.sleep && isCharacter(game, id); // HF-8.1
  });
  for (const attacker of s.battlefield) {
    const a = card(game, attacker);
    if (a.controller !== player || a.sleep || !isCharacter(game, attacker)) continue;
    if (hasGrantFlag(game, attacker, 'cannotAttack')) continue;
    out.push({ type: 'attack', player, attacker, target: { player: other(player) } });
    for (const t of targets) out.push({ type: 'attack', player, attacker, target: { card: t } });
  }
  return out;
}

function extraDrawActions(game: Game, player: PlayerIndex): Action[] {
  return game.state.players[player].damageField.map((id) => ({
    type: 'extraDraw' as const,
    player,
    card: id,
  }));
}

function topTask<T extends Task['t']>(game: Game, t: T): Extract<Task, { t: T }> | null {
  const task = game.state.tasks[game.state.tasks.length - 1];
  return task && task.t === t ? (task as Extract<Task, { t: T }>) : null;
}

function decisionActions(game: Game, player: PlayerIndex): Action[] {
  const s = game.state;
  const p = s.players[player];
  switch (s.pending!.kind) {
    case 'ougiReveal':
      return [
        ...p.guardDeck
          .filter((id) => !card(game, id).faceUp)
          .map((id) => ({ type: 'revealGuard' as const, player, card: id })),
        { type: 'endReveal', player },
      ];
    case 'kuusou':
      return [
        ...eligibleKuusou(game, player).map((id) => ({ type: 'kuusou' as const, player, card: id })),
        { type: 'kuusou', player, card: null },
      ];
    case 'mulligan':
      return [
        { type: 'mulligan', player, redraw: false },
        { type: 'mulligan', player, redraw: true },
      ];
    case 'energy':
      return [
        { type: 'placeEnergy', player, place: true },
        { type: 'placeEnergy', player, place: false },
      ];
    case 'main':
      return [
        ...attackActions(game, player),
        ...playActions(game, player),
        ...activateActions(game, player),
        ...extraDrawActions(game, player),
        { type: 'endMain', player },
      ];
    case 'window':
      return [
        ...playActions(game, player),
        ...activateActions(game, player),
        ...extraDrawActions(game, player),
        { type: 'pass', player },
      ];
    case 'defense':
      return [
        ...legalDefenders(game).map((id) => ({ type: 'defend' as const, player, defender: id })),
        { type: 'defend', player, defender: null },
        ...extraDrawActions(game, player),
      ];
    case 'damage':
      return p.guardDeck.flatMap((id) => {
        const base = { type: 'takeDamage' as const, player, card: id, reveal: false };
        return defOf(game, id).damageTrigger ? [base, { ...base, reveal: true }] : [base];
      });
    case 'reload':
      return p.guardDeck.map((id) => ({ type: 'reloadCard' as const, player, card: id }));
    case 'triggerTargets': {
      const t = s.triggers.find((x) => !x.targetsChosen);
      return t
        ? triggerTargetOptions(game, t).map((targets) => ({
            type: 'chooseTargets' as const,
            player,
            targets,
          }))
        : [];
    }
    case 'orderTriggers':
      return s.triggers.map((_, index) => ({ type: 'nextTrigger' as const, player, index }));
    case 'orderExpirations':
      return endOfTurnEffects(game).map((e) => ({ type: 'nextExpiration' as const, player, effect: e.id }));
    case 'discard':
      return p.hand.map((id) => ({ type: 'discard' as const, player, card: id }));
    case 'choose': {
      const task = topTask(game, 'choose');
      if (!task) return [];
      const picks: Action[] = chooseOptions(task).map((id) => ({
        type: 'choose' as const,
        player,
        card: id,
      }));
      if (task.picked.length >= task.min) picks.push({ type: 'choose', player, card: null });
      return picks;
    }
    case 'mayDo':
      return [
        { type: 'mayDo', player, accept: true },
        { type: 'mayDo', player, accept: false },
      ];
    case 'payCost': {
      const task = topTask(game, 'cost');
      if (!task) return [];
      const pool = task.kind === 'carnage' ? p.damageField : p.hand;
      return pool.map((id) => ({ type: 'payCost' as const, player, card: id }));
    }
  }
}

export function legalActions(game: Game): Action[] {
  const s = game.state;
  if (s.result || !s.pending) return [];
  const player = s.pending.player;
  return [...decisionActions(game, player), { type: 'concede', player }];
}
