// `hflux check` and `hflux fmt`: exit codes (0 clean, 1 findings, 2 usage/internal error), JSON, English,
// canonical rewriting, and never a stack trace.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runCheck } from '../../codegen/dsl/tools/check.js';
import { runFmt } from '../../codegen/dsl/tools/fmt.js';
import { runCli } from '../helpers/runCliInProcess.js';

const GOOD = [
  '【セット】demo',
  '',
  '【カード】見習い',
  '種別：キャラクター',
  'コスト：1',
  'パワー：1000',
  'テキスト：',
  '  【反撃】',
  '',
].join('\n');
const BAD = ['【セット】demo', '', '【カード】見習い', '種別：キャラ', 'コスト：1', 'パワー：1000', ''].join(
  '\n',
);
const MESSY = [
  '【セット】demo',
  '【カード】見習い',
  'パワー：１０００',
  'コスト：１',
  '種別：キャラクター',
  'テキスト：',
  '    【反撃】',
  '',
].join('\n');

let root: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hflux-dsl-'));
  mkdirSync(join(root, 'rules'));
  copyFileSync('rules/keywords.hf', join(root, 'rules/keywords.hf'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hflux check', () => {
  test('a clean project exits 0 with a summary', () => {
    write('cards/demo/a.hf', GOOD);
    expect(runCheck({ paths: [], root })).toEqual({ exitCode: 0, stdout: '2ファイル：エラー0件、警告0件\n' });
  });

  test('findings exit 1 with file:line:col, code, source line and caret', () => {
    write('cards/demo/a.hf', BAD);
    const result = runCheck({ paths: ['cards'], root });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe(
      [
        'cards/demo/a.hf:4:4 HF-E006 エラー: 「種別」の値を読めません。',
        '  | 種別：キャラ',
        '  |       ^^^^^^',
        '  = 期待される語句: 種別（キャラクター・コマンド・セット・ワールド・セット）',
        '  = もしかして: 種別：キャラクター',
        '',
        '1ファイル：エラー1件、警告0件',
        '',
      ].join('\n'),
    );
  });

  test('--json and --lang en', () => {
    write('cards/demo/a.hf', BAD);
    const json = JSON.parse(runCheck({ paths: ['cards/demo/a.hf'], root, json: true }).stdout);
    expect(json.files).toEqual(['cards/demo/a.hf']);
    expect(json.diagnostics[0]).toMatchObject({
      file: 'cards/demo/a.hf',
      line: 4,
      col: 4,
      code: 'HF-E006',
      severity: 'error',
    });
    expect(runCheck({ paths: ['cards'], root, lang: 'en' }).stdout).toContain(
      'HF-E006 error: The value of field "種別" cannot be read.',
    );
  });

  test('HF-W031 a set id that differs from its directory is a warning', () => {
    write('cards/other/a.hf', GOOD);
    const result = runCheck({ paths: [], root });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      'cards/other/a.hf:1:1 HF-W031 警告: セットID「demo」がディレクトリ名「other」と違います。「【セット】other」と書くか、ファイルを cards/demo/ に移してください。',
    );
    const json = runCheck({ paths: [], root, json: true });
    const w031 = (
      JSON.parse(json.stdout) as { diagnostics: { code: string; suggestion?: string }[] }
    ).diagnostics.find((d) => d.code === 'HF-W031');
    expect(w031?.suggestion).toBe('【セット】other');
  });

  test('a file outside the project is printed with its absolute path, not 「../../…」 (nc9 finding 6)', () => {
    const outside = mkdtempSync(join(tmpdir(), 'hflux-outside-'));
    try {
      const file = join(outside, 'x.hf');
      writeFileSync(file, BAD);
      const result = runCheck({ paths: [file], root });
      expect(result.stdout.startsWith(`${file}:`)).toBe(true);
      expect(result.stdout).not.toContain('../');
      const json = JSON.parse(runCheck({ paths: [file], root, json: true }).stdout) as { files: string[] };
      expect(json.files).toEqual([file]);
      expect(runFmt({ paths: [file], root, check: true }).stdout).toContain(`${file}:`);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('HF-E001 names the header to write: the folder of a file in cards/<set-id>/, else the file name', () => {
    const noHeader = GOOD.split('\n').slice(1).join('\n');
    write('cards/yoru/a.hf', noHeader);
    expect(runCheck({ paths: ['cards/yoru/a.hf'], root }).stdout).toContain(
      'ファイルの先頭に【セット】行がありません。1行目に「【セット】yoru」と書いてください。',
    );
    write('extra/kaze.hf', noHeader);
    expect(runCheck({ paths: ['extra/kaze.hf'], root }).stdout).toContain(
      '「【セット】kaze」と書いてください',
    );
  });
});

describe('hflux fmt', () => {
  test('a file that does not parse gets the diagnostics hflux check gives it (nc9 finding 7)', () => {
    const bad = GOOD.replace(
      /テキスト：[\s\S]*$/,
      'テキスト：\n  [自動] このキャラクターはターンに2回攻撃できる。\n',
    );
    write('cards/demo/a.hf', bad);
    const check = runCheck({ paths: ['cards/demo/a.hf'], root, json: true });
    const fmt = runFmt({ paths: ['cards/demo/a.hf'], root, check: true });
    const codes = (JSON.parse(check.stdout) as { diagnostics: { code: string; message: string }[] })
      .diagnostics;
    expect(codes[0].code).toBe('HF-E040');
    expect(fmt.exitCode).toBe(1);
    expect(fmt.stdout).toContain(`HF-E040 エラー: ${codes[0].message}`);
    expect(fmt.stdout).not.toContain('HF-E011');
  });

  test('--check reports a non-canonical file (exit 1) and the lines it would change (nc10); fmt rewrites it atomically; then it is canonical', () => {
    write('cards/demo/a.hf', MESSY);
    expect(runFmt({ paths: [], root, check: true })).toEqual({
      exitCode: 1,
      stdout: [
        '整形が必要: cards/demo/a.hf',
        '  + 2: （空行）',
        '  - 3: パワー：１０００',
        '  - 4: コスト：１',
        '  + 5: コスト：1',
        '  + 6: パワー：1000',
        '  - 7:     【反撃】',
        '  + 8:   【反撃】',
        '2ファイル：整形が必要1件',
        '',
      ].join('\n'),
    });
    expect(readFileSync(join(root, 'cards/demo/a.hf'), 'utf8')).toBe(MESSY);
    expect(runFmt({ paths: [], root }).exitCode).toBe(0);
    expect(readFileSync(join(root, 'cards/demo/a.hf'), 'utf8')).toBe(
      [
        '【セット】demo',
        '',
        '【カード】見習い',
        '種別：キャラクター',
        'コスト：1',
        'パワー：1000',
        'テキスト：',
        '  【反撃】',
        '',
      ].join('\n'),
    );
    expect(readdirSync(join(root, 'cards/demo'))).toEqual(['a.hf']);
    // nc7: a one-line summary on success too, as hflux check prints
    expect(runFmt({ paths: [], root, check: true })).toEqual({
      exitCode: 0,
      stdout: '2ファイル：すべて整形済み\n',
    });
    expect(runFmt({ paths: [], root, check: true, lang: 'en' }).stdout).toBe('2 file(s): all canonical\n');
  });

  test('a file with lines that do not parse is not rewritten (exit 1)', () => {
    write('cards/demo/a.hf', BAD);
    const result = runFmt({ paths: ['cards'], root });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('HF-E006');
    expect(result.stdout).toMatch(/\n1ファイル：エラーのあるファイル1件（そのまま）\n$/);
    expect(readFileSync(join(root, 'cards/demo/a.hf'), 'utf8')).toBe(BAD);
  });
});

describe('the hflux binary', () => {
  // bin/hflux.js resolves tsx from the working directory; the project under test has no node_modules
  const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  const main = join(process.cwd(), 'src/cli/main.ts');
  const hflux = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', tsx, main, ...args], { cwd: root, encoding: 'utf8' });

  test('exit codes 0 / 1 / 2 and never a stack trace', () => {
    write('cards/demo/a.hf', GOOD);
    expect(hflux('check').status).toBe(0);
    write('cards/demo/b.hf', BAD);
    const findings = hflux('check', 'cards');
    expect(findings.status).toBe(1);
    expect(findings.stdout).toContain('HF-E006');
    const missing = hflux('check', 'nope.hf');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('hflux check: パスがありません: nope.hf\n');
    for (const r of [findings, missing]) expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
  });

  test('issue 22: `hflux check` gives the compiler its explainer, so each search suggestion shows its 「意味」', async () => {
    // a line the merged language still cannot read (「…のカードを持ち主の手札に戻す」 itself compiles now)
    const line =
      '[自動]：このキャラクターが破壊された時、このキャラクターのカードを持ち主の手札へ戻してあげる。';
    write('cards/demo/c.hf', GOOD.replace(/テキスト：[\s\S]*$/, `テキスト：\n  ${line}\n`));
    // the same command line in this process (test/helpers/runCliInProcess.ts; the file by its absolute path, the
    // file system keeps the real cwd); the case above is the real process
    const out = (await runCli(['check', join(root, 'cards/demo/c.hf')], { cwd: root })).stdout;
    expect(out).toContain('もしかして: ');
    expect(out).toContain('意味：');
  });
});
