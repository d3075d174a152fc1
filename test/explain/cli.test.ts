// `hflux explain <file|card name…> [--lang ja|en] [--json] [--cards <dir>]`: a .hf file explains each of its
// cards, names are looked up in the project's cards/, an unknown name gets 「もしかして」, DSL errors exit 1.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runExplain } from '../../src/cli/explain.js';
import type { CardExplanation } from '../../src/explain/index.js';
import { runCli } from '../helpers/runCliInProcess.js';

const DEMO = [
  '【セット】demo',
  '',
  '【カード】見習い',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  [自動] このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、ターン終了時まで、それのパワーを-1000する。',
  '',
  '【カード】火花',
  '種別：コマンド',
  'コスト：1',
  'テキスト：',
  '  対戦相手に1ダメージを与える。',
  '',
].join('\n');
const DESIGNER = [
  '【セット】demo',
  '',
  '【カード】星見',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  [自動]：このキャラクターが登場した時、山札からカードを1枚ドローする。',
  '',
].join('\n');
const BROKEN = ['【セット】demo', '', '【カード】壊れ', '種別：キャラ', 'コスト：1', 'パワー：1000', ''].join(
  '\n',
);
const OTHER = [
  '【セット】other',
  '',
  '【カード】別の札',
  '種別：コマンド',
  'コスト：0',
  'テキスト：',
  '  あなたはメインデッキからカードを1枚引く。',
  '',
].join('\n');

const APPRENTICE_JA = [
  '■ 見習い',
  '  キャラクター・コスト1・パワー1000',
  '  能力1（自動能力）',
  '    いつ：このキャラクターが戦場に登場した時（自動能力）',
  '    同時に誘発した自動能力の解決順は、ターンプレイヤーが決める（HF-12.2）',
  '    対象1：対戦相手のキャラクター1体（この能力が誘発した時にあなたが選ぶ：HF-5.5）',
  '    処理1：対象1のパワーを-1000する。',
  '      期間：ターン終了時まで',
  '      それ＝対象1',
  '      処理1は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
  '',
].join('\n');
const SPARK_JA = [
  '■ 火花',
  '  コマンド・コスト1',
  '  効果',
  '    いつ：このカードをプレイして、それが解決された時',
  '    処理1：対戦相手に1ダメージを与える。',
  '',
].join('\n');

