import { describe, expect, test } from 'vitest';
import { DeckError } from '../../src/core/errors.js';
import { parseDeckList } from '../../src/deck/index.js';
import { parseSectionHeader } from '../../src/deck/sectionHeaders.js';

function problemsOf(text: string, file = 'decks/test.txt'): DeckError {
  try {
    parseDeckList(text, file);
  } catch (error) {
    if (error instanceof DeckError) return error;
    throw error;
  }
  throw new Error('expected a DeckError');
}

describe('HF-1.5 deck lists are read before the game, with problems naming file:line', () => {
  test('HF-1.5 [main] / [guard] / [extra] sections hold count-name lines with their line numbers', () => {
    const list = parseDeckList(
      '[main]\n3 紅蓮の剣士\n2 蒼の守り手\n[guard]\n1 影の番人\n[extra]\n1 空の槍\n',
      'a.txt',
    );
    expect(list).toEqual({
      file: 'a.txt',
      main: [
        { name: '紅蓮の剣士', count: 3, line: 2, col: 3 },
        { name: '蒼の守り手', count: 2, line: 3, col: 3 },
      ],
      guard: [{ name: '影の番人', count: 1, line: 5, col: 3 }],
      extra: [{ name: '空の槍', count: 1, line: 7, col: 3 }],
      headers: { main: { line: 1, col: 1 }, guard: { line: 4, col: 1 }, extra: { line: 6, col: 1 } },
    });
  });

  test('HF-1.5 Japanese headers, full-width digits and a full-width space are accepted', () => {
    const text = 'メインデッキ:\n３　紅蓮の剣士\nガードデッキ：\n１２ 影の番人\n追加デッキ:\n7 空の槍';
    const list = parseDeckList(text);
    expect(list.main).toEqual([{ name: '紅蓮の剣士', count: 3, line: 2, col: 3 }]);
    expect(list.guard).toEqual([{ name: '影の番人', count: 12, line: 4, col: 4 }]);
    expect(list.extra).toEqual([{ name: '空の槍', count: 7, line: 6, col: 3 }]);
  });

  test('HF-1.5 comments, blank lines, CRLF line ends and repeated headers are handled', () => {
    const text =
      '# my deck\r\n\r\n[main]  # the main deck\r\n2 紅蓮の剣士 ＃ two\r\n[guard]\r\n1 影の番人\r\n[main]\r\n1 剣#2';
    const list = parseDeckList(text);
    expect(list.main).toEqual([
      { name: '紅蓮の剣士', count: 2, line: 4, col: 3 },
      { name: '剣#2', count: 1, line: 8, col: 3 },
    ]);
    // A repeated header adds to its section; problems about the section's size point at its first header.
    expect(list.headers).toEqual({ main: { line: 3, col: 1 }, guard: { line: 5, col: 1 } });
  });

  test('HF-1.5 every malformed line is reported with its line, not just the first', () => {
    const error = problemsOf('1 先頭のカード\n[main]\n紅蓮の剣士\n0 蒼の守り手\n[sideboard]\n48 影の番人');
    expect(error.problems.map((p) => [p.line, p.col, p.rule, p.code, p.cards])).toEqual([
      [1, 1, 'HF-1.5', 'missing-header', ['先頭のカード']],
      [3, 1, 'HF-1.5', 'unreadable-line', []],
      [4, 1, 'HF-1.5', 'zero-count', ['蒼の守り手']],
      [5, 1, 'HF-1.5', 'unreadable-line', []],
      [6, 1, 'HF-1.5', 'count-too-large', ['影の番人']],
    ]);
    expect(error.message.split('\n')).toEqual([
      'decks/test.txt:1:1 HF-1.5 「先頭のカード」の前にデッキの見出し（[main] / [guard] / [extra]）がありません。',
      expect.stringMatching(/^decks\/test.txt:3:1 HF-1.5 「紅蓮の剣士」を読めません。/),
      'decks/test.txt:4:1 HF-1.5 「蒼の守り手」の枚数が0です。枚数は1以上で書いてください。',
      expect.stringMatching(/^decks\/test.txt:5:1 HF-1.5 「\[sideboard\]」を読めません。/),
      'decks/test.txt:6:1 HF-1.5 「影の番人」が48枚です。1行の枚数はデッキ全体の枚数（47枚）を超えられません。',
    ]);
  });
});

describe('HF-1.5 deck-list section headers', () => {
  test.each([
    ['[main]', 'main'],
    ['[MAIN]', 'main'],
    ['［ガード］', 'guard'],
    ['[ メインデッキ ]', 'main'],
    ['guard:', 'guard'],
    ['ガードデッキ：', 'guard'],
    ['追加デッキ:', 'extra'],
    ['[追加]', 'extra'],
  ])('%s opens the %s section', (line, section) => {
    expect(parseSectionHeader(line)).toBe(section);
  });

  test.each(['[side]', 'メインデッキ: 30枚', '3 紅蓮の剣士', 'main'])('%s is not a header', (line) => {
    expect(parseSectionHeader(line)).toBeUndefined();
  });
});
