// Issue 22 (i22w): the Yu-Gi-Oh OCG style lines — numbered abilities 「①[自動]：…」, 「このカード名の①の効果は…」,
// 「…場合に発揮できる。」 — compile, print canonically (hflux fmt round-trips) and report what cannot be.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';

const codes = (lines: string[]) =>
  compileText(cardText('キャラクター', lines), 'test.hf').diagnostics.map((d) => d.code);

describe('numbered abilities (issue 22)', () => {
  const lines = [
    'このカード名の①の効果は1ターンに1度しか使用できない。',
    '①[自動]：このキャラクターが登場した場合に発揮できる。カードを1枚引く。',
    '②[スリープ]：対戦相手のキャラクター1体を対象として使用できる。ターン終了時まで、そのキャラクターのパワーは1000ダウンする。',
    'このカードの②の効果は1ターンに1度しか使用できない。',
  ];

  test('they compile: ① once per turn by name and optional, ② once per turn per card', () => {
    const result = compileText(cardText('キャラクター', lines), 'test.hf');
    expect(result.diagnostics).toEqual([]);
    const [first, second] = result.cards[0].def.abilities;
    expect(first).toMatchObject({ kind: 'auto', oncePerTurn: 'name' });
    expect(first.kind === 'auto' && first.effect.processes[0].steps[0]).toMatchObject({
      op: 'mayDo',
      once: '名:テスト:0',
    });
    expect(second).toMatchObject({ kind: 'activated', oncePerTurn: true });
  });

  test('hflux fmt prints the canonical lines and they read back to the same card', () => {
    const printed = printFile(parse(cardText('キャラクター', lines)).ir);
    expect(printed).toContain('①[自動]：このキャラクターが戦場に登場した時、任意で、');
    expect(printed).toContain('このカード名の①の効果は1ターンに1回。');
    expect(printed).toContain('②[スリープ]：');
    expect(printFile(parse(printed).ir)).toBe(printed);
    const again = compileText(printed, 'test.hf');
    expect(again.diagnostics).toEqual([]);
  });

  test('HF-E085: a once line naming a number no ability has', () => {
    expect(
      codes([
        'このカード名の②の効果は1ターンに1度しか使用できない。',
        '①[自動]：このキャラクターが登場した場合に発揮する。カードを1枚引く。',
      ]),
    ).toEqual(['HF-E085']);
  });

  test('HF-E086: an optional ability of two processes (one choice for both is not a step the engine has)', () => {
    expect(
      codes(['①[自動]：このキャラクターが登場した場合に発揮できる。カードを1枚引く。カードを1枚引く。']),
    ).toEqual(['HF-E086']);
  });
});

describe('「そうでないなら、」 (issue 22)', () => {
  const command = (lines: string[]) => compileText(cardText('コマンド', lines), 'test.hf');

  test('the else of the sentence before, printed back canonically', () => {
    const line = 'あなたの手札が2枚以下なら、カードを3枚引く。そうでないなら、カードを1枚引く。';
    const result = command([line]);
    expect(result.diagnostics).toEqual([]);
    expect(result.cards[0].def.effect?.processes).toHaveLength(1);
    expect(result.cards[0].def.effect?.processes[0].steps[0]).toMatchObject({
      op: 'ifThen',
      else: [{ op: 'draw' }],
    });
    expect(printFile(parse(cardText('コマンド', [line])).ir)).toContain('。そうでないなら、');
  });

  test('HF-E025 without a 「…なら、」 sentence before it, or after two conditions', () => {
    expect(
      command(['カードを1枚引く。そうでないなら、カードを2枚引く。']).diagnostics.map((d) => d.code),
    ).toEqual(['HF-E025']);
    expect(
      command([
        'あなたのターンなら、あなたの手札が2枚以下なら、カードを3枚引く。そうでないなら、カードを1枚引く。',
      ]).diagnostics.map((d) => d.code),
    ).toEqual(['HF-E025']);
  });
});
