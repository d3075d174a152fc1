// Issue 22 point 1: the editor's hover on a text line shows how the compiler read the designer's wording
// (「山札 → メインデッキ」), after the line's explanation; a line written canonically shows nothing extra.
import { describe, expect, test } from 'vitest';
import { readingsMarkdown } from '../../src/lsp/cardHover.js';
import { cardText, parse } from '../dsl/helpers.js';

describe('hover: designer-vocabulary readings (issue 22)', () => {
  const source = cardText('キャラクター', [
    '[自動]：このキャラクターが登場した時、山札からカードを1枚ドローする。',
    '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
  ]);
  const card = parse(source).ir.cards[0];

  test('each reading of the hovered line, in the order written', () => {
    expect(readingsMarkdown(card, 7, 'ja')).toBe(
      '\n\n**読み替え（デザイナー語彙）**\n- 登場した時 → 戦場に登場した時\n- 山札 → メインデッキ\n- ドローする → 引く',
    );
    expect(readingsMarkdown(card, 7, 'en')).toContain('**Readings (designer vocabulary)**');
  });

  test('a canonical line has no readings section', () => {
    expect(readingsMarkdown(card, 8, 'ja')).toBe('');
  });
});
