// Hand-built card definitions and decks for the deck tests.
import type { CardDefinition, DeckCondition } from '../../src/core/cardTypes.js';
import type { Deck } from '../../src/deck/index.js';
import { characterCard } from '../helpers/cardBuilders.js';

/** A character of cost 1 and power 1000 unless overridden. */
export const card = characterCard;

/** A card with 【空装】. */
export function kuusouCard(name: string, condition: DeckCondition, extraDeck = false): CardDefinition {
  return card(name, { kuusou: { condition, statics: [], extraDeck } });
}

export function copies(definition: CardDefinition, count: number): CardDefinition[] {
  return Array.from({ length: count }, () => definition);
}

/** `count` cards with distinct names `${prefix}1`, `${prefix}2`, … */
export function distinct(
  prefix: string,
  count: number,
  overrides: Partial<CardDefinition> = {},
): CardDefinition[] {
  return Array.from({ length: count }, (_, i) => card(`${prefix}${i + 1}`, overrides));
}

/** 30 main cards (10 names × 3) and 10 guard cards (10 other names): legal under HF-1.1 and HF-1.2. */
export function legalDeck(): Deck {
  return {
    main: distinct('メイン', 10).flatMap((definition) => copies(definition, 3)),
    guard: distinct('ガード', 10),
    extra: [],
  };
}

/** The legal deck with its last `count` guard cards replaced by `cards`. */
export function withGuard(deck: Deck, cards: CardDefinition[]): Deck {
  return { ...deck, guard: [...deck.guard.slice(0, deck.guard.length - cards.length), ...cards] };
}

/** The legal deck with its last main cards replaced by `cards`. */
export function withMain(deck: Deck, cards: CardDefinition[]): Deck {
  return { ...deck, main: [...deck.main.slice(0, deck.main.length - cards.length), ...cards] };
}
