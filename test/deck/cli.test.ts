// Issue 13: `hflux deck check <decks…> [--cards …] [--json] [--lang en]` and `--cards` in the commands that
// take decks, run as a user runs them (a child process through bin/hflux.js): exit 0 legal, 1 problems, 2
// usage errors, never a stack trace; a designer's own .hf file used by deck check, play, sim and --record.
// The cases whose messages name the files as typed (relative to the temp folder: in this process they would be
// absolute) and sim on worker threads run the real process, one per exit code at least; the others, the usage
// errors that name no file among them, run the same command line in this process (test/helpers/
// runCliInProcess.ts: `cli`), and so does sim's one-thread run that the worker threads' numbers are compared with.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deckCheck } from '../../src/cli/deck.js';
import { runCli } from '../helpers/runCliInProcess.js';

const ROOT = join(import.meta.dirname, '../..');
const LAUNCHER = join(ROOT, 'bin/hflux.js');
const GUREN = readFileSync(join(ROOT, 'cards/starter/decks/guren-aggro.deck'), 'utf8');

/** guren-aggro with a typo, a fifth 業炎弾 and two cards too few in main (the done-when deck). */
const BAD = GUREN.replace('3 紅蓮の見習い剣士', '3 紅蓮の見習い剣土')
  .replace('2 紅蓮の戦鼓手\n', '')
  .replace('2 焔の砲術師\n', '')
  .replace('2 業炎弾\n', '2 業炎弾\n3 業炎弾\n');
/** guren-aggro with the designer's own card instead of 紅蓮の見習い剣士. */
const MINE_DECK = GUREN.replace('3 紅蓮の見習い剣士', '3 試作の剣士');
const MINE_HF = [
  '【セット】mine',
  '',
  '【カード】試作の剣士',
  '種別：キャラクター',
  'コスト：1',
  '分類：《剣士》',
  'パワー：1500',
  '',
].join('\n');
const CLASH_HF = [
  '【セット】other',
  '',
  '【カード】業炎弾',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1500',
  '',
].join('\n');
const BROKEN_HF = [
  '【セット】other',
  '',
  '【カード】壊れ',
  '種別：キャラ',
  'コスト：1',
  'パワー：1500',
  '',
].join('\n');

let dir: string;

/** A built-in deck's file, as messages name it when the current folder is not above it (here: a temp folder). */
function builtIn(name: string): string {
  return join(ROOT, 'cards/starter/decks', `${name}.deck`);
}

