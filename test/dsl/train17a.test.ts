// Issue 22 (t17a, seventeenth round): wordings of the d69 train half (a designer writing like MTG's official Japanese
// translations), read by codegen/dsl/designerWordsTrain17a.ts. Each row's own example is tested by
// test/dsl/designerWords.test.ts; here each row's family — variants beyond the corpus sentence — means what the
// canonical wording means, and near wordings that mean something else are not read.
import { describe, expect, test } from 'vitest';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const PUT = 'あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。';
const CANON = (def: string) =>
  `[スリープ]：あなたのトラッシュからカードを1枚選び、${def}として裏向きでこのキャラクターにセットする。`;

describe('a face-down set card defined in the next sentence (RULING HF-14.3): every part read into the put', () => {
  same([
    // 「パワー修正+1000」「パワー修整が+1000」 (the power row)
    [
      'キャラクター',
      `[スリープ]：${PUT}そのカードは、パワー修整が+1000のセットカードとして扱う。`,
      CANON('パワー+1000でセットカード'),
    ],
    // 「…を持ち能力を持たない、」「テキストを持たない」「能力なし」 (the blank rows, after or before)
    [
      'キャラクター',
      `[スリープ]：${PUT}そのカードは、パワー修正+1000を持ち、テキストを持たない、「若芽」という名前のセットカードとして扱う。`,
      CANON('パワー+1000でセットカード「若芽」'),
    ],
    [
      'キャラクター',
      `[スリープ]：${PUT}そのカードは、能力なし、パワー+1000、名前が「若芽」のセットカードとして扱う。`,
      CANON('パワー+1000でセットカード「若芽」'),
    ],
    // 「分類《芽》」 and 「…と《芽》を持つ」 (the traits rows)
    [
      'キャラクター',
      `[スリープ]：${PUT}それは、パワー+2000を持ち、分類《芽》を持つセットカードとして扱う。`,
      CANON('パワー+2000で《芽》を持つセットカード'),
    ],
    [
      'キャラクター',
      `[スリープ]：${PUT}そのカードは、パワー修正+1000と分類《芽》を持ち能力を持たない、カード名「若芽」のセットカードとして扱う。`,
      CANON('パワー+1000で《芽》を持つセットカード「若芽」'),
    ],
    // no power: +0 (RULING HF-14.3)
    [
      'キャラクター',
      `[スリープ]：${PUT}そのカードは、能力を持たない、「若芽」という名前のセットカードとして扱う。`,
      CANON('パワー+0でセットカード「若芽」'),
    ],
    // 「それらのカードはそれぞれ、」 after 「2枚まで選び」, on a target, from the hand, 「してもよい」
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に出たとき、あなたがコントロールするキャラクター1体を対象とする。あなたのトラッシュにあるカードを2枚まで選び、裏向きでそれにセットする。それらのカードはそれぞれ、パワー修正+1000を持ち能力を持たない、「若芽」という名前のセットカードとして扱う。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのキャラクター1体を対象とし、あなたのトラッシュからカードを2枚まで選び、パワー+1000でセットカード「若芽」として裏向きでそれにセットする。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、あなたの手札を1枚選び、裏向きでこのキャラクターにセットしてもよい。それは、パワー+1000で「若芽」という名前のセットカードとして扱う。',
      '[自動]：あなたのターン終了時、あなたの手札からカードを1枚選び、パワー+1000でセットカード「若芽」として裏向きでこのキャラクターにセットしてもよい。',
    ],
  ]);

  test('a definition with an energy cost other than 0 is not read (HF-E040 names it)', () => {
    expect(
      codes('キャラクター', [
        `[スリープ]：${PUT}そのカードは、エネルギーコスト2、パワー+1000のセットカードとして扱う。`,
      ]),
    ).toContain('HF-E040');
  });

  test('「能力を持たない」 outside a face-down definition is left as written', () => {
    expect(read('[自動]：このキャラクターは能力を持たない。')).toContain('能力を持たない');
  });
});

