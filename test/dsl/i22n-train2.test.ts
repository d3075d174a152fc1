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
    expect(printed).toContain('1000ダメージを与える（最大2000）。');
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

describe('「（最大N）」 only where 「…につき」 scales an amount (issue 22)', () => {
  test('without 「…につき」 it is HF-E025, never dropped', () => {
    const text =
      '【セット】t\n【カード】試し\n種別：コマンド\nコスト：1\nテキスト：\n  カードを1枚引く（最大3）。\n';
    const r = compileText(text, 't.hf');
    expect(r.diagnostics.map((d) => d.code)).toContain('HF-E025');
  });
});
