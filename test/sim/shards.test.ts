// Issue 26: campaign shards. `hflux sim`, `hflux balance diff` and `hflux fuzz` split into n shards (games
// whose number ≡ i mod n, with the campaign's own seeds, HF-16.9) merge back to exactly the one-process
// result — byte for byte for sim's and balance diff's --json, the deterministic part for fuzz (whose summary
// carries wall-clock timing and the list of shards merged) — and a merge refuses parts of different
// campaigns and a missing or duplicated shard, saying which. The commands run in process (their stdout and
// stderr captured) to keep the suite fast; the last block runs the real CLI as a user does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { type BalanceDiffOptions, balanceDiffCommand } from '../../src/cli/balance.js';
import { type FuzzCliOptions, fuzzCommand } from '../../src/cli/fuzz.js';
import { type SimOptions, simCommand } from '../../src/cli/sim.js';
import { simMergeCommand, simShardCommand } from '../../src/cli/simShard.js';
import {
  ShardError,
  campaignTasks,
  checkCoverage,
  mergeParts,
  parseShard,
  parseShardPart,
  shardPart,
} from '../../src/core/shard.js';

const ROOT = join(import.meta.dirname, '../..');
const LAUNCHER = join(ROOT, 'bin/hflux.js');
const dir = mkdtempSync(join(tmpdir(), 'hflux-shards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a command function in this process with console.log / console.error captured. */
async function captured(command: () => Promise<number>): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (...a: unknown[]) => out.push(`${a.join(' ')}\n`);
  console.error = (...a: unknown[]) => err.push(`${a.join(' ')}\n`);
  try {
    const status = await command();
    return { status, stdout: out.join(''), stderr: err.join('') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

/** Runs shards 0…n-1 of a campaign, keeps each part in a file, and returns the files. */
async function shardFiles(name: string, n: number, shard: (i: number) => Promise<Run>): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await shard(i);
    expect(r.stderr).not.toMatch(/内部エラー/);
    expect(r.status).toBe(0);
    const file = join(dir, `${name}-${i}-of-${n}.json`);
    writeFileSync(file, r.stdout);
    files.push(file);
  }
  return files;
}

function hflux(args: string[]): Run {
  const r = spawnSync(process.execPath, [LAUNCHER, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('shards partition a campaign', () => {
  test('every game is in exactly one shard, and shard i holds the games ≡ i (mod n)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { maxLength: 6 }), fc.integer({ min: 1, max: 9 }), (games, n) => {
        const whole = campaignTasks(games);
        const parts = [...Array(n).keys()].map((i) => campaignTasks(games, { index: i, count: n }));
        const union = parts.flat().map(([m, i]) => `${m}:${i}`);
        expect(new Set(union).size).toBe(whole.length);
        expect(union.sort()).toEqual(whole.map(([m, i]) => `${m}:${i}`).sort());
        parts.forEach((tasks, i) =>
          tasks.forEach((t) => expect(whole.findIndex(([m, k]) => m === t[0] && k === t[1]) % n).toBe(i)),
        );
      }),
    );
  });

  test('--shard takes i/n with 0 ≤ i < n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['3/3', '-1/3', '1/0', 'a/b', '1', '1/2/3', '0.5/2'])
      expect(() => parseShard(bad), bad).toThrow(ShardError);
  });
});

