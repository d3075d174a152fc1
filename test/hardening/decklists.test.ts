// Issue 11 and 13: deck-list problems come all at once (malformed lines, unknown names, construction), in
// line order, and copy-limit problems name their line numbers (HF-1.5, HF-1.2).
import { describe, expect, test } from 'vitest';
import { DeckError } from '../../src/core/errors.js';
import { type CardLibrary, loadDeck } from '../../src/deck/index.js';
import { card, distinct } from '../deck/cards.js';

const blaze = card('紅蓮の剣士');
const library: CardLibrary = new Map(
  [...distinct('メイン', 10), ...distinct('ガード', 10), blaze].map((d) => [d.name, d]),
);
const mainLines = distinct('メイン', 10).map((d) => `3 ${d.name}`);
const guardLines = distinct('ガード', 10).map((d) => `1 ${d.name}`);

function problems(text: string): DeckError['problems'] {
  try {
    loadDeck(text, 'deck.txt', library);
  } catch (error) {
    if (error instanceof DeckError) return error.problems;
    throw error;
  }
  return [];
}

describe('HF-1.5 deck lists report every problem at once', () => {
  test('a malformed line, an unknown name and a copy-limit problem in one report', () => {
    const text = [
      '[main]', // 1
      ...mainLines.slice(0, 8), // 2-9
      '3 紅蓮の剣士', // 10
      'これは読めない', // 11
      '2 存在しないカード', // 12
      '[guard]', // 13
      ...guardLines.slice(0, 9), // 14-22
      '2 紅蓮の剣士', // 23
    ].join('\n');
    const found = problems(text);
    // As written, main holds 24 + 3 + 2 cards (the unknown name counts; the unreadable line cannot) and guard
    // 9 + 2; each size problem sits at its deck's header.
    expect(found.map((p) => [p.rule, p.code, p.line])).toEqual([
      ['HF-1.1', 'main-size', 1],
      ['HF-1.2', 'copy-limit', 10],
      ['HF-1.5', 'unreadable-line', 11],
      ['HF-1.5', 'unknown-card', 12],
      ['HF-1.1', 'guard-size', 13],
    ]);
    expect(found[0].message).toBe('メインデッキが29枚です。メインデッキはちょうど30枚で作ります。');
  });

  test('HF-1.2 a copy-limit problem names every line of the card', () => {
    const text = [
      '[main]',
      ...mainLines.slice(0, 9),
      '3 紅蓮の剣士',
      '[guard]',
      ...guardLines.slice(0, 9),
      '1 紅蓮の剣士',
    ];
    const [problem] = problems(text.join('\n'));
    expect(problem.rule).toBe('HF-1.2');
    expect(problem.line).toBe(11);
    expect(problem.lines).toEqual([11, 22]);
    expect(problem.message).toContain('（メイン3：11行目、ガード1：22行目）');
  });

  test('HF-1.1 a list with only size problems still reports them', () => {
    const found = problems(['[main]', ...mainLines.slice(0, 5), '[guard]', ...guardLines].join('\n'));
    expect(found.map((p) => p.rule)).toEqual(['HF-1.1']);
  });

  test('a legal list loads', () => {
    expect(problems(['[main]', ...mainLines, '[guard]', ...guardLines].join('\n'))).toEqual([]);
  });
});
