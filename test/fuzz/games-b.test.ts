// Game fuzzing in CI, second half (see games-a.test.ts): decks drawn from the starter and kuon sets.
import { describe, expect, it } from 'vitest';
import { CI_GAMES, GAME_TIMEOUT, ciShard } from './helpers.js';

describe('game fuzzing (CI budget, shard 1/2)', () => {
  it(
    'HF-16.1 HF-16.2 HF-16.3 HF-16.4 HF-16.5 HF-16.6 HF-16.7 HF-16.8 HF-16.9 HF-16.10 hold in every fuzzed game',
    async () => {
      const s = await ciShard(['starter', 'kuon'], [1, 2]);
      expect(s.games).toBe(CI_GAMES / 2);
      expect(s.decisions).toBeGreaterThan(s.games * 50);
    },
    GAME_TIMEOUT,
  );
});
