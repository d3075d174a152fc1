// Campaigns (docs/fuzzing.md): the same seed gives the same summary whatever the number of worker threads,
// shards of a campaign merge into the whole, and `hflux fuzz` runs from the command line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duration, shard } from '../../src/cli/fuzz.js';
import { type Summary, deterministicPart, mergeSummaries } from '../../src/fuzz/campaign.js';
import { type CampaignConfig, DEFAULT_CONFIG } from '../../src/fuzz/config.js';
import { runCampaign } from '../../src/fuzz/pool.js';
import { gameSeed } from '../../src/fuzz/property.js';

const ROOT = join(import.meta.dirname, '../..');
const config: CampaignConfig = { ...DEFAULT_CONFIG, seed: 9, sets: ['starter'], out: null };
const GAMES = 12;
/** The whole campaign played in this thread: the reference of both tests below, played once. */
let inThreadRun: Promise<Summary> | undefined;
const inThreadCampaign = () =>
  (inThreadRun ??= runCampaign(config, { games: GAMES, shard: [0, 1], workers: 0 }));

describe('fuzz campaigns', () => {
  it('HF-16.9 the same seed gives the same summary in this thread and on 1 or 2 worker threads', async () => {
    const inThread = await inThreadCampaign();
    const one = await runCampaign(config, { games: GAMES, shard: [0, 1], workers: 1 });
    const two = await runCampaign(config, { games: GAMES, shard: [0, 1], workers: 2, batch: 1 });
    expect(inThread.games).toBe(GAMES);
    expect(deterministicPart(one)).toEqual(deterministicPart(inThread));
    expect(deterministicPart(two)).toEqual(deterministicPart(inThread));
  });

  it('shards i/n split the games by index and their summaries merge into the whole campaign', async () => {
    const whole = await inThreadCampaign();
    const parts: Summary[] = [];
    for (const i of [0, 1, 2])
      parts.push(await runCampaign(config, { games: GAMES, shard: [i, 3], workers: 0 }));
    expect(parts.map((p) => p.games)).toEqual([4, 4, 4]);
    const merged = mergeSummaries(JSON.parse(JSON.stringify(parts.reverse())) as Summary[]);
    const { shards: _a, ...mergedRest } = deterministicPart(merged);
    const { shards: _b, ...wholeRest } = deterministicPart(whole);
    expect(mergedRest).toEqual(wholeRest);
    expect(merged.shards).toEqual(['0/3', '1/3', '2/3']);
    expect(() => mergeSummaries([parts[0], parts[0]])).toThrow('シャード 2/3 が2回あります');
    expect(() => mergeSummaries([parts[0], { ...parts[1], seed: 10 }])).toThrow(/different campaigns/);
  });

  it('options: durations, shards and per-game seeds', () => {
    expect(duration('60s')).toBe(60_000);
    expect(duration('5m')).toBe(300_000);
    expect(duration('1h')).toBe(3_600_000);
    expect(duration('250ms')).toBe(250);
    expect(duration('2')).toBe(2000);
    expect(() => duration('soon')).toThrow();
    expect(shard('1/4')).toEqual([1, 4]);
    expect(() => shard('4/4')).toThrow();
    expect(gameSeed(1, 0)).toBe(gameSeed(1, 0));
    expect(new Set(Array.from({ length: 1000 }, (_, i) => gameSeed(1, i))).size).toBe(1000);
  });

  it('hflux fuzz: summary, --json, --merge, exit codes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hflux-fuzz-cli-'));
    const hflux = (...args: string[]) =>
      spawnSync(process.execPath, [join(ROOT, 'bin/hflux.js'), 'fuzz', ...args], {
        encoding: 'utf8',
        cwd: dir,
      });
    try {
      const text = hflux('--games', '3', '--workers', '1', '--seed', '5');
      expect(text.status, text.stderr).toBe(0);
      expect(text.stdout).toMatch(/games\s+3 /);
      expect(text.stdout).toMatch(/failures\s+0/);
      expect(text.stderr).toBe(''); // no progress bar when stderr is not a terminal
      const files = ['0/2', '1/2'].map((s, i) => {
        const r = hflux('--games', '4', '--workers', '0', '--seed', '5', '--shard', s, '--json');
        expect(r.status, r.stderr).toBe(0);
        const file = join(dir, `shard${i}.json`);
        writeFileSync(file, r.stdout);
        return file;
      });
      const merged = hflux('--merge', ...files, '--json');
      expect(merged.status, merged.stderr).toBe(0);
      expect((JSON.parse(merged.stdout) as Summary).games).toBe(4);
      expect(hflux('--shard', '3/2').status).toBe(2);
      expect(hflux('--sets', 'nope').status).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
