// Issue 22 point 3 (i22c): the selection filters and earlier-step references of test/fixtures/i22c-refs.hf print to
// a canonical text that parses back to the same IR (hflux fmt keeps what the card does).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { printCard } from '../../codegen/dsl/print/file.js';
import { parse, stripSpans } from './helpers.js';

const FILE = 'test/fixtures/i22c-refs.hf';
const LAYOUT = ['span', 'leading', 'readings'];

describe('i22c wordings round-trip (issue 22)', () => {
  const { ir, diagnostics } = parse(readFileSync(FILE, 'utf8'), FILE);

  test('the designer wordings parse', () => {
    expect(diagnostics).toEqual([]);
  });

  test.each(ir.cards.map((card) => [card.name.name, card] as const))(
    '%s: parse(print(ir)) equals ir',
    (_n, card) => {
      const printed = ['【セット】t', ...printCard(card), ''].join('\n');
      const again = parse(printed);
      expect(again.diagnostics).toEqual([]);
      expect(stripSpans(again.ir.cards[0], LAYOUT)).toEqual(stripSpans(card, LAYOUT));
    },
  );
});
