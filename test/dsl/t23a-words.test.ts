// Issue 22 (t23a): wordings of the twenty-third round's d93 (Weiß Schwarz habits: 「［(1)］」 costs, 「あなたはコストを払ってよい。
// そうしたら、」, 「1ターンに1回。」 after the costs), d94 (the Japanese MTG translation: 「戦場に出るたび」, 「+2000のパワーと【強撃】
// を得る」, 「これは…1体につき+1000のパワーを得る」) and d95 (children's hiragana: 「上から1まいを見る。…上かトラッシュにおく」,
// 「うらむきでアクティブのまま、エネルギーフィールドにおく」, 「つぎののうりょくをもつ。「…」」) train halves, read by
// codegen/dsl/designerWordsTrain23a.ts. Each row's own example is tested by test/dsl/designerWords.test.ts; here each
// family means what the canonical wording means, and near wordings that mean something else are not read as it.
import { describe, expect, test } from 'vitest';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const DRAW = 'あなたはメインデッキからカードを1枚引く。';
const PUMP = 'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。';

describe('Weiß Schwarz 「［(1)］」 is the energy cost [1] (HF-7)', () => {
  same([
    ['キャラクター', `【起】［(1)］［スリープ］　${PUMP}`, `[1][スリープ]：${PUMP}`],
    ['キャラクター', `【起】［(2)］［スリープ］　${PUMP}`, `[2][スリープ]：${PUMP}`],
    ['キャラクター', `[(1)]：${DRAW}`, `[1]：${DRAW}`],
    ['ワールド・セット', `【起】［(1)］［手札を1枚捨てる］　${DRAW}`, `[1][手札を1枚捨てる]：${DRAW}`],
  ]);
  test('a Weiß Schwarz bracket holding more than the number stays a protected cost, never read as an effect', () => {
    expect(read(`【起】［(1) 手札を1枚控え室に置く］　${DRAW}`)).toContain('[(1) 手札を1枚控え室に置く]');
  });
  test('a bracket that is not a number in parentheses stays a cost the language does not have', () => {
    expect(codes('キャラクター', [`【起】［(X+1)］　${DRAW}`])).not.toEqual([]);
  });
});

describe('「【自】［(1)］…時、あなたはコストを払ってよい。そうしたら、」 is an optional payment on resolution (HF-12.1)', () => {
  same([
    [
      'キャラクター',
      '【自】［(1)］このキャラが破壊された時、あなたはコストを払ってよい。そうしたら、このカードを手札に戻す。',
      '[自動]：このキャラクターが破壊された時、あなたはエネルギーを1支払ってもよい。そうした場合、このカードを手札に戻す。',
    ],
    [
      'キャラクター',
      `【自】［(2)］このキャラが登場した時、コストを支払ってもよい。支払ったら、${DRAW}`,
      `[自動]：このキャラクターが戦場に登場した時、あなたはエネルギーを2支払ってもよい。そうした場合、${DRAW}`,
    ],
    [
      'キャラクター',
      `[自動]［(1)］このキャラクターが攻撃した時、あなたはコストを払ってもよい。そうした場合、${DRAW}`,
      `[自動]：このキャラクターが攻撃した時、あなたはエネルギーを1支払ってもよい。そうした場合、${DRAW}`,
    ],
  ]);
  test('without a bracket to pay, 「コストを払ってよい」 names nothing and stays HF-E040', () => {
    expect(
      codes('キャラクター', [
        `【自】このキャラが破壊された時、あなたはコストを払ってよい。そうしたら、${DRAW}`,
      ]),
    ).toContain('HF-E040');
  });
  test('a cost the effect cannot pay (a discard) is not read as energy', () => {
    expect(
      read(
        `【自】［手札を1枚捨てる］このキャラが破壊された時、あなたはコストを払ってよい。そうしたら、${DRAW}`,
      ),
    ).not.toContain('エネルギーを');
  });
});

