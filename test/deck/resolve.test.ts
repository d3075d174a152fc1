import { describe, expect, test } from 'vitest';
import { DeckError } from '../../src/core/errors.js';
import { type CardLibrary, closestName, loadDeck, parseDeckList, resolveDeck } from '../../src/deck/index.js';
import { card, distinct } from './cards.js';

const blaze = card('紅蓮の剣士');
const azure = card('蒼の守り手');
const library: CardLibrary = new Map([blaze, azure].map((definition) => [definition.name, definition]));

function resolveError(text: string): DeckError {
  try {
    resolveDeck(parseDeckList(text, 'decks/test.txt'), library);
  } catch (error) {
    if (error instanceof DeckError) return error;
    throw error;
  }
  throw new Error('expected a DeckError');
}

describe('HF-1.5 deck-list names are resolved against the card library before the game', () => {
  test('HF-1.5 each line becomes that many copies of its definition', () => {
    const deck = resolveDeck(parseDeckList('[main]\n3 紅蓮の剣士\n[guard]\n1 蒼の守り手'), library);
    expect(deck).toEqual({ main: [blaze, blaze, blaze], guard: [azure], extra: [] });
  });

  test('HF-1.5 an unknown card is reported with its line and the closest known name', () => {
    const error = resolveError('[main]\n3 紅蓮の剣土\n[guard]\n1 蒼の守り手');
    expect(error.problems).toEqual([
      {
        rule: 'HF-1.5',
        code: 'unknown-card',
        message: '「紅蓮の剣土」という名前のカードはありません。もしかして「紅蓮の剣士」？',
        english: 'No card is named "紅蓮の剣土". Did you mean "紅蓮の剣士"?',
        cards: ['紅蓮の剣土'],
        suggestion: '紅蓮の剣士',
        line: 2,
        col: 3,
      },
    ]);
    expect(error.message).toBe(
      'decks/test.txt:2:3 HF-1.5 「紅蓮の剣土」という名前のカードはありません。もしかして「紅蓮の剣士」？',
    );
  });

  test('HF-1.5 every unknown card is reported; a name like nothing known gets no suggestion', () => {
    const error = resolveError('[main]\n1 ＸＹＺ\n[guard]\n2 蒼の守り手s');
    expect(error.problems.map((p) => [p.line, p.message, p.suggestion])).toEqual([
      [2, '「ＸＹＺ」という名前のカードはありません。似た名前のカードもありません。', undefined],
      [4, '「蒼の守り手s」という名前のカードはありません。もしかして「蒼の守り手」？', '蒼の守り手'],
    ]);
  });

  test('HF-1.5 the closest name ignores width differences', () => {
    expect(closestName('ブレイズＡ', ['ブレイズA', 'ブレイズB'])).toBe('ブレイズA');
    expect(closestName('anything', [])).toBeUndefined();
  });
});

describe('HF-1.5 loadDeck: text to a checked deck (HF-1.1, HF-1.2)', () => {
  const cards = [...distinct('メイン', 10), ...distinct('ガード', 10), blaze];
  const full: CardLibrary = new Map(cards.map((definition) => [definition.name, definition]));
  const mainLines = distinct('メイン', 10).map((definition) => `3 ${definition.name}`);
  const guardLines = distinct('ガード', 10).map((definition) => `1 ${definition.name}`);

  test('HF-1.1 a legal list loads into 30 main and 10 guard cards', () => {
    const deck = loadDeck(['[main]', ...mainLines, '[guard]', ...guardLines].join('\n'), 'ok.txt', full);
    expect([deck.main.length, deck.guard.length, deck.extra.length]).toEqual([30, 10, 0]);
  });

  test('HF-1.2 an illegal list is rejected with the file named', () => {
    const guard = [...guardLines.slice(0, 9), '1 紅蓮の剣士'];
    const main = [...mainLines.slice(0, 9), '3 紅蓮の剣士'];
    const text = ['[main]', ...main, '[guard]', ...guard].join('\n');
    expect(() => loadDeck(text, 'bad.txt', full)).toThrow(
      'bad.txt:11:3 HF-1.2 「紅蓮の剣士」が4枚あります（メイン3：11行目、ガード1：22行目）。同名カードは合計3枚までです。',
    );
  });
});
