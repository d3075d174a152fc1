// Issue 24 (High): card and deck discovery skips dot-files, editor lock and backup files and anything that
// is not a regular file. An Emacs lock file (`.#fire.hf`, a dangling symlink) made `check`, `gen` and
// `fmt --check` exit 2; real `hflux` processes on a copy of the starter set must now pass.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findCardFiles } from '../../codegen/dsl/index.js';
import { isIgnoredName, sourceFilesUnder } from '../../src/io/discover.js';

const ROOT = join(import.meta.dirname, '../..');
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-discovery-'));
  cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
  cpSync(join(ROOT, 'cards/starter'), join(root, 'cards/starter'), { recursive: true });
  const set = join(root, 'cards/starter');
  symlinkSync('designer@desk.4242:1700000000', join(set, '.#fire.hf')); // Emacs's lock file
  writeFileSync(join(set, 'fire.hf~'), '【セット】broken\n壊れた行\n'); // Emacs's backup
  writeFileSync(join(set, '#fire.hf#'), '壊れた行\n'); // Emacs's autosave
  writeFileSync(join(set, '.fire.hf.swp'), '\0\0'); // Vim's swap file
  execFileSync('mkfifo', [join(set, 'pipe.hf')]);
  symlinkSync(join(set, 'missing.deck'), join(set, 'decks/.#guren-aggro.deck'));
  execFileSync('mkfifo', [join(set, 'decks/pipe.deck')]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function hflux(args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/hflux.js'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status, stderr: r.stderr, signal: r.signal };
}

describe('discovery skips what editors leave (issue 24, High)', () => {
  test('the names skipped', () => {
    for (const name of ['.#fire.hf', '.fire.hf.swp', 'fire.hf~', '#fire.hf#', '.git'])
      expect(isIgnoredName(name)).toBe(true);
    for (const name of ['fire.hf', 'guren-aggro.deck', 'a#b.hf']) expect(isIgnoredName(name)).toBe(false);
  });
  test('findCardFiles and the deck listing see only the real files', () => {
    expect(findCardFiles(root)).toEqual([
      'cards/starter/fire.hf',
      'cards/starter/neutral.hf',
      'cards/starter/shadow.hf',
      'cards/starter/water.hf',
    ]);
    expect(
      sourceFilesUnder(join(root, 'cards'), ['.deck']).every((p) =>
        /^starter\/decks\/[a-z-]+\.deck$/.test(p),
      ),
    ).toBe(true);
  });
  for (const args of [
    ['check'],
    ['fmt', '--check'],
    ['gen', '--root', '<copy>'],
    ['deck', 'check', 'cards/starter/decks'],
  ])
    test(`hflux ${args.join(' ')} with lock files, backups and FIFOs in cards/: no error`, () => {
      const r = hflux(args.map((a) => (a === '<copy>' ? root : a)));
      expect(r.signal).toBeNull();
      expect(r.stderr).not.toMatch(/リンク先のない|通常のファイルではありません|内部エラー/);
      expect(r.code).toBe(0);
    });
});