let root: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-explain-'));
  mkdirSync(join(root, 'rules'));
  copyFileSync('rules/keywords.hf', join(root, 'rules/keywords.hf'));
  write('cards/demo/a.hf', DEMO);
  write('broken/demo/bad.hf', BROKEN);
  write('more/other/o.hf', OTHER);
  write('designer/demo/d.hf', DESIGNER);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('runExplain', () => {
  test('a .hf file explains every card in it, in order', async () => {
    const result = await runExplain({ args: ['cards/demo/a.hf'], root });
    expect(result).toEqual({ exitCode: 0, stdout: `${APPRENTICE_JA}\n${SPARK_JA}`, stderr: '' });
  });

  test('a directory explains every card file under it', async () => {
    const result = await runExplain({ args: ['cards'], root });
    expect(result).toEqual({ exitCode: 0, stdout: `${APPRENTICE_JA}\n${SPARK_JA}`, stderr: '' });
  });

  test('card names are looked up in cards/ (and ids too)', async () => {
    expect(await runExplain({ args: ['火花'], root })).toEqual({ exitCode: 0, stdout: SPARK_JA, stderr: '' });
    expect((await runExplain({ args: ['demo/見習い'], root })).stdout).toBe(APPRENTICE_JA);
  });

  test('an unknown name exits 1 with a Japanese message and 「もしかして」', async () => {
    const result = await runExplain({ args: ['見習', '火花'], root });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      'hflux explain: カード「見習」は cards/ にありません。\n  = もしかして: 見習い\n',
    );
    expect(result.stdout).toBe(SPARK_JA);
  });

  test('an unknown name with nothing close has no suggestion; English with --lang en', async () => {
    const result = await runExplain({ args: ['まったく違う名前のカード'], root, lang: 'en' });
    expect(result).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: 'hflux explain: no card named 「まったく違う名前のカード」 in cards/\n',
    });
  });

  test('a file with DSL errors prints its diagnostics, says which line of which card did not compile, exits 1', async () => {
    const result = await runExplain({ args: ['broken/demo/bad.hf'], root });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /^■ broken\/demo\/bad\.hf：カードとして読めなかった行\n {4}4行目 HF-E006 .*「種別：キャラ」\n$/,
    );
    expect(result.stderr).toContain('broken/demo/bad.hf:4:4 HF-E006');
    expect(result.stderr).toContain('もしかして');
  });

  test('issue 23: a file with one broken line still explains every card that compiled', async () => {
    const broken = DEMO.replace('対戦相手に1ダメージを与える。', '対戦相手になんとかする。');
    writeFileSync(join(root, 'broken/demo/partial.hf'), broken);
    const result = await runExplain({ args: ['broken/demo/partial.hf'], root });
    expect(result.exitCode).toBe(1);
    const cards = result.stdout.split('\n\n■ ');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatch(/^■ 見習い\n/);
    expect(cards[0]).toContain('能力1（自');
    expect(cards[0]).not.toContain('読めなかった行');
    expect(cards[1]).toMatch(/^火花\n/);
    expect(cards[1]).toContain('    14行目 HF-E');
    expect(cards[1]).toContain('「対戦相手になんとかする。」');
    const en = await runExplain({ args: ['broken/demo/partial.hf'], root, lang: 'en', json: true });
    const json = JSON.parse(en.stdout) as (CardExplanation & {
      problems?: { line: number; code: string }[];
    })[];
    expect(json.map((c) => [c.name, c.problems?.map((p) => p.line)])).toEqual([
      ['見習い', undefined],
      ['火花', [14]],
    ]);
    const byName = await runExplain({ args: ['見習い'], root, cards: 'broken' });
    expect(byName.stdout).toMatch(/^■ 見習い\n/);
  });

  test('--verbose lists each reading of the designer vocabulary (issue 22), in source order', async () => {
    const plain = await runExplain({ args: ['designer/demo/d.hf'], root });
    const verbose = await runExplain({ args: ['designer/demo/d.hf'], root, verbose: true });
    expect(plain.stdout).toContain('処理1：あなたはメインデッキからカードを1枚引く。');
    expect(plain.stdout).not.toContain('読み替え');
    expect(verbose.stdout).toBe(
      `${plain.stdout}  読み替え（デザイナー語彙）\n    8:17 登場した時 → 戦場に登場した時\n    8:23 山札 → メインデッキ\n    8:33 ドローする → 引く\n`,
    );
    const en = await runExplain({ args: ['designer/demo/d.hf'], root, verbose: true, lang: 'en' });
    expect(en.stdout).toContain('Readings (designer vocabulary)');
    const json = JSON.parse(
      (await runExplain({ args: ['designer/demo/d.hf'], root, verbose: true, json: true })).stdout,
    );
    expect(json[0].readings.map((r: { from: string }) => r.from)).toEqual([
      '登場した時',
      '山札',
      'ドローする',
    ]);
  });

  test('HF-13: rules/keywords.hf explains each keyword as the abilities its definition expands to', async () => {
    const r = await runExplain({ args: ['rules/keywords.hf'], root });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(
      '■ 【反撃】\n  キーワード能力（識別子 counter）：これを持つキャラクターは次の能力を持つ\n',
    );
    expect(r.stdout).toContain('処理1：対象1にX（＝このキャラクターのパワー）ダメージを与える。');
    expect(r.stdout).toContain('■ 【警戒】');
    const en = await runExplain({ args: ['rules/keywords.hf'], root, lang: 'en', json: true });
    const ids = (JSON.parse(en.stdout) as CardExplanation[]).map((e) => e.id);
    const declared = [...readFileSync('rules/keywords.hf', 'utf8').matchAll(/^識別子：(\S+)$/gm)].map(
      (m) => m[1],
    );
    expect(ids).toEqual(declared);
  });

  test('--cards looks names up in another directory', async () => {
    const result = await runExplain({ args: ['別の札'], root, cards: 'more' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('処理1：あなたはメインデッキからカードを1枚引く。');
    expect((await runExplain({ args: ['火花'], root, cards: 'more' })).exitCode).toBe(1);
  });

  test('--json gives the structured explanation', async () => {
    const result = await runExplain({ args: ['見習い'], root, json: true });
    const [card] = JSON.parse(result.stdout) as CardExplanation[];
    expect(card.id).toBe('demo/見習い');
    expect(card.lang).toBe('ja');
    expect(card.sections[0].lines.map((l) => l.kind)).toEqual([
      'when',
      'order',
      'target',
      'step',
      'duration',
      'ref',
      'note',
    ]);
  });
});

describe('the hflux binary', () => {
  const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  const main = join(process.cwd(), 'src/cli/main.ts');
  const hflux = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', tsx, main, ...args], { cwd: root, encoding: 'utf8' });

  test('explain <file> prints the explanation and exits 0', () => {
    const r = hflux('explain', 'cards/demo/a.hf');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${APPRENTICE_JA}\n${SPARK_JA}`);
  });

  // the same command line in this process (test/helpers/runCliInProcess.ts), the temp project as its cwd; the case
  // above is the real process
  const cli = (...args: string[]) => runCli(args, { cwd: root });

  test('an unknown card exits 1 with 「もしかして」 on stderr, never a stack trace', async () => {
    const r = await cli('explain', '火化');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('hflux explain: カード「火化」は cards/ にありません。\n  = もしかして: 火花\n');
    expect(r.stdout).toBe('');
  });

  test('--lang en --json, and a bad --lang is a usage error (exit 2)', async () => {
    const r = await cli('explain', '火花', '--lang', 'en', '--json');
    expect(r.status).toBe(0);
    const [card] = JSON.parse(r.stdout) as CardExplanation[];
    expect(card.sections[0].lines.map((l) => l.text)).toEqual([
      'When: when you play this card and it resolves',
      'Process 1: deal 1 damage to your opponent.',
    ]);
    const bad = await cli('explain', '火花', '--lang', 'fr');
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
