// nc8 finding 8: field and layout slips get the fix, not 「期待される語句」 of the grammar.
// 「分類：夜／忍」 → もしかして 「分類：《夜》《忍》」; a text line at column 1 after 「テキスト：」 → HF-E033
// 「字下げしてください」 (not HF-E003 expecting 【カード】…), and the line is still read.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';

const card = (lines: string[]) =>
  ['【セット】t', '【カード】テスト', '種別：キャラクター', 'コスト：2', 'パワー：2000', ...lines, ''].join(
    '\n',
  );
const errors = (lines: string[]) =>
  compileText(card(lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');

describe('分類 written with separators (nc8 finding 8)', () => {
  for (const written of [
    '分類：夜／忍',
    '分類：夜/忍',
    '分類：夜・忍',
    '分類：《夜》、《忍》',
    '分類：夜 忍',
  ])
    test(written, () => {
      const [d, ...rest] = errors([written]);
      expect(rest).toEqual([]);
      expect(d.code).toBe('HF-E006');
      expect(d.suggestion).toBe('分類：《夜》《忍》');
      expect(d.expected).toBeUndefined();
      expect(errors([d.suggestion!])).toEqual([]);
    });
});

describe('a text line without its indentation (nc8 finding 8)', () => {
  test('HF-E033 at column 1, and the ability is read', () => {
    const line = '[自動] このキャラクターが破壊された時、カードを1枚引く。';
    const result = compileText(card(['テキスト：', line]), 'test.hf');
    const errs = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errs.map((d) => [d.code, d.line, d.col])).toEqual([['HF-E033', 7, 1]]);
    expect(errs[0].message).toContain('字下げ');
    expect(errs[0].message).toContain('空白2つ');
    expect(result.cards[0].def.abilities).toHaveLength(1);
  });
  test('its own mistakes are reported too', () => {
    const errs = errors(['テキスト：', 'このキャラクターが破壊された時、ほにゃららする。']);
    expect(errs[0].code).toBe('HF-E033');
    expect(errs.length).toBeGreaterThan(1);
  });
  test('a header typo after テキスト： stays HF-E003', () => {
    expect(errors(['テキスト：', '  【反撃】', 'コスㇳ：3'])[0]?.code).toBe('HF-E003');
  });
});
