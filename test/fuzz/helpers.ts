// Shared by the game-fuzzing test files: one shard of a CI campaign, run in this thread.
import { expect } from 'vitest';
import { formatSummary } from '../../src/cli/fuzz.js';
import type { Summary } from '../../src/fuzz/campaign.js';
import { DEFAULT_CONFIG } from '../../src/fuzz/config.js';
import { runCampaign } from '../../src/fuzz/pool.js';
import { budget } from '../helpers/budget.js';

/** The campaign seed: fixed in CI (reproducible); FUZZ_SEED=… explores others. */
export const CI_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** Generous: the games take about a minute per file on an idle CI machine. */
export const GAME_TIMEOUT = 1_800_000;

/**
 * CI budget: 200 games in all (400 until ci20b, 2026-12-02: CI was 22 minutes against its 15; 3,000 with
 * FUZZ_BUDGET=long, `npm run fuzz:long`), split over two test files so that vitest runs them on two threads.
 * `hflux fuzz --games 100000` is the campaign (docs/fuzzing.md).
 */
export const CI_GAMES = budget(200, 3000);

export async function ciShard(sets: string[], shard: [number, number]): Promise<Summary> {
  const summary = await runCampaign(
    {
      ...DEFAULT_CONFIG,
      seed: CI_SEED,
      sets,
      viewEvery: 8, // HF-16.8 every 8th decision (and at the end of every game)
      replayEvery: 2, // HF-16.9 every other game is replayed from scratch
      shrinkRuns: 150,
      out: 'fuzz-findings',
    },
    { games: CI_GAMES, shard, workers: 0 },
  );
  expect(summary.failures, formatSummary(summary)).toEqual([]);
  return summary;
}
