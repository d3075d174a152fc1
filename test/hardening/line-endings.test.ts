// Issue 11 — every line-ending convention splits lines (CRLF, LF, CR, U+0085, U+2028, U+2029), in card
// files and deck lists, with correct line numbers: a CR-only file no longer turns into one comment line.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { splitLines } from '../../codegen/dsl/parse/lines.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { parseDeckList } from '../../src/deck/parse.js';
import { lineSpans } from '../../src/io/lines.js';

const BREAKS = { LF: '\n', CRLF: '\r\n', CR: '\r', NEL: '\u0085', LS: '\u2028', PS: '\u2029' } as const;
const FIRE = readFileSync('cards/starter/fire.hf', 'utf8');
const lf = (text: string) => text.replace(/\r\n?/g, '\n');

function withBreak(text: string, br: string): string {
  return lf(text).split('\n').join(br);
}

function cardSummary(text: string) {
  const result = compileText(text, 'cards/starter/fire.hf');
  return {
    names: result.cards.map((c) => c.def.name),
    errors: result.diagnostics.filter((d) => d.severity === 'error').length,
  };
}

describe('card files', () => {
  const reference = cardSummary(lf(FIRE));

  test('the reference file has cards and no errors', () => {
    expect(reference.names.length).toBeGreaterThan(5);
    expect(reference.errors).toBe(0);
  });

  for (const [name, br] of Object.entries(BREAKS)) {
    test(`${name}-only line endings: every card compiles, the same as with LF`, () => {
      expect(cardSummary(withBreak(FIRE, br))).toEqual(reference);
    });
  }

  test('a CR-only file reports errors on the right line number', () => {
    const text = [
      '【セット】demo',
      '',
      '【カード】見習い',
      '種別：キャラ',
      'コスト：1',
      'パワー：1000',
      '',
    ].join('\r');
    const errors = compileText(text, 'cards/demo/a.hf').diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.line, d.sourceLine])).toEqual([[4, '種別：キャラ']]);
  });

  test('fmt reads a CR-only file like the LF file (and writes LF)', () => {
    expect(formatText(withBreak(FIRE, '\r'), 'a.hf').text).toBe(formatText(lf(FIRE), 'a.hf').text);
  });

  test('mixed line endings: line numbers and offsets are those of the LF file', () => {
    const brs = Object.values(BREAKS);
    fc.assert(
      fc.property(
        // non-empty lines: an empty line between CR and LF would rightly read as one CRLF break
        fc.array(fc.stringMatching(/^[a-z ]{1,6}$/), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(...brs), { minLength: 8, maxLength: 8 }),
        (lines, picks) => {
          const text = lines.map((l, i) => l + (i < lines.length - 1 ? picks[i] : '')).join('');
          const split = splitLines(text);
          expect(split.map((l) => l.text)).toEqual(lines);
          expect(split.map((l) => l.number)).toEqual(split.map((_, i) => i + 1));
          for (const l of split) expect(text.slice(l.start, l.start + l.text.length)).toBe(l.text);
        },
      ),
    );
  });

  test('CRLF counts as one line break, not two', () => {
    expect(lineSpans('a\r\nb\rc\n').map((s) => s.text)).toEqual(['a', 'b', 'c', '']);
  });
});

describe('deck lists', () => {
  const DECK = ['# deck', '[main]', '3 紅蓮の見習い剣士', '2 火の粉の斥候', '[guard]', '1 紅蓮の双剣士'];

  for (const [name, br] of Object.entries(BREAKS)) {
    test(`${name} line endings: the same entries and line numbers as LF`, () => {
      const list = parseDeckList(DECK.join(br), 'deck.txt');
      expect(list.main).toEqual([
        { name: '紅蓮の見習い剣士', count: 3, line: 3, col: 3 },
        { name: '火の粉の斥候', count: 2, line: 4, col: 3 },
      ]);
      expect(list.guard).toEqual([{ name: '紅蓮の双剣士', count: 1, line: 6, col: 3 }]);
    });
  }

  test('a bad line in a CR-only deck list is reported with its own line number', () => {
    expect(() => parseDeckList(['[main]', '3 A', 'oops'].join('\r'), 'deck.txt')).toThrow('deck.txt:3:');
  });
});