describe('「1ターンに1回。」 printed after the costs is the activated ability’s once per turn (HF-12.8)', () => {
  same([
    [
      'ワールド・セット',
      '【起】［(1)］［手札を1枚トラッシュに置く］　1ターンに1回。あなたは自分のダメージフィールドのカードを1枚選び、裏向きでガードデッキに置く。',
      '[1][手札を1枚トラッシュに置く]：1ターンに1回、あなたのダメージフィールドのカードを1枚選び、裏向きでガードデッキに加える。',
    ],
    ['キャラクター', `[1][スリープ]：ターン1回。${DRAW}`, `[1][スリープ]：1ターンに1回、${DRAW}`],
    ['キャラクター', `[2]　1ターンに1回のみ。${DRAW}`, `[2]：${DRAW}1ターンに1回。`],
  ]);
  test('twice per turn is not once per turn', () => {
    expect(read(`[1][スリープ]：1ターンに2回。${DRAW}`)).not.toContain('1ターンに1回');
  });
});

describe('「自分のスリープしているエネルギーを1枚選び、アクティブにする」: a sleeping energy made active, no choice (HF-3.3)', () => {
  same([
    [
      'キャラクター',
      '【自】このキャラが防御した時、あなたは自分のスリープしているエネルギーを1枚選び、アクティブにしてよい。',
      '[自動]：このキャラクターが防御を行うたび、あなたのエネルギーを1枚アクティブにしてもよい。',
    ],
    [
      'コマンド',
      'あなたは自分のレスト状態のエネルギーを2枚選び、アクティブにする。',
      'あなたのエネルギーを2枚アクティブにする。',
    ],
    [
      'コマンド',
      `自分のスリープのエネルギーを1枚選び、それをアクティブにし、${DRAW}`,
      `あなたのエネルギーを1枚アクティブにし、${DRAW}`,
    ],
  ]);
  test('the opponent’s energy is not read as yours', () => {
    expect(read('対戦相手のスリープしているエネルギーを1枚選び、アクティブにする。')).toContain('対戦相手');
  });
});

describe('MTG 「…が戦場に出るたび、」 is each time one enters (HF-12.1)', () => {
  same([
    [
      'キャラクター',
      `[自動]：あなたがコントロールする《機関車》を持つキャラクターが戦場に出るたび、${DRAW}`,
      `[自動]：あなたの《機関車》を持つキャラクターが戦場に登場した時、${DRAW}`,
    ],
    [
      'キャラクター',
      `[自動]：対戦相手のキャラクターが場に出る度に、${DRAW}`,
      `[自動]：対戦相手のキャラクターが戦場に登場した時、${DRAW}`,
    ],
  ]);
  test('leaving the battlefield is not entering it', () => {
    expect(read(`[自動]：あなたのキャラクターが戦場を出るたび、${DRAW}`)).not.toContain('登場');
  });
});

describe('MTG 「それは+2000のパワーと【強撃】を得る」: the power change and the keyword (HF-13)', () => {
  same([
    [
      'コマンド',
      'あなたがコントロールする《機関車》を持つキャラクター1体を対象とする。それをアクティブにし、ターン終了時まで、それは+2000のパワーと【強撃】を得る。',
      'あなたの《機関車》を持つキャラクター1体を対象とし、それをアクティブにし、ターン終了時まで、それのパワーを+2000し、【強撃】を得る。',
    ],
    [
      'コマンド',
      'キャラクター1体を対象とする。ターン終了時まで、それは+1000のパワーと【強撃】と【貫通】を得る。',
      'キャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000し、【強撃】と【貫通】を得る。',
    ],
    [
      'コマンド',
      'キャラクター1体を対象とする。ターン終了時まで、それは-1000のパワーと【神速】を得る。',
      'キャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000し、【神速】を得る。',
    ],
  ]);
  test('a player is not given power', () => {
    expect(read('ターン終了時まで、対戦相手は+2000のパワーと【強撃】を得る。')).not.toContain(
      'のパワーを+2000し',
    );
  });
});

describe('MTG 「これはターン終了時まで、…1体につき+1000のパワーを得る」: this card’s power raised per count', () => {
  same([
    [
      'キャラクター',
      '[自動]：これが攻撃を行うたび、これはターン終了時まで、あなたがコントロールするこれ以外の《鉄道員》を持つキャラクター1体につき+1000のパワーを得る。',
      '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、このキャラクター以外の《鉄道員》を持つあなたのキャラクター1体につき+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：これが戦場に出たとき、これはターン終了時まで、対戦相手がコントロールするキャラクター1体につき+500のパワーを得る。',
      '[自動]：このキャラクターが戦場に登場した時、ターン終了時まで、このキャラクターのパワーを、対戦相手のキャラクター1体につき+500する。',
    ],
  ]);
});

