// Determinism across engine changes: a fixed set of games (random players on every starter pairing, greedy
// and ismcts against greedy) must produce the committed event logs (test/golden/games.json, recorded before
// issue 25's speed work), event for event. A rules fix that changes games re-records them
// (`npx tsx test/golden/record.ts`) and says so in its commit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GoldenGame, goldenGames } from '../helpers/goldenGames.js';

const recorded = (
  JSON.parse(readFileSync(new URL('../golden/games.json', import.meta.url), 'utf8')) as {
    games: GoldenGame[];
  }
).games;

describe.each([
  ['', false],
  [' (engineOnly: the engine trusts its own record of changes, issue 25)', true],
] as const)(
  'golden games%s: the same seeds and decisions give the same events as the committed record',
  (_label, engineOnly) => {
    const played = goldenGames(engineOnly);

    it('plays the recorded set of games', () => {
      expect(played.map((g) => g.name)).toEqual(recorded.map((g) => g.name));
    });

    it.each(recorded.map((g, i) => [g.name, i] as const))('%s: event for event', (_name, i) => {
      const want = recorded[i];
      const got = played[i];
      const first = want.events.findIndex((e, k) => got.events[k] !== e);
      // The first differing event (index), or -1 when every recorded one matches; then the lengths and results.
      expect(first).toBe(-1);
      expect(got.events.length).toBe(want.events.length);
      expect(got.result).toBe(want.result);
    });
  },
);
