// Issue 22 (t17c): wordings of the seventeenth round's d72 train half (a yokai night market; a designer with no house
// style who likes compound effects), read by codegen/dsl/designerWordsTrain17c.ts. Each row's own example is tested by
// test/dsl/designerWords.test.ts; here each row's family — variants beyond the corpus sentence — means what the
// canonical wording means, and near wordings that mean something else are not read as it.
import { describe, expect, test } from 'vitest';
import { codes, compile, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('「…てもよい。置かなかった場合、…」: the optional step negated by its own verb (HF-5.9)', () => {
  same([
    [
      'コマンド',
      '対戦相手のキャラクター一体を対象とする。対戦相手は手札を1枚トラッシュに置いてもよい。置かなかった場合、ターン終了時まで、そのキャラクターのパワーを-3000する。',
      '対戦相手のキャラクター一体を対象とし、対戦相手は手札からカードを1枚選び、トラッシュに置いてもよい。そうしなかった場合、ターン終了時まで、そのキャラクターのパワーを-3000する。',
    ],
    [
      'コマンド',
      '対戦相手は手札を1枚捨ててもよい。捨てなければ、対戦相手に1ダメージを与える。',
      '対戦相手は手札を1枚捨ててもよい。そうしなかった場合、対戦相手に1ダメージを与える。',
    ],
    [
      'コマンド',
      '対戦相手はエネルギーを2支払ってもよい。支払わなかった場合、対戦相手のキャラクター1体を選び、それを破壊する。',
      '対戦相手はエネルギーを2支払ってもよい。そうしなかった場合、対戦相手のキャラクター1体を選び、それを破壊する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたはカードを1枚引いてもよい。引かなかったら、このキャラクターのパワーをターン終了時まで+1000する。',
      '[自動]：このキャラクターが登場した時、あなたはカードを1枚引いてもよい。そうしなかった場合、このキャラクターのパワーをターン終了時まで+1000する。',
    ],
    [
      'セット',
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのプレイヤーは手札を1枚トラッシュに置いてもよい。置かない場合、このキャラクターを破壊する。',
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのプレイヤーは手札を1枚トラッシュに置いてもよい。そうしなかった場合、このキャラクターを破壊する。',
    ],
  ]);

  test('the doer named again (「対戦相手が置かなかった場合」) reads the same; another player does not', () => {
    const may = '対戦相手は手札を1枚トラッシュに置いてもよい。';
    const canonical = meaning('コマンド', [`${may}そうしなかった場合、あなたはカードを2枚引く。`]);
    expect(meaning('コマンド', [`${may}対戦相手が置かなかった場合、あなたはカードを2枚引く。`])).toEqual(
      canonical,
    );
    expect(meaning('コマンド', [`${may}対戦相手がそうしなかった場合、あなたはカードを2枚引く。`])).toEqual(
      canonical,
    );
    expect(read(`${may}あなたが置かなかった場合、あなたはカードを2枚引く。`)).toContain(
      'あなたが置かなかった場合',
    );
  });

  test('not after a mandatory sentence: 「置かなかった場合」 there stays unread (HF-E075 / HF-E040, never a guess)', () => {
    const line = '対戦相手に1ダメージを与える。置かなかった場合、カードを1枚引く。';
    expect(read(line)).toContain('置かなかった場合');
    expect(codes('コマンド', [line])).not.toEqual([]);
  });

  test('「そうしなかった場合」 is the otherwise branch, not 「そうした場合」', () => {
    const written = meaning('コマンド', [
      '対戦相手は手札を1枚捨ててもよい。捨てなかったら、対戦相手に1ダメージを与える。',
    ]);
    expect(written).not.toEqual(
      meaning('コマンド', ['対戦相手は手札を1枚捨ててもよい。そうした場合、対戦相手に1ダメージを与える。']),
    );
  });
});

describe('「…場合、A。そうでない場合、B。」: the else of the condition (「そうでなければ」)', () => {
  same([
    [
      'コマンド',
      'あなたの手札が対戦相手の手札より少ない場合、あなたはカードを2枚引く。そうでない場合、あなたはカードを1枚引く。',
      'あなたの手札が対戦相手の手札より少ない場合、あなたはカードを2枚引く。そうでなければ、あなたはカードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのトラッシュのカードが10枚以上なら、カードを2枚引く。それ以外の場合は、カードを1枚引く。',
      '[自動]：このキャラクターが登場した時、あなたのトラッシュのカードが10枚以上なら、カードを2枚引く。そうでなければ、カードを1枚引く。',
    ],
  ]);

  test('after a revealed card’s 「それが…であれば」 it is left as written (the reveal reads it; its text is unchanged)', () => {
    const line =
      'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードであれば、手札に加える。そうでない場合、トラッシュに置く。';
    expect(read(line)).toContain('そうでない場合、');
    expect(codes('コマンド', [line])).toEqual([]);
  });

  test('after a sentence without a condition it is still HF-E025 (no else to take)', () => {
    expect(codes('コマンド', ['対戦相手に1ダメージを与える。そうでない場合、カードを1枚引く。'])).toContain(
      'HF-E025',
    );
  });
});

describe('「対戦相手は[1]を支払ってもよい」: the opponent pays energy inside the effect', () => {
  same([
    [
      'コマンド',
      '対戦相手は[1]を支払ってもよい。支払わなかった場合、あなたはカードを1枚引く。',
      '対戦相手はエネルギーを1支払ってもよい。そうしなかった場合、あなたはカードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、相手は[2]を払ってもよい。払わなかったら、相手に1ダメージを与える。',
      '[自動]：このキャラクターが攻撃を行うたび、対戦相手はエネルギーを2支払ってもよい。そうしなかった場合、対戦相手に1ダメージを与える。',
    ],
  ]);

  test('the opponent, not the controller, pays', () => {
    expect(
      meaning('コマンド', ['対戦相手は[1]を支払ってもよい。そうしなかった場合、あなたはカードを1枚引く。']),
    ).not.toEqual(
      meaning('コマンド', [
        'あなたはエネルギーを1支払ってもよい。そうしなかった場合、あなたはカードを1枚引く。',
      ]),
    );
  });
});

describe('「[自動]：あなたの手札が対戦相手の手札より少ない限り、…」: a continuous comparison of the two players', () => {
  same([
    [
      'キャラクター',
      '[自動]：あなたの手札が対戦相手の手札より少ない限り、このキャラクターのパワーは+2000される。',
      '[自動]：あなたの手札が対戦相手の手札より少ないなら、このキャラクターのパワーを+2000する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのトラッシュのカードが対戦相手のトラッシュのカードより多い間、このキャラクターは【貫通】を得る。',
      '[自動]：あなたのトラッシュのカードが対戦相手のトラッシュのカードより多いなら、このキャラクターは【貫通】を得る。',
    ],
  ]);

  test('「より少ない」 is not read as 「より多い」', () => {
    expect(
      meaning('キャラクター', [
        '[自動]：あなたの手札が対戦相手の手札より少ない限り、このキャラクターのパワーは+2000される。',
      ]),
    ).not.toEqual(
      meaning('キャラクター', [
        '[自動]：あなたの手札が対戦相手の手札より多いなら、このキャラクターのパワーを+2000する。',
      ]),
    );
  });
});

describe('a set card 「…を対象とし、それをトラッシュに置く。その後、それが《X》を持っていた場合」: its printed traits', () => {
  same([
    [
      'コマンド',
      'セットカード1枚を対象とし、それをトラッシュに置く。その後、それが《呪い》か《借財》を持っていた場合、あなたはカードを1枚引く。',
      'セットカード1枚を対象とし、それをトラッシュに置く。その後、それが《呪い》か《借財》を持つ場合、あなたはカードを1枚引く。',
    ],
    [
      'コマンド',
      '対戦相手のセットカード1枚を対象とし、それを破壊する。その後、そのカードが《呪い》を持っていたなら、あなたはカードを1枚引く。',
      '対戦相手のセットカード1枚を対象とし、それを破壊する。その後、それが《呪い》を持つ場合、あなたはカードを1枚引く。',
    ],
  ]);

  test('a character’s 「持っていた」 is not read by the row: the grammar reads it with its last known traits (t18b, HF-9.6)', () => {
    const line =
      '対戦相手のキャラクター1体を対象とし、それを破壊する。その後、それが《借財》を持っていた場合、あなたはカードを1枚引く。';
    expect(read(line)).toContain('持っていた');
    expect(JSON.stringify(compile('コマンド', [line]).cards[0].def)).toContain('"lastKnown":true');
  });
});

describe('「…を2枚選び、トラッシュに置く。そうしたら、その中にコマンドカードがある場合」: the cards the choice moved', () => {
  same([
    [
      'コマンド',
      'あなたはカードを3枚引く。その後、あなたは手札を2枚選び、トラッシュに置く。そうしたら、その中にコマンドカードがある場合、あなたのエネルギーを1枚アクティブにする。',
      'あなたはカードを3枚引く。その後、あなたは手札を2枚選び、トラッシュに置く。そうしたら、この効果でコマンドカードを1枚以上トラッシュに置いたなら、あなたのエネルギーを1枚アクティブにする。',
    ],
    [
      'コマンド',
      'あなたは手札を2枚選び、トラッシュに置く。その後、それらのうちにキャラクターカードが1枚でもあれば、あなたはカードを1枚引く。',
      'あなたは手札を2枚選び、トラッシュに置く。その後、この効果でキャラクターカードを1枚以上トラッシュに置いたなら、あなたはカードを1枚引く。',
    ],
    [
      'コマンド',
      'あなたは自分のトラッシュからカードを2枚選び、ゲームから除外する。そうした場合、その中に《妖怪》を持つカードが含まれている場合、あなたはカードを1枚引く。',
      'あなたは自分のトラッシュからカードを2枚選び、ゲームから除外する。そうした場合、この効果で《妖怪》を持つカードを1枚以上ゲームから除外したなら、あなたはカードを1枚引く。',
    ],
  ]);

  test('after cards only looked at, or discarded without a choice: HF-E040 names it (chosenHas)', () => {
    for (const line of [
      'あなたはメインデッキを上から3枚見る。その中にキャラクターカードがある場合、あなたはカードを1枚引く。',
      'あなたは手札を2枚捨てる。そうしたら、その中にコマンドカードがある場合、あなたのエネルギーを1枚アクティブにする。',
    ])
      expect(codes('コマンド', [line])[0]).toBe('HF-E040');
  });
});

describe('d72 mechanics the language lacks: the first diagnostic is HF-E040 naming them (diagnostics/mechanics.ts)', () => {
  const first = (kind: string, line: string) => compile(kind, [line]).diagnostics[0];
  test.each([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたの手札が対戦相手の手札より少ない場合、あなたはその差の枚数だけカードを引く。ただし、3枚までしか引けない。',
      '2つの数の差を数える処理',
    ],
    [
      'コマンド',
      '対戦相手の手札の枚数と自分の手札の枚数の差に等しいダメージを与える。',
      '2つの数の差を数える処理',
    ],
    [
      'コマンド',
      '対戦相手は「手札を2枚選んでトラッシュに置く」か「自分のガードデッキからカードを1枚選んでダメージフィールドに置く」かのどちらかを選ぶ。',
      '2つの処理からプレイヤーがどちらかを選ぶ効果',
    ],
    [
      'コマンド',
      'あなたは「丁」か「半」のどちらかを宣言する。その後、あなたのメインデッキの一番上のカードを公開する。',
      '決まった言葉の宣言',
    ],
    ['コマンド', '「表」と「裏」のいずれかを宣言する。', '決まった言葉の宣言'],
    ['コマンド', 'お互いのプレイヤーはカードを1枚引く。', '各プレイヤーが同時にそれぞれ行う効果'],
    [
      'コマンド',
      'あなたと対戦相手はそれぞれ手札を1枚選び、トラッシュに置く。',
      '各プレイヤーが同時にそれぞれ行う効果',
    ],
    ['コマンド', '両プレイヤーは手札を1枚捨てる。', '各プレイヤーが同時にそれぞれ行う効果'],
  ])('%s 「%s」: %s', (kind, line, named) => {
    const d = first(kind, line);
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain(named);
  });

  test('declaring a card type is supported, not named', () => {
    expect(codes('コマンド', ['「キャラクター」「コマンド」「セット」のいずれかを宣言する。'])).toEqual([]);
  });
});
