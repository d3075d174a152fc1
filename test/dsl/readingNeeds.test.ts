// Issue 22 / issue 12's 400 ms: a designer-vocabulary row is run only on a line that has what its pattern
// needs (codegen/dsl/parse/regexNeeds.ts). The needs are a necessary condition: a line the pattern matches
// always has them, so skipping a row never changes a reading.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DESIGNER_WORDS } from '../../codegen/dsl/designerWords.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { hasNeeds, needsOf } from '../../codegen/dsl/parse/regexNeeds.js';
import { withoutLookarounds } from '../helpers/withoutLookarounds.js';

describe('what a pattern needs', () => {
  test.each([
    ['メインデッキの([上下])に(?=置|戻)', [['メインデッキの'], ['上', '下'], ['に'], ['置', '戻']]],
    ['(?<=を)除外(?=する|し)', [['を'], ['除外'], ['する', 'し']]],
    ['対象にして、|対象に選び、', [['対象にして、', '対象に選び、']]],
    ['パワーを、?([0-9]+)', [['パワーを'], ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']]],
    [
      '(?<!パワー|コスト)を(?=[+-][0-9X]+(?:する|し、))',
      [['を'], ['+', '-'], ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'], ['する', 'し、']],
    ],
    ['ab+c', [['ab'], ['c']]],
    ['ab?c', [['a'], ['c']]],
    ['ab{0,2}c', [['a'], ['c']]],
    ['ab{2}c', [['ab'], ['c']]],
    ['a.b\\s*c', [['a'], ['b'], ['c']]],
    ['\\[自動\\]\\s*:', [['[自動]'], [':']]],
    ['(?:あ|い)?う', [['う']]],
    ['(あ|)う', [['う']]],
    ['[^、。]+です', [['です']]],
    ['^(?:\\[(?:常時|永続)\\]|【(?:常時|永続)】)', [['常時', '永続']]],
    ['(?<name>名前)が', [['名前'], ['が']]],
  ])('%s', (source, needs) => {
    expect(needsOf(source, 'g')).toEqual(needs);
  });

  test('flags it does not analyse need nothing', () => {
    expect(needsOf('abc', 'gi')).toEqual([]);
    expect(needsOf('abc', 'gu')).toEqual([]);
  });

  test('syntax it cannot read needs nothing', () => {
    expect(needsOf('(abc', 'g')).toEqual([]);
    expect(needsOf('abc)', 'g')).toEqual([]);
    expect(needsOf('(?<=a)\\1b', 'g')).toEqual([['a'], ['b']]);
  });
});

/** Every non-blank line of the corpora, the card sets, the rules and the DSL tests, width-normalised. */
function lines(): string[] {
  const out = new Set<string>();
  const dirs = ['test/corpora', 'cards', 'rules', 'test/fixtures'];
  for (const dir of dirs)
    for (const name of readdirSync(dir, { recursive: true }).map(String))
      if (name.endsWith('.hf'))
        for (const line of readFileSync(join(dir, name), 'utf8').split('\n'))
          if (line.trim()) out.add(normalizeWidth(line.trim()));
  for (const row of DESIGNER_WORDS) out.add(normalizeWidth(row.example[0]));
  return [...out];
}

describe('a pattern without its lookarounds (the quick first try of the check below)', () => {
  test.each([
    ['(?<=破壊(?:された|した)時、.*)それは(?=トラッシュ)', 'それは'],
    ['(?<!対象.*)(?<=[0-9](?:体|枚)を?)選ぶ。(?!\\))', '選ぶ。'],
    ['a(?:b(?=c)|d)[(?=x)]\\(?=e', 'a(?:b|d)[(?=x)]\\(?=e'],
    ['(?:(?<=a)b)+', '(?:b)+'],
  ])('%s → %s', (source, loose) => {
    expect(withoutLookarounds(source)).toBe(loose);
  });

  test('not when it would not match everything the pattern matches: a back reference, a quantified lookahead', () => {
    expect(withoutLookarounds('(?<=(a))b\\1')).toBeUndefined();
    expect(withoutLookarounds('(?<=(?<x>a))b\\k<x>')).toBeUndefined();
    expect(withoutLookarounds('a(?=b){2}')).toBeUndefined();
    expect(withoutLookarounds('a(?=b')).toBeUndefined();
  });

  test('matches every row’s example the row’s pattern matches', () => {
    const missed: string[] = [];
    for (const row of DESIGNER_WORDS) {
      if (typeof row.from === 'string') continue;
      const flags = row.from.flags.replace('g', '');
      const loose = withoutLookarounds(row.from.source);
      const example = normalizeWidth(row.example[0]);
      const matches = (source: string) => new RegExp(source, flags).test(example);
      if (loose !== undefined && matches(row.from.source) && !matches(loose))
        missed.push(`${row.from} ${example}`);
    }
    expect(missed).toEqual([]);
  });
});

describe('the designer vocabulary rows (codegen/dsl/designerWords.ts)', () => {
  // A line the pattern without its lookarounds does not match is not matched by the pattern (an assertion only rules
  // matches out): those lines are skipped, and the needs are looked for only on a line the pattern matches. The same
  // lines are reported as trying every row's pattern on every line without its needs, in 40 % of the CPU (25.6
  // million tries, most of them of lookbehinds with 「.*」: docs/benchmarks.md "CI time, branch ci17").
  test('a line a row matches has what the row needs (corpora, cards, fixtures and every example)', () => {
    const all = lines();
    const missed: string[] = [];
    for (const row of DESIGNER_WORDS) {
      if (typeof row.from === 'string') continue;
      const needs = needsOf(row.from.source, row.from.flags);
      const flags = row.from.flags.replace('g', '');
      const pattern = new RegExp(row.from.source, flags);
      const source = withoutLookarounds(row.from.source);
      const loose = source !== undefined && source !== row.from.source ? new RegExp(source, flags) : pattern;
      for (const line of all)
        if (loose.test(line) && pattern.test(line) && !hasNeeds(line, needs))
          missed.push(`${row.from} ${line}`);
    }
    expect(missed).toEqual([]);
  });
});
