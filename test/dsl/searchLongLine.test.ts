// hi9 F1: the whole-line suggestion search grows with the line, and one text line of 1,000 unread sentences took
// over a minute to check. A line longer than MAX_SEARCHED_LINE (far past any card's: the corpora's longest card line
// is ~180 characters) keeps the parser's diagnostics, unsearched; a card-sized line is still searched.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { MAX_SEARCHED_LINE } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';

// a card-sized line the search mends (「…与えるよ。」 → 「…与える。」)
const bad = 'キャラクター一体を対象とし、それに2000ダメージを与えるよ。';

describe('the suggestion search skips lines longer than any card’s (hi9 F1)', () => {
  test('a line longer than that: its diagnostics are the parser’s, no search result (`suggestions`)', () => {
    const line = 'カードを1枚引く。'.repeat(Math.ceil(MAX_SEARCHED_LINE / 9)) + bad;
    expect(line.length).toBeGreaterThan(MAX_SEARCHED_LINE);
    const errors = compileText(cardText('コマンド', [line]), 'long.hf').diagnostics.filter(
      (d) => d.severity === 'error',
    );
    expect(errors.map((d) => d.code)).toEqual(['HF-E011']);
    expect(errors[0].suggestions).toBeUndefined(); // the search would offer one (it does below the limit)
    expect(errors[0].col).toBeGreaterThan(MAX_SEARCHED_LINE - bad.length);
  });
  test('a card-sized line is searched as before', () => {
    const line = 'カードを1枚引く。'.repeat(5) + bad;
    const [d] = compileText(cardText('コマンド', [line]), 'short.hf').diagnostics;
    expect(d.suggestions?.length).toBeGreaterThan(0);
  });
});
