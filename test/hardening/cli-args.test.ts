// Issue 11: arguments are validated by commander parsers with exact ranges (one line, exit 2, before any
// work); seeds are never aliased (HF-16.9: the whole game follows from the seed); deck names are not looked up
// through the object prototype; reports are written atomically and a failed write keeps the summary.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { InvalidArgumentError } from 'commander';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GAMES_MAX,
  SEED_MAX,
  WORKERS_MAX,
  clampWorkers,
  parseGames,
  parseOutputFile,
  parseSeed,
  parseWorkers,
} from '../../src/cli/args.js';
import { writeFileAtomic } from '../../src/cli/output.js';
import { runSimulation, simCommand } from '../../src/cli/sim.js';
import { initialRngState } from '../../src/core/rng.js';
import { deckFrom } from '../../src/deck/builtIn.js';

const LAUNCHER = join(import.meta.dirname, '../../bin/hflux.js');
const run = promisify(execFile);

/** Runs `hflux args…` and returns its exit code and output (never throws on a non-zero exit). */
async function hflux(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [LAUNCHER, ...args], { timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const tmp = () => mkdtempSync(join(tmpdir(), 'hflux-args-'));

describe('seeds (HF-16.9: one seed, one game)', () => {
  it.each(['1e99', '', '9007199254740993', '-1', '1.5', ' 1', '0x10', String(SEED_MAX + 1)])(
    'refuses %j instead of aliasing it onto another seed',
    (value) => {
      expect(() => parseSeed(value)).toThrow(InvalidArgumentError);
    },
  );

  it('takes every integer 0…2^32-1 and echoes it exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: SEED_MAX }), (n) => parseSeed(String(n)) === n));
    expect(parseSeed('4294967295')).toBe(4294967295);
  });

  it('distinct accepted seeds give distinct generator states (no aliasing)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SEED_MAX }), fc.integer({ min: 0, max: SEED_MAX }), (a, b) => {
        fc.pre(a !== b);
        expect(initialRngState(parseSeed(String(a)))).not.toEqual(initialRngState(parseSeed(String(b))));
      }),
    );
  });
});

describe('--workers and --games have bounds', () => {
  it('workers are 1…4× the cores', () => {
    expect(parseWorkers('1')).toBe(1);
    expect(parseWorkers(String(WORKERS_MAX))).toBe(WORKERS_MAX);
    for (const bad of ['0', String(WORKERS_MAX + 1), '40000', '2.5', 'many'])
      expect(() => parseWorkers(bad)).toThrow(InvalidArgumentError);
  });

  it('never more workers than games', () => {
    expect(clampWorkers(8, 1)).toBe(1);
    expect(clampWorkers(2, 100)).toBe(2);
  });

  it('games are 1…GAMES_MAX; 1e99 is refused before any memory is used', () => {
    expect(parseGames(String(GAMES_MAX))).toBe(GAMES_MAX);
    for (const bad of ['0', '1e99', String(GAMES_MAX + 1), 'Infinity'])
      expect(() => parseGames(bad)).toThrow(InvalidArgumentError);
  });

  it('output paths: a missing folder or a folder as the file is refused', () => {
    const dir = tmp();
    expect(() => parseOutputFile('/nonexistent/dir/x.html')).toThrow(InvalidArgumentError);
    expect(() => parseOutputFile(dir)).toThrow(InvalidArgumentError);
    expect(parseOutputFile(join(dir, 'x.html'))).toBe(join(dir, 'x.html'));
  });
});

describe('the CLI: any bad argument is one line and exit 2', () => {
  it.each([
    ['play', '--seed', '1e99'],
    ['play', '--seed', ''],
    ['play', '--seed', '9007199254740993'],
    ['sim', '--workers', '40'],
    ['sim', '--games', '1e99'],
    ['sim', '--bots', 'nobody'],
    ['fuzz', '--workers', '40', '--games', '1'],
    ['gen', '--root', '/nonexistent/root'],
  ])('hflux %s %s %s', async (...args) => {
    const r = await hflux(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('deck names are not looked up through the object prototype', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('%s is not a deck', (name) => {
    // Before: a lookup in a plain object of decks returned Object's function and the game crashed later.
    expect(() => deckFrom(name)).toThrow(/ENOENT|見つかりません|ありません/);
  });
});

describe('reports are written atomically', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a write that fails leaves the old report whole and no temporary file', () => {
    const dir = tmp();
    const path = join(dir, 'r.html');
    // the final rename cannot happen (the target is a non-empty folder): what was there stays, no temp file
    mkdirSync(path);
    writeFileSync(join(path, 'old'), 'old report');
    expect(() => writeFileAtomic(path, 'new report')).toThrow();
    expect(readFileSync(join(path, 'old'), 'utf8')).toBe('old report');
    expect(readdirSync(dir)).toEqual(['r.html']);
  });

  it('a write that succeeds replaces the file and leaves nothing else', () => {
    const dir = tmp();
    const path = join(dir, 'r.html');
    writeFileSync(path, 'old report');
    writeFileAtomic(path, 'new report');
    expect(readFileSync(path, 'utf8')).toBe('new report');
    expect(readdirSync(dir)).toEqual(['r.html']);
  });

  it('sim: a report that cannot be written still prints the summary, then one line, exit 2', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'file'), '');
    const report = join(dir, 'file', 'x.html'); // parent is a file: mkdir and write fail
    const opts = {
      decks: ['guren-aggro', 'soukyu-knights'],
      bots: ['random'],
      games: 2,
      seed: 7,
      workers: 1,
      progress: false,
    };
    const r = await runSimulation({ ...opts, report });
    expect(r.matchups[0].games).toBe(2);
    expect(r.writeErrors).toEqual([expect.stringMatching(/^レポートを書けませんでした/)]);
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    vi.spyOn(console, 'error').mockImplementation((s: string) => void err.push(s));
    expect(await simCommand({ ...opts, report })).toBe(2);
    expect(out.join('\n')).toContain('seed 7');
    expect(err.at(-1)).toMatch(/^hflux sim: レポートを書けませんでした/);
    expect(err.join('\n')).not.toMatch(/デッキが見つかりません/);
  });
});