function hflux(...args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [LAUNCHER, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The same command line in this process, the temp folder as its cwd. The file system cannot follow a cwd changed in
 * a worker thread, so the temp folder's files (a bare `name.deck`, `name.hf`, `name.scenario.yaml`) are handed over
 * as absolute paths; messages name them relative to the cwd, as for the real process.
 */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const local = (a: string) => (/^[\w.-]+\.(?:deck|hf|yaml)$/.test(a) ? join(dir, a) : a);
  const r = await runCli(args.map(local), { cwd: dir });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every exit-2 message is short and never a Node stack trace. */
function expectUsageError(r: { code: number; stdout: string; stderr: string }): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hflux-deck-'));
  writeFileSync(join(dir, 'bad.deck'), BAD);
  writeFileSync(join(dir, 'mine.deck'), MINE_DECK);
  writeFileSync(join(dir, 'mine.hf'), MINE_HF);
  writeFileSync(join(dir, 'clash.hf'), CLASH_HF);
  writeFileSync(join(dir, 'broken.hf'), BROKEN_HF);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hflux deck check', () => {
  test('HF-1.1 HF-1.2 HF-1.5 one run reports the unknown name, the fifth copy and the 29 main cards (exit 1)', () => {
    const r = hflux('deck', 'check', 'bad.deck');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      'bad.deck:5:1 HF-1.1 メインデッキが29枚です。メインデッキはちょうど30枚で作ります。',
      '  | [main]',
      '  | ^',
      'bad.deck:6:3 HF-1.5 「紅蓮の見習い剣土」という名前のカードはありません。もしかして「紅蓮の見習い剣士」？',
      '  | 3 紅蓮の見習い剣土',
      '  |   ^',
      'bad.deck:14:3 HF-1.2 「業炎弾」が5枚あります（メイン5：14・15行目）。同名カードは合計3枚までです。',
      '  | 2 業炎弾',
      '  |   ^',
      '',
      '1ファイル：問題3件',
      '',
    ]);
    expect(r.stderr).toBe('');
  });

  test('--lang en prints the same problems in English', () => {
    const r = hflux('deck', 'check', 'bad.deck', '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').filter((l) => !l.startsWith('  |'))).toEqual([
      'bad.deck:5:1 HF-1.1 The main deck has 29 cards; it must have exactly 30.',
      'bad.deck:6:3 HF-1.5 No card is named "紅蓮の見習い剣土". Did you mean "紅蓮の見習い剣士"?',
      'bad.deck:14:3 HF-1.2 "業炎弾": 5 copies (main 5: lines 14, 15). At most 3 cards of one name.',
      '',
      '1 file(s): 3 problem(s)',
      '',
    ]);
  });

  test('--json gives every file with its counts and problems (code, rule, position, both messages)', () => {
    const r = hflux('deck', 'check', 'bad.deck', 'guren-aggro', '--json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json.ok).toBe(false);
    expect(json.files.map((f: { file: string; ok: boolean }) => [f.file, f.ok])).toEqual([
      ['bad.deck', false],
      [builtIn('guren-aggro'), true],
    ]);
    expect(json.files[0].counts).toEqual({ main: 29, guard: 10, extra: 0 });
    expect(json.files[0].problems).toEqual([
      {
        line: 5,
        col: 1,
        rule: 'HF-1.1',
        code: 'main-size',
        message: 'メインデッキが29枚です。メインデッキはちょうど30枚で作ります。',
        messageEn: 'The main deck has 29 cards; it must have exactly 30.',
        cards: [],
      },
      {
        line: 6,
        col: 3,
        rule: 'HF-1.5',
        code: 'unknown-card',
        message: '「紅蓮の見習い剣土」という名前のカードはありません。もしかして「紅蓮の見習い剣士」？',
        messageEn: 'No card is named "紅蓮の見習い剣土". Did you mean "紅蓮の見習い剣士"?',
        cards: ['紅蓮の見習い剣土'],
        suggestion: '紅蓮の見習い剣士',
      },
      {
        line: 14,
        col: 3,
        rule: 'HF-1.2',
        code: 'copy-limit',
        message: '「業炎弾」が5枚あります（メイン5：14・15行目）。同名カードは合計3枚までです。',
        messageEn: '"業炎弾": 5 copies (main 5: lines 14, 15). At most 3 cards of one name.',
        cards: ['業炎弾'],
        lines: [14, 15],
      },
    ]);
    expect(json.files[1].problems).toEqual([]);
  });

  test('legal built-in decks exit 0 with their sizes', async () => {
    const r = await cli('deck', 'check', 'guren-aggro', 'soukyu-knights');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        `${builtIn('guren-aggro')}: OK（メイン30枚・ガード10枚）`,
        '',
        `${builtIn('soukyu-knights')}: OK（メイン30枚・ガード10枚・追加7枚）`,
        '',
        '2ファイル：問題なし',
        '',
      ].join('\n'),
    );
  });

  test('a deck that is neither a file nor a built-in name, or no deck at all, is a usage error (exit 2)', async () => {
    const missing = hflux('deck', 'check', 'bad.deck', 'nosuch.deck');
    expectUsageError(missing);
    expect(missing.stderr).toMatch(/^hflux deck check: デッキ「nosuch\.deck」がありません/);
    expectUsageError(await cli('deck', 'check'));
    expectUsageError(await cli('deck', 'check', 'bad.deck', '--lang', 'fr'));
  });
});

describe('hflux deck check never lets a deck list drive the terminal', () => {
  test('a name holding escape sequences is printed escaped, in the message and in the quoted line', async () => {
    const file = join(dir, 'escape.deck');
    writeFileSync(file, '[main]\n3 悪い\u001b[2Jカード\u202e\n');
    const r = await deckCheck({ decks: [file] });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain('「悪い\\x1b[2Jカード\\u202e」という名前のカードはありません。');
    expect(r.stdout).toContain('  | 3 悪い\\x1b[2Jカード\\u202e');
    expect(r.stdout.includes('\u001b') || r.stdout.includes('\u202e')).toBe(false);
  });
});

