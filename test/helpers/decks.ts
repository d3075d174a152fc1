// The engine-test fixture set and its two decks, for tests that start a game with createGame: the cards are
// test/fixtures/fixture.hf (ids fixture/<name>), the decks test/fixtures/decks/red.deck and blue.deck.
import { readFileSync } from 'node:fs';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { loadDeck } from '../../src/deck/index.js';
import type { Deck } from '../../src/engine/index.js';
import { fixtureCards } from './fixtureCards.js';

/** The fixture cards by name (`.card(name)` throws for an unknown name). */
export const FIXTURE_BY_NAME = fixtureCards('fixture');

/** Every fixture card, in file order. */
export const FIXTURE_CARDS: readonly CardDefinition[] = FIXTURE_BY_NAME.all;

function fixtureDeck(name: string): Deck {
  const file = `test/fixtures/decks/${name}.deck`;
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  return loadDeck(text, file, FIXTURE_BY_NAME);
}

/** Two legal decks (30 + 10, blue with a 【空装】 extra deck of 7) that together use every card type and keyword. */
export const FIXTURE_DECKS = { red: fixtureDeck('red'), blue: fixtureDeck('blue') };

/** The blue fixture deck without its 【空装】 card and extra deck: nothing to reveal at game start. */
export const PLAIN_BLUE: Deck = {
  main: FIXTURE_DECKS.blue.main,
  guard: FIXTURE_DECKS.blue.guard.map((d) => (d.kuusou ? FIXTURE_BY_NAME.card('砲術士') : d)),
};
