// Deck lists (text, see parse.ts) and decks (resolved card definitions). Rule IDs refer to ../shared/RULES.md.
import type { CardDefinition } from '../core/cardTypes.js';

/** The three decks a player may bring (HF-1.1, HF-1.4). */
export type DeckSection = 'main' | 'guard' | 'extra';
export const DECK_SECTIONS: readonly DeckSection[] = ['main', 'guard', 'extra'];

/** How messages name each deck. */
export const SECTION_LABELS: Readonly<Record<DeckSection, string>> = {
  main: 'メイン',
  guard: 'ガード',
  extra: '追加',
};

/** One card line of a deck list: `count name` at `line` (1-based). */
export interface DeckListEntry {
  name: string;
  count: number;
  line: number;
}

/** A parsed deck list; `file` is how messages name its source. */
export interface DeckList {
  file?: string;
  main: DeckListEntry[];
  guard: DeckListEntry[];
  extra: DeckListEntry[];
}

/** A deck as the game receives it: one definition per physical card. */
export interface Deck {
  main: CardDefinition[];
  guard: CardDefinition[];
  extra: CardDefinition[];
}

/** Every card a deck list may name, keyed by card name. */
export type CardLibrary = ReadonlyMap<string, CardDefinition>;
