// hi9 (hostile inputs, found blind): files that are not what a command expects are named, never read as
// something else. `hflux fmt` on a card file with bytes that are not UTF-8 (a lone surrogate written as
// bytes, Latin-1 text) used to rewrite them as U+FFFD for good; it now leaves the file as it is, with the line.
// `hflux fuzz --merge` given `null` or another tool's JSON used to say 「Cannot read properties of null」.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { runFmt } from '../../codegen/dsl/tools/fmt.js';
import { firstInvalidUtf8, invalidUtf8At } from '../../src/io/readInput.js';

const LAUNCHER = join(import.meta.dirname, '../../bin/hflux.js');
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'hflux-hi9-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function hflux(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [LAUNCHER, ...args], { timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const CARD = (name: string) =>
  `【セット】att\n【カード】${name}\n種別：コマンド\nコスト：1\nテキスト：\n  対戦相手のキャラクター一体を対象とし、それに2000ダメージを与える。\n`;

describe('UTF-8 validity (WHATWG decoding rules)', () => {
  test.each([
    ['ascii', Buffer.from('abc'), -1],
    ['Japanese', Buffer.from('紅蓮の剣士'), -1],
    ['emoji (4 bytes)', Buffer.from('a😀b'), -1],
    ['lone surrogate as bytes (ED A0 80)', Buffer.from([0x61, 0xed, 0xa0, 0x80]), 1],
    ['overlong (C0 AF)', Buffer.from([0xc0, 0xaf]), 0],
    ['Latin-1 é', Buffer.from([0x61, 0x62, 0xe9, 0x0a]), 2],
    ['truncated at the end', Buffer.from([0x61, 0xe3, 0x80]), 1],
    ['above U+10FFFF', Buffer.from([0xf4, 0x90, 0x80, 0x80]), 0],
  ])('%s', (_name, bytes, at) => {
    expect(firstInvalidUtf8(bytes)).toBe(at);
    // the same verdict as the platform's strict decoder
    let strict = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      strict = false;
    }
    expect(at === -1).toBe(strict);
  });
  test('line and column of the first bad byte', () => {
    expect(invalidUtf8At(Buffer.concat([Buffer.from('一行目\r\nab'), Buffer.from([0xff])]))).toEqual({
      line: 2,
      col: 3,
    });
  });
});

describe('hflux fmt leaves a file with bytes that are not UTF-8 as it is (hi9 F4)', () => {
  test('a lone surrogate written as bytes in a card name', () => {
    const root = mkdtempSync(join(dir, 'fmt-'));
    const bytes = Buffer.concat([
      Buffer.from(CARD('lone').replace('lone', 'lo')),
      // append a second card whose name holds ED A0 80
      Buffer.from('\n【カード】x'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('y\n種別：コマンド\nコスト：1\n'),
    ]);
    writeFileSync(join(root, 'bad.hf'), bytes);
    const result = runFmt({ paths: ['bad.hf'], root });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      'bad.hf:8:7 UTF-8 として読めないバイトがあります。ファイルは書き換えません',
    );
    expect(readFileSync(join(root, 'bad.hf')).equals(bytes)).toBe(true);
    expect(runFmt({ paths: ['bad.hf'], root, lang: 'en' }).stdout).toContain(
      'bad.hf:8:7 bytes that are not UTF-8; the file is left as it is',
    );
  });
  test('a valid file next to it is still formatted', () => {
    const root = mkdtempSync(join(dir, 'fmt-'));
    writeFileSync(join(root, 'good.hf'), CARD('ok'));
    const result = runFmt({ paths: ['good.hf'], root });
    expect(result.exitCode).toBe(0);
    expect(readFileSync(join(root, 'good.hf'), 'utf8')).toContain('【セット】att\n\n【カード】ok');
  });
});

