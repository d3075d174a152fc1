// The shape of a narration language: one line-maker per event type, so a language missing an event type (or
// an event type added to the log without a line in every language) is a type error, not a silent fallback.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';

/** How players and cards are called in the narration. */
export interface Namer {
  player(p: PlayerIndex): string;
  card(id: number): string;
}

export type NarrationLang = 'ja' | 'en';

export type EventLines = {
  [K in GameEvent['type']]: (e: Extract<GameEvent, { type: K }>, n: Namer) => string;
};