describe('MTG 「…はパワーに+1000の修整を受ける」: its power changes (HF-11)', () => {
  same([
    [
      'コマンド',
      '対戦相手がコントロールするキャラクター1体を対象とする。ターン終了時まで、それはパワーに-2000の修整を受ける。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    ],
    [
      'コマンド',
      'あなたのキャラクター1体を対象とする。ターン終了時まで、そのキャラクターはパワーが+3000修整される。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターのパワーを+3000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃したとき、ターン終了時まで、このキャラクターはパワーに+1000の修正を得る。',
      '[自動]：このキャラクターが攻撃した時、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃したとき、ターン終了時まで、このキャラクターはパワーに+1000の修整を受け、【貫通】を得る。',
      '[自動]：このキャラクターが攻撃した時、ターン終了時まで、このキャラクターのパワーを+1000し、【貫通】を得る。',
    ],
  ]);

  test('undoing a modification (「修整を元に戻す」) stays HF-E040', () => {
    expect(codes('コマンド', ['キャラクター1体を対象とし、それのパワーの修整を元に戻す。'])).toContain(
      'HF-E040',
    );
  });
});

describe('MTG 「あなたが他に《花》を持つキャラクターをコントロールしているなら」: another of yours on the battlefield', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃したとき、あなたが他の《花》を持つキャラクターを2体以上コントロールしている場合、カードを1枚引く。',
      '[自動]：このキャラクターが攻撃した時、このキャラクター以外のあなたの《花》を持つキャラクターが2体以上いる場合、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：あなたがほかに《花》を持つキャラクターをコントロールしている限り、このキャラクターのパワーを+1000する。',
      '[自動]：このキャラクター以外のあなたの《花》を持つキャラクターがいる限り、このキャラクターのパワーを+1000する。',
    ],
  ]);

  test('without 「他に」 the character itself counts (the MTG row of t5a, not this one)', () => {
    expect(
      read('あなたが《花》を持つキャラクターをコントロールしているなら、カードを1枚引く。'),
    ).not.toContain('以外');
  });
});

describe('「[自動]：…限り、…は【強撃】と【貫通】を持つ」: keywords gained while the condition holds (HF-12.9)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターにセットカードが2枚以上セットされている間、このキャラクターは【神速】を持つ。',
      '[自動]：このキャラクターにセットカードが2枚以上セットされている間、このキャラクターは【神速】を得る。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのダメージフィールドにカードが3枚以上ある限り、このキャラクターは【強撃】と【貫通】を持つ。',
      '[自動]：あなたのダメージフィールドにカードが3枚以上ある限り、このキャラクターは【強撃】と【貫通】を得る。',
    ],
  ]);

  test('「【神速】を持つ限り」 (a condition) and 「【神速】を持つキャラクター」 (a filter) are not read as a gain', () => {
    expect(
      read('[自動]：このキャラクターが【神速】を持つ限り、このキャラクターのパワーを+1000する。'),
    ).toContain('を持つ限り');
    expect(read('[自動]：あなたの【神速】を持つキャラクターのパワーを+1000する。')).toContain(
      '【神速】を持つキャラクター',
    );
  });
});

describe('MTG 「以下から1つを選ぶ ―」: a dash ends the choosing sentence (HF-5.13)', () => {
  same([
    [
      'コマンド',
      '以下から1つを選ぶ ― ・カードを1枚引く。 ・対戦相手がコントロールするキャラクター1体を対象とする。それを破壊する。',
      '以下から1つを選ぶ。 ・カードを1枚引く。 ・対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
  ]);

  test('the modes under the line, after 「—」 (another dash)', () => {
    const dashed = [
      '[自動]：このキャラクターが戦場に出たとき、次から1つ選ぶ —',
      '・カードを1枚引く。',
      '・対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
    ];
    const plain = ['[自動]：このキャラクターが戦場に登場した時、次から1つ選ぶ。', ...dashed.slice(1)];
    expect(meaning('キャラクター', dashed)).toEqual(meaning('キャラクター', plain));
  });
});
