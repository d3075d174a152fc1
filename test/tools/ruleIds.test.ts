// Test names here deliberately cite no rule IDs: this file tests the ID matcher, not the rules.
import { describe, expect, test } from 'vitest';
import { citedRuleIds, citesRule, definedRuleIds } from '../../src/tools/ruleIds.js';

describe('citesRule matches an exact rule ID', () => {
  test('an ID followed by a non-digit or the end is cited', () => {
    expect(citesRule('HF-1.1 2 in main', 'HF-1.1')).toBe(true);
    expect(citesRule('see (HF-1.1)', 'HF-1.1')).toBe(true);
    expect(citesRule('HF-1.1', 'HF-1.1')).toBe(true);
    expect(citesRule('HF-1.1, HF-1.2: sizes', 'HF-1.2')).toBe(true);
  });

  test('a longer ID that starts with the same text does not cite it', () => {
    expect(citesRule('HF-1.10 something', 'HF-1.1')).toBe(false);
    expect(citesRule('HF-11.1 something', 'HF-1.1')).toBe(false);
    expect(citesRule('HF-1.1', 'HF-1.10')).toBe(false);
  });

  test('a section without a rule number cites no rule', () => {
    expect(citedRuleIds('HF-1 decks')).toEqual([]);
  });

  test('citedRuleIds lists each distinct ID once, in order', () => {
    expect(citedRuleIds('HF-7.4 then HF-1.10 and HF-7.4 again, HF-13.1.')).toEqual([
      'HF-7.4',
      'HF-1.10',
      'HF-13.1',
    ]);
  });
});

describe('definedRuleIds reads the rule headings of the rules reference', () => {
  const markdown = [
    '# Rules',
    '## HF-0 Glossary',
    'mentions HF-0.1 in passing',
    '## HF-1 Decks',
    '### HF-1.1 Sizes',
    'A deck is…, see also HF-1.9',
    '#### HF-1.1.1 A sub-rule goes with its rule',
    '### HF-1.10 Ten',
    '## HF-4 Card types',
    '### HF-4.2 Character',
    '## HF-18 Appendix',
    '### HF-18.1 Out of range',
  ].join('\n');

  test('only the two-level rules of sections 1 to 17 are rules to cover', () => {
    expect(definedRuleIds(markdown)).toEqual([
      { id: 'HF-1.1', section: 1, line: 5 },
      { id: 'HF-1.10', section: 1, line: 8 },
      { id: 'HF-4.2', section: 4, line: 10 },
    ]);
  });

  test('a rule under the wrong section is an error naming the file and line', () => {
    const misplaced = ['## HF-4 Card types', '### HF-5.1 Playing'].join('\n');
    expect(() => definedRuleIds(misplaced, 'rules.md')).toThrow(
      'rules.md:2: HF-5.1 is not under its parent heading HF-5',
    );
  });
});
