// The Game handle: the plain-data state plus the card definitions it refers to (not serialized).
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { CardInstance, GameState } from '../core/state.js';

export interface Game {
  state: GameState;
  defs: ReadonlyMap<string, CardDefinition>;
  /** Pending simultaneous damage (HF-13.1): while set, damage steps add packets here instead of dealing. */
  damageBatch: DamagePacket[] | null;
}

export interface DamagePacket {
  card: number;
  seq: number;
  amount: number;
  source: number | null;
  byAttack: boolean;
}

export function other(p: PlayerIndex): PlayerIndex {
  return p === 0 ? 1 : 0;
}

export function card(game: Game, id: number): CardInstance {
  return game.state.cards[id];
}

export function defOf(game: Game, id: number): CardDefinition {
  const def = game.defs.get(game.state.cards[id].def);
  if (!def) throw new Error(`unknown card definition ${game.state.cards[id].def}`);
  return def;
}

export function log(game: Game, event: GameEvent): void {
  if (game.state.logEnabled) game.state.log.push(event);
}

export function nextSeq(game: Game): number {
  game.state.seq += 1;
  return game.state.seq;
}