describe('--cards: deck lists draw on a designer’s own .hf file', () => {
  test('HF-1.5 without --cards the file’s card is unknown; with it the deck is legal', async () => {
    const without = await cli('deck', 'check', 'mine.deck');
    expect(without.code).toBe(1);
    expect(without.stdout).toContain('mine.deck:6:3 HF-1.5 「試作の剣士」という名前のカードはありません。');
    const withCards = await cli('deck', 'check', 'mine.deck', '--cards', 'mine.hf');
    expect(withCards.code).toBe(0);
    expect(withCards.stdout).toContain('mine.deck: OK（メイン30枚・ガード10枚）');
  });

  test('naming a set keeps only that set (and the files)', async () => {
    const r = await cli('deck', 'check', 'mine.deck', '--cards', 'kuon', 'mine.hf', '--json');
    expect(r.code).toBe(1);
    const unknown = JSON.parse(r.stdout).files[0].problems.filter(
      (p: { code: string }) => p.code === 'unknown-card',
    );
    expect(unknown.length).toBeGreaterThan(10); // every starter card of the deck; 試作の剣士 is known
    expect(unknown.some((p: { cards: string[] }) => p.cards[0] === '試作の剣士')).toBe(false);
  });

  test('an unknown set, a missing file, a clash and a card file with errors are usage errors (exit 2)', async () => {
    const unknownSet = await cli('deck', 'check', 'mine.deck', '--cards', 'nosuch');
    expectUsageError(unknownSet);
    expect(unknownSet.stderr).toContain('不明なカードセット「nosuch」（あるもの: kuon, starter');
    const missing = hflux('deck', 'check', 'mine.deck', '--cards', 'gone.hf');
    expectUsageError(missing);
    expect(missing.stderr).toContain('ファイルがありません: gone.hf');
    const clash = hflux('deck', 'check', 'mine.deck', '--cards', 'mine.hf', 'clash.hf');
    expectUsageError(clash);
    expect(clash.stderr).toMatch(
      /カード名「業炎弾」の定義が2つあります：cards\/starter\/fire\.hf:\d+（セット starter） と clash\.hf:3。/,
    );
    const broken = hflux('deck', 'check', 'mine.deck', '--cards', 'broken.hf', '--lang', 'en');
    expectUsageError(broken);
    expect(broken.stderr).toContain('the card file "broken.hf" has errors:\nbroken.hf:4:4 HF-E006 error:');
  });

  test('hflux play plays a deck with the file’s card, and refuses it without --cards', async () => {
    const r = await cli(
      'play',
      '--decks',
      'mine.deck',
      'kage-funeral',
      '--cards',
      'mine.hf',
      '--seed',
      '3',
      '--quiet',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/結果：.*シード3/);
    const without = await cli('play', '--decks', 'mine.deck', 'kage-funeral', '--quiet');
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('mine.deck:6:3 HF-1.5 「試作の剣士」という名前のカードはありません。');
    expectUsageError(await cli('play', '--decks', 'mine.deck', 'kage-funeral', '--cards', 'clash.hf'));
  });

  test('hflux sim hands the file’s cards to its worker threads', async () => {
    const args = [
      'sim',
      '--decks',
      'mine.deck',
      'kage-funeral',
      '--cards',
      'mine.hf',
      '--games',
      '4',
      '--bots',
      'random',
    ];
    const r = hflux(...args, '--workers', '2', '--json');
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout).summary;
    expect(summary.games).toBe(4);
    expect(summary.errors).toBe(0);
    // The same seed gives the same numbers in this thread: the workers built the same pool.
    const here = await cli(...args, '--workers', '1', '--json');
    expect(JSON.parse(here.stdout).summary).toEqual(summary);
  });

  test('hflux scenario --record lists the file in cards:, and the recorded scenario runs', async () => {
    const out = join(dir, 'rec.scenario.yaml');
    const r = await cli(
      'scenario',
      '--record',
      out,
      '--decks',
      'mine.deck',
      'kage-funeral',
      '--cards',
      'mine.hf',
      '--steps',
      '30',
    );
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('cards:\n  - starter\n  - mine.hf\n');
    const run = await cli('scenario', out);
    expect(run.code).toBe(0);
    expectUsageError(await cli('scenario', '--cards', 'mine.hf'));
  });
});
