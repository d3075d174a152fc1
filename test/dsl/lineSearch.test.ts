// Issue 22 point 2: 「もしかして」 found by search over the lines the language accepts. A suggestion keeps the
// designer's numbers (with their units), traits, names, keywords, zones, players, actions and triggers, compiles
// on a card of the same type, and comes with its explanation; the bank is the repository's cards' lines.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { fillSlots, knownParts, nearestLines, toSlots } from '../../codegen/dsl/diagnostics/lineSearch.js';
import { SENTENCE_BANK } from '../../codegen/dsl/diagnostics/sentenceBank.js';
import { compileText } from '../../codegen/dsl/index.js';
import { searchSuggestions } from '../../codegen/dsl/searchSuggest.js';
import { BANK_PATH, bankSource, bankTemplates } from '../../codegen/dsl/tools/sentenceBank.js';
import { lineExplainer } from '../../src/explain/index.js';
import { cardText } from './helpers.js';

describe('slots', () => {
  test('numbers, traits, names and keywords become slots; 一体 is read as 1体', () => {
    const s = toSlots(
      '《竜》を持つ対戦相手のキャラクター一体を対象とし、それに3000ダメージを与え、それは【強撃】を得る。',
    );
    expect(s.template).toBe(
      '\uE001を持つ対戦相手のキャラクター\uE000体を対象とし、それに\uE000ダメージを与え、それは\uE003を得る。',
    );
    expect(s.values.map((v) => v.text)).toEqual(['《竜》', '1', '3000', '【強撃】']);
  });

  test('a number only fills a slot with the same unit (2体 never becomes 2000体)', () => {
    const { values } = toSlots('キャラクター2体を対象とし、それに2000ダメージを与える。');
    expect(fillSlots('キャラクター\uE000体を対象とし、それに\uE000ダメージを与える。', values)).toBe(
      'キャラクター2体を対象とし、それに2000ダメージを与える。',
    );
    expect(fillSlots('キャラクター\uE000ダメージ、\uE000体。', values)).toBeUndefined();
    expect(fillSlots('キャラクター\uE000体を対象とする。', values)).toBeUndefined(); // a number left over
  });

  test('known parts: zones, players, actions and triggers', () => {
    expect(
      knownParts('[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。'),
    ).toBe(
      knownParts('[自動] このキャラクターが戦場に登場した時、あなたはメインデッキからカードを2枚引く。'),
    );
    expect(knownParts('あなたはメインデッキの上から2枚を見て、好きな順番で戻す。')).not.toBe(
      knownParts('あなたはメインデッキからカードを2枚引く。'),
    );
  });
});

describe('search', () => {
  test('a line that loses the designer’s action gets no suggestion (「見て…好きな順番で戻す」 is not a draw)', () => {
    const line =
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキの上から2枚を見て、好きな順番でメインデッキの上に戻す。';
    expect(nearestLines(line, SENTENCE_BANK)).toEqual([]);
  });

  test('an unreadable line gets whole lines that compile and keep its parts, each with its meaning', () => {
    const suggestions = searchSuggestions(
      '[自動]：このキャラクターが破壊された時、このカードの持ち主の手札に戻す。',
      'character',
      new Map(),
      undefined,
      lineExplainer('ja'),
    );
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const s of suggestions) {
      const { diagnostics } = compileText(cardText('キャラクター', [s.text]), 'test.hf');
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(s.explain.join('\n')).toContain('破壊された時');
      expect(s.explain.join('\n')).toContain('手札に戻す');
    }
  });

  test('the compiler puts them on HF-E011, with 「意味」 from the explainer its caller gives', () => {
    // (「…このカードの持ち主の手札に戻す。」 compiles since i22tb6: designerWordsTrain6b.ts reads the missing 「このカードを」)
    const text = cardText('キャラクター', [
      '[自動]：このキャラクターが破壊された時、持ち主の手札にこのカードを戻す。',
    ]);
    const [d] = compileText(text, 'test.hf', undefined, lineExplainer('ja')).diagnostics;
    expect(d.code).toBe('HF-E011');
    expect(d.suggestions?.[0].text).toBe(d.suggestion);
    expect(d.suggestions?.[0].explain.length).toBeGreaterThan(0);
    // the compiler itself never imports src/explain: without an explainer the suggestions carry no meaning
    const [plain] = compileText(text, 'test.hf').diagnostics;
    expect(plain.suggestions?.map((s) => s.text)).toEqual(d.suggestions?.map((s) => s.text));
    expect(plain.suggestions?.every((s) => s.explain.length === 0)).toBe(true);
  });

  test('the bank file keeps any card text inert: each template reads back as the same string', () => {
    const hostile = ['\'"`${x}*/\\', '\u2028\u2029\n', '__proto__', '\uE000体\uE001\uE002\uE003'];
    const file = ts.createSourceFile('bank.ts', bankSource(hostile), ts.ScriptTarget.ES2022);
    const values: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node)) values.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect(values).toEqual(hostile);
    expect(bankSource(hostile).split('\n').length).toBe(bankSource([]).split('\n').length + hostile.length);
  });

  test('the bank is the canonical lines of cards/ (regenerate with codegen/dsl/tools/sentenceBank.ts)', () => {
    expect(readFileSync(BANK_PATH, 'utf8')).toBe(bankSource(bankTemplates('.')));
  });
});
