// Deck lists (text, see parse.ts) and decks (resolved card definitions). Rule IDs refer to docs/rules.md.
import type { CardDefinition } from '../core/cardTypes.js';

/** The three decks a player may bring (HF-1.1, HF-1.4). */
export type DeckSection = 'main' | 'guard' | 'extra';
export const DECK_SECTIONS: readonly DeckSection[] = ['main', 'guard', 'extra'];

/** How messages name each deck (Japanese). */
export const SECTION_LABELS: Readonly<Record<DeckSection, string>> = {
  main: 'メイン',
  guard: 'ガード',
  extra: '追加',
};

/** How English messages name each deck (`hflux deck check --lang en`). */
export const SECTION_LABELS_EN: Readonly<Record<DeckSection, string>> = {
  main: 'main',
  guard: 'guard',
  extra: 'extra',
};

/** One card line of a deck list: `count name` at `line` (1-based); `col` (1-based) is where the name starts. */
export interface DeckListEntry {
  name: string;
  count: number;
  line: number;
  col?: number;
}

/** Where something is written in a deck list: 1-based line and column (UTF-16 code units, as editors count). */
export interface DeckListPosition {
  line: number;
  col: number;
}

/** A parsed deck list; `file` is how messages name its source. */
export interface DeckList {
  file?: string;
  main: DeckListEntry[];
  guard: DeckListEntry[];
  extra: DeckListEntry[];
  /** The first header of each section the list has: deck-size problems point there (HF-1.1, HF-1.4). */
  headers?: Partial<Record<DeckSection, DeckListPosition>>;
}

/** A deck as the game receives it: one definition per physical card. */
export interface Deck {
  main: CardDefinition[];
  guard: CardDefinition[];
  extra: CardDefinition[];
}

/** Every card a deck list may name, keyed by card name. */
export type CardLibrary = ReadonlyMap<string, CardDefinition>;
