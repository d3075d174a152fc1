// nc8 findings 1(a) and 2 (a newcomer's first hour): lines written without their 「[自動]」 tag on a character.
// 1(a): a trigger line without [自動] gets HF-E022 「[自動] かコスト[…]：を付けてください」 with the caret from the
//   line's start (not HF-E011 at the trigger's verb with 「期待される語句: 破壊される」), and the tagged line as
//   the suggestion.
// 2: docs/dsl.md «Plain lines on characters and world sets»: an untagged continuous sentence about this card itself
//   is read as if 「[自動]：」 were written (HF-12.1) — the same definition as the tagged line — and `hflux fmt`
//   writes the tag.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { lineExplainer } from '../../src/explain/index.js';
import { cardText, parse } from './helpers.js';

const compile = (lines: string[], kind = 'キャラクター') =>
  compileText(cardText(kind, lines), 'test.hf', undefined, lineExplainer('ja'));
const errors = (lines: string[], kind = 'キャラクター') =>
  compile(lines, kind).diagnostics.filter((d) => d.severity === 'error');

describe('1(a): a trigger line without [自動] asks for the tag (HF-E022), caret on the line', () => {
  const triggers = [
    'このキャラクターが破壊された時、カードを1枚引く。',
    'このキャラクターが戦場に登場した時、相手に1ダメージを与える。',
    'このキャラクターがアタックしたとき、カードを1枚ドローする。',
    'あなたのターンの終わりに、カードを1枚引く。',
  ];
  for (const line of triggers)
    test(line, () => {
      const [d, ...rest] = errors([line]);
      expect(rest).toEqual([]);
      expect(d.code).toBe('HF-E022');
      expect(d.message).toContain('[自動]');
      expect(d.message).toContain('を付けてください');
      expect([d.col, d.endCol]).toEqual([3, 3 + line.length]);
      expect(d.expected).toBeUndefined();
      expect(d.suggestion).toBe(`[自動]：${line}`);
      expect(errors([d.suggestion!])).toEqual([]);
    });

  test('on a world set too', () => {
    const [d] = errors(['あなたのキャラクターが破壊された時、カードを1枚引く。'], 'ワールド・セット');
    expect(d.code).toBe('HF-E022');
    expect(d.message).toContain('ワールド・セット');
  });

  test('a line that does not read even with the tag keeps the diagnostic of its wording', () => {
    const [d] = errors(['このキャラクターが破壊された時、ほにゃららする。']);
    expect(d.code).not.toBe('HF-E022');
  });
});

describe('2: an untagged continuous sentence about this card is read as if [自動]： were written', () => {
  const selfLines = [
    'このキャラクターはブロックされない。',
    '相手のターン中、このキャラクターのパワーは+1000される。',
    'このキャラクターは破壊されない。',
    'このキャラクターは攻撃できない。',
    'このキャラクターは【神速】を得る。',
  ];
  for (const line of selfLines)
    test(line, () => {
      const plain = compile([line]);
      const tagged = compile([`[自動]：${line}`]);
      expect(plain.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const abilities = (c: typeof plain) => c.cards[0].def.abilities;
      expect(abilities(plain)).toEqual(abilities(tagged));
      expect(abilities(plain)[0].kind).toBe('static');
      // hflux fmt writes the tag, and the printed file compiles to the same
      const printed = printFile(parse(cardText('キャラクター', [line])).ir);
      expect(printed).toMatch(/\n {2}\[自動\]：/);
      expect(compileText(printed, 'test.hf').cards[0].def.abilities).toEqual(abilities(tagged));
    });

  test('about another card, or a one-shot effect, it stays HF-E022', () => {
    expect(errors(['あなたのキャラクターは全て破壊されない。'])[0]?.code).toBe('HF-E022');
    expect(errors(['あなたはメインデッキからカードを1枚引く。'])[0]?.code).toBe('HF-E022');
    expect(errors(['このターン中、このキャラクターのパワーを+1000する。'])[0]?.code).toBe('HF-E022');
  });
});

test('docs/dsl.md names the untagged examples of findings 1(a) and 2', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/dsl.md'), 'utf8');
  const rule = doc.slice(doc.indexOf('**Plain lines on characters and world sets: one rule (HF-E022).**'));
  const paragraph = rule.slice(0, rule.indexOf('\n\n'));
  for (const example of [
    'このキャラクターはブロックされない。',
    '相手のターン中、このキャラクターのパワーは+1000される。',
  ])
    expect([paragraph.includes(example), errors([example])]).toEqual([true, []]);
  expect(paragraph).toContain('このキャラクターが破壊された時、カードを1枚引く。');
});
