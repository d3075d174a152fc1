// Destruction (HF-9.4 – HF-9.6, HF-13.5): checked after every step; a destroyed character waits in limbo
// until the effects its destruction started have been processed, then goes to its owner's trash.
import type { PlayerIndex } from '../core/cardTypes.js';
import { type Game, card, log } from './game.js';
import { pruneLastingEffects } from './lasting.js';
import { isCharacter, isIndestructible, powerOf, traitsOf } from './query.js';
import { queueDestroyedTriggers } from './triggers.js';
import { moveCard } from './zones.js';

export type DestroyReason = 'damage' | 'effect' | 'power0';

/** Destroys a character; returns false when it is not destroyed (【死殺】 except at power 0). */
export function destroyCard(game: Game, id: number, reason: DestroyReason, byAttack: number | null): boolean {
  if (!isCharacter(game, id)) return false;
  if (reason !== 'power0' && isIndestructible(game, id)) {
    log(game, { type: 'notDestroyed', card: id, why: 'HF-13.5 破壊されない' });
    return false;
  }
  const c = card(game, id);
  const lki = { controller: c.controller as PlayerIndex, power: powerOf(game, id), traits: traitsOf(game, id) };
  queueDestroyedTriggers(game, id, lki, byAttack);
  moveCard(game, id, 'limbo', { faceUp: true, silent: true });
  c.controller = lki.controller; // keep last known controller visible while in limbo (HF-9.6)
  c.sleep = false; // HF-16.7: state and damage exist only on the battlefield
  c.damage = 0;
  log(game, { type: 'destroyed', card: id, reason, byAttack });
  game.state.tasks.push({ t: 'finishDestroy', card: id });
  return true;
}

/** State check: power 0 (HF-9.5) and damage ≥ power (HF-9.4) destroy at once. */
export function checkDestruction(game: Game, attackVictims?: ReadonlyMap<number, number>): void {
  pruneLastingEffects(game);
  const s = game.state;
  for (let round = 0; round < 64; round++) {
    let changed = false;
    for (const id of [...s.battlefield]) {
      if (!isCharacter(game, id)) continue;
      const power = powerOf(game, id);
      const c = card(game, id);
      if (power <= 0) changed = destroyCard(game, id, 'power0', attackVictims?.get(id) ?? null) || changed;
      else if (c.damage >= power) changed = destroyCard(game, id, 'damage', attackVictims?.get(id) ?? null) || changed;
    }
    if (!changed) return;
    pruneLastingEffects(game);
  }
}
