// Issue 22 (helper m10a): mechanics the language lacked (set A), in the wordings Japanese TCG designers print.
// Each designer-vocabulary row's own example is tested by test/dsl/designerWords.test.ts; here whole families —
// variants beyond the rows' examples — mean what the canonical wording means, and what must stay rejected.
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const ENTER = '[自動]：このキャラクターが戦場に登場した時、';

describe('「…をコストを支払わずにプレイする」: a play by an effect (issue 22, HF-5.3)', () => {
  test.each([
    ['あなたの手札から《獣》を持つコスト3以下のキャラクターを1枚、コストを支払わずにプレイする。', 'hand'],
    ['あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。', 'trash'],
    [
      'あなたの手札にあるコスト2以下のキャラクターカード1枚を、エネルギーコストを払わずにプレイしてもよい。',
      'hand',
    ],
  ])('「%s」 plays from the %s', (line, from) => {
    const json = JSON.stringify(meaning('コマンド', [line]));
    expect(json).toContain(`"from":"${from}"`);
    expect(json).toContain('"to":"played"');
  });

  test('looked-at cards: one of the top 3 is played', () => {
    const json = JSON.stringify(
      meaning('コマンド', [
        'あなたのメインデッキの上から3枚を見て、その中からキャラクターカードを1枚まで選び、コストを支払わずにプレイし、残りをトラッシュに置く。',
      ]),
    );
    expect(json).toContain('"pick":{"filter":{"kind":["character"]},"upTo":1,"to":"played"}');
  });

  same([
    [
      'コマンド',
      '自分の手札から《獣》を持つコスト3以下のキャラクターを1枚選び、コストを払わずにプレイする。',
      'あなたの手札から《獣》を持つコスト3以下のキャラクターを1枚選び、コストを支払わずにプレイする。',
    ],
    [
      'コマンド',
      'あなたのトラッシュからキャラクターカードを1枚選び、無料でプレイできる。',
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。',
    ],
    [
      'キャラクター',
      `${ENTER}あなたの手札から《獣》を持つキャラクターカードを1枚まで選び、コストを支払うことなくプレイする。`,
      `${ENTER}あなたの手札から《獣》を持つキャラクターカードを1枚まで選び、コストを支払わずにプレイする。`,
    ],
    [
      'コマンド',
      'あなたのトラッシュからキャラクターカードを1枚選び、エネルギーコストを支払わずにプレイすることができる。',
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。',
    ],
  ]);

  test('「コストを支払わずに登場させる」 stays a put, not a play (RULING «「登場させる」»)', () => {
    const json = JSON.stringify(
      meaning('コマンド', [
        'あなたのトラッシュからキャラクターカードを1枚選び、コストを払わずに登場させる。',
      ]),
    );
    expect(json).toContain('"to":"battlefield"');
  });

  test('HF-E040 a command or any card played by an effect (it would need targets and the chain)', () => {
    expect(codes('コマンド', ['あなたは手札のカードを1枚、コストを支払わずにプレイする。'])).toContain(
      'HF-E040',
    );
    expect(
      codes('コマンド', ['あなたの手札からコマンドカードを1枚選び、コストを支払わずにプレイする。']),
    ).toContain('HF-E040');
  });
});

describe('「好きな枚数／任意の数／何体でも」: any number, 0 allowed (issue 22)', () => {
  const BOTTOM_DRAW =
    'あなたの手札からカードを好きな枚数選び、メインデッキの一番下に置く。その後、この方法で置いたカード1枚につき、カードを1枚引く。';
  same([
    ['コマンド', '手札を好きな枚数メインデッキの下に置き、その後、同じ枚数のカードを引く。', BOTTOM_DRAW],
    [
      'コマンド',
      '自分の手札を任意の枚数選んで山札の下に戻し、戻した枚数と同じ数だけカードを引く。',
      BOTTOM_DRAW,
    ],
    [
      'コマンド',
      'あなたは手札を好きな枚数、デッキの一番下に置く。その後、それと同じ枚数のカードを引く。',
      BOTTOM_DRAW,
    ],
    [
      'コマンド',
      'あなたのキャラクターを好きな数選び、スリープにする。',
      'あなたのキャラクターを好きな数選び、それらをスリープにする。',
    ],
    [
      'コマンド',
      '自分のキャラクターを何体でも選び、レストする。',
      'あなたのキャラクターを好きな数選び、それらをスリープにする。',
    ],
    [
      'コマンド',
      '相手のキャラクターを任意の数選び、アクティブにする。',
      '対戦相手のキャラクターを好きな数選び、それらをアクティブにする。',
    ],
    [
      'コマンド',
      'あなたの手札から任意の枚数のカードを選び、トラッシュに置く。',
      'あなたの手札からカードを好きな枚数選び、トラッシュに置く。',
    ],
  ]);

  test('the count is every matching card, 0 allowed (upTo)', () => {
    const json = JSON.stringify(meaning('コマンド', [BOTTOM_DRAW]));
    expect(json).toContain('"count":{"count":{},"zone":"hand","player":"you"},"upTo":true,"to":"mainBottom"');
  });

  test('HF-E040 any number of targets (chosen when played: not read)', () => {
    expect(codes('コマンド', ['対戦相手のキャラクターを好きな数対象とし、それらを手札に戻す。'])).toContain(
      'HF-E040',
    );
  });
});

describe('「パワーを…にする」「…のパワーと同じにする」: the base power set (issue 22, HF-12.6)', () => {
  const COPY = `${ENTER}対戦相手のキャラクター1体を対象とし、ターン終了時まで、このキャラクターのパワーを、それのパワーと同じにする。`;
  same([
    [
      'キャラクター',
      `${ENTER}対戦相手のキャラクター1体を対象とし、ターン終了時まで、このキャラクターのパワーを、それのパワーと同じ値にする。`,
      COPY,
    ],
    [
      'キャラクター',
      `${ENTER}相手のキャラクター1体を対象とし、ターン終了時まで、このキャラクターのパワーをそのキャラクターのパワーに等しくする。`,
      COPY,
    ],
    [
      'キャラクター',
      `${ENTER}対戦相手のキャラクター1体を対象とし、ターン終了時まで、このキャラクターのパワーは、それのパワーと同じになる。`,
      COPY,
    ],
    [
      'コマンド',
      'キャラクター一体を対象とし、ターン終了時まで、それのパワーは1000になる。',
      'キャラクター一体を対象とし、ターン終了時まで、それのパワーを1000にする。',
    ],
    [
      'コマンド',
      'キャラクター一体を対象とし、ターン終了時まで、それの元々のパワーを0とする。',
      'キャラクター一体を対象とし、ターン終了時まで、それの元々のパワーを0にする。',
    ],
  ]);

  test('the copy is the other card’s power at resolution, as a set base', () => {
    const json = JSON.stringify(meaning('キャラクター', [COPY]));
    expect(json).toContain(
      '"op":"setPower","target":"self","value":{"powerOf":{"target":0}},"duration":"endOfTurn"',
    );
  });

  test('swapping powers is read since m11 (swapPower); a continuous ability defining the printed power stays HF-E040', () => {
    expect(codes('コマンド', ['キャラクター二体を対象とし、それらのパワーを入れ替える。'])).toEqual([]);
    expect(
      codes('キャラクター', [
        '[自動]：このキャラクターの元々のパワーは、対戦相手のキャラクターのパワーのうち最も高いものに等しい。',
      ]),
    ).toContain('HF-E040');
  });
});
