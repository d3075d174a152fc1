// Issue 22 / issue 12's 400 ms: 【セット】/【カード】/【キーワード】 lines are read without the grammar
// (codegen/dsl/parse/headerLines.ts). The shortcut gives exactly what the grammar and its semantics give, and
// leaves every other line to the grammar.
import { describe, expect, test } from 'vitest';
import { cardGrammar } from '../../codegen/dsl/grammar.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { grammarAgrees, openerLine } from '../../codegen/dsl/parse/headerLines.js';
import { type LineContext, setLineContext } from '../../codegen/dsl/semantics/context.js';
import { cardSemantics } from '../../codegen/dsl/semantics/index.js';
import { parse } from './helpers.js';

const LINES = [
  '【カード】炎の剣士',
  '【カード】 炎の剣士',
  '【カード】　炎の剣士', // ideographic space (normalised to a space)
  '【カード】   炎の剣士  ・2',
  '【カード】ＡＢＣ　ｄｅｆ',
  '【カード】《炎》の「剣士」【強撃】',
  '【カード】【カード】',
  '【カード】x',
  '【カード】𠮷野家', // a surrogate pair
  '【セット】starter',
  '【セット】ｓｔａｒｔｅｒ',
  '【セット】 kuon ',
  '【キーワード】強撃',
  '【キーワード】　貫通',
  // not an opener with a name: the grammar decides
  '【カード】',
  '【カード】   ',
  '【セット】',
  '【カード',
  '種別：キャラクター',
  'コスト：3',
  '【空装 条件：… 効果：…】',
];

function viaGrammar(content: string): { value: unknown; findings: unknown } | undefined {
  const m = cardGrammar().match(content, 'headerLine');
  if (m.failed()) return undefined;
  const node = cardSemantics()(m);
  return { value: node.toIR(), findings: node.check() };
}

describe('header lines without the grammar', () => {
  test('the loaded grammar has the header rules the shortcut relies on', () => {
    expect(grammarAgrees()).toBe(true);
  });

  test.each(LINES)('「%s」: the same IR as the grammar, or left to the grammar', (written) => {
    const content = normalizeWidth(written).trimEnd();
    const context: LineContext = { file: 'x.hf', line: 7, lineStart: 120, colOffset: 0, original: written };
    setLineContext(context);
    const expected = viaGrammar(content);
    setLineContext(context);
    const got = openerLine(content);
    if (got === undefined) {
      // only lines that are not a named opener are left to the grammar
      expect(/^【(セット|カード|キーワード)】 *[^ ]/.test(content)).toBe(false);
      return;
    }
    expect(expected).toBeDefined();
    expect(got).toEqual(expected?.value);
    expect(expected?.findings).toEqual([]);
  });

  test('a whole file parses as before: names, spans and the set id', () => {
    const text =
      '【セット】ｓｔａｒｔｅｒ\n\n【カード】　炎の剣士・2  \n種別：キャラクター\nコスト：1\nパワー：1000\n';
    const { ir, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(ir.set?.id).toBe('starter');
    const card = ir.cards[0];
    expect(card.name.name).toBe('炎の剣士・2');
    expect(text.slice(card.name.span.start, card.name.span.end)).toBe('炎の剣士・2');
    expect(card.span.line).toBe(3);
  });
});
