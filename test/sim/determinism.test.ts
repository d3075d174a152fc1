// `hflux sim` gives the same numbers for the same seed whatever the worker count (HF-16.9 determinism of the
// engine plus per-game seeds and index-ordered merging).
import { describe, expect, test } from 'vitest';
import { runSimulation, simJson } from '../../src/cli/sim.js';
import { gameSpec } from '../../src/sim/play.js';
import { budget } from '../helpers/budget.js';

// Six games in CI (10 until ci20b; `npm run test:long`, FUZZ_BUDGET=long, plays 20): on two workers, which take
// one game at a time (src/sim/run.ts batch), the records come back out of order and are merged by index.
const GAMES = budget(6, 20);
const base = {
  decks: ['guren-aggro', 'soukyu-knights'],
  bots: ['greedy', 'random'],
  games: GAMES,
  seed: 7,
  progress: false,
};

describe('sim results do not depend on the worker count', () => {
  test('--workers 1 and --workers 2 give identical summaries for the same seed', async () => {
    const one = await runSimulation({ ...base, workers: 1 });
    const two = await runSimulation({ ...base, workers: 2 });
    expect(simJson({ ...base, workers: 2 }, two)).toEqual(simJson({ ...base, workers: 1 }, one));
    expect(one.matchups[0].games).toBe(GAMES);
    expect(one.matchups[0].errors).toBe(0);
  });

  // The random bot: the greedy bot's choices on 1 and 2 workers are compared above; what this adds is the
  // round robin's merge of three pairings in index order (greedy-vs-greedy games, each answer tried on a rebuilt
  // game, were most of this test's CPU until ci18).
  test('a round robin of three decks on 2 workers matches the in-thread run', async () => {
    const opts = {
      ...base,
      decks: ['guren-aggro', 'soukyu-knights', 'kage-funeral'],
      bots: ['random'],
      games: 4,
    };
    const one = await runSimulation({ ...opts, workers: 1 });
    const two = await runSimulation({ ...opts, workers: 2 });
    expect(two.tournament).toEqual(one.tournament);
    expect(one.tournament?.matchups).toHaveLength(3);
  });

  // The random bot (the greedy bot's games cost ~10× its own): what a seed changes is the games, whoever plays them.
  test('a different seed gives different games', async () => {
    const opts = { ...base, bots: ['random'], games: 4, workers: 1 };
    const a = await runSimulation(opts);
    const b = await runSimulation({ ...opts, seed: 8 });
    expect(simJson(opts, a)).not.toEqual(simJson({ ...opts, seed: 8 }, b));
  });
});

describe('the game schedule is balanced', () => {
  test('over 8 games deck A sits in each seat, moves first and second, and plays each bot equally', () => {
    const specs = Array.from({ length: 8 }, (_, i) => gameSpec(1, 0, i));
    const aSeat = specs.map((s) => s.decks.indexOf(0));
    const aFirst = specs.filter((s) => s.decks[s.firstPlayer] === 0).length;
    const aWithBot0 = specs.filter((s) => s.bots[s.decks.indexOf(0)] === 0).length;
    expect(aSeat.filter((s) => s === 0)).toHaveLength(4);
    expect(aFirst).toBe(4);
    expect(aWithBot0).toBe(4);
    expect(new Set(specs.map((s) => s.seed)).size).toBe(8);
  });
});
