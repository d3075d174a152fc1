// Issue 11 — input files: regular files only (symlinks followed only to regular files), a size cap with a
// clear message, and `fmt` that writes only regular files (through symlinks, atomically, keeping the mode).
// The file-type cases use real FIFOs (mkfifo) and symlinks under a temp dir, and real child processes.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runFmt } from '../../codegen/dsl/tools/fmt.js';
import { InputFileError, MAX_INPUT_BYTES, readInputFile } from '../../src/io/readInput.js';
import { rewriteRegularFile } from '../../src/io/writeRegular.js';
import { scenarioLibrary } from '../../src/scenario/library.js';
import { ScenarioError } from '../../src/scenario/types.js';

const CARD = [
  '【セット】demo',
  '',
  '【カード】見習い',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  '',
].join('\n');
const MESSY = [
  '【セット】demo',
  '【カード】見習い',
  'パワー：１０００',
  'コスト：１',
  '種別：キャラクター',
  '',
].join('\n');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hflux-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

function link(name: string, target: string): string {
  const path = join(dir, name);
  symlinkSync(target, path);
  return path;
}

function problemOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof InputFileError) return e.problem;
    throw e;
  }
  return 'none';
}

describe('readInputFile: regular files only', () => {
  test('a regular file and a symlink to one are read', () => {
    const file = join(dir, 'a.hf');
    writeFileSync(file, CARD);
    expect(readInputFile(file)).toBe(CARD);
    expect(readInputFile(link('l.hf', file))).toBe(CARD);
  });

  test('a FIFO is refused without blocking (nobody writes to it), also behind a symlink', () => {
    const pipe = fifo('p.hf');
    expect(problemOf(() => readInputFile(pipe))).toBe('not-regular');
    expect(problemOf(() => readInputFile(link('l.hf', pipe)))).toBe('not-regular');
    expect(() => readInputFile(pipe)).toThrow(/FIFO/);
  });

  test('a symlink to /dev/zero (never ends) and /dev/null are refused as device files', () => {
    expect(problemOf(() => readInputFile(link('zero.hf', '/dev/zero')))).toBe('not-regular');
    expect(() => readInputFile('/dev/null')).toThrow(/デバイスファイル/);
  });

  test('a directory, a missing file and a dangling symlink each get their own message', () => {
    expect(problemOf(() => readInputFile(dir))).toBe('directory');
    expect(problemOf(() => readInputFile(join(dir, 'nope')))).toBe('missing');
    const dangling = link('dangling.hf', join(dir, 'gone'));
    expect(() => readInputFile(dangling)).toThrow(/リンク先のないシンボリックリンク/);
    // errno-style code: handlers written for fs errors (ENOENT) keep working
    expect(() => readInputFile(join(dir, 'nope'))).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  test('the size cap: a clear Japanese message naming the file and the limit', () => {
    const big = join(dir, 'big.json');
    writeFileSync(big, 'x'.repeat(2049));
    expect(() => readInputFile(big, { maxBytes: 2048, display: 'big.json' })).toThrow(
      '「big.json」は大きすぎます（上限 2 KiB）。',
    );
    expect(readInputFile(big, { maxBytes: 2049 })).toHaveLength(2049);
  });

  test('the default cap is 16 MiB (a sparse file one byte over)', () => {
    const big = join(dir, 'huge.hf');
    writeFileSync(big, '');
    truncateSync(big, MAX_INPUT_BYTES + 1);
    expect(() => readInputFile(big)).toThrow(/上限 16 MiB/);
  });

  test.runIf(process.platform === 'linux')(
    'the read itself is bounded: a file whose stat size (0) is a lie is cut at cap + 1 and refused',
    () => {
      // /proc files are regular files of size 0 that do have content, like a file growing while it is read
      expect(statSync('/proc/self/status').size).toBe(0);
      expect(readInputFile('/proc/self/status')).toContain('Pid:');
      expect(problemOf(() => readInputFile('/proc/self/status', { maxBytes: 16 }))).toBe('too-large');
    },
  );

  test('control characters in the file name are escaped in the message', () => {
    expect(() => readInputFile(join(dir, 'nope'), { display: 'a\u001b[2Jb' })).toThrow('「a\\x1b[2Jb」');
  });

  test('a scenario `cards:` entry that is a FIFO is a ScenarioError naming the problem', () => {
    fifo('cards.hf');
    const scenario = join(dir, 'x.scenario.yaml');
    expect(() => scenarioLibrary(scenario, ['cards.hf'])).toThrow(ScenarioError);
    expect(() => scenarioLibrary(scenario, ['cards.hf'])).toThrow(/通常のファイルではありません/);
  });
});

describe('rewriteRegularFile / fmt: only regular files are written', () => {
  test('through a symlink: the link stays a link, its target gets the new text', () => {
    const target = join(dir, 'real.hf');
    writeFileSync(target, 'old');
    const l = link('l.hf', target);
    rewriteRegularFile(l, 'new');
    expect(lstatSync(l).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('new');
  });

  test('the file mode is kept and no temp file is left behind', () => {
    const file = join(dir, 'a.hf');
    writeFileSync(file, 'old');
    chmodSync(file, 0o640);
    rewriteRegularFile(file, 'new');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['a.hf']);
  });

  test('a FIFO, a symlink to a FIFO and a symlink to /dev/null are refused and stay what they were', () => {
    const pipe = fifo('p.hf');
    expect(problemOf(() => rewriteRegularFile(pipe, 'x'))).toBe('not-regular');
    expect(problemOf(() => rewriteRegularFile(link('l.hf', pipe), 'x'))).toBe('not-regular');
    expect(statSync(pipe).isFIFO()).toBe(true);
    const devNull = link('null.hf', '/dev/null');
    expect(problemOf(() => rewriteRegularFile(devNull, 'x'))).toBe('not-regular');
    expect(lstatSync(devNull).isSymbolicLink()).toBe(true);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  test('runFmt formats a symlinked card file through the link, keeping the link', () => {
    mkdirSync(join(dir, 'store'));
    writeFileSync(join(dir, 'store/a.hf'), MESSY);
    mkdirSync(join(dir, 'cards'));
    symlinkSync(join(dir, 'store/a.hf'), join(dir, 'cards/a.hf'));
    const result = runFmt({ paths: ['cards/a.hf'], root: dir });
    expect(result.exitCode).toBe(0);
    expect(lstatSync(join(dir, 'cards/a.hf')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'store/a.hf'), 'utf8')).not.toBe(MESSY);
  });

  test('runFmt refuses /dev/null instead of replacing it', () => {
    expect(() => runFmt({ paths: ['/dev/null'], root: dir })).toThrow(InputFileError);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });
});

describe('real processes (hflux binary)', () => {
  const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  const main = join(process.cwd(), 'src/cli/main.ts');
  // The timeout only turns a hang into a failure (status null); nothing asserts on durations.
  const hflux = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', tsx, main, ...args], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });

  beforeEach(() => {
    mkdirSync(join(dir, 'rules'));
    copyFileSync('rules/keywords.hf', join(dir, 'rules/keywords.hf'));
  });

  test('`hflux fmt <fifo>` exits with an error instead of blocking, and the FIFO stays a FIFO', () => {
    const pipe = fifo('p.hf');
    const result = hflux('fmt', pipe);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('通常のファイルではありません');
    expect(result.stderr).not.toContain('内部エラー');
    expect(statSync(pipe).isFIFO()).toBe(true);
  });

  test('`hflux check` on a symlink to /dev/zero exits with an error instead of reading forever', () => {
    mkdirSync(join(dir, 'cards'));
    symlinkSync('/dev/zero', join(dir, 'cards/zero.hf'));
    const result = hflux('check', 'cards/zero.hf');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('デバイスファイル');
  });

  test('`hflux gen` with a FIFO among the card files skips it (issue 24: discovery lists regular files only)', () => {
    cpSync('rules', join(dir, 'rules'), { recursive: true });
    mkdirSync(join(dir, 'cards/demo'), { recursive: true });
    writeFileSync(join(dir, 'cards/demo/a.hf'), CARD);
    fifo('cards/demo/b.hf');
    const result = hflux('gen', '--root', dir);
    expect(result.status).toBe(0);
    expect(result.stderr).not.toMatch(/internal error|内部エラー/);
    expect(readdirSync(join(dir, 'generated/cards/demo'))).not.toContain('b.ts');
  });

  test('`hflux play --decks` with a FIFO deck list exits with an error instead of blocking', () => {
    const pipe = fifo('deck.txt');
    const result = hflux('play', '--decks', pipe, pipe);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('通常のファイルではありません');
  });
});