describe('hflux fuzz --merge names a file that is not a fuzz summary (hi9 F3)', () => {
  test.each([
    ['null', 'JSON のオブジェクトではありません'],
    ['[]', 'JSON のオブジェクトではありません'],
    ['{}', 'version が 1 ではありません（なし）'],
    ['{"version":1,"seed":1,"sets":["starter"],"shards":["0/1"]}', 'games が 0 以上の整数ではありません'],
    ['{"version":1,"seed":1,"sets":"starter","shards":["0/1"]}', 'sets が文字列のリストではありません'],
  ])('%s', async (text, problem) => {
    const file = join(dir, `summary-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, text);
    const { code, stderr } = await hflux('fuzz', '--merge', file);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      `hflux fuzz --merge: ${file}: fuzz の要約ではありません（${problem}。hflux fuzz --shard i/n --json の出力を渡してください）`,
    );
  });
});

describe('hflux scenario: paths and options that name nothing to run (hi9 F7, F8, F10)', () => {
  test('a missing path is one line, not the fs error', async () => {
    const { code, stderr } = await hflux('scenario', join(dir, 'missing'));
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      `hflux scenario: 「${join(dir, 'missing')}」がありません（シナリオファイル *.scenario.yaml かフォルダを指定してください）`,
    );
  });
  test('a folder without scenario files is an error, not 「0 passed」 and exit 0', async () => {
    const empty = mkdtempSync(join(dir, 'empty-'));
    const { code, stdout, stderr } = await hflux('scenario', empty);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      `hflux scenario: 「${empty}」の中に .scenario.yaml ファイルがありません（実行するシナリオがありません）`,
    );
  });
  test('--from without --record is refused (it used to run test/scenarios and ignore the save)', async () => {
    const save = join(dir, 'save.json');
    writeFileSync(save, '{}');
    const { code, stdout, stderr } = await hflux('scenario', '--from', save);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--from は --record と一緒に使います');
  });
});

describe('a saved game that is not one says so (hi9 F11)', () => {
  test.each([
    ['null', '保存データではありません（serialize() の出力は JSON のオブジェクトです）'],
    ['[1]', '保存データではありません（serialize() の出力は JSON のオブジェクトです）'],
    [
      '{"format":"other"}',
      '保存データではありません（version がありません。serialize() の出力を渡してください）',
    ],
  ])('%s', async (text, message) => {
    const { deserialize } = await import('../../src/engine/index.js');
    expect(() => deserialize(text, [])).toThrow(message);
  });
});

describe('scenario energy of the wrong type is an error, not 0 energies (hi9 F5)', () => {
  test.each(['"many"', 'true', '~'])('energy: %s', async (value) => {
    const { loadScenario } = await import('../../src/scenario/load.js');
    const text = [
      'name: x',
      'cards: [starter]',
      'setup:',
      '  turn: 3',
      '  turnPlayer: A',
      '  players:',
      '    A:',
      `      energy: ${value}`,
      'steps: []',
      'expect: []',
    ].join('\n');
    expect(() => loadScenario(text, 'x.scenario.yaml')).toThrow(
      /x\.scenario\.yaml:8: setup\.players\.A\.energy は数（例: 3）、リスト、または/,
    );
  });
});

describe('a copy-limit problem lists the first lines, not all of them (hi9 F14)', () => {
  test('200,000 lines of one card: a short message', async () => {
    const deck = join(dir, 'long.deck');
    writeFileSync(deck, `[main]\n${'1 紅蓮の双剣士\n'.repeat(200_000)}`);
    const ja = await hflux('deck', 'check', deck);
    expect(ja.code).toBe(1);
    expect(ja.stdout + ja.stderr).toContain(
      '「紅蓮の双剣士」が200000枚あります（メイン200000：2・3・4・5・6・7・8・9・10・11行目ほか199990行）',
    );
    expect((ja.stdout + ja.stderr).length).toBeLessThan(5_000);
    const en = await hflux('deck', 'check', '--lang', 'en', deck);
    expect(en.stdout + en.stderr).toContain(
      '(main 200000: lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … (199990 more))',
    );
  });
});

describe('scenario YAML messages without library English or a wrong value (hi9 F12, F13)', () => {
  const board = [
    'name: x',
    'cards: [starter]',
    'setup:',
    '  turn: 3',
    '  turnPlayer: A',
    'steps: []',
    'expect: []',
  ];
  test('two YAML documents in one file', async () => {
    const { loadScenario } = await import('../../src/scenario/load.js');
    expect(() => loadScenario([...board, '---', 'name: y'].join('\n'), 'x.scenario.yaml')).toThrow(
      'x.scenario.yaml:8: YAML の構文エラー（1列目）: YAML の文書が複数あります（「---」の後に2つ目）。シナリオは1ファイルに1つだけ書いてください',
    );
  });
  test('turn: 1e400 shows Infinity, not null', async () => {
    const { loadScenario } = await import('../../src/scenario/load.js');
    const text = board.map((l) => (l === '  turn: 3' ? '  turn: 1e400' : l)).join('\n');
    expect(() => loadScenario(text, 'x.scenario.yaml')).toThrow(
      'setup.turn は整数で書いてください（値: Infinity）',
    );
  });
});

describe('hflux check / fmt on a folder without card files (hi9 F9)', () => {
  test.each([['check'], ['fmt', '--check']])('%s', async (...args) => {
    const empty = mkdtempSync(join(dir, 'nocards-'));
    const { code, stdout, stderr } = await hflux(...args, empty);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(`hflux ${args[0]}: 「${empty}」の中に .hf ファイルがありません`);
  });
});
