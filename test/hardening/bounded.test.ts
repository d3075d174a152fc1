// Issue 24 (Medium): bounded work in deck checking. Speed itself is not asserted here (docs/reliability.md
// gives the command that measures it); the tests count the work: the cells of edit-distance tables computed
// for "did you mean" suggestions, which used to grow with every line and with the square of a name's length.
import { describe, expect, test } from 'vitest';
import { checkDeckList } from '../../src/deck/load.js';
import { parseDeckList } from '../../src/deck/parse.js';
import { cardPool } from '../../src/deck/pool.js';
import { MAX_SUGGESTED_NAMES, resolveKnown } from '../../src/deck/resolve.js';
import { type SuggestionWork, closestName, nameSuggester } from '../../src/deck/suggest.js';

const library = cardPool().library;
const names = [...library.keys()];

function unknownLines(n: number): string {
  return ['[main]', ...Array.from({ length: n }, (_, i) => `1 存在しないカード${i}`)].join('\n');
}

function workFor(text: string): number {
  const work: SuggestionWork = { cells: 0 };
  resolveKnown(parseDeckList(text), library, work);
  return work.cells;
}

describe('suggestions are bounded (issue 24)', () => {
  test('a 100,000-character unknown name gets no suggestion and costs no distance table', () => {
    const work: SuggestionWork = { cells: 0 };
    expect(nameSuggester(names, work)('紅'.repeat(100_000))).toBeUndefined();
    expect(work.cells).toBe(0);
  });
  test('the suggestion is the same as the full search would give, for names near the bound', () => {
    const longest = Math.max(...names.map((n) => [...n].length));
    const name = names.find((n) => [...n].length === longest)!;
    expect(closestName(`${name}x`, names)).toBe(name);
    expect(closestName('x'.repeat(2 * longest + 3), names)).toBeUndefined();
  });
  test(`30,000 lines of distinct unknown names cost no more than ${MAX_SUGGESTED_NAMES + 50}`, () => {
    const few = workFor(unknownLines(MAX_SUGGESTED_NAMES + 50));
    expect(few).toBeGreaterThan(0);
    expect(workFor(unknownLines(30_000))).toBe(few);
  });
  test('30,000 lines of one unknown name compute one suggestion', () => {
    const one = workFor(['[main]', '1 紅蓮の剣土'].join('\n'));
    const many = workFor(['[main]', ...Array.from({ length: 30_000 }, () => '1 紅蓮の剣土')].join('\n'));
    expect(many).toBe(one);
  });
  test('every unknown line is still reported', () => {
    const report = checkDeckList(unknownLines(2_000), 'big.deck', library);
    expect(report.problems.filter((p) => p.code === 'unknown-card')).toHaveLength(2_000);
  });
  test('30,000 lines of one known name: one copy-limit problem listing every line (HF-1.2)', () => {
    const name = names[0];
    const text = ['[main]', ...Array.from({ length: 30_000 }, () => `1 ${name}`)].join('\n');
    const copies = checkDeckList(text, 'big.deck', library).problems.filter((p) => p.rule === 'HF-1.2');
    expect(copies).toHaveLength(1);
    expect(copies[0].lines?.length ?? copies[0].message.length).toBeGreaterThan(0);
  });
});
