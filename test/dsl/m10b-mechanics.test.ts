// Issue 22 (helper m10b): mechanics designers write in forms the language did not read (set B). Each row's own
// example is tested by test/dsl/designerWords.test.ts; here: whole families — variants invented beyond the
// brief's sentences — mean what the canonical wording means, and what the rows must not read.
import { describe, expect, test } from 'vitest';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

/** The card's text lines as `hflux fmt` prints them. */
const printed = (kind: string, line: string) =>
  printFile(parse(cardText(kind, [line])).ir)
    .split('\n')
    .filter((l) => l.startsWith('  '))
    .map((l) => l.trim());

/** The effect's steps (ops and targets only). */
const steps = (kind: string, line: string) =>
  JSON.stringify(meaning(kind, [line]).effect.processes.flatMap((p: { steps: unknown[] }) => p.steps));

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('a replacement with no object: the subject of the condition (issue 22, HF-5.11)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターがトラッシュに置かれる場合、代わりにゲームから除外する。',
      '[自動]：このキャラクターがトラッシュに置かれる場合、代わりに、このキャラクターをゲームから除外する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのキャラクターが破壊される場合、代わりに手札に戻す。',
      '[自動]：あなたのキャラクターが破壊される場合、代わりに、それを手札に戻す。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターがトラッシュに置かれるなら、かわりに除外する。',
      '[自動]：このキャラクターがトラッシュに置かれるなら、代わりに、このキャラクターをゲームから除外する。',
    ],
    [
      'キャラクター',
      '[自動]：相手のキャラクターがトラッシュに置かれる場合は、かわりに除外する。',
      '[自動]：対戦相手のキャラクターがトラッシュに置かれる場合、代わりに、それをゲームから除外する。',
    ],
    [
      'キャラクター',
      '[自動]：自分の《式神》を持つキャラクターが破壊されるなら、替わりに持ち主の手札に戻す。',
      '[自動]：あなたの《式神》を持つキャラクターが破壊されるなら、代わりに、それを手札に戻す。',
    ],
    [
      'キャラクター',
      '[自動]：あなたの他のキャラクターが破壊される場合、代わりにゲームから除外する。',
      '[自動]：あなたの他のキャラクターが破壊される場合、代わりに、それをゲームから除外する。',
    ],
  ]);

  test('「かわりに」 elsewhere than after a replacement’s condition is not read', () => {
    expect(codes('コマンド', ['カードを1枚引くかわりに、1000ダメージを与える。'])).toContain('HF-E040');
  });
});

/**
 * HF-5.10: 「それら」 after two targets, in a sentence of nothing else, is one process per target — the same steps as
 * 「前者を…し、後者を…」, but each target checked on its own (an illegal one does not stop the other).
 */
const perTarget = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」, one process per target (HF-5.10)', (kind, written, canonical) => {
    const w = meaning(kind, [written]);
    const c = meaning(kind, [canonical]);
    const apart = c.effect.processes.flatMap((p: { steps: unknown[] }) =>
      p.steps.map((step) => ({ steps: [step] })),
    );
    expect(w.effect.processes).toEqual(apart);
    expect({ ...w, effect: null }).toEqual({ ...c, effect: null });
  });

describe('two targets of different kinds named together, then 「それら」 (issue 22, HF-5.10)', () => {
  const C = 'コマンド';
  perTarget([
    [
      C,
      '対戦相手のキャラクター1体とセットカード1枚を対象とし、それらを手札に戻す。',
      '対戦相手のキャラクター1体を対象とし、セットカード1枚を対象とし、前者を手札に戻し、後者を手札に戻す。',
    ],
    [
      C,
      'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。それらをスリープにする。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、前者をスリープにし、後者をスリープにする。',
    ],
    [
      C,
      '自分のキャラクター一体と相手のキャラクター一体を対象にし、それらに2000ダメージを与える。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、前者に2000ダメージを与え、後者に2000ダメージを与える。',
    ],
    [
      C,
      '対戦相手のキャラクター1体と、対戦相手のセットカード1枚を対象として、それらを破壊する。',
      '対戦相手のキャラクター1体を対象とし、対戦相手のセットカード1枚を対象とし、前者を破壊し、後者を破壊する。',
    ],
  ]);
  same([
    [
      C,
      'あなたのキャラクター1体と対戦相手のキャラクター1体を選び、それらをスリープにする。',
      'あなたのキャラクターを1体選び、それをスリープにする。対戦相手のキャラクターを1体選び、それをスリープにする。',
    ],
    [
      C,
      '相手のキャラクター1体と自分のキャラクター1体を選んで、それらを手札に戻す。',
      '対戦相手のキャラクターを1体選び、それを手札に戻す。あなたのキャラクターを1体選び、それを手札に戻す。',
    ],
  ]);

  test('HF-5.10 「それら」 after two targets is both (it was the last one alone)', () => {
    expect(
      steps(C, '対戦相手のキャラクター1体を対象とし、セットカード1枚を対象とし、それらを手札に戻す。'),
    ).toBe(
      JSON.stringify([
        { op: 'moveCard', target: { target: 0 }, to: 'hand' },
        { op: 'moveCard', target: { target: 1 }, to: 'hand' },
      ]),
    );
  });

  test('hflux fmt prints the two target phrases and 「それら」', () => {
    expect(printed(C, '対戦相手のキャラクター1体とセットカード1枚を対象とし、それらを手札に戻す。')).toEqual([
      '対戦相手のキャラクター一体を対象とし、セットカード一枚を対象とし、それらを手札に戻す。',
    ]);
  });

  test('「それ」 after two targets named together stays rejected (which one?)', () => {
    expect(codes(C, ['対戦相手のキャラクター1体とセットカード1枚を対象とし、それを手札に戻す。'])).toContain(
      'HF-E040',
    );
  });

  test('two choices of the same player’s cards (they could meet) are not read', () => {
    expect(
      codes(C, [
        'あなたのキャラクター1体とあなたの《剣士》を持つキャラクター1体を選び、それらをスリープにする。',
      ]),
    ).not.toEqual([]);
  });
});

