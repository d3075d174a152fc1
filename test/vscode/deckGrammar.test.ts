// Issue 14: the VS Code extension's TextMate grammar for deck lists (editors/vscode/syntaxes/
// hollowflux-deck.tmLanguage.json). A snapshot of a real deck list and of every form docs/deck-lists.md
// allows, and a property: on any line, the grammar sees what the deck-list parser sees (src/deck/parse.ts,
// HF-1.5) — the same header, the same count and card name, the same unreadable lines.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { IGrammar } from 'vscode-textmate';
import { readDeckList } from '../../src/deck/parse.js';
import { SECTION_NAMES } from '../../src/deck/sectionHeaders.js';
import type { DeckSection } from '../../src/deck/types.js';
import { golden, lineTokens, loadGrammar, textLines, tokenize } from './textmate.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const L = '.hollowflux-deck';
const s = (name: string) => `${name}${L}`;

let grammar: IGrammar;
beforeAll(async () => {
  grammar = await loadGrammar('source.hollowflux-deck');
});

test.each([
  'cards/starter/decks/guren-aggro.deck',
  'cards/kuon/decks/tenryu-sky.deck',
  'test/vscode/fixtures/forms.deck',
])('snapshot: %s', async (file) => {
  const text = readFileSync(`${ROOT}${file}`, 'utf8');
  await expect(golden(tokenize(grammar, text), textLines(text), L)).toMatchFileSnapshot(
    `./__snapshots__/deck-${basename(file)}.tokens`,
  );
});

/** What the grammar makes of one line. */
type Reading =
  | { kind: 'header'; section: DeckSection }
  | { kind: 'card'; count: number; name: string }
  | { kind: 'unreadable' }
  | { kind: 'nothing' };

function sectionOf(label: string): DeckSection {
  const found = (Object.keys(SECTION_NAMES) as DeckSection[]).find((section) =>
    SECTION_NAMES[section].includes(label.toLowerCase()),
  );
  if (!found) throw new Error(`the grammar took 「${label}」 for a section name`);
  return found;
}

const asciiDigits = (text: string) =>
  text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

function grammarReading(line: string): Reading {
  const tokens = lineTokens(grammar, line);
  const having = (scope: string) => tokens.find((t) => t.scopes.includes(s(scope)));
  const section = having('entity.name.section');
  if (section) return { kind: 'header', section: sectionOf(section.text) };
  const name = having('entity.name.type.card');
  const count = having('constant.numeric.count');
  if (name && count)
    return { kind: 'card', count: Number.parseInt(asciiDigits(count.text), 10), name: name.text };
  if (having('invalid.illegal.unreadable')) return { kind: 'unreadable' };
  return { kind: 'nothing' };
}

const PROBE = { name: '目印', count: 1 };

/** What the parser makes of the same line, placed after an [extra] header and before a probe card line. */
function parserAgrees(line: string, reading: Reading): void {
  const { list, problems } = readDeckList(`[extra]\n${line}\n${PROBE.count} ${PROBE.name}`);
  const entries = (section: DeckSection) => list[section].map(({ name, count }) => ({ name, count }));
  switch (reading.kind) {
    case 'header':
      expect(problems).toEqual([]);
      expect(entries(reading.section)).toEqual([PROBE]);
      return;
    case 'card': {
      const readable = reading.count >= 1 && reading.count <= 47;
      expect(problems).toHaveLength(readable ? 0 : 1);
      expect(entries('extra')).toEqual(
        readable ? [{ name: reading.name, count: reading.count }, PROBE] : [PROBE],
      );
      return;
    }
    case 'unreadable':
      expect(problems.map((p) => p.line)).toEqual([2]);
      expect(entries('extra')).toEqual([PROBE]);
      return;
    case 'nothing':
      expect(problems).toEqual([]);
      expect(entries('extra')).toEqual([PROBE]);
  }
}

const FRAGMENTS = [
  ' ',
  '　',
  '\t',
  '  ',
  '#',
  '＃',
  ' #',
  ' ＃ メモ',
  '[',
  ']',
  '［',
  '］',
  ':',
  '：',
  ...Object.values(SECTION_NAMES).flat(),
  'MAIN',
  'Guard',
  'eXtra',
  'side',
  'デッキ',
  '0',
  '1',
  '3',
  '３',
  '１２',
  '47',
  '48',
  '100',
  '紅蓮の剣士',
  '影',
  'a',
  'x#y',
  '・',
  '【空装】',
];

const anyLine = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 }).map((parts) => parts.join(''));
const space = fc.constantFrom('', ' ', '　', '\t', '  ');
const headerLine = fc
  .tuple(
    space,
    fc.constantFrom(...Object.values(SECTION_NAMES).flat(), 'MAIN', 'Extra'),
    space,
    fc.boolean(),
    space,
  )
  .map(([a, name, b, bracketed, c]) => (bracketed ? `${a}[${b}${name}${b}]${c}` : `${a}${name}${b}：${c}`));
const cardLine = fc
  .tuple(
    space,
    fc.integer({ min: 0, max: 60 }),
    fc.boolean(),
    space,
    fc.constantFrom('紅蓮の剣士', '名前 に空白', 'a#b'),
    fc.constantFrom('', ' # c', '　＃'),
  )
  .map(([a, count, wide, gap, name, comment]) => {
    const digits = wide
      ? String(count).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))
      : String(count);
    return `${a}${digits}${gap || ' '}${name}${comment}`;
  });

describe('the grammar reads every line as the deck-list parser does (HF-1.5)', () => {
  test('targeted: headers, card lines, comments, unreadable lines', () => {
    expect(grammarReading('[main]')).toEqual({ kind: 'header', section: 'main' });
    expect(grammarReading('ガードデッキ：  # コメント')).toEqual({ kind: 'header', section: 'guard' });
    expect(grammarReading('３　蒼の守り手 ＃ 全角')).toEqual({ kind: 'card', count: 3, name: '蒼の守り手' });
    expect(grammarReading('1 名前に#を含む札')).toEqual({ kind: 'card', count: 1, name: '名前に#を含む札' });
    expect(grammarReading('  # 字下げしたコメント')).toEqual({ kind: 'nothing' });
    expect(grammarReading('[side]')).toEqual({ kind: 'unreadable' });
    expect(grammarReading('紅蓮の剣士')).toEqual({ kind: 'unreadable' });
  });

  test.each([
    ['any line of deck-list fragments', anyLine],
    ['header-like lines', headerLine],
    ['card-like lines', cardLine],
  ])('property: %s', (_, lines) => {
    fc.assert(
      fc.property(lines, (line) => {
        parserAgrees(line, grammarReading(line));
      }),
      { numRuns: 400, seed: 14 },
    );
  });
});
