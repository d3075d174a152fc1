// Issue 22 (helper i22m9): wordings of mechanics the language read only in another form. Each row's own example
// is tested by test/dsl/designerWords.test.ts; here: whole families — variants invented beyond the corpus
// sentences — mean what the canonical wording means, and what the rows must not read.
import { describe, expect, test } from 'vitest';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const ENTER = '[自動]：このキャラクターが戦場に登場した時、';

describe('「…がいなければ、」: the negated presence (issue 22)', () => {
  same([
    [
      'キャラクター',
      `${ENTER}あなたの戦場に《獣使い》を持つキャラクターがいなければ、このキャラクターをスリープにする。`,
      `${ENTER}あなたの戦場に《獣使い》を持つキャラクターがいない場合、このキャラクターをスリープにする。`,
    ],
    [
      'キャラクター',
      `${ENTER}自分の戦場に《獣使い》を持つキャラクターが一体もいなければ、カードを1枚引く。`,
      `${ENTER}あなたの戦場に《獣使い》を持つキャラクターがいない場合、カードを1枚引く。`,
    ],
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、相手の戦場にスリープのキャラクターが1体も居なかったら、カードを1枚引く。',
      '[自動]：あなたのターン終了時、対戦相手の戦場にスリープのキャラクターがいない場合、カードを1枚引く。',
    ],
    [
      'キャラクター',
      'あなたの戦場に《獣使い》を持つキャラクターがいなければ、このキャラクターのパワーは+2000される。',
      'あなたの戦場に《獣使い》を持つキャラクターがいない場合、このキャラクターのパワーは+2000される。',
    ],
    [
      'コマンド',
      '対戦相手の戦場にキャラクターがいなかったなら、カードを2枚引く。',
      '対戦相手の戦場にキャラクターがいない場合、カードを2枚引く。',
    ],
    [
      'コマンド',
      'あなたのトラッシュにキャラクターカードが無ければ、カードを1枚引く。',
      'あなたのトラッシュにキャラクターカードがない場合、カードを1枚引く。',
    ],
  ]);

  test('「…しなければ」「…でなければ」 are not read', () => {
    for (const line of [
      '[自動]：対戦相手のキャラクターは、[1]を支払わなければ攻撃できない。',
      'あなたの手札が3枚以下でなければ、カードを1枚引く。',
      'それがキャラクターカードでなければ、手札に加える。',
    ])
      expect(read(line)).not.toContain('いない場合');
  });
});

describe('entering asleep (issue 22)', () => {
  const T = 'あなたのトラッシュのキャラクターカード1枚を対象とし、';
  same([
    [
      'キャラクター',
      'このキャラクターはスリープ状態で戦場に出る。',
      '[自動]：このキャラクターはスリープで登場する。',
    ],
    [
      'キャラクター',
      'このキャラクターは、スリープの状態で登場する。',
      '[自動]：このキャラクターはスリープで登場する。',
    ],
    [
      'キャラクター',
      'このキャラクターはレスト状態で登場します。',
      '[自動]：このキャラクターはスリープで登場する。',
    ],
    [
      'キャラクター',
      'このキャラクターはタップ状態で戦場に出る。',
      '[自動]：このキャラクターはスリープで登場する。',
    ],
    [
      'キャラクター',
      '[自動]：相手のキャラクターはスリープ状態で戦場に登場する。',
      '[自動]：対戦相手のキャラクターはスリープで登場する。',
    ],
    ['コマンド', `${T}それを戦場にスリープ状態で登場させる。`, `${T}それをスリープ状態で戦場に登場させる。`],
    [
      'コマンド',
      `${T}それをレスト状態で戦場に出してもよい。`,
      `${T}それをスリープ状態で戦場に登場させてもよい。`,
    ],
    ['コマンド', `${T}それをスリープで登場させる。`, `${T}それをスリープ状態で戦場に登場させる。`],
  ]);

  test('a one-time 「…はスリープで登場する」 is a continuous ability only (HF-E025)', () => {
    expect(codes('コマンド', ['ターン終了時まで、対戦相手のキャラクターはスリープで登場する。'])).toEqual([
      'HF-E025',
    ]);
  });
});

describe('「手札かトラッシュから」: two source zones (issue 22)', () => {
  test.each([
    [
      'あなたの手札かトラッシュから《獣》を持つキャラクターカードを1枚まで選び、戦場に登場させる。',
      'hand',
      'trash',
    ],
    [
      '自分の手札またはトラッシュから《獣》を持つキャラクターカードを1枚選び、手札に加える。',
      'hand',
      'trash',
    ],
    [
      'あなたのトラッシュもしくは手札からキャラクターカードを1枚まで選び、戦場に登場させる。',
      'trash',
      'hand',
    ],
    ['あなたのメインデッキかトラッシュから「野犬」を1枚まで選び、手札に加える。', 'mainDeck', 'trash'],
  ])('「%s」 chooses among %s and %s', (line, from, also) => {
    const json = JSON.stringify(meaning('コマンド', [line]));
    expect(json).toContain(`"op":"pick"`);
    expect(json).toContain(`"from":"${from}"`);
    expect(json).toContain(`"alsoFrom":"${also}"`);
  });

  same([
    [
      'コマンド',
      '自分の手札かトラッシュから《獣》を持つキャラクターカードを1枚まで選び、戦場に出す。',
      'あなたの手札かトラッシュから《獣》を持つキャラクターカードを1枚まで選び、戦場に登場させる。',
    ],
  ]);
});

