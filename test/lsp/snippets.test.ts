// Whole-sentence completions (issue 23): every snippet compiles as it is inserted (tab stops at their defaults),
// and each place gets its own: ability sentences on a card's text line, fields on a card's field line, the
// keyword block's fields in rules/keywords.hf — never card text there.
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { KEYWORDS_FILE, compileText } from '../../codegen/dsl/index.js';
import {
  CARD_BLOCK_SNIPPET,
  CARD_FIELD_SNIPPETS,
  CARD_TEXT_SNIPPETS,
  KEYWORD_BLOCK_SNIPPET,
  KEYWORD_FIELD_SNIPPETS,
  expandDefaults,
  snippetsFor,
} from '../../src/lsp/snippets.js';

const errorsOf = (text: string) =>
  compileText(text, 'cards/t/t.hf')
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.line}: ${d.code} ${d.message}`);

function card(kind: 'キャラクター' | 'コマンド', line: string): string {
  const power = kind === 'キャラクター' ? 'パワー：1000\n' : '';
  return `【セット】t\n\n【カード】試し\n種別：${kind}\nコスト：1\n${power}テキスト：\n  ${line}\n`;
}

describe('snippets compile as inserted', () => {
  test('the check finds a sentence that does not compile', () => {
    expect(errorsOf(card('キャラクター', 'なんとかする。'))).not.toEqual([]);
  });

  test.each(CARD_TEXT_SNIPPETS.map((s) => [s.label, s] as const))('card text: %s', (_, s) => {
    const kind = s.detail === 'コマンドの効果' ? 'コマンド' : 'キャラクター';
    expect(errorsOf(card(kind, expandDefaults(s.body)))).toEqual([]);
  });

  test('a card made of the field snippets, and the new-card block', () => {
    const fields = CARD_FIELD_SNIPPETS.map((s) => expandDefaults(s.body)).join('\n');
    expect(errorsOf(`【セット】t\n\n【カード】試し\n${fields}【貫通】\n`)).toEqual([]);
    expect(errorsOf(`【セット】t\n\n${expandDefaults(CARD_BLOCK_SNIPPET.body)}【貫通】\n`)).toEqual([]);
  });

  test('the keyword block, and one made of the keyword field snippets', () => {
    const fields = KEYWORD_FIELD_SNIPPETS.map((s) => expandDefaults(s.body)).join('\n');
    for (const text of [expandDefaults(KEYWORD_BLOCK_SNIPPET.body), `【キーワード】試しの力\n${fields}`]) {
      const result = compileSources([{ path: KEYWORDS_FILE, text: `${text}\n` }]);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    }
  });
});

describe('snippets for the place of the line', () => {
  const linesOf = (text: string) => (n: number) => text.split('\n')[n - 1] ?? '';
  const cardFile = linesOf('【セット】t\n\n【カード】試し\n種別：キャラクター\nテキスト：\n  \n');
  test('card file: text line → ability sentences; field line → fields and a new card; top → a new card', () => {
    expect(snippetsFor(false, cardFile, 6, true)).toBe(CARD_TEXT_SNIPPETS);
    expect(snippetsFor(false, cardFile, 5, false)).toEqual([...CARD_FIELD_SNIPPETS, CARD_BLOCK_SNIPPET]);
    expect(snippetsFor(false, cardFile, 2, false)).toEqual([CARD_BLOCK_SNIPPET]);
    expect(snippetsFor(false, cardFile, 99, false)).toEqual([...CARD_FIELD_SNIPPETS, CARD_BLOCK_SNIPPET]);
  });

  test('keyword file: the keyword fields in a block, a new keyword elsewhere, no card text', () => {
    const keywords = linesOf('# keywords\n【キーワード】反撃\n識別子：counter\n\n');
    expect(snippetsFor(true, keywords, 4, false)).toEqual([...KEYWORD_FIELD_SNIPPETS, KEYWORD_BLOCK_SNIPPET]);
    expect(snippetsFor(true, keywords, 1, false)).toEqual([KEYWORD_BLOCK_SNIPPET]);
    expect(snippetsFor(true, keywords, 4, true)).toEqual([]);
  });
});
