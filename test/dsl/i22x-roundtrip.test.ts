// Issue 22 (i22x): the cards of test/fixtures/i22x-mechanics.hf print back (`hflux fmt`) as canonical text that
// compiles to the same cards, and explain names whose traits a qualifier reads.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';

const SOURCE = readFileSync('test/fixtures/i22x-mechanics.hf', 'utf8');
const defs = (r: ReturnType<typeof compileText>) =>
  r.cards.map((c) => JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }));

describe('i22x wordings round-trip (issue 22)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const first = compileText(SOURCE, 'i22x-mechanics.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(SOURCE).ir);
    const again = compileText(printed, 'i22x-mechanics.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(defs(again)).toEqual(defs(first));
    expect(printed).toContain(
      '《証拠》を持つセットカードがセットされている対戦相手のキャラクター一体を対象とし',
    );
    expect(printed).toContain('セットカードがセットされていない対戦相手のキャラクター一体を対象とし');
    expect(printed).toContain('《証拠》を持つセットカードがセットされていない対戦相手のキャラクター');
    expect(printed).toContain('セットカードを1枚選び、エネルギーコストを支払わずにそれにセットする。');
    expect(printed).toContain('キャラクターカードを1枚まで選び、戦場に登場させる。');

    expect(printed).toContain(
      '対戦相手は対戦相手のメインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。',
    );
  });

  test('explain: the trait is the set card’s', () => {
    const r = compileText(SOURCE, 'i22x-mechanics.hf');
    const text = (name: string) => {
      const c = r.cards.find((x) => x.def.name === name);
      if (!c) throw new Error(name);
      return renderExplanation(explainCard(c.def));
    };
    expect(text('判決')).toContain(
      '《証拠》を持つセットカード（持ち主を問わず、セットされているカードの分類）が1枚以上セットされている、',
    );
    expect(text('丸腰狙い')).toContain('セットカード（持ち主を問わない）が1枚もセットされていない');
    expect(text('伏せ札')).toContain('このカードがガードデッキからプレイされてセットされた時');

    expect(text('自省')).toContain('対戦相手は対戦相手のメインデッキの上から1枚を見る');
  });

  test('「…がプレイされて戦場に登場した時」 (no zone) prints back and explains (kept out of the fixtures: the part bank)', () => {
    const source = [
      '【セット】t',
      '',
      '【カード】開幕',
      '種別：キャラクター',
      'コスト：0',
      'パワー：1000',
      'テキスト：',
      '  [自動]：このキャラクターがプレイされて戦場に登場した時、あなたはカードを1枚引く。',
      '',
      '【カード】伏せ札二',
      '種別：セット',
      'コスト：0',
      'パワー：+1000',
      'テキスト：',
      '  [自動]：このキャラクターがプレイされて戦場に登場した時、あなたはカードを1枚引く。',
      '',
    ].join('\n');
    const first = compileText(source, 't.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('[自動]：このキャラクターがプレイされて戦場に登場した時、');
    expect(defs(compileText(printed, 't.hf'))).toEqual(defs(first));
    const [chara, set] = first.cards.map((c) => renderExplanation(explainCard(c.def)));
    expect(chara).toContain('このキャラクターがプレイされて戦場に登場した時（どの領域からでも');
    expect(set).toContain('このカードがプレイされてセットされた時');
  });
});
