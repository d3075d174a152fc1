// Campaigns (docs/fuzzing.md): the same seed gives the same summary whatever the number of worker threads,
// shards of a campaign merge into the whole, and `hflux fuzz` runs from the command line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duration, shard } from '../../src/cli/fuzz.js';
import { type Summary, deterministicPart, mergeSummaries } from '../../src/fuzz/campaign.js';
import { type CampaignConfig, DEFAULT_CONFIG } from '../../src/fuzz/config.js';
import { runCampaign } from '../../src/fuzz/pool.js';
import { gameSeed } from '../../src/fuzz/property.js';
import { budget } from '../helpers/budget.js';

const ROOT = join(import.meta.dirname, '../..');
const config: CampaignConfig = { ...DEFAULT_CONFIG, seed: 9, sets: ['starter'], out: null };
// Six games in CI (12 until ci20b; `npm run fuzz:long`, FUZZ_BUDGET=long, plays 12): on two workers with batches of
// one, each worker plays three and the records come back out of order; three shards of two each.
const GAMES = budget(6, 12);
/** The whole campaign played in this thread: the reference of both tests below, played once. */
let inThreadRun: Promise<Summary> | undefined;
/** Worker threads and `hflux fuzz` processes each load the engine: over vitest's 120 s at load average 27. */
const LOADED_TIMEOUT = 600_000;
const inThreadCampaign = () =>
  (inThreadRun ??= runCampaign(config, { games: GAMES, shard: [0, 1], workers: 0 }));

describe('fuzz campaigns', () => {
  it(
    'HF-16.9 the same seed gives the same summary in this thread and on 1 or 2 worker threads',
    async () => {
      const inThread = await inThreadCampaign();
      const one = await runCampaign(config, { games: GAMES, shard: [0, 1], workers: 1 });
      const two = await runCampaign(config, { games: GAMES, shard: [0, 1], workers: 2, batch: 1 });
      expect(inThread.games).toBe(GAMES);
      expect(deterministicPart(one)).toEqual(deterministicPart(inThread));
      expect(deterministicPart(two)).toEqual(deterministicPart(inThread));
    },
    LOADED_TIMEOUT,
  );

  it('shards i/n split the games by index and their summaries merge into the whole campaign', async () => {
    const whole = await inThreadCampaign();
    const parts: Summary[] = [];
    for (const i of [0, 1, 2])
      parts.push(await runCampaign(config, { games: GAMES, shard: [i, 3], workers: 0 }));
    expect(parts.map((p) => p.games)).toEqual([GAMES / 3, GAMES / 3, GAMES / 3]);
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

  // The commands run as child processes awaited, not spawnSync: a blocked worker for the minute they take on a
  // loaded machine failed the run with vitest's "Timeout calling onTaskUpdate" (ci20b).
  it(
    'hflux fuzz: summary, --json, --merge, exit codes',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hflux-fuzz-cli-'));
      const hflux = (...args: string[]) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
          const child = spawn(process.execPath, [join(ROOT, 'bin/hflux.js'), 'fuzz', ...args], { cwd: dir });
          let stdout = '';
          let stderr = '';
          child.stdout.setEncoding('utf8').on('data', (d: string) => {
            stdout += d;
          });
          child.stderr.setEncoding('utf8').on('data', (d: string) => {
            stderr += d;
          });
          child.on('error', reject);
          child.on('close', (status) => resolve({ status, stdout, stderr }));
        });
      try {
        const text = await hflux('--games', '3', '--workers', '1', '--seed', '5');
        expect(text.status, text.stderr).toBe(0);
        expect(text.stdout).toMatch(/games\s+3 /);
        expect(text.stdout).toMatch(/failures\s+0/);
        // No progress bar when stderr is not a terminal: at most the plain line a run over 10 s prints
        // (src/cli/plainProgress.ts), which a loaded machine reaches; never the bar's carriage returns or colours.
        const stderrLines = text.stderr.split('\n').filter((line) => line !== '');
        expect(
          stderrLines.filter((line) => !/^hflux fuzz: \d\/3 局/.test(line)),
          text.stderr,
        ).toEqual([]);
        expect(text.stderr).not.toContain('\r');
        expect(text.stderr).not.toContain('\u001b');
        const files = await Promise.all(
          ['0/2', '1/2'].map(async (s, i) => {
            const r = await hflux('--games', '4', '--workers', '0', '--seed', '5', '--shard', s, '--json');
            expect(r.status, r.stderr).toBe(0);
            const file = join(dir, `shard${i}.json`);
            writeFileSync(file, r.stdout);
            return file;
          }),
        );
        const merged = await hflux('--merge', ...files, '--json');
        expect(merged.status, merged.stderr).toBe(0);
        expect((JSON.parse(merged.stdout) as Summary).games).toBe(4);
        const [badShard, badSet] = await Promise.all([hflux('--shard', '3/2'), hflux('--sets', 'nope')]);
        expect(badShard.status).toBe(2);
        expect(badSet.status).toBe(2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    LOADED_TIMEOUT,
  );
});
