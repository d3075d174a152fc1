// Cards and decks for the deck tests. Named cards are written in test/fixtures/deck.hf (a reprint under another
// set id in deck-promo.hf); the many distinct names a legal deck needs are generated as card text.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import type { Deck } from '../../src/deck/index.js';
import { type FixtureCards, compileFixture, fixtureCards } from '../helpers/fixtureCards.js';

/** A card of test/fixtures/deck.hf by name. */
export function card(name: string): CardDefinition {
  return fixtureCards('deck').card(name);
}

/** The card of test/fixtures/deck-promo.hf: the same name as a deck.hf card, under the id `promo/<name>`. */
export function reprint(name: string): CardDefinition {
  return fixtureCards('deck-promo').card(name);
}

export function copies(definition: CardDefinition, count: number): CardDefinition[] {
  return Array.from({ length: count }, () => definition);
}

const generated = new Map<string, FixtureCards>();

/** `count` characters (cost 1, power 1000, the given traits) named `${prefix}1`, `${prefix}2`, … */
export function distinct(prefix: string, count: number, traits: readonly string[] = []): CardDefinition[] {
  const key = JSON.stringify([prefix, count, traits]);
  let cards = generated.get(key);
  if (!cards) {
    const traitLine = traits.length ? [`分類：${traits.map((t) => `《${t}》`).join('')}`] : [];
    const cardText = (i: number) => [
      `【カード】${prefix}${i}`,
      '種別：キャラクター',
      'コスト：1',
      ...traitLine,
      'パワー：1000',
    ];
    const lines = Array.from({ length: count }, (_, i) => cardText(i + 1));
    cards = compileFixture(['【セット】test', ...lines.flat()].join('\n'));
    generated.set(key, cards);
  }
  return [...cards.all];
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
