// Issue 22 point 3 (i22m, second round): the cards of test/fixtures/i22m2.hf print back (`hflux fmt`) as canonical
// text that compiles to the same cards; the printer's counters; both readings of 「それぞれに」.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';

const SOURCE = readFileSync('test/fixtures/i22m2.hf', 'utf8');
const defs = (r: ReturnType<typeof compileText>) =>
  r.cards.map((c) => JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }));

describe('i22m2 wordings round-trip (issue 22)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const first = compileText(SOURCE, 'i22m2.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(SOURCE).ir);
    const again = compileText(printed, 'i22m2.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(defs(again)).toEqual(defs(first));
    expect(printed).toContain('[自動]：このキャラクターがバトルで破壊された時、');
    expect(printed).toContain('[自動]：このキャラクターが効果によって破壊された時、');
    expect(printed).toContain('[自動]：あなたのキャラクターが効果によって破壊された時、');
    expect(printed).toContain('[自動]：このキャラクターが破壊以外で戦場を離れた時、');
  });

  test('the printer counts cards that are not characters in 枚: 「セットカード1枚につき」, never 「1体につき」', () => {
    const printed = printFile(parse(SOURCE).ir);
    expect(printed).toContain('あなたのセットカード1枚につき、');
    expect(printed).not.toMatch(/セットカード[0-9一]体/);
    const more = printFile(
      parse(
        [
          '【セット】t',
          '',
          '【カード】a',
          '種別：コマンド',
          'コスト：1',
          'テキスト：',
          '  ワールド・セット1枚を対象とし、それを破壊する。',
          '  対戦相手はワールド・セットを1枚破壊する。',
          '',
        ].join('\n'),
      ).ir,
    );
    expect(more).toContain('ワールド・セット一枚を対象とし');
    expect(more).toContain('ワールド・セット1枚を破壊する');
  });

  test('explain counts set cards in 枚 too', () => {
    const card = compileText(SOURCE, 'i22m2.hf').cards.find((c) => c.def.name === '装具の数');
    const text = renderExplanation(explainCard(card!.def));
    expect(text).toContain('1枚につき');
    expect(text).not.toContain('1体につき');
  });
});

describe('「それぞれに」: each of the targets, or a restatement of 「全てに」 (issue 22)', () => {
  test.each([
    [
      '対戦相手のキャラクター2体まで対象とし、それぞれに1000ダメージを与える。',
      '対戦相手のキャラクター2体まで対象とし、それらに1000ダメージを与える。',
    ],
    [
      '対戦相手のキャラクター2体まで対象とし、それぞれのパワーを-1000する。',
      '対戦相手のキャラクター2体まで対象とし、それらのパワーを-1000する。',
    ],
    [
      'すべての相手のキャラクターに、それぞれに1000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
    [
      '相手のキャラクター全てに、それぞれに1000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
    ['すべてのキャラクターに、それぞれ3000ダメージを与える。', 'キャラクター全てに3000ダメージを与える。'],
  ])('「%s」 reads as 「%s」', (written, canonical) => {
    expect(readDesignerLine(normalizeWidth(written)).text).toBe(normalizeWidth(canonical));
  });
});

describe('【登場時】 on a set card (RULING, issue 22)', () => {
  test('explain says the set card is set, not that its host enters', () => {
    const card = compileText(SOURCE, 'i22m2.hf').cards.find((c) => c.def.name === '登場の護符');
    const text = renderExplanation(explainCard(card!.def));
    expect(text).toContain('このカードが何かにセットされた時');
    expect(text).not.toContain('セット先が戦場に登場した時');
  });
});

describe('「…がバトルで／効果によって破壊された時」: the family of wordings (issue 22)', () => {
  test.each([
    ['このキャラクターがバトルで破壊された時', 'battle'],
    ['このキャラクターが戦闘で破壊された時', 'battle'],
    ['このキャラクターが攻撃によるダメージで破壊された時', 'battle'],
    ['あなたのキャラクターが攻撃によって破壊されるたび', 'battle'],
    ['このキャラクターが効果によって破壊された時', 'effect'],
    ['このキャラクターが効果で破壊された時', 'effect'],
    ['相手のキャラクターがバトル以外で破壊された時', 'effect'],
    ['このキャラクターが戦闘以外で破壊されたとき', 'effect'],
  ])('「%s」 is destroyed by %s', (trigger, by) => {
    const text = `【セット】t\n\n【カード】a\n種別：キャラクター\nコスト：1\nパワー：1000\nテキスト：\n  [自動]：${trigger}、カードを1枚引く。\n`;
    const r = compileText(text, 'a.hf');
    expect(r.diagnostics).toEqual([]);
    const ability = r.cards[0].def.abilities[0];
    expect(ability.kind === 'auto' && ability.trigger).toMatchObject({ on: 'destroyed', by });
  });

  test('whose effect is still HF-E040', () => {
    const text =
      '【セット】t\n\n【カード】a\n種別：キャラクター\nコスト：1\nパワー：1000\nテキスト：\n  [自動]：このキャラクターが相手の効果によって破壊された時、カードを1枚引く。\n';
    expect(compileText(text, 'a.hf').diagnostics.map((d) => d.code)).toContain('HF-E040');
  });
});