describe('a set card moved to another host (issue 22, HF-4.4)', () => {
  const S = 'セット';
  const CANON = 'あなたの他のキャラクターを1体選び、このカードをそれにセットする。';
  same([
    [
      S,
      '[自動]：このカードがセットされた時、このカードを、あなたの他のキャラクター1体にセットし直す。',
      `[自動]：このカードがセットされた時、${CANON}`,
    ],
    [S, '[1]：このカードを、あなたの他のキャラクター1体に付け替える。', `[1]：${CANON}`],
    [S, '[スリープ]：このカードを自分の他のキャラクター一体につけかえる。', `[スリープ]：${CANON}`],
    [
      S,
      '[1]：このカードを、あなたの他のキャラクター1体に移し替えてもよい。',
      '[1]：あなたの他のキャラクターを1体選び、このカードをそれにセットしてもよい。',
    ],
    [
      S,
      '[1]：あなたの他のキャラクター1体を対象とし、このカードをそれに付け替える。',
      '[1]：あなたの他のキャラクター1体を対象とし、このカードをそれにセットする。',
    ],
  ]);

  test('a set card chosen on one character and set on another stays HF-E040 (not built)', () => {
    expect(
      codes('コマンド', [
        'あなたのキャラクターにセットされているセットカード1枚を、あなたの別のキャラクターにセットする。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('「持ち主の次のアクティブフェイズ」 and 「次のあなたのアクティブフェイズ」 (issue 22, HF-6.1, HF-12.9)', () => {
  const C = 'コマンド';
  const T = '対戦相手のキャラクター1体を対象とし、それをスリープにする。';
  const OWNER = `${T}そのキャラクターは次のそのキャラクターの持ち主のアクティブフェイズにアクティブにならない。`;
  same([
    [C, `${T}そのキャラクターは持ち主の次のアクティブフェイズにアクティブにならない。`, OWNER],
    [C, `${T}そのキャラクターは、その持ち主の次のアクティブフェイズにアクティブにならない。`, OWNER],
    [C, `${T}そのキャラクターは次の持ち主のアクティブフェイズにアクティブにならない。`, OWNER],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃した時、このキャラクターはあなたの次のアクティブフェイズにアクティブにならない。',
      '[自動]：このキャラクターが攻撃した時、このキャラクターは次のあなたのアクティブフェイズにアクティブにならない。',
    ],
    [
      C,
      '対戦相手のキャラクター1体を対象とし、次のあなたのアクティブフェイズ開始時まで、それは攻撃できない。',
      '対戦相手のキャラクター1体を対象とし、次のあなたのターン開始時まで、それは攻撃できない。',
    ],
    [
      C,
      '対戦相手のキャラクター1体を対象とし、あなたの次のアクティブフェイズの終わりまで、それのパワーを-2000する。',
      '対戦相手のキャラクター1体を対象とし、次のあなたのアクティブフェイズ終了時まで、それのパワーを-2000する。',
    ],
    [
      C,
      '対戦相手のキャラクター1体を対象とし、相手の次のアクティブフェイズ終了時まで、それは【死殺】を得る。',
      '対戦相手のキャラクター1体を対象とし、次の対戦相手のアクティブフェイズ終了時まで、それは【死殺】を得る。',
    ],
  ]);

  test('RULING 「持ち主の」 lasts until the owner’s next active phase (「そのキャラクターのプレイヤーの」: its controller’s)', () => {
    expect(steps(C, OWNER)).toContain('untilOwnerNextActivePhase');
    expect(
      steps(
        C,
        `${T}そのキャラクターは次のそのキャラクターのプレイヤーのアクティブフェイズにアクティブにならない。`,
      ),
    ).toContain('"untilNextActivePhase"');
  });

  test('hflux fmt prints the owner’s phase and the phase’s end as the grammar reads them', () => {
    expect(
      printed(C, `${T}そのキャラクターは持ち主の次のアクティブフェイズにアクティブにならない。`),
    ).toEqual([
      '対戦相手のキャラクター一体を対象とし、それをスリープにする。そのキャラクターは次のそのキャラクターの持ち主のアクティブフェイズにアクティブにならない。',
    ]);
    expect(
      printed(
        C,
        '対戦相手のキャラクター1体を対象とし、あなたの次のアクティブフェイズの終わりまで、それのパワーを-2000する。',
      ),
    ).toEqual([
      '対戦相手のキャラクター一体を対象とし、次のあなたのアクティブフェイズ終了時まで、それのパワーを-2000する。',
    ]);
  });

  test('「次のあなたのアクティブフェイズまで」 (its start or its end?) is not read', () => {
    expect(
      codes(C, [
        '対戦相手のキャラクター1体を対象とし、次のあなたのアクティブフェイズまで、それは攻撃できない。',
      ]),
    ).not.toEqual([]);
  });
});

describe('a condition on what an earlier step moved (issue 22, HF-5.7)', () => {
  const C = 'コマンド';
  const PICK = 'あなたの手札からカードを1枚選び、トラッシュに置く。';
  same([
    [
      C,
      'あなたの手札を1枚トラッシュに置く。そのカードがキャラクターなら、カードを1枚引く。',
      `${PICK}この方法でトラッシュに置いたカードがキャラクターなら、カードを1枚引く。`,
    ],
    [
      C,
      '手札を1枚捨てる。それがキャラクターカードなら、カードを2枚引く。',
      `${PICK}この方法でトラッシュに置いたカードがキャラクターカードなら、カードを2枚引く。`,
    ],
    [
      C,
      '自分の手札を1枚選んで捨てる。そのカードが《水霊》を持つ場合、カードを1枚引く。',
      `${PICK}この方法でトラッシュに置いたカードが《水霊》を持つなら、カードを1枚引く。`,
    ],
    [
      C,
      'あなたのトラッシュのカードを1枚選び、手札に加える。そのカードが《水霊》を持つなら、カードを1枚引く。',
      'あなたのトラッシュのカードを1枚選び、手札に加える。この方法で手札に加えたカードが《水霊》を持つなら、カードを1枚引く。',
    ],
    [
      C,
      'メインデッキの上から1枚を公開し、それがコスト2以下なら手札に加える。',
      'あなたのメインデッキの一番上のカードを公開し、それがコスト2以下のカードであれば、手札に加える。',
    ],
    [
      C,
      '山札の上から1枚を公開し、それがキャラクターカードなら、手札に加える。',
      'あなたのメインデッキの一番上のカードを公開し、それがキャラクターカードであれば、手札に加える。',
    ],
    [
      C,
      '自分のメインデッキの上から一枚を公開する。そのカードが《水霊》を持つカードであれば、それを手札に加える。',
      'あなたのメインデッキの一番上のカードを公開し、それが《水霊》を持つカードであれば、手札に加える。',
    ],
  ]);

  test('RULING without 「そうでなければ」 the revealed card stays on top (rest: keep)', () => {
    expect(steps(C, 'メインデッキの上から1枚を公開し、それがコスト2以下なら手札に加える。')).toContain(
      '"rest":"keep"',
    );
  });

  test('hflux fmt prints the reveal and the moved card’s condition', () => {
    expect(printed(C, 'メインデッキの上から1枚を公開し、それがコスト2以下なら手札に加える。')).toEqual([
      'あなたはメインデッキの一番上のカードを公開し、それがコスト2以下のカードであれば、手札に加える。',
    ]);
    expect(printed(C, '手札を1枚捨てる。それがキャラクターカードなら、カードを2枚引く。')).toEqual([
      'あなたの手札からカードを1枚選び、トラッシュに置く。この方法でトラッシュに置いたカードがキャラクターカードの場合、あなたはメインデッキからカードを2枚引く。',
    ]);
  });

  test('after a move nobody chose (the top of the deck), 「そのカードが」 stays HF-E040', () => {
    expect(
      codes(C, [
        'あなたのメインデッキの上から1枚をトラッシュに置く。そのカードがキャラクターなら、カードを1枚引く。',
      ]),
    ).toContain('HF-E040');
  });

  test('a random discard is not read as a choice', () => {
    expect(
      codes(C, ['手札をランダムに1枚捨てる。それがキャラクターカードなら、カードを2枚引く。']),
    ).not.toEqual([]);
  });
});
