// The fuzzer's deck generator (src/fuzz/decks.ts) makes only legal decks (HF-1), 【空装】 decks included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_RULES } from '../../generated/rules.js';
import { validateDeck } from '../../src/deck/index.js';
import { buildDeck, cardPool, deckGenesArb, extraDeckKuusou } from '../../src/fuzz/decks.js';

describe('HF-1 random decks for fuzzing', () => {
  for (const sets of [['starter'], ['kuon', 'starter']]) {
    it(`HF-1.1 HF-1.2 HF-1.4 every generated deck from ${sets.join('+')} is legal (2,000 decks)`, () => {
      const pool = cardPool(sets);
      let kuusou = 0;
      fc.assert(
        fc.property(deckGenesArb, (genes) => {
          const deck = buildDeck(pool, genes);
          expect(validateDeck(deck)).toEqual([]);
          expect(deck.main).toHaveLength(GAME_RULES.mainDeckSize);
          expect(deck.guard).toHaveLength(GAME_RULES.guardDeckSize);
          if (deck.extra.length > 0) {
            kuusou++;
            expect(deck.extra).toHaveLength(GAME_RULES.extraDeckSize);
            expect(deck.guard.some((c) => c.kuusou?.extraDeck)).toBe(true);
          }
        }),
        { numRuns: 2000 },
      );
      // About a quarter of the genes ask for a 【空装】 deck; the pool has a card that grants an extra deck.
      expect(extraDeckKuusou(pool).length).toBeGreaterThan(0);
      expect(kuusou).toBeGreaterThan(200);
    });
  }

  it('HF-1.2 a name is never used more than 3 times across main, guard and extra', () => {
    const pool = cardPool(['starter']);
    for (const genes of fc.sample(deckGenesArb, { numRuns: 300, seed: 5 })) {
      const deck = buildDeck(pool, genes);
      const counts = new Map<string, number>();
      for (const c of [...deck.main, ...deck.guard, ...deck.extra])
        counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(GAME_RULES.copyLimit);
    }
  });

  it('rejects an unknown set', () => {
    expect(() => cardPool(['nope'])).toThrow(/unknown card set/);
  });
});
