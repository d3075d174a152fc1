// Decks by name: the starter decks in cards/starter/decks, the TypeScript fixture decks, or deck-list files.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_CARDS } from '../../generated/index.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { loadDeck } from '../deck/index.js';
import type { Deck } from '../engine/index.js';
import { FIXTURE_DECKS } from '../fixtures/cards.js';

const STARTER_DECKS = fileURLToPath(new URL('../../cards/starter/decks', import.meta.url));

export const DEFAULT_DECKS: [string, string] = ['guren-aggro', 'soukyu-knights'];

/** The starter set's decks (cards/starter/decks), in name order. */
export function starterDeckNames(): string[] {
  return existsSync(STARTER_DECKS)
    ? readdirSync(STARTER_DECKS)
        .filter((f) => f.endsWith('.deck'))
        .map((f) => basename(f, '.deck'))
        .sort()
    : [];
}

export function builtInDeckNames(): string[] {
  return [...starterDeckNames(), ...Object.keys(FIXTURE_DECKS)];
}

function library(): Map<string, CardDefinition> {
  return new Map(ALL_CARDS.map((c) => [c.name, c]));
}

/** A built-in deck name or a deck-list file path. Throws DeckError for an illegal deck. */
export function deckFrom(arg: string): Deck {
  const fixture = (FIXTURE_DECKS as Record<string, Deck>)[arg];
  if (fixture) return fixture;
  const starter = join(STARTER_DECKS, `${arg}.deck`);
  const file = existsSync(starter) ? starter : arg;
  return loadDeck(readFileSync(file, 'utf8'), file, library());
}
