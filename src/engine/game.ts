// The Game handle: the plain-data state plus the card definitions it refers to (not serialized).
import { sourceLabel } from '../core/cardSource.js';
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { CardInstance, GameState } from '../core/state.js';
import type { TriggerIndex } from '../core/triggerIndex.js';
import { type DefInfo, type Derived, derivedOf } from './derived.js';

export interface Game {
  state: GameState;
  defs: ReadonlyMap<string, CardDefinition>;
  /** Pending simultaneous damage (HF-13.1): while set, damage steps add packets here instead of dealing. */
  damageBatch: DamagePacket[] | null;
  /**
   * The trigger index the game was created with (issue 12; e.g. a set's generated TRIGGERS). Without one the
   * engine builds it from `defs` (src/engine/listeners.ts). Derived, never serialized.
   */
  triggers?: TriggerIndex;
  /** Memoized derived values (src/engine/derived.ts); created on first use, never serialized. */
  derived?: Derived;
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
  return defInfo(game, id).def;
}

/** Card `id`'s definition with the fields the hot paths read, in one object shape (derived.ts DefInfo). */
export function defInfo(game: Game, id: number): DefInfo {
  const d = derivedOf(game);
  const cached = d.infos[id];
  // A game changed only by the engine (createGame's engineOnly) never changes a card's definition (issue 25:
  // reading the card for its name was 1 % of a random game; a state put in place clears the memo, derived.ts).
  if (cached !== undefined && d.engineOnly) return cached;
  const name = game.state.cards[id].def;
  // The card's own name string is kept with the memo: the same string object compares by identity, where two
  // equal strings that are not the same object (the shared DefInfo's name came from another game's deck)
  // compare character by character (issue 25).
  if (cached !== undefined && d.infoNames[id] === name) return cached;
  const def = game.defs.get(name);
  if (!def) throw new Error(`unknown card definition ${name}`);
  const info = infoOf(def, name);
  d.infos[id] = info;
  d.infoNames[id] = name;
  return info;
}

const DEF_INFO = new WeakMap<CardDefinition, DefInfo>();

function infoOf(def: CardDefinition, name: string): DefInfo {
  const shared = DEF_INFO.get(def);
  if (shared !== undefined && shared.name === name) return shared;
  const info: DefInfo = {
    def,
    name,
    kind: def.kind,
    cost: def.cost,
    power: def.power,
    play: undefined,
    printed: undefined,
  };
  if (shared === undefined) DEF_INFO.set(def, info);
  return info;
}

export function log(game: Game, event: GameEvent): void {
  if (game.state.logEnabled) game.state.log.push(event);
}

/** The events that name the card text they come from. */
type SourcedEvent = Extract<GameEvent, { type: 'play' | 'activate' | 'trigger' }>;

/**
 * Logs the event with `source` set to the `file:line` of card `id`'s definition (issue 12), when it has one: a
 * log names the card text an ability or play comes from. No key at all without a source (logs compare
 * equal); nothing is looked up while the log is off.
 */
export function logSourced<E extends SourcedEvent>(game: Game, event: E, id: number): void {
  if (!game.state.logEnabled) return;
  const label = sourceLabel(defOf(game, id));
  if (label !== undefined) event.source = label;
  game.state.log.push(event);
}

/** Is the event log on? The hottest call sites test it before building their event. */
export function logging(game: Game): boolean {
  return game.state.logEnabled;
}

export function nextSeq(game: Game): number {
  game.state.seq += 1;
  return game.state.seq;
}