describe('merging refuses what is not one whole campaign', () => {
  const record = (matchup: number, index: number) => ({ matchup, index });
  const part = (i: number, n: number, campaign: object) =>
    shardPart(
      'sim',
      campaign,
      { index: i, count: n },
      [[Array.from({ length: 6 }, (_, k) => record(0, k))]].map((side) =>
        side.map((list) => list.filter((_, k) => k % n === i)),
      ),
    );
  const campaign = { seed: 1, decks: ['a', 'b'], versions: { 'x/y': '0123' } };
  const games = () => [6];

  test('a missing shard is named', () => {
    const parts = [0, 2].map((i) => ({ file: `p${i}`, part: part(i, 3, campaign) }));
    expect(() => mergeParts(parts, games)).toThrow('シャードが足りません: 1/3');
  });

  test('a duplicated shard is named with both files', () => {
    const parts = [0, 1, 1, 2].map((i, k) => ({ file: `f${k}`, part: part(i, 3, campaign) }));
    expect(() => mergeParts(parts, games)).toThrow('シャード 1/3 が2回あります: f1 と f2');
  });

  test('parts of another campaign are refused, naming what differs (seed, card versions)', () => {
    const other = { ...campaign, seed: 2 };
    expect(() =>
      mergeParts(
        [
          { file: 'a', part: part(0, 2, campaign) },
          { file: 'b', part: part(1, 2, other) },
        ],
        games,
      ),
    ).toThrow('b は a と別のキャンペーンの部分結果です（「seed」が違います）');
    const changedCard = { ...campaign, versions: { 'x/y': '4567' } };
    expect(() =>
      mergeParts(
        [
          { file: 'a', part: part(0, 2, campaign) },
          { file: 'b', part: part(1, 2, changedCard) },
        ],
        games,
      ),
    ).toThrow('「versions」が違います');
  });

  test('parts split differently, other commands and other files are refused', () => {
    expect(() =>
      checkCoverage([
        { file: 'a', shard: { index: 0, count: 2 } },
        { file: 'b', shard: { index: 1, count: 3 } },
      ]),
    ).toThrow('b は 3 分割、a は 2 分割です');
    const text = JSON.stringify(part(0, 1, campaign));
    expect(() => parseShardPart(text, 'p.json', 'balance diff')).toThrow('hflux sim の部分結果です');
    expect(() => parseShardPart('{"a":1}', 'q.json', 'sim')).toThrow(
      'q.json: シャードの部分結果ではありません',
    );
    expect(() => parseShardPart('{', 'r.json', 'sim')).toThrow('r.json: JSON として読めません');
  });
});

