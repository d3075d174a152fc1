// `hflux new set <id>` and README's "Your first set" (issue 23): in a fresh temporary copy of the project, every
// command of that README section runs as written (npx hflux → the copy's bin/hflux.js) and succeeds — the new
// set passes `check`, `deck check`, `scenario` and `sim` without `npm run gen`. A bad id or an existing folder
// is refused and writes nothing.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildResult, runNode } from '../helpers/childProcess.js';

const REPO = process.cwd();
const COPIED = [
  'bin',
  'cards',
  'codegen',
  'generated',
  'grammar',
  'rules',
  'src',
  // the playtest's sources: without them the CLI's bundle cannot be built and every command starts through tsx
  'web',
  'package.json',
  'tsconfig.json',
];
let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-new-set-'));
  for (const entry of COPIED) cpSync(join(REPO, entry), join(root, entry), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The copy's hflux, awaited (test/helpers/childProcess.ts: a spawnSync blocked vitest's worker for minutes). */
function hflux(args: string[]): Promise<ChildResult> {
  return runNode([join(root, 'bin/hflux.js'), ...args], { cwd: root, timeout: 300_000 });
}

/** The `npx hflux …` lines of README.md's "Your first set" code block, as argument lists. */
function readmeCommands(): string[][] {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Your first set'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1];
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx hflux '))
    .map((line) => line.slice('npx hflux '.length).split(/\s+/));
}

describe('hflux new set and README "Your first set"', () => {
  test('every command of the README section succeeds in a fresh copy', async () => {
    const commands = readmeCommands();
    expect(commands.map((c) => c.slice(0, 2).join(' '))).toEqual([
      'new set',
      'check cards',
      'deck check',
      'scenario cards/mine/scenarios',
      'sim --decks',
      'explain mineの火花',
      'fuzz --sets', // nc9: a new set is fuzzed with starter's cards (alone it is too small for a deck)
    ]);
    for (const args of commands) {
      const r = await hflux(args);
      expect({ args, status: r.status, stderr: r.stderr }).toEqual({
        args,
        status: 0,
        stderr: expect.any(String),
      });
    }
    expect(readdirSync(join(root, 'cards/mine')).sort()).toEqual([
      'README.md',
      'decks',
      'mine.hf',
      'scenarios',
    ]);
  }, 900_000);

  test('the scenario really tests the card: changed damage fails it', async () => {
    const path = join(root, 'cards/mine/mine.hf');
    const text = readFileSync(path, 'utf8');
    const changed = text.replace('それに2000ダメージ', 'それに3000ダメージ');
    expect(changed).not.toBe(text);
    cpSync(path, `${path}.orig`);
    try {
      writeFileSync(path, changed);
      const r = await hflux(['scenario', 'cards/mine/scenarios']);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain('amount: 2000');
      // nc9 finding 5: the damage that did happen, with the field that differs (README.md quotes it)
      expect(r.stdout).toMatch(
        /起きなかった（近いイベント: #\d+ 「B:村の衛兵#1」に3000ダメージ（違い: amount 3000））/,
      );
    } finally {
      cpSync(`${path}.orig`, path);
      rmSync(`${path}.orig`);
    }
  }, 300_000);

  test('refused: a bad id, an existing folder — nothing written', async () => {
    const cards = readdirSync(join(root, 'cards')).sort();
    const bad = await hflux(['new', 'set', 'Mine!']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('セットID「Mine!」は使えません');
    const again = await hflux(['new', 'set', 'starter']);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('cards/starter はもうあります');
    expect(readdirSync(root).filter((f) => f.startsWith('.hflux-new'))).toEqual([]);
    expect(readdirSync(join(root, 'cards')).sort()).toEqual(cards);
  }, 120_000);

  test('--version prints the package version', async () => {
    const r = await hflux(['--version']);
    expect(r.status).toBe(0);
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(r.stdout.trim()).toBe(`hflux ${pkg.version}`);
  });
});
