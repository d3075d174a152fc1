// hi10 finding 5: a deck-list count past 2^53 was shown as JavaScript read it — 「99999999999999999999」 as
// 「100000000000000000000枚」 — so the message quoted a number the designer never wrote (HF-1.5: the problem names
// the line as written). The count is quoted as written now (full-width digits as ASCII, leading zeros dropped).
import { describe, expect, it } from 'vitest';
import { readDeckList } from '../../src/deck/parse.js';

describe('deck-list counts too large to be a line (HF-1.5, hi10 finding 5)', () => {
  it.each([
    ['99999999999999999999', '99999999999999999999'],
    ['１２３４５６７８９０１２３４５６７８９０１', '123456789012345678901'],
    ['00048', '48'],
    ['9'.repeat(400), '9'.repeat(400)],
  ])('%s is quoted as %s', (written, shown) => {
    const { problems } = readDeckList(`[main]\n${written} 紅蓮の剣士\n`, 'x.deck');
    expect(problems).toHaveLength(1);
    expect(problems[0].code).toBe('count-too-large');
    expect(problems[0].message).toBe(
      `「紅蓮の剣士」が${shown}枚です。1行の枚数はデッキ全体の枚数（47枚）を超えられません。`,
    );
    expect(problems[0].english).toContain(`"紅蓮の剣士": ${shown} cards.`);
  });
});
