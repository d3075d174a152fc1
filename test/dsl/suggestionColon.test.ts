// nc10: 「コスト2」 got 「期待される語句: 「：」」 and 「もしかして: コスト:2」 — the inserted colon in the normalised
// (half-width) form, while every field the docs and `hflux fmt` print has 「：」. The suggestion inserts it as
// the canonical printer writes it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCheck } from '../../codegen/dsl/tools/check.js';

const root = mkdtempSync(join(tmpdir(), 'hflux-suggestion-colon-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function diagnostics(lines: string[]): { code: string; line: number; suggestion?: string }[] {
  mkdirSync(join(root, 'cards/demo'), { recursive: true });
  writeFileSync(join(root, 'cards/demo/a.hf'), ['【セット】demo', '', ...lines, ''].join('\n'));
  return JSON.parse(runCheck({ paths: ['cards/demo/a.hf'], root, json: true }).stdout).diagnostics;
}

function suggestions(lines: string[]): (string | undefined)[] {
  return diagnostics(lines)
    .filter((d) => d.code === 'HF-E003')
    .map((d) => d.suggestion);
}

describe('a missing 「：」 is suggested full-width, as printed', () => {
  test('a field without its colon', () => {
    expect(suggestions(['【カード】見習い', '種別：キャラクター', 'コスト2', 'パワー：1000'])).toEqual([
      'コスト：2',
    ]);
  });

  test('the field is there, only broken: no 「「コスト」がありません」 (HF-E005) at the card as well', () => {
    const found = diagnostics(['【カード】見習い', '種別：キャラクター', 'コスト2', 'パワー：1000']);
    expect(found.map((d) => [d.code, d.line])).toEqual([['HF-E003', 5]]);
    const type = diagnostics(['【カード】見習い', '種別キャラクター', 'コスト：1', 'パワー：1000']);
    expect(type.map((d) => [d.code, d.line])).toEqual([['HF-E003', 4]]);
  });
});

describe('a misspelt field label and a number with a fraction (nc10, hi10)', () => {
  test('「種類：キャラクター」 is suggested as 「種別：…」, and 種別 is not missing as well (no HF-E005)', () => {
    const found = diagnostics(['【カード】見習い', '種類：キャラクター', 'コスト：1', 'パワー：1000']);
    expect(found.map((d) => [d.code, d.line, d.suggestion])).toEqual([['HF-E003', 4, '種別：キャラクター']]);
  });

  test('「コスト：1.5」 expects a whole number and is never suggested as 「コスト：15」', () => {
    for (const [cost, power] of [
      ['コスト：1.5', 'パワー：1000'],
      ['コスト：１．５', 'パワー：1000'],
      ['コスト：1', 'パワー：2500.5'],
    ]) {
      const [d] = diagnostics(['【カード】見習い', '種別：キャラクター', cost, power]) as {
        code: string;
        suggestion?: string;
        expected?: string[];
      }[];
      expect([d.code, d.suggestion, d.expected]).toEqual(['HF-E006', undefined, ['整数']]);
    }
  });
});
