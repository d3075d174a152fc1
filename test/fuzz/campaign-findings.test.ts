// Counterexamples a 100,000-game campaign found (`npx hflux fuzz --games 100000 --workers 1 --seed 11`, games 42460
// and 51448, 2026-11-29), replayed by their shrunk fast-check paths: each failed before its fix.
import { describe, expect, test } from 'vitest';
import { cardPool } from '../../src/fuzz/decks.js';
import { fuzzCase } from '../../src/fuzz/property.js';

const pool = cardPool(['kuon', 'starter']);

describe('findings of the 100,000-game campaign (issue 25)', () => {
  // HF-16.9: a save taken while a set card's own effect (呪いの鎖: 「あなたはメインデッキからカードを1枚引く。」) was
  // resolving was refused on load: its context holds the host spec its play built from 「セット対象」
  // (chain.ts resolveSetCard, HF-4.4), which the save check took for foreign data (src/engine/saveChecks.ts)
  test.each([
    [
      -619615831,
      '0:0:0:0:1:0:0:0:0:2:0:1:0:0:0:1:0:1:0:0:3:0:0:1:0:0:3:3:0:0:1:0:0:0:0:0:0:0:1:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:5:9:0:0:0:13:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:1:0:0:0:2:0:0:0:0:0:0:1:1:0:0:1:0:0:1:0:0:2:0:0:0:1:0:0:0:0:15:1:0:0:0:0:16:0:0:0:0:0:0:0:0:0:0:0:0:0:0:15:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:11',
    ],
    [
      954797737,
      '0:0:1:0:0:0:0:0:1:1:0:0:0:1:1:1:1:1:2:0:0:0:0:0:0:0:0:2:0:0:0:0:0:1:0:0:0:0:0:1:0:0:1:0:1:0:0:0:0:0:0:0:0:0:0:0:2:2:0:0:0:0:2:0:0:0:0:0:1:0:0:1:0:0:0:0:0:0:0:0:0:0:1:2:0:0:0:0:0:0:0:0:0:0:0:0:0:1:1:0:0:0:0:0:0:0:14:0:0:0:0:0:16:14:1:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:13:0:0:0:0:1:0:2:3:2:0:1:0:0:0:0:0:0:0:0:0:0:16:0:0:1:7:0:4:0:0:0:0:0',
    ],
  ])(
    'HF-16.9: the game of seed %i saves and loads at every decision (a set card resolving its effect)',
    (seed, path) => {
      const result = fuzzCase(pool, seed, { path, viewEvery: 0 });
      expect(result.failure?.outcome.failure ?? null).toBeNull();
    },
  );
});
