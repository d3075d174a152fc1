// fixc: the count conditions of task 1 (「…が3枚以上ある場合」 and its family) and the set-card 「…以外の」 of task 7
// print back (hflux fmt) to text that compiles to the same cards; the energy count prints 「…の場合」, never
// 「…以上場合」 (which is not read).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { parse, stripSpans } from './helpers.js';

const SOURCE = readFileSync('test/fixtures/fixc.hf', 'utf8');
// the printed text differs in wording (canonical), not in what the card does
const defs = (text: string) => {
  const { cards, diagnostics } = compileText(text, 'fixc.hf');
  expect(diagnostics).toEqual([]);
  return cards.map((c) => stripSpans(c.def, ['text', 'source']));
};

describe('round trip of test/fixtures/fixc.hf (hflux fmt)', () => {
  const { ir } = parse(SOURCE, 'test/fixtures/fixc.hf');
  const printed = printFile(ir);

  test('the printed file compiles to the same cards', () => {
    expect(defs(printed)).toEqual(defs(SOURCE));
  });

  test('the canonical count conditions', () => {
    expect(printed).toContain('あなたの手札が3枚以上の場合、');
    expect(printed).toContain('あなたのエネルギーが2枚以上の場合、');
    expect(printed).not.toMatch(/以[上下]場合/);
  });
});
