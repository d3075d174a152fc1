// Issue 22 (t20a): wordings of the twentieth round's d81–d82 train halves (yokai of a hot-spring town in One Piece /
// Union Arena clipped style, a frontier spaceport in formal MTG-Japanese style), read by
// codegen/dsl/designerWordsTrain20a.ts and the grammar (a set card's host's attack damage, 「プレイヤーが」). Each row's
// own example is tested by test/dsl/designerWords.test.ts; here each family — sentences a designer of that style would
// plausibly print beyond the corpus sentence — means what the canonical wording means, and near wordings that mean
// something else are not read as it.
import { describe, expect, test } from 'vitest';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('a comma between two modifiers of one noun phrase is a pause', () => {
  same([
    [
      'コマンド',
      'スリープである、《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにする。',
      'スリープである《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにする。',
    ],
    [
      'コマンド',
      '《パイロット》を持つ、スリープであるあなたのキャラクター一体を対象とし、それをアクティブにする。',
      '《パイロット》を持つスリープであるあなたのキャラクター一体を対象とし、それをアクティブにする。',
    ],
    [
      'コマンド',
      'あなたのトラッシュにある、《ドローン》を持つキャラクターカード1枚を対象とし、それを手札に加える。',
      'あなたのトラッシュにある《ドローン》を持つキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
  ]);
  test('a comma that ends a condition clause stays', () => {
    expect(read('このキャラクターがスリープである場合、カードを1枚引く。')).toContain('である場合、');
  });
});

describe('two filters joined by 「であり」「かつ」「で」 are both conditions of the noun (HF-14.2)', () => {
  same([
    [
      'コマンド',
      'あなたのトラッシュにある、エネルギーコストが2以下であり《ドローン》を持つキャラクターカード1枚を対象とし、それを手札に加える。',
      'あなたのトラッシュにあるコスト2以下の《ドローン》を持つキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
    [
      'コマンド',
      'コストが3以下かつ《ドローン》を持つ対戦相手のキャラクター一体を対象とし、それをスリープにする。',
      'コスト3以下の《ドローン》を持つ対戦相手のキャラクター一体を対象とし、それをスリープにする。',
    ],
    [
      'コマンド',
      'スリープであり《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにする。',
      'スリープである《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにする。',
    ],
  ]);
});

describe('「<player>が自分の<zone>から」: the subject’s own zone', () => {
  same([
    [
      'キャラクター',
      '[自動]：対戦相手が自分のガードデッキからプレイするカードのコストは1多くなる。',
      '[自動]：対戦相手がガードデッキからプレイするカードのコストは1多くなる。',
    ],
    [
      'キャラクター',
      '[自動]：あなたが自分の手札からプレイする《狸》を持つカードのコストは1少なくなる。',
      '[自動]：あなたが手札からプレイする《狸》を持つカードのコストは1少なくなる。',
    ],
  ]);
  test('「自分の」 not after a player subject is kept (it is 「あなたの」 there)', () => {
    expect(read('自分の手札からカードを1枚選び、トラッシュに置く。')).toContain('自分の手札');
  });
});

describe('a face-down definition after 「そうした場合、その裏向きのカードは」, 「パワー修正」, 「分類と能力を持たない」', () => {
  same([
    [
      'セット',
      '[自動]：このカードがキャラクターにセットされた時、あなたは手札のカードを1枚選び、それを裏向きでそのキャラクターにセットしてもよい。そうした場合、その裏向きのカードは、パワー修正+2000を持ち、分類と能力を持たないセットカードとして扱う。',
      '[自動]：このカードがキャラクターにセットされた時、あなたは手札のカードを1枚選び、パワー+2000のセットカードとして裏向きでそのキャラクターにセットしてもよい。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。その裏向きのカードは、パワー修正+1000を持ち、能力も分類も持たないセットカードとして扱う。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー+1000のセットカードとして裏向きでこのキャラクターにセットする。',
    ],
  ]);
});

describe('a set card’s host’s attack damage (HF-4.4, HF-8.5)', () => {
  same([
    [
      'セット',
      '[自動]：このカードがセットされているキャラクターの攻撃によってプレイヤーがダメージを受けるたび、そのキャラクターのプレイヤーはメインデッキからカードを1枚引く。',
      '[自動]：このキャラクターの攻撃によって対戦相手がダメージを受けた時、このキャラクターのプレイヤーはメインデッキからカードを1枚引く。'.replace(
        '対戦相手',
        'いずれかのプレイヤー',
      ),
    ],
    [
      'セット',
      '[自動]：このカードをセットしているキャラクターの攻撃により対戦相手がダメージを受けるたび、カードを1枚引く。',
      '[自動]：このカードがセットされているキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  ]);
  test('on a character, the host trigger cannot happen (HF-E027)', () => {
    expect(
      codes('キャラクター', [
        '[自動]：このカードをセットしているキャラクターの攻撃により対戦相手がダメージを受けるたび、カードを1枚引く。',
      ]),
    ).toContain('HF-E027');
  });
});
