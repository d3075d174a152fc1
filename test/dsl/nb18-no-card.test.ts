// Newcomer audit (nb18, finding 1): an empty .hf file, or one with only its 【セット】 line, passed `hflux check`
// silently (「1ファイル：エラー0件、警告0件」, exit 0). It is now warning HF-W037 at file:line — exit 1, as every
// finding of `hflux check` (codegen/dsl/tools/check.ts) — and `hflux gen` still runs (a warning does not stop it).
// A file of 【キーワード】 definitions only (rules/keywords.hf) has no card on purpose and is not warned.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { runCheck } from '../../codegen/dsl/tools/check.js';

const codes = (text: string) =>
  compileText(text, 'cards/t/t.hf').diagnostics.map((d) => `${d.code}@${d.line}`);

describe('HF-W037: a card file without a card', () => {
  test.each([
    ['an empty file', ''],
    ['only the 【セット】 line', '【セット】t\n'],
    ['a 【セット】 line and comments', '【セット】t\n\n# あとで書く\n'],
  ])('%s is warned at line 1', (_what, text) => {
    expect(codes(text)).toEqual(['HF-W037@1']);
  });

  test('a file with a card, or with keyword definitions only, is not', () => {
    const card =
      '【セット】t\n\n【カード】試し\n種別：コマンド\nコスト：1\nテキスト：\n  あなたはメインデッキからカードを1枚引く。\n';
    expect(codes(card)).toEqual([]);
    const keyword = '【キーワード】試し守\n定義：\n  [永続] このキャラクターは【警戒】を得る。\n';
    expect(codes(keyword).filter((c) => c.startsWith('HF-W037'))).toEqual([]);
  });

  test('hflux check says so in Japanese with file:line and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nb18-nocard-'));
    writeFileSync(join(dir, 'mine.hf'), '【セット】mine\n');
    const out = runCheck({ paths: [join(dir, 'mine.hf')], root: dir });
    expect(out.exitCode).toBe(1);
    expect(out.stdout).toContain('mine.hf:1:1 HF-W037 警告: このファイルにはカードがありません');
    expect(out.stdout).toContain('警告1件');
  });
});