describe('MTG 「これは…+2000のパワーを得る」: 「これ」 is this character', () => {
  same([
    [
      'キャラクター',
      '[自動]：これが防御を行うたび、これはターン終了時まで+2000のパワーを得る。',
      '[自動]：このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
    [
      'キャラクター',
      '[自動]：これが攻撃を行うたび、これはターン終了時まで、+1000のパワーと【貫通】を得る。',
      '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+1000し、【貫通】を得る。',
    ],
  ]);
  test('「これ以外の」 and 「これが」 are not rewritten', () => {
    expect(
      read(
        '[自動]：これが攻撃を行うたび、あなたがコントロールするこれ以外のキャラクターはターン終了時まで+1000のパワーを得る。',
      ),
    ).toContain('これ以外');
  });
});

describe('hiragana 「上から1まいを見る。そのカードを、メインデッキの上かトラッシュにおく」: top or trash, the looker chooses', () => {
  const TOP_OR_TRASH =
    '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見る。それをメインデッキの一番上に置くか、トラッシュに置く。';
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターがとうじょうした時、あなたのメインデッキの上から1まいを見る。そのカードを、メインデッキの上かトラッシュにおく。',
      TOP_OR_TRASH,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、自分のメインデッキの上から1枚を見て、そのカードをメインデッキの上に戻すか、トラッシュに置く。',
      TOP_OR_TRASH,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から1枚を見る。そのカードを、トラッシュに置くか、メインデッキの一番上に戻す。',
      TOP_OR_TRASH,
    ],
  ]);
  test('two cards looked at are not one', () => {
    expect(
      read(
        '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から2まいを見る。そのカードを、メインデッキの上かトラッシュにおく。',
      ),
    ).not.toContain('一番上のカードを見る');
  });
});

describe('hiragana 「上から1まいを、うらむきでアクティブのまま、エネルギーフィールドにおく」: an active energy from the top', () => {
  same([
    [
      'コマンド',
      'あなたのメインデッキの上から1まいを、うらむきでアクティブのまま、エネルギーフィールドにおく。',
      'あなたはメインデッキの一番上のカードをエネルギーとして置く。',
    ],
    [
      'コマンド',
      'あなたのメインデッキの一番上のカードを、裏向きでアクティブ状態で、エネルギーフィールドに置く。',
      'あなたはメインデッキの一番上のカードをエネルギーとして置く。',
    ],
  ]);
  test('an asleep energy is not read as active', () => {
    expect(
      read('あなたのメインデッキの上から1まいを、うらむきでスリープのまま、エネルギーフィールドにおく。'),
    ).not.toContain('エネルギーとして置く。');
  });
});

describe('hiragana 「…は、つぎののうりょくをもつ。「…」」: the quoted ability granted (docs/dsl.md «Granted abilities»)', () => {
  const GRANTED = '「[1][スリープ]：対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。」';
  same([
    [
      'セット',
      '[自動]：セットされているキャラクターは、つぎののうりょくをもつ。「[1][スリープ]：あいてのキャラクター1体をたいしょうにして、1000ダメージをあたえる。」',
      `[自動]：このカードがセットされているキャラクターは${GRANTED}を得る。`,
    ],
    [
      'キャラクター',
      `[自動]：あなたの《もぐら》を持つキャラクターは次の能力を得る：${GRANTED}`,
      `[自動]：あなたの《もぐら》を持つキャラクターは${GRANTED}を得る。`,
    ],
  ]);
  test('「次の能力」 with no quoted ability stays rejected', () => {
    expect(codes('キャラクター', ['[自動]：あなたのキャラクターは次の能力を持つ。'])).not.toEqual([]);
  });
});

describe('a cost that puts the card itself into the trash, in hiragana, is named (HF-E040, 000 ■インタラプション)', () => {
  test('「[このカードをトラッシュにおく]」 on a world set', () => {
    expect(codes('ワールド・セット', [`[1][このカードをトラッシュにおく]：${DRAW}`])).toEqual(['HF-E040']);
  });
});
