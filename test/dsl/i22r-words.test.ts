// Issue 22 (i22r): wordings of the sixth blind round (d25–d28) read as the language's own, beyond the examples of
// their rows (test/dsl/designerWords.test.ts checks those): each variant reads as the same canonical line.
import { describe, expect, test } from 'vitest';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { compileCard } from './helpers.js';

const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;

describe('d25–d28 wordings (issue 22, i22r)', () => {
  test.each([
    '[自動]：このカードの攻撃で相手プレイヤーにダメージを与えた時、カードを1枚引く。',
    '[自動]：このキャラクターの攻撃で相手のプレイヤーにダメージを与えた時、カードを1枚引く。',
    '[自動]【条件】このカードの攻撃で相手プレイヤーにダメージを与えた時【効果】カードを１枚引く。',
    '[自動]：このキャラクターの攻撃によって対戦相手にダメージを与えたとき、カードを1枚引く。',
  ])('「%s」 is the attack-damage trigger of this character (HF-12.1)', (line) => {
    expect(read(line)).toContain('このキャラクターの攻撃によって対戦相手がダメージを受けた時、');
    expect(() => compileCard('キャラクター', [line])).not.toThrow();
  });

  test('「…した時、…。これを2回行う。」: the trigger is not repeated, the effect is', () => {
    expect(read('[自動]：このキャラクターが登場した時、カードを1枚引く。これを2回行う。')).toBe(
      '[自動]:このキャラクターが戦場に登場した時、2回、カードを1枚引く。',
    );
  });

  test.each([
    '【奥義：宮の守護者】（あなたの戦場、又は公開されているあなたのガードデッキに、カード名に「宮の守護者」を含むカードが無ければ、このカードはプレイ出来ない。）',
    '【奥義：宮の守護者】（自分の戦場か、表向きの自分のガードデッキに、「宮の守護者」をカード名に含むカードがなければ、このカードはプレイできない。）',
  ])('the 【奥義】 reminder 「%s」 restates HF-13.7 for its own word', (line) => {
    expect(read(line)).toBe('【奥義:宮の守護者】');
  });

  test('a reminder naming another word is not read away', () => {
    expect(
      read(
        '【奥義：宮の守護者】（あなたの戦場、又は公開されているあなたのガードデッキに、カード名に「宮」を含むカードが無ければ、このカードはプレイ出来ない。）',
      ),
    ).not.toBe('【奥義:宮の守護者】');
  });

  test('「「煙玉」をカード名に含む」 and 「カード名に「煙玉」を含む」 are 「「煙玉」を名前に含む」', () => {
    for (const line of [
      'あなたのメインデッキから「煙玉」をカード名に含むカードを1枚まで選び、手札に加え、メインデッキをシャッフルする。',
      'あなたのメインデッキからカード名に「煙玉」を含むカードを1枚まで選び、手札に加え、メインデッキをシャッフルする。',
      'あなたのメインデッキから、カードの名前に「煙玉」を含むカードを1枚まで選び、手札に加え、メインデッキをシャッフルする。',
    ])
      expect(read(line)).toContain('「煙玉」を名前に含むカード');
  });
});
