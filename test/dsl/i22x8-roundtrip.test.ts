// Issue 22 (i22x8): the cards of test/fixtures/i22x8-notes.hf print back (`hflux fmt`) as canonical text that compiles to
// the same cards (the notes read away, 前者／後者, 「一番上か一番下に置く」 after a condition), and explain says who chooses.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';

const SOURCE = readFileSync('test/fixtures/i22x8-notes.hf', 'utf8');
const defs = (r: ReturnType<typeof compileText>) =>
  r.cards.map((c) => JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }));

describe('i22x8 wordings round-trip (issue 22)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const first = compileText(SOURCE, 'i22x8-notes.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(SOURCE).ir);
    const again = compileText(printed, 'i22x8-notes.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(defs(again)).toEqual(defs(first));
    expect(printed).not.toContain('（');
    expect(printed).toContain('そうでなければ、メインデッキの一番上か一番下に置く。');
    expect(printed).toContain('ダメージか効果によって破壊される場合、代わりに');
    expect(printed).toMatch(/前者.*後者|後者.*前者/);
  });

  test('explain: the card left goes on top or to the bottom, as its player chooses', () => {
    const r = compileText(SOURCE, 'i22x8-notes.hf');
    const card = r.cards.find((c) => c.def.name === '星の巡り');
    if (!card) throw new Error('星の巡り');
    const text = renderExplanation(explainCard(card.def));
    expect(text).toContain('そうでなければ、それをメインデッキの一番上か一番下に置く');
    expect(text).toContain('一番上か一番下かは解決時にあなたが選ぶ');
    const en = renderExplanation(explainCard(card.def, 'en'));
    expect(en).toContain('on top of or at the bottom of');
  });
});
