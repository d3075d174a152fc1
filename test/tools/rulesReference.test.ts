// The reader of the rules reference (src/tools/rulesReference.ts). Test names cite no rule IDs on purpose: the
// IDs here are made up to exercise the parser, not rules the tests cover.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  RULE_ID_PATTERN,
  RulesReferenceError,
  parseRulesReference,
  ruleIds,
  ruleText,
} from '../../src/tools/rulesReference.js';

const SAMPLE = [
  '# Rules',
  'An introduction that mentions HF-1.1 in passing.',
  '## HF-1 Decks',
  'What a deck is.',
  '### HF-1.1 Sizes',
  'Thirty and ten.',
  '',
  'A second paragraph.',
  '#### HF-1.1.1 A detail',
  'Detail text.',
  '### HF-1.2 Copies',
  'At most three.',
  '## Notes',
  'Not a rule.',
].join('\n');

describe('parseRulesReference', () => {
  const reference = parseRulesReference(SAMPLE);

  test('finds sections, rules and sub-rules in document order', () => {
    expect([...reference.keys()]).toEqual(['HF-1', 'HF-1.1', 'HF-1.1.1', 'HF-1.2']);
  });

  test('a rule is its title and the text up to the next heading, with the line of its heading', () => {
    expect(reference.get('HF-1.1')).toEqual({
      title: 'Sizes',
      text: 'Thirty and ten.\n\nA second paragraph.',
      line: 5,
    });
    expect(reference.get('HF-1.2')?.text).toBe('At most three.');
  });

  test('a section is its introduction and the list of its rules', () => {
    expect(reference.get('HF-1')).toEqual({
      title: 'Decks',
      text: 'What a deck is.\n\n- HF-1.1 Sizes\n- HF-1.2 Copies',
      line: 3,
    });
  });

  test('headings inside a fenced code block are text', () => {
    const fenced = ['## HF-2 Start', '### HF-2.1 Example', '```md', '### HF-2.9 not a heading', '```'].join(
      '\n',
    );
    const parsed = parseRulesReference(fenced);
    expect([...parsed.keys()]).toEqual(['HF-2', 'HF-2.1']);
    expect(parsed.get('HF-2.1')?.text).toContain('### HF-2.9 not a heading');
  });

  test.each([
    [
      'an ID defined twice',
      '## HF-1 A\n### HF-1.1 B\n### HF-1.1 C',
      'x.md:3: HF-1.1 is defined twice (first at line 2)',
    ],
    [
      'a rule outside its section',
      '## HF-1 A\n### HF-2.1 B',
      'x.md:2: HF-2.1 is not under its parent heading HF-2',
    ],
    [
      'a rule after a section without an ID',
      '## HF-1 A\n## Notes\n### HF-1.1 B',
      'x.md:3: HF-1.1 is not under',
    ],
    [
      'a heading level that does not match the depth',
      '## HF-1 A\n## HF-1.1 B',
      'x.md:2: HF-1.1 needs a heading of level 3',
    ],
  ])('%s is an error naming the file and line', (_, markdown, message) => {
    expect(() => parseRulesReference(markdown, 'x.md')).toThrow(RulesReferenceError);
    expect(() => parseRulesReference(markdown, 'x.md')).toThrow(message);
  });

  test('any outline of sections and rules reads back as written', () => {
    const words = fc.array(fc.constantFrom('deck', 'card', '戦場', 'trash', '【反撃】', 'HF-3.1'), {
      minLength: 1,
      maxLength: 6,
    });
    const sentence = words.map((parts) => parts.join(' '));
    const rule = fc.record({ title: sentence, body: sentence });
    const section = fc.record({ title: sentence, intro: sentence, rules: fc.array(rule, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(section, { minLength: 1, maxLength: 5 }), (sections) => {
        const lines = sections.flatMap((s, i) => [
          `## HF-${i} ${s.title}`,
          s.intro,
          ...s.rules.flatMap((r, j) => [`### HF-${i}.${j + 1} ${r.title}`, '', r.body, '']),
        ]);
        const parsed = parseRulesReference(lines.join('\n'));
        const expected = sections.flatMap((s, i) => [
          [`HF-${i}`, s.title],
          ...s.rules.map((r, j) => [`HF-${i}.${j + 1}`, r.title]),
        ]);
        expect([...parsed].map(([id, entry]) => [id, entry.title])).toEqual(expected);
        sections.forEach((s, i) =>
          s.rules.forEach((r, j) => expect(parsed.get(`HF-${i}.${j + 1}`)?.text).toBe(r.body)),
        );
      }),
    );
  });
});

describe('RULE_ID_PATTERN', () => {
  const found = (text: string) => Array.from(text.matchAll(RULE_ID_PATTERN), (match) => match[0]);

  test('finds sections, rules and sub-rules, ignoring a full stop after them', () => {
    expect(found('HF-5, (HF-5.4) and HF-5.4.1. See HF-7.2 (1).')).toEqual([
      'HF-5',
      'HF-5.4',
      'HF-5.4.1',
      'HF-7.2',
    ]);
  });

  test('never finds a shorter ID inside a longer one, nor a diagnostic code', () => {
    expect(found('HF-1.10 HF-11.1 HF-E011 HF-W021 xHF-3')).toEqual(['HF-1.10', 'HF-11.1']);
  });
});

describe('the repository rules reference, docs/rules.md', () => {
  test('has the glossary and every numbered section in order, each with rules', () => {
    const sections = ruleIds().filter((id) => !id.includes('.'));
    expect(sections).toEqual(Array.from({ length: 18 }, (_, n) => `HF-${n}`));
    for (const section of sections.slice(1)) {
      expect(
        ruleIds().some((id) => id.startsWith(`${section}.`)),
        section,
      ).toBe(true);
    }
  });

  test('gives a rule its title and text, and nothing for an ID it lacks', () => {
    const rule = ruleText('HF-5.4');
    expect(rule?.title).not.toBe('');
    expect(rule?.text.length).toBeGreaterThan(40);
    expect(ruleText('HF-5')?.text).toContain(`- HF-5.4 ${rule?.title}`);
    expect(ruleText('HF-99.1')).toBeUndefined();
  });
});