describe('hflux sim --shard / --merge', () => {
  const base: SimOptions = {
    decks: ['guren-aggro', 'soukyu-knights'],
    bots: ['random'],
    games: 7,
    seed: 11,
    workers: 1,
    lang: 'ja',
  };
  const sim = (o: Partial<SimOptions>) => captured(() => simCommand({ ...base, ...o }));
  const shards = (name: string, n: number) =>
    shardFiles(name, n, (i) =>
      captured(() => simShardCommand({ ...base, json: true, shard: { index: i, count: n } })),
    );
  const merge = (files: string[], o: Partial<SimOptions> = {}) =>
    captured(() => simMergeCommand({ ...base, merge: files, ...o }));

  test.each([1, 3, 7])('%i shards merge to the one-process --json, byte for byte', async (n) => {
    const one = await sim({ json: true });
    expect(one.status).toBe(0);
    const merged = await merge(await shards('sim-json', n), { json: true });
    expect(merged.status).toBe(0);
    expect(merged.stdout).toBe(one.stdout);
  });

  test('the merged summary text, report and CSV are the one-process ones', async () => {
    const files = await shards('sim-files', 3);
    const paths = (k: string) => ({ csv: join(dir, `${k}.csv`), report: join(dir, `${k}.html`) });
    const one = await sim(paths('one'));
    const merged = await merge(files, paths('merged'));
    expect(merged.status).toBe(0);
    const summaryOnly = (out: string) => out.replace(/^(report|csv): .*\n/gm, '');
    expect(summaryOnly(merged.stdout)).toBe(summaryOnly(one.stdout));
    for (const ext of ['csv', 'html'])
      expect(readFileSync(join(dir, `merged.${ext}`), 'utf8')).toBe(
        readFileSync(join(dir, `one.${ext}`), 'utf8'),
      );
  });

  test('a shard of another seed, or a missing shard, is refused with exit 2', async () => {
    const files = await shards('sim-seed', 2);
    const other = await captured(() =>
      simShardCommand({ ...base, seed: 12, json: true, shard: { index: 1, count: 2 } }),
    );
    const otherFile = join(dir, 'other-seed.json');
    writeFileSync(otherFile, other.stdout);
    const mixed = await merge([files[0], otherFile]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('別のキャンペーンの部分結果です（「seed」が違います）');
    const missing = await merge([files[1]]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('シャードが足りません: 0/2');
  });

  test('--shard needs --json, and leaves --report, --csv and --samples to the merge', async () => {
    const shard = { index: 0, count: 2 };
    expect((await captured(() => simShardCommand({ ...base, shard }))).stderr).toContain(
      '--shard は --json と一緒に使います',
    );
    const withCsv = await captured(() =>
      simShardCommand({ ...base, shard, json: true, csv: join(dir, 'x.csv') }),
    );
    expect(withCsv.status).toBe(2);
  });
});

describe('hflux balance diff --shard / --merge', () => {
  const base: BalanceDiffOptions = {
    before: '.',
    after: '.',
    decks: ['guren-aggro', 'soukyu-knights'],
    bots: ['random'],
    games: 5,
    seed: 3,
    workers: 1,
    json: true,
  };
  const diff = (o: Partial<BalanceDiffOptions>) => captured(() => balanceDiffCommand({ ...base, ...o }));

  test.each([1, 3, 7])('%i shards merge to the one-process --json, byte for byte', async (n) => {
    const one = await diff({});
    expect(one.status).toBe(0);
    const files = await shardFiles('diff', n, (i) => diff({ shard: { index: i, count: n } }));
    const merged = await diff({ merge: files });
    expect(merged.stderr).toBe('');
    expect(merged.status).toBe(0);
    expect(merged.stdout).toBe(one.stdout);
  });
});

describe('hflux fuzz --shard / --merge', () => {
  const base: FuzzCliOptions = {
    games: 7,
    seed: 5,
    workers: 0,
    out: join(dir, 'findings'),
    shard: [0, 1],
    json: true,
    viewEvery: 8,
    replayEvery: 4,
    shrinkRuns: 300,
    gameTimeout: 300_000,
  };
  const fuzz = (o: Partial<FuzzCliOptions>) => captured(() => fuzzCommand({ ...base, ...o }));
  const shards = (name: string, n: number, o: Partial<FuzzCliOptions> = {}) =>
    shardFiles(name, n, (i) => fuzz({ ...o, shard: [i, n] }));
  const deterministic = (text: string) => {
    const { timing: _t, shards: _s, ...rest } = JSON.parse(text);
    return rest;
  };

  test.each([1, 3, 7])(
    '%i shards merge to the one-process summary (timing and shard list aside)',
    async (n) => {
      const one = await fuzz({});
      expect(one.status).toBe(0);
      const merged = await fuzz({ merge: await shards('fuzz', n) });
      expect(merged.status).toBe(0);
      expect(deterministic(merged.stdout)).toEqual(deterministic(one.stdout));
      expect(JSON.parse(merged.stdout).shards).toEqual([...Array(n).keys()].map((i) => `${i}/${n}`));
    },
  );

  test('a missing shard, a duplicated one or another campaign is refused with exit 2', async () => {
    const files = await shards('fuzz-refuse', 3);
    const missing = await fuzz({ merge: [files[0], files[2]] });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('シャードが足りません: 1/3');
    const twice = await fuzz({ merge: [...files, files[1]] });
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('シャード 1/3 が2回あります');
    const otherPart = join(dir, 'fuzz-other-1-of-3.json');
    writeFileSync(otherPart, (await fuzz({ games: 8, shard: [1, 3] })).stdout);
    const mixed = await fuzz({ merge: [files[0], otherPart, files[2]] });
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('summaries of different campaigns');
  });
});

describe('the real CLI', () => {
  test('hflux sim --shard i/n --json and --merge, as a user runs them', () => {
    const sim = ['sim', '--games', '3', '--seed', '2', '--bots', 'random', '--workers', '1'];
    const one = hflux([...sim, '--json']);
    const files = [0, 1].map((i) => {
      const r = hflux([...sim, '--json', '--shard', `${i}/2`]);
      expect(r.status).toBe(0);
      const file = join(dir, `cli-${i}.json`);
      writeFileSync(file, r.stdout);
      return file;
    });
    const merged = hflux(['sim', '--merge', ...files, '--json']);
    expect(merged.status).toBe(0);
    expect(merged.stdout).toBe(one.stdout);
    const bad = hflux(['sim', '--shard', '4/4', '--json']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--shard は i/n');
  });
});
