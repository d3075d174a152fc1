// The pure parts of `npm run bench -- --against <rev> --paired` (issue 25): the per-pair ratios, their
// median and interquartile range, the same-games check and the argument parsing. The timing itself is
// measured, not tested (docs/benchmarks.md records runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { againstOptions } from '../../bench/against.js';
import {
  type ChunkPair,
  bundlePlay,
  positionFair,
  quantile,
  summarizePairs,
  summarizeRatios,
  unswap,
} from '../../bench/paired.js';

const pair = (thisDecisions: number, thisMs: number, thatDecisions: number, thatMs: number): ChunkPair => ({
  from: 0,
  games: 10,
  thisDecisions,
  thisMs,
  thatDecisions,
  thatMs,
});

describe('quantile (linear interpolation between order statistics)', () => {
  it('gives the median of odd and even counts and interpolated quartiles', () => {
    expect(quantile([1, 2, 3], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(quantile([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('summarizes unsorted ratios: median, quartiles, extremes and count', () => {
    expect(summarizeRatios([1.2, 0.8, 1.0, 1.1, 0.9])).toEqual({
      median: 1.0,
      q1: 0.9,
      q3: 1.1,
      min: 0.8,
      max: 1.2,
      n: 5,
    });
  });
});

describe('summarizePairs', () => {
  it('takes each pair’s ratio of rates (this / that) on the same games', () => {
    // 1000 decisions in 100 ms against 1000 in 200 ms: this tree twice as fast; and 1.0×, 0.5×.
    const row = summarizePairs('checksOff', 'off', {
      pairs: [pair(1000, 100, 1000, 200), pair(500, 50, 500, 50), pair(800, 200, 800, 100)],
    });
    expect(row.ratio).toMatchObject({ median: 1, min: 0.5, max: 2, n: 3 });
    expect(row.this).toBe(10_000);
    expect(row.that).toBe(8_000);
    expect(row.perGame).toEqual({ this: 76.7, that: 76.7, sameGames: true, differingPairs: 0 });
  });

  it('reports the pairs whose decisions differ (different games)', () => {
    const row = summarizePairs('checksOff', 'off', {
      pairs: [pair(1000, 100, 1000, 100), pair(1000, 100, 1200, 100)],
    });
    expect(row.perGame).toMatchObject({ sameGames: false, differingPairs: 1, this: 100, that: 110 });
  });

  it('perf23: cancels a bias of the place with the run whose trees swapped places (geometric mean per pair)', () => {
    // The tree imported first runs at 0.8 of its rate: identical trees read 0.8 this / that in the first
    // run and 1 / 0.8 in the swapped one (as the probe prints it: the first tree is "this").
    const first = { pairs: [pair(800, 100, 1000, 100), pair(400, 50, 500, 50)] };
    const second = { pairs: [pair(800, 100, 1000, 100), pair(400, 50, 500, 50)] };
    const merged = positionFair(first, second);
    expect(merged).toEqual({ pairs: first.pairs, swapped: second.pairs.map(unswap) });
    const row = summarizePairs('checksOff', 'off', merged);
    expect(row.ratio?.median).toBeCloseTo(1);
    expect(row.ratio?.n).toBe(2);
    // a tree twice as fast, under the same bias: 1.6 and 2 / 0.8 = 2.5, √(1.6 · 2.5) = 2
    const fast = positionFair(
      { pairs: [pair(1600, 100, 1000, 100)] },
      { pairs: [pair(800, 100, 2000, 100)] },
    );
    expect(summarizePairs('checksOff', 'off', fast).ratio?.median).toBeCloseTo(2);
    expect(unswap(pair(1, 2, 3, 4))).toEqual(pair(3, 4, 1, 2));
    expect(positionFair({ missing: 'x' }, second)).toEqual({ missing: 'x' });
    expect(positionFair(first, { missing: 'y' })).toEqual({ missing: 'y' });
  });

  it('passes on why a figure is missing', () => {
    expect(
      summarizePairs('checksOn', 'on', { missing: 'that tree: no bench/play.ts at this revision' }),
    ).toEqual({
      figure: 'checksOn',
      label: 'on',
      missing: 'that tree: no bench/play.ts at this revision',
    });
    expect(summarizePairs('checksOn', 'on', undefined).missing).toBe('not measured');
    expect(summarizePairs('checksOn', 'on', { pairs: [] }).missing).toBe('no pairs');
  });
});

describe('againstOptions (npm run bench -- --against <rev> …)', () => {
  it('defaults to the rounds mode and to 40 pairs of 30 games when --paired', () => {
    expect(againstOptions({ against: 'c9d3a39' })).toEqual({
      rev: 'c9d3a39',
      rounds: 7,
      games: 60,
      iterations: 40,
      botGames: 2,
      json: false,
      paired: false,
      pairs: 40,
      chunk: 30,
      warmUp: 16,
    });
    const o = againstOptions({ against: 'HEAD~1', paired: true, pairs: '12', chunk: '5', 'warm-up': '0' });
    expect(o).toMatchObject({ rev: 'HEAD~1', paired: true, pairs: 12, chunk: 5, warmUp: 0 });
  });

  it('clamps to the least sensible values and rejects what is not a number', () => {
    expect(againstOptions({ against: 'x', pairs: '0', chunk: '-3', games: '2', rounds: '0' })).toMatchObject({
      pairs: 1,
      chunk: 1,
      games: 6,
      rounds: 1,
    });
    expect(() => againstOptions({ against: 'x', pairs: 'many' })).toThrow(/not a number/);
  });
});

describe('bundlePlay', () => {
  it('says a tree without bench/play.ts is missing it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hflux-paired-test-'));
    try {
      expect(await bundlePlay(dir, join(dir, 'out'))).toEqual({
        missing: 'no bench/play.ts at this revision',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
