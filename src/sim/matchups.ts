// A matchup: two decks (built-in names or deck-list files) and two bots, played for a number of games.
import { basename } from 'node:path';
import { buildTriggerIndex } from '../core/triggerIndex.js';
import { deckFromPool } from '../deck/builtIn.js';
import type { Deck } from '../deck/index.js';
import { type CardPool, cardPool } from '../deck/pool.js';
import type { MatchupDecks } from './play.js';

export interface MatchupSpec {
  decks: [string, string];
  bots: [string, string];
  games: number;
}

export type LoadedMatchup = MatchupDecks;

/**
 * Loads every deck once (a deck in several matchups is shared), its names resolved in `pool` (`--cards`;
 * default: every built-in set). Bots may look up any card of the pool (public definitions, never a deck's
 * contents). Throws DeckError for an illegal deck.
 */
export function loadMatchups(specs: readonly MatchupSpec[], pool: CardPool = cardPool()): LoadedMatchup[] {
  const cache = new Map<string, Deck>();
  const load = (arg: string) => {
    let deck = cache.get(arg);
    if (!deck) cache.set(arg, (deck = deckFromPool(arg, pool)));
    return deck;
  };
  const cards = (id: string) => pool.byId.get(id);
  // A standalone pool (another revision of the cards) may redefine built-in ids: the generated index would lie.
  const triggers = pool.spec.standalone ? buildTriggerIndex(pool.cards) : undefined;
  return specs.map((s) => ({
    decks: [load(s.decks[0]), load(s.decks[1])],
    bots: s.bots,
    cards,
    triggers,
  }));
}

/** A short label for a deck argument: the built-in name, or a deck file's name without its extension. */
export function deckLabel(arg: string): string {
  return basename(arg).replace(/\.deck$|\.txt$/, '');
}
