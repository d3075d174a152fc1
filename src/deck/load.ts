// Deck list text → a legal deck, in one call: parse (syntax), resolve (card names), check (HF-1).
import { parseDeckList } from './parse.js';
import { resolveDeck } from './resolve.js';
import type { CardLibrary, Deck } from './types.js';
import { checkDeck } from './validate.js';

/** Throws DeckError (naming `file`) at the first stage that finds problems, listing all of that stage's. */
export function loadDeck(text: string, file: string | undefined, library: CardLibrary): Deck {
  const deck = resolveDeck(parseDeckList(text, file), library);
  checkDeck(deck, file);
  return deck;
}
