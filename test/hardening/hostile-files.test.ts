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
