// Destruction (HF-9.4 – HF-9.6, HF-13.5): checked after every step; a destroyed character waits in limbo
// until the effects its destruction started have been processed, then goes to its owner's trash.
import type { PlayerIndex } from '../core/cardTypes.js';
import { memo, touchBoard } from './derived.js';
import { type Game, card, log } from './game.js';
import { pruneLastingEffects } from './lasting.js';
import { isCharacter, isIndestructible, powerMayBeZero, powerOf, traitsOf } from './query.js';
import { queueDestroyedTriggers } from './triggers.js';
import { moveCard } from './zones.js';

export type DestroyReason = 'damage' | 'effect' | 'power0';

export interface Destruction {
  id: number;
  reason: DestroyReason;
  byAttack: number | null;
}

/** Destroys a character; returns false when it is not destroyed (【死殺】 except at power 0). */
export function destroyCard(game: Game, id: number, reason: DestroyReason, byAttack: number | null): boolean {
  return destroyCards(game, [{ id, reason, byAttack }]).length === 1;
}

/**
 * Destroys characters at the same time (HF-9.4 "at once", HF-9.6): the last known information of all of
 * them is taken and every "when destroyed" is collected while all are still on the battlefield, so each
 * sees the others' destruction; only then do they leave. Returns the ids actually destroyed.
 */
export function destroyCards(game: Game, list: readonly Destruction[]): number[] {
  const doomed = list.filter(({ id, reason }) => {
    if (!isCharacter(game, id)) return false;
    if (reason !== 'power0' && isIndestructible(game, id)) {
      log(game, { type: 'notDestroyed', card: id, why: 'HF-13.5 破壊されない' });
      return false;
    }
    return true;
  });
  const lkis = doomed.map(({ id }) => ({
    controller: card(game, id).controller as PlayerIndex,
    power: powerOf(game, id),
    traits: [...traitsOf(game, id)],
  }));
  doomed.forEach(({ id, byAttack }, i) => queueDestroyedTriggers(game, id, lkis[i], byAttack));
  doomed.forEach(({ id, reason, byAttack }, i) => {
    const c = card(game, id);
    moveCard(game, id, 'limbo', { faceUp: true, silent: true });
    c.controller = lkis[i].controller; // keep last known controller visible while in limbo (HF-9.6)
    c.sleep = false; // HF-16.7: state and damage exist only on the battlefield
    c.damage = 0;
    touchBoard(game);
    log(game, { type: 'destroyed', card: id, reason, byAttack });
    game.state.tasks.push({ t: 'finishDestroy', card: id });
  });
  return doomed.map(({ id }) => id);
}

/**
 * State check: power 0 (HF-9.5) and damage ≥ power (HF-9.4) destroy at once. It runs after every step;
 * when nothing has changed since it last found nothing to destroy, it has nothing to do.
 */
export function checkDestruction(game: Game, attackVictims?: ReadonlyMap<number, number>): void {
  const m = memo(game);
  if (m !== null && attackVictims === undefined && m.settledAt === m.epoch) return;
  pruneLastingEffects(game);
  const s = game.state;
  for (let round = 0; round < 64; round++) {
    let batch: Destruction[] | null = null;
    for (const id of s.battlefield) {
      if (!isCharacter(game, id)) continue;
      // Undamaged with a power that cannot be 0 (the usual case): neither HF-9.4 nor HF-9.5 applies.
      if (card(game, id).damage === 0 && !powerMayBeZero(game, id)) continue;
      const power = powerOf(game, id);
      const byAttack = attackVictims?.get(id) ?? null;
      if (power <= 0) (batch ??= []).push({ id, reason: 'power0', byAttack });
      // A 【死殺】 character survives lethal damage silently here; the check repeats every step (HF-13.5).
      else if (card(game, id).damage >= power && !isIndestructible(game, id))
        (batch ??= []).push({ id, reason: 'damage', byAttack });
    }
    // HF-9.4, HF-9.6: everything that meets the condition now is destroyed simultaneously.
    if (batch === null || destroyCards(game, batch).length === 0) {
      if (m !== null) m.settledAt = m.epoch;
      return;
    }
    pruneLastingEffects(game);
  }
}
