// Whole decks for tests that start a game with createGame.
import type { Deck } from '../../src/engine/index.js';
import { FIXTURE_BY_NAME, FIXTURE_DECKS } from '../../src/fixtures/cards.js';

/** The blue fixture deck without its 【空装】 card and extra deck: nothing to reveal at game start. */
export const PLAIN_BLUE: Deck = {
  main: FIXTURE_DECKS.blue.main,
  guard: FIXTURE_DECKS.blue.guard.map((d) => (d.kuusou ? FIXTURE_BY_NAME.get('砲術士')! : d)),
};
