// Issue 22 / issue 12's 400 ms: a designer-vocabulary row is run only on a line that has what its pattern
// needs (codegen/dsl/parse/regexNeeds.ts). The needs are a necessary condition: a line the pattern matches
// always has them, so skipping a row never changes a reading.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DESIGNER_WORDS } from '../../codegen/dsl/designerWords.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { hasNeeds, needsOf } from '../../codegen/dsl/parse/regexNeeds.js';

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

describe('the designer vocabulary rows (codegen/dsl/designerWords.ts)', () => {
  test('a line a row matches has what the row needs (corpora, cards, fixtures and every example)', () => {
    const all = lines();
    const missed: string[] = [];
    for (const row of DESIGNER_WORDS) {
      if (typeof row.from === 'string') continue;
      const needs = needsOf(row.from.source, row.from.flags);
      const pattern = new RegExp(row.from.source, row.from.flags.replace('g', ''));
      for (const line of all)
        if (!hasNeeds(line, needs) && pattern.test(line)) missed.push(`${row.from} ${line}`);
    }
    expect(missed).toEqual([]);
  });
});
