// The engine's entry to deck validation (HF-1.5); the validator itself lives in src/deck/validate.ts.
// src/deck sits below src/engine, so the engine's deck shape is described here rather than imported.
import type { Deck } from './types.js';
import { checkDeck } from './validate.js';

/** A deck as createGame() takes it (src/engine/create.ts): the extra deck may be left out. */
export type EngineDeck = Omit<Deck, 'extra'> & Partial<Pick<Deck, 'extra'>>;

export function checkDeckOrThrow(deck: EngineDeck, label: string): void {
  checkDeck({ main: deck.main, guard: deck.guard, extra: deck.extra ?? [] }, label);
}
