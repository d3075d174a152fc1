// The engine's entry to deck validation (HF-1.5); the validator itself lives in src/deck/validate.ts.
import type { Deck } from '../engine/create.js';
import { checkDeck } from './validate.js';

export function checkDeckOrThrow(deck: Deck, label: string): void {
  checkDeck({ main: deck.main, guard: deck.guard, extra: deck.extra ?? [] }, label);
}
