// Parser fuzzing (issue 3): any input — random text or random sequences of real phrases — compiles without
// throwing, and every diagnostic points at a real place of the input with its own source line.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { findCardFiles } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import type { Diagnostic } from '../../codegen/dsl/types.js';
import { splitLineTexts } from '../../src/io/lines.js';
import { budget } from '../helpers/budget.js';
import { parse, stripSpans } from './helpers.js';

// CI's budget is a quarter of the long one (`npm run fuzz:long`, FUZZ_BUDGET=long; docs/fuzzing.md "CI budget"):
// test/fuzz/parser.test.ts sends arbitrary strings and damaged real files through the same compiler in CI, and the
// known failure (U+2028) is kept below as its own regression test.
const RUNS = budget(250, 1000);
const NOISY_RUNS = budget(100, 300);

const FRAGMENTS = [
  '【セット】s',
  '【カード】',
  '名前',
  '【キーワード】',
  '種別：',
  'キャラクター',
  'コマンド',
  'セット',
  'ワールド・セット',
  'コスト：',
  '分類：',
  '《剣士》',
  'パワー：',
  '+1000',
  '3000',
  'セット対象：',
  'テキスト：',
  '定義：',
  '識別子：',
  'x',
  '  ',
  '　',
  '\n',
  '\r\n',
  '[自動]',
  '[2]',
  '[X]',
  '[スリープ]',
  '[カルネージ1]',
  '[手札を1枚捨てる]',
  '：',
  ':',
  ' ',
  'このキャラクターが',
  '戦場に登場した時、',
  '攻撃を行うたび、',
  'あなたの',
  '対戦相手の',
  'メインフェイズ開始時、',
  'キャラクター一体を対象とし、',
  'それを破壊する。',
  'それに',
  '2000',
  'ダメージを与える。',
  'その後、',
  'あなたはメインデッキからカードを1枚引く。',
  'ターン終了時まで、',
  'それのパワーを',
  'する。',
  '全て',
  'を',
  '【反撃】',
  '【奥義：',
  '】',
  '【空装 条件：',
  ' 効果：',
  '【ダメージトリガー】：',
  'Xはこれのパワーに等しい。',
  '「影」',
  '「',
  '《',
  '[',
  '#',
  '// c',
  '１',
  '３０００',
  'してもよい。',
  '場合、',
  'いる',
  '、',
  '。',
];

function phraseText(): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(''));
}

/**
 * Every diagnostic names a line of the input, a column within it (or just after it) and that line's text.
 * Lines end where the compiler ends them: at any line break (\r\n, \n, \r, U+0085, U+2028, U+2029 —
 * src/io/lines.ts), which random strings hit now and then.
 */
function expectValidPositions(text: string, diagnostics: Diagnostic[]): void {
  const lines = splitLineTexts(text);
  for (const d of diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(Math.max(lines.length, 1));
    const line = lines[d.line - 1] ?? '';
    expect(d.sourceLine).toBe(line);
    expect(d.col).toBeGreaterThanOrEqual(1);
    expect(d.col).toBeLessThanOrEqual(line.length + 1);
    if (d.endCol !== undefined) expect(d.endCol).toBeGreaterThan(d.col);
    expect(d.code).toMatch(/^HF-[EW]\d{3}$/);
    expect(d.message.length).toBeGreaterThan(0);
  }
}

describe('parser fuzz: compileText never throws and positions are valid', () => {
  test('arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expectValidPositions(text, compileText(text, 'fuzz.hf').diagnostics);
      }),
      { numRuns: RUNS },
    );
  });

  test('a line separator inside a string starts a new line (U+2028, seed 1968477687)', () => {
    expectValidPositions(' \u2028!', compileText(' \u2028!', 'fuzz.hf').diagnostics);
  });

  test('random sequences of real phrases', () => {
    fc.assert(
      fc.property(phraseText(), (text) => {
        expectValidPositions(text, compileText(text, 'fuzz.hf').diagnostics);
      }),
      { numRuns: RUNS },
    );
  });

  test('printing a file that parses is a fixpoint', () => {
    fc.assert(
      fc.property(phraseText(), (text) => {
        const first = parse(text);
        if (first.diagnostics.length) return;
        const printed = printFile(first.ir);
        expect(printFile(parse(printed).ir)).toBe(printed);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The starter cards as blocks of lines, to rebuild valid files with a noisy layout. */
const BLOCKS = findCardFiles('.').flatMap((f) =>
  readFileSync(f, 'utf8')
    .split(/\n(?=【カード】)/)
    .slice(1)
    .map((b) => b.trimEnd().split('\n')),
);
const FULL_WIDTH = (s: string) =>
  s.replace(/[0-9:[\]+]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

function noisyCard(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...BLOCKS), fc.boolean(), fc.constantFrom('  ', '　', '    ', '\t'), fc.boolean())
    .map(([lines, wide, indent, comment]) =>
      lines
        .map((l) => (l.startsWith('  ') ? indent + l.trimStart() : l))
        .map((l) => (wide && !l.startsWith('#') ? FULL_WIDTH(l) : l))
        .flatMap((l, i) => (comment && i === 1 ? ['# メモ', l] : [l]))
        .join('\n'),
    );
}

describe('noisy but valid card files', () => {
  test('parse without errors, print canonically, and re-parse to the same IR', () => {
    fc.assert(
      fc.property(fc.array(noisyCard(), { minLength: 1, maxLength: 4 }), (cards) => {
        const text = `【セット】noise\n\n${cards.join('\n\n')}\n`;
        const first = parse(text);
        expect(first.diagnostics).toEqual([]);
        const printed = printFile(first.ir);
        const second = parse(printed);
        expect(second.diagnostics).toEqual([]);
        expect(printFile(second.ir)).toBe(printed);
        expect(stripSpans(second.ir.cards, ['span', 'leading'])).toEqual(
          stripSpans(first.ir.cards, ['span', 'leading']),
        );
      }),
      { numRuns: NOISY_RUNS },
    );
  });
});
