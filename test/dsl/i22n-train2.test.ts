// Issue 22 (helper i22n): the cards of test/fixtures/i22n-train2.hf (wordings of the second blind round) print
// back (`hflux fmt`) as text that compiles to the same card.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { parse } from './helpers.js';

const SOURCE = readFileSync('test/fixtures/i22n-train2.hf', 'utf8');

describe('second blind round wordings round-trip (issue 22)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const first = compileText(SOURCE, 'i22n-train2.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(SOURCE).ir);
    expect(printed).toContain('対戦相手がガードデッキからカードをプレイした時、');
    expect(printed).toContain('このキャラクターのプレイヤーはこのキャラクターのプレイヤーのトラッシュから');
    const again = compileText(printed, 'i22n-train2.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
