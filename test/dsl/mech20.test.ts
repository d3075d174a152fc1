// Issue 22 (helper mech20): families of codegen/dsl/designerWordsMech20.ts's rows and of the grammar's revealHandAction —
// sentences a designer would plausibly write mean what the canonical wording means, and near wordings that mean
// something else are not read as it. Each row's own example is tested by test/dsl/designerWords.test.ts.
import { describe, expect, test } from 'vitest';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const DRAW = 'あなたはメインデッキからカードを1枚引く。';

describe('reveal from the hand: counted cards (grammar revealHandAction) and a whole hand (rows)', () => {
  same([
    [
      'コマンド',
      `手札の《竜》を持つカードを1枚公開してもよい。そうしたら、${DRAW}`,
      `あなたは手札から《竜》を持つカードを1枚公開してもよい。そうした場合、${DRAW}`,
    ],
    [
      'コマンド',
      `手札から《竜》を持つカードを1枚対戦相手に見せてもよい。そうしたら、${DRAW}`,
      `あなたは手札から《竜》を持つカードを1枚公開してもよい。そうした場合、${DRAW}`,
    ],
    ['コマンド', 'あなたは手札を1枚公開する。', 'あなたは手札からカードを1枚公開する。'],
    ['コマンド', '対戦相手は手札を公開する。', 'あなたは対戦相手の手札を見る。'],
    ['コマンド', '相手は自分の手札をすべて公開する。', 'あなたは対戦相手の手札を見る。'],
    ['コマンド', '対戦相手の手札を全て公開させる。', 'あなたは対戦相手の手札を見る。'],
    ['コマンド', '自分は手札を全部公開する。', '対戦相手はあなたの手札を見る。'],
  ]);
  test('a reveal with no count, or 「好きな枚数」, is HF-E040 (revealFromHand), never read as one card', () => {
    expect(codes('コマンド', ['あなたは手札から《竜》を持つカードを公開してもよい。'])).toContain('HF-E040');
    expect(codes('コマンド', ['あなたは手札の《竜》を持つカードを好きな枚数公開する。'])).toContain(
      'HF-E040',
    );
  });
  test('「…を公開させて、その中から…」 is not read as looking at the whole hand only', () => {
    expect(read('対戦相手の手札を公開させて、その中からカードを1枚選び、捨てさせる。')).toContain(
      '公開させて',
    );
  });
});

describe('numeric conditions: 「…の残りが」, 「…のカードがN枚以上あるなら」, 「…にN枚以上カードがある」', () => {
  same([
    [
      'コマンド',
      `あなたのメインデッキの残り枚数が5枚以下なら、${DRAW}`,
      `あなたのメインデッキが5枚以下なら、${DRAW}`,
    ],
    [
      'コマンド',
      `あなたのトラッシュのカードが5枚以上あるなら、${DRAW}`,
      `あなたのトラッシュにカードが5枚以上あるなら、${DRAW}`,
    ],
    [
      'コマンド',
      `あなたの手札に2枚以下のカードがある場合、${DRAW}`,
      `あなたの手札にカードが2枚以下ある場合、${DRAW}`,
    ],
  ]);
});

describe('「次のアクティブフェイズにアクティブにならない」 variants (HF-6.1)', () => {
  same([
    [
      'コマンド',
      '対戦相手のキャラクター一体を対象とし、それは次のアクティブフェイズにアクティブにされない。',
      '対戦相手のキャラクター一体を対象とし、それは次のアクティブフェイズにアクティブにならない。',
    ],
    [
      'コマンド',
      '対戦相手のキャラクター一体を対象とし、それをスリープにし、次のアクティブフェイズでアクティブにならない。',
      '対戦相手のキャラクター一体を対象とし、それをスリープにし、それは次のアクティブフェイズにアクティブにならない。',
    ],
  ]);
  test('other ways of staying asleep stay HF-E040 (noUntap)', () => {
    expect(
      codes('コマンド', [
        'キャラクター一体を対象とし、それは次の対戦相手のターン終了時まで、アクティブにされない。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('protection from the opponent’s effects only (HF-5.12)', () => {
  same([
    [
      'コマンド',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それは対戦相手のカードの効果で対象にならない。',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それは対戦相手のカードの効果の対象にならない。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターは相手の効果で選ばれない。',
      '[自動]：このキャラクターは対戦相手の効果の対象にならない。',
    ],
  ]);
});
