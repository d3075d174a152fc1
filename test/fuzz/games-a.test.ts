// Game fuzzing in CI, first half: random legal decks from the starter set, random decisions, HF-16 after
// every decision, save/load round trips, every other game replayed (docs/fuzzing.md). The second half is
// games-b.test.ts; together they play CI_GAMES games.
import { describe, expect, it } from 'vitest';
import { CI_GAMES, GAME_TIMEOUT, ciShard } from './helpers.js';

describe('game fuzzing (CI budget, shard 0/2)', () => {
  it(
    'HF-16.1 HF-16.2 HF-16.3 HF-16.4 HF-16.5 HF-16.6 HF-16.7 HF-16.8 HF-16.9 HF-16.10 hold in every fuzzed game',
    async () => {
      const s = await ciShard(['starter'], [0, 2]);
      expect(s.games).toBe(CI_GAMES / 2);
      expect(s.roundTrips).toBeGreaterThan(0);
      expect(s.replays).toBeGreaterThan(s.games / 4); // about every other game
      expect(Object.keys(s.results)).toContain('HF-9.1');
    },
    GAME_TIMEOUT,
  );
});