describe('a count with a cap (issue 22)', () => {
  const CAPPED = 'あなたの《獣》を持つキャラクター1体につき、カードを1枚引く（最大3）。';
  same([
    [
      'コマンド',
      'あなたの《獣》を持つキャラクターの数だけカードを引く。ただし3枚を超えては引かない。',
      CAPPED,
    ],
    ['コマンド', '自分の《獣》を持つキャラクターの数（最大3）だけカードを引く。', CAPPED],
    ['コマンド', 'あなたの《獣》を持つキャラクターの数だけカードを引く。ただし、最大3枚まで。', CAPPED],
    ['コマンド', 'あなたの《獣》を持つキャラクターの数だけカードを引く。ただし3枚までしか引かない。', CAPPED],
    ['コマンド', 'あなたの《獣》を持つキャラクター1体につき1枚、カードを引く（最大3枚）。', CAPPED],
    ['コマンド', 'あなたはあなたの《獣》を持つキャラクター1体につき、カードを1枚引く（最大3）。', CAPPED],
    [
      'コマンド',
      'あなたのトラッシュにあるキャラクターカードの枚数だけカードを引く。ただし3枚を超えては引かない。',
      'あなたのトラッシュのキャラクターカード1枚につき、カードを1枚引く（最大3）。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、相手のトラッシュのコマンドカードの数と同じ枚数のカードを引く。',
      '[自動]：このキャラクターが登場した時、対戦相手のトラッシュのコマンドカード1枚につき、カードを1枚引く。',
    ],
  ]);

  test("the cap is the draw count's: at most 3 of the count", () => {
    expect(JSON.stringify(meaning('コマンド', [CAPPED]))).toContain('"atMost"');
  });

  test('a cap on a fixed draw is HF-E025 (it would cap nothing)', () => {
    expect(codes('コマンド', ['カードを2枚引く（最大3）。'])).toEqual(['HF-E025']);
  });
});

describe('「あなたがこのキャラクターにセットカードをセットするたび」 (issue 22)', () => {
  const trig = (line: string) => meaning('キャラクター', [line]).abilities[0].trigger;
  test.each([
    ['[自動]：あなたがこのキャラクターにセットカードをセットするたび、カードを1枚引く。', 'you', true],
    ['[自動]：自分がこのキャラクターにセットカードをセットした時、カードを1枚引く。', 'you', true],
    ['[自動]：相手がこのキャラクターにカードをセットしたとき、カードを1枚引く。', 'opponent', false],
  ])('「%s」 triggers on a card set by %s', (line, by, setCardOnly) => {
    expect(trig(line)).toEqual({
      on: 'cardSetOnSelf',
      by,
      ...(setCardOnly ? { setCard: { kind: ['set'] } } : {}),
    });
  });

  test('without a player it is any player’s', () => {
    expect(trig('[自動]：このキャラクターにセットカードがセットされた時、カードを1枚引く。')).toEqual({
      on: 'cardSetOnSelf',
      setCard: { kind: ['set'] },
    });
  });
});

describe('printed as meant (issue 22, i22m9 bugs)', () => {
  const printed = (kind: string, line: string) =>
    printFile(parse(cardText(kind, [line])).ir)
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim());

  test('RULING HF-3.2 「自分のスリープのエネルギー1枚をアクティブにする」 is one when there is one: printed without 「まで」', () => {
    const line = '自分のスリープのエネルギー1枚をアクティブにする。';
    expect(printed('コマンド', line)).toEqual(['あなたのエネルギーを1枚アクティブにする。']);
    expect(JSON.stringify(meaning('コマンド', [line]))).not.toContain('upTo');
    // 「1枚まで」 is the player's choice of 0 or 1 (RULING HF-3.2, reversed in mech15): not the same card
    expect(JSON.stringify(meaning('コマンド', ['あなたのエネルギーを1枚までアクティブにする。']))).toContain(
      '"upTo":true',
    );
  });

  test('「…2枚まで選び、アクティブにする」 stays a choice of 0…2', () => {
    expect(printed('コマンド', 'あなたのエネルギーを2枚まで選び、アクティブにする。')).toEqual([
      'あなたのエネルギーを2枚まで選び、アクティブにする。',
    ]);
  });

  test('HF-5.10 「…2体まで対象とし、手札に戻す」 acts on every target: printed 「それら」', () => {
    const line = '対戦相手のキャラクター2体まで対象とし、手札に戻す。';
    expect(printed('コマンド', line)).toEqual([
      '対戦相手のキャラクター2体までを対象とし、それらを手札に戻す。',
    ]);
    expect(meaning('コマンド', [line])).toEqual(
      meaning('コマンド', ['対戦相手のキャラクター2体までを対象とし、それらを手札に戻す。']),
    );
  });
});
