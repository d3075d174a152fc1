// A matchup: two decks (built-in names or deck-list files) and two bots, played for a number of games.
import { basename } from 'node:path';
import { deckFrom } from '../deck/builtIn.js';
import { publicCards } from './cards.js';
import type { MatchupDecks } from './play.js';

export interface MatchupSpec {
  decks: [string, string];
  bots: [string, string];
  games: number;
}

export type LoadedMatchup = MatchupDecks;

/** Loads every deck once (a deck in several matchups is shared). Throws DeckError for an illegal deck. */
export function loadMatchups(specs: readonly MatchupSpec[]): LoadedMatchup[] {
  const cache = new Map<string, ReturnType<typeof deckFrom>>();
  const load = (arg: string) => {
    let deck = cache.get(arg);
    if (!deck) cache.set(arg, (deck = deckFrom(arg)));
    return deck;
  };
  return specs.map((s) => ({
    decks: [load(s.decks[0]), load(s.decks[1])],
    bots: s.bots,
    cards: publicCards,
  }));
}

/** A short label for a deck argument: the built-in name, or a deck file's name without its extension. */
export function deckLabel(arg: string): string {
  return basename(arg).replace(/\.deck$|\.txt$/, '');
}
