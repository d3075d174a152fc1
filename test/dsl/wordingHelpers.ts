// Helpers of the designer-wording tests (issue 22): compile a card from text lines, its diagnostics' codes, its
// meaning (definition without printed text and source positions), and how the designer vocabulary reads a line.
import { expect } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { cardText } from './helpers.js';

export const compile = (kind: string, lines: string[]) => compileText(cardText(kind, lines), 'test.hf');

export const codes = (kind: string, lines: string[]) => compile(kind, lines).diagnostics.map((d) => d.code);

/** The card's meaning: its definition without the printed text and source positions (no diagnostics allowed). */
export const meaning = (kind: string, lines: string[]) => {
  const r = compile(kind, lines);
  expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const { text: _t, source: _s, ...def } = r.cards[0].def as unknown as Record<string, unknown>;
  return JSON.parse(JSON.stringify(def, (k, v) => (k === 'text' || k === 'span' ? undefined : v)));
};

/** The line as the designer vocabulary reads it (before the grammar). */
export const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;

/** The card's definitions without the printed text, for comparing two wordings (no errors allowed). */
export function defsOf(kind: string, lines: string[]) {
  const r = compileText(cardText(kind, lines), 't.hf');
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.cards.map((c) =>
    JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
  );
}
