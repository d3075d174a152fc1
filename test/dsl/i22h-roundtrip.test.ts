// Issue 22 (helper i22h): the cards of test/fixtures/i22h.hf print back (`hflux fmt`) as canonical text that
// compiles to the same card; 「このキャラクターのプレイヤーの…フェイズ…時」 is one trigger in the IR.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';

const SOURCE = readFileSync('test/fixtures/i22h.hf', 'utf8');

describe('i22h wordings round-trip (issue 22)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const first = compileText(SOURCE, 'i22h.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(SOURCE).ir);
    expect(printed).toContain('このキャラクターのプレイヤーのアクティブフェイズ終了時、ゲーム終了時まで、');
    expect(printed).toContain('このキャラクターのプレイヤーのメインフェイズ開始時、');
    expect(printed).toContain('このキャラクターのプレイヤーに1ダメージを与える。');
    const again = compileText(printed, 'i22h.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});

describe('「このキャラクターのプレイヤーの…フェイズ開始時／終了時」 (000 ■戦場とカードのプレイヤー, HF-4.4)', () => {
  test.each([
    ['アクティブ', '終了時', 'active', 'end'],
    ['ドロー', '開始時', 'draw', 'start'],
    ['メイン', 'の終了時', 'main', 'end'],
  ])(
    '「このキャラクターのプレイヤーの%sフェイズ%s」 is the phase of the character’s player',
    (p, e, phase, edge) => {
      const { ir, diagnostics } = parse(
        cardText(
          'セット',
          [`[自動]：このキャラクターのプレイヤーの${p}フェイズ${e}、カードを1枚引く。`],
          ['パワー：+0'],
        ),
      );
      expect(diagnostics).toEqual([]);
      const line = ir.cards[0]?.lines[0] as { trigger?: unknown } | undefined;
      expect(JSON.stringify(line)).toContain(`"whose":"character","phase":"${phase}","edge":"${edge}"`);
    },
  );
});
