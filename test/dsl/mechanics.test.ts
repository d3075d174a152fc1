// The table of mechanics this language does not have (codegen/dsl/diagnostics/mechanics.ts, HF-E040):
// every entry's example is reported with its own mechanic, and every nearest wording compiles.
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { familyOf, lexiconFamilyOf, mechanicFamilies } from '../../codegen/dsl/diagnostics/mechanicFamily.js';
import {
  type Mechanic,
  SUPPORTED_COSTS,
  UNSUPPORTED_COSTS,
  UNSUPPORTED_MECHANICS,
  findCostMechanic,
  findMechanic,
} from '../../codegen/dsl/diagnostics/mechanics.js';
import { writtenPartBank as partBank } from '../../codegen/dsl/diagnostics/partSearch.js';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { addsNothing } from '../../codegen/dsl/searchSuggest.js';
import { cardText, compileCard } from './helpers.js';

/** A card whose one text line is `sentence`, in the context the entry names. */
function context(m: Mechanic, sentence: string): [string, string[]] {
  if (m.line) return ['キャラクター', [sentence]];
  return m.static ? ['キャラクター', [`[自動]：${sentence}`]] : ['コマンド', [sentence]];
}

describe('unsupported mechanics (HF-E040)', () => {
  test('ids are unique', () => {
    const ids = UNSUPPORTED_MECHANICS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(UNSUPPORTED_MECHANICS.map((m) => [m.id, m] as const))(
    '%s: the example is HF-E040 naming the mechanic and its nearest wording',
    (_id, m) => {
      const [kind, lines] = context(m, m.example);
      const diagnostics = compileText(cardText(kind, lines), 'test.hf').diagnostics;
      const e040 = diagnostics.filter((d) => d.code === 'HF-E040');
      expect(e040).toHaveLength(1);
      expect(e040[0].message).toContain(m.ja);
      // k10: the row's wording only when it says nothing the example does not, else one from the example's own
      // sentence (addsNothing) or none (issue 22 "Done when": never an unrelated nearest wording)
      const nearest = e040[0].message.split('近い書き方：').at(-1) ?? '';
      if (addsNothing(m.example, m.nearest)) expect(nearest).toBe(m.nearest);
      else expect(nearest === '（見つかりません）' || addsNothing(m.example, nearest)).toBe(true);
      expect(e040[0].messageEn).toContain(m.en);
      // a `searchFirst` row is named by the word lexicon after the search found no suggestion (issue 22)
      if (m.searchFirst) expect(lexiconFamilyOf(m.example)?.mechanic.id).toBe(m.id);
      else expect(findMechanic(m.example)?.mechanic.id).toBe(m.id);
    },
  );

  test.each(UNSUPPORTED_MECHANICS.map((m) => [m.id, m] as const))(
    '%s: the nearest supported wording compiles without diagnostics',
    (_id, m) => {
      const [kind, lines] = context(m, m.nearest);
      expect(() => compileCard(kind, lines)).not.toThrow();
      expect(findMechanic(m.nearest)).toBeUndefined();
    },
  );

  test('a supported sentence that only mentions a zone and シャッフル is not an unsupported mechanic', () => {
    const search =
      'あなたはメインデッキから《剣士》を持つカードを1枚まで探して手札に加え、メインデッキをシャッフルする。';
    expect(findMechanic(search)).toBeUndefined();
    expect(
      findMechanic('このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。'),
    ).toBeUndefined();
  });

  // Issue 22: designers who never read our docs word each mechanic their own way; a row names the mechanic in
  // wordings beyond its example (particles, 自分/あなた, 相手/対戦相手, okurigana), and never a supported sentence.
  const VARIANTS: Record<string, string[]> = {
    // a card name, a kind or a trait is declared (issue 22, declareAction); a number or a cost is not
    declare: [
      '数字を1つ宣言する。あなたのメインデッキの一番上のカードを公開する。',
      '自分はコストを一つ宣言し、相手の手札を見る。',
      'それが宣言したコストのカードであれば、手札に加える。',
      '数値を1つ指定する。対戦相手は手札を公開する。',
    ],
    powerFromOther: [
      'キャラクター一体を対象とし、このキャラクターのパワーはそれのパワーと同じになる。',
      'このキャラクターのパワーは、対戦相手のキャラクターのパワーのうち最も高いものに等しい。',
    ],
    basePower: [
      'このキャラクターの元々のパワーは、対戦相手のキャラクターのパワーのうち最も高いものに等しい。',
      '自分のキャラクター2体のパワーを交換する。',
    ],
    lastKnown: [
      'それに、破壊したキャラクターが破壊される直前のパワーに等しいダメージを与える。',
      '相手に、捨てたカードのコストに等しいダメージを与える。',
    ],
    resultRef: [
      'あなたのガードデッキから今加えたカード以外のカードを1枚選び、手札に加える。',
      'この方法で除外したカード1枚につき、ターン終了時まで、このキャラクターのパワーを+1000する。',
      'この効果によって対戦相手のキャラクターが1体以上破壊された場合、対戦相手に1ダメージを与える。',
      '破壊したキャラクターの数まで対戦相手のキャラクターを対象とし、それらに3000ダメージずつ与える。',
    ],
    otherwise: [
      'それがキャラクターカードであれば手札に加える。そうでなければ、メインデッキの一番下に置く。',
      'あなたの手札が3枚以下なら、カードを1枚引く。そうでない場合、対戦相手に1ダメージを与える。',
    ],
    playFromZone: [
      'あなたはトラッシュにある《影織》を持つキャラクターカード1枚を、手札にあるかのようにプレイしてもよい。',
      '自分の墓地からコマンドカードを1枚プレイできる。',
      'このカードはダメージフィールドから使用できる。',
    ],
    arithmetic: [
      'Xは、あなたの手札の枚数を2で割った値に等しい。',
      'Xは、あなたのキャラクターの数の半分（端数切り捨て）に等しい。',
      '対戦相手のキャラクターのパワーの合計に等しいダメージを与える。',
    ],
    negateAttack: [
      'このキャラクターの攻撃を失敗させる。',
      'その攻撃は無効になる。',
      'その攻撃をキャンセルする。',
      'このキャラクターの攻撃は中止される。',
    ],
    // OCG's per-name play limit (issue 22, t12a): a count of plays, not an ability's once per turn; the sentence alone
    // is read since mech15 (test/dsl/m15-mechanics.test.ts), joined to another it is not
    namePlayLimit: [
      '同名カードは1ターンに1枚しか発動できず、あなたはメインデッキからカードを1枚引く。',
      'このカード名のカードは、1ターンに1枚までしか使用できず、このターン、あなたはキャラクターをプレイできない。',
    ],
    nameOnceUnnumbered: [
      'このカードの効果は1ターンに1度しか使用できない。',
      'このカード名の能力は、1ターンに1回しか使えない。',
    ],
    playRestriction: [
      'あなたの戦場に《巫女》がいる場合のみプレイできる。',
      'このカードは、相手の手札が5枚以上の時にしか使用できない。',
    ],
    nextPlayCost: [
      '次にプレイする《水霊》のキャラクターカードは、コストが2少なくなる。',
      '次に自分がプレイするカードのコストを1減らす。',
    ],
    attachFromZone: [
      'あなたのトラッシュにあるコスト3以下のセットカード1枚と、キャラクター一体を対象とし、前者を後者にセットしてもよい。',
      '墓地のセットカードを1枚、自分のキャラクターにセットできる。',
    ],
    comparePlayers: [
      '対戦相手のキャラクターのうち、パワーがこのキャラクターのパワー以下であるもの一体を対象とし、それを破壊する。',
    ],
    payInEffect: [
      'コスト1を支払ってもよい。そうした場合、カードを1枚引く。',
      // 「[1]を支払ってもよい」 is read as 「エネルギーを1支払ってもよい」 (t16a); a variable amount is not
      '[自動]：このキャラクターが攻撃するたび、[X]を支払ってもよい。そうしたら、カードを1枚引く。',
    ],
    leaveTrigger: [
      '[自動]：このキャラクターが戦場からメインデッキの一番下に置かれた時、相手に1ダメージを与える。',
      '[自動]：このキャラクターが戦場からゲームから除外された時、カードを1枚引く。',
    ],
    keywordCount: [
      'このキャラクターは、あなたのキャラクターのうち持ち主が対戦相手であるもの一体につき【強撃】を1つ得る。',
      'それは【反撃】を二つ得る。',
    ],
    twoTargets: ['あなたのトラッシュのセットカード1枚とキャラクター1体を対象とする。'],
    // i22r (d25–d28)
    // t10 (d41–d44)
    powerOrTrait: [
      'パワー3000以下か《式神》を持つ、対戦相手のキャラクター一体を対象とし、それを破壊する。',
      '対戦相手のパワー2000以下または《怪盗》を持つキャラクター1体を対象とし、それを手札に戻す。',
    ],
    enteredTurnEnd: [
      '[自動]：このキャラクターが登場したターンの終了時、このキャラクターを破壊する。',
      '[自動]：このキャラクターが戦場に出たターンの終わりに、このキャラクターを手札に戻す。',
    ],
    randomLook: [
      '相手の手札をランダムに1枚選んで見る。',
      '対戦相手の手札から1枚をランダムに選び、見る。それがキャラクターカードなら、カードを1枚引く。',
    ],
    countCap: [
      'あなたの手札1枚につき1回、対戦相手のキャラクターを1体ランダムに選び、それに1000ダメージを与える（最大3回）。',
      // 「Xは…に等しい（最大3）」 is supported since t22b (defineX's cap, test/dsl/t22b-words.test.ts)
      'あなたのトラッシュのカード1枚につき1回、対戦相手に1ダメージを与える（上限2回）。',
    ],
    anyNumber: [
      'あなたは、あなたのキャラクターのうち持ち主が対戦相手であるものを好きな数選び、トラッシュに置いてもよい。',
      'あなたは自分の他のキャラクターを好きな数選び、破壊する。',
    ],
  };

  test.each(Object.entries(VARIANTS))('%s: other designers’ wordings name the same mechanic', (id, list) => {
    expect(UNSUPPORTED_MECHANICS.some((m) => m.id === id)).toBe(true);
    // as written, and as the compiler searches it: read in the designer vocabulary (「あなたは自分の」→「あなたの」)
    for (const sentence of list)
      for (const text of [sentence, readDesignerLine(normalizeWidth(sentence)).text])
        expect(findMechanic(text)?.mechanic.id, text).toBe(id);
  });

  test('supported wordings near these mechanics are not named (once per turn, the attack trigger, X, order)', () => {
    for (const sentence of [
      'この能力は1ターンに1回しか使用できない。',
      'この能力は1ターンに一度だけ使用できる。',
      '[自動]：このキャラクターが攻撃を宣言するたび、カードを1枚引く。',
      'Xはこのキャラクターのパワーに等しい。',
      'Xはあなたの手札の枚数の2倍に等しい。',
      'あなたはメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻す。',
      'あなたのトラッシュにあるキャラクターカード1枚を対象とし、それを戦場に登場させる。',
      '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
      'あなたは対戦相手のトラッシュにあるカードを3枚まで選び、ゲームから除外する。',
      'プレイ中のカード一枚を対象とし、それを無効にする。',
      'あなたのキャラクター一体を対象とし、それを破壊する。',
      'あなたのトラッシュにあるキャラクターカードを1枚まで選び、手札に加える。',
      '[自動]：このキャラクターにカードがセットされた時、カードを1枚引く。',
      'あなたの手札が3枚以下なら、カードを1枚引く。',
      '対戦相手のキャラクターのうち、パワーが5000以下のもの一体を対象とし、それを破壊する。',
      '対戦相手のワールド・セット1枚を対象とし、それを破壊する。',
      'あなたのトラッシュにあるセットカード1枚を対象とし、それを手札に加える。',
      'あなたのトラッシュにあるセットカードを1枚まで対象とし、それを手札に加える。',
      'このキャラクターが破壊される場合、代わりにこのキャラクターをスリープにする。',
      'ターン終了時まで、それは【強撃】を得る。',
      // built by issue 22 helpers: their rows were deleted or narrowed
      'このターン、次にプレイする《竜》を持つカードのコストは1少なくなる。',
      'その攻撃を失敗させる。',
      'あなたの手札の枚数が対戦相手の手札の枚数より少ない場合、カードを1枚引く。',
      '[自動]：このキャラクターが戦場を離れた時、カードを1枚引く。',
      '[自動]：このキャラクターが戦場からトラッシュに置かれた時、カードを1枚引く。',
      'Xはあなたの手札の枚数に1を足した値に等しい。',
      'Xはあなたの手札の枚数から1を引いた値に等しい。',
      'このカードは、あなたのターン中にのみプレイできる。',
      'このキャラクターのパワーは、このキャラクターにセットされているカード1枚につき+1000される。',
      'あなたは手札を1枚捨ててもよい。そうしなかった場合、対戦相手に1ダメージを与える。',
    ])
      expect(findMechanic(sentence), sentence).toBeUndefined();
  });
});

describe('「その攻撃を失敗させる」 after a target (000 ■攻撃, issue 22)', () => {
  const e040 = (line: string, kind = 'コマンド') =>
    compileText(cardText(kind, [line]), 'test.hf').diagnostics.filter((d) => d.code === 'HF-E040');

  test('a target that need not be the attacker: HF-E040, never read as the attack in progress', () => {
    const [d] = e040('キャラクター一体を対象とし、その攻撃を失敗させる。');
    expect(d.message).toContain('対象にしたキャラクターの攻撃を失敗させる効果');
    // k10: the row's wording (a bounce) says what the line does not: none shown
    expect(d.message).toContain('近い書き方：（見つかりません）');
  });

  test('the attacking character as the target, or no target: the attack in progress fails', () => {
    expect(e040('攻撃を行っている対戦相手のキャラクター一体を対象とし、その攻撃を失敗させる。')).toEqual([]);
    expect(e040('その攻撃を失敗させる。')).toEqual([]);
    expect(
      e040(
        '[自動]：このキャラクターが攻撃された時、攻撃しているキャラクター1体を対象とし、その攻撃を失敗させる。',
        'キャラクター',
      ),
    ).toEqual([]);
  });
});

describe('unsupported costs in brackets (HF-E040 instead of HF-E015, issue 22)', () => {
  const EFFECT = 'あなたはメインデッキからカードを1枚引く。';

  test.each(UNSUPPORTED_COSTS.map((m) => [m.id, m] as const))(
    '%s: the example cost is HF-E040 naming it and the supported costs',
    (_id, m) => {
      const line = `[1][${m.example}]：${EFFECT}`;
      const diagnostics = compileText(cardText('キャラクター', [line]), 'test.hf').diagnostics;
      expect(diagnostics.map((d) => d.code)).toEqual(['HF-E040']);
      expect(diagnostics[0].message).toContain(m.ja);
      expect(diagnostics[0].message).toContain(SUPPORTED_COSTS);
      expect(diagnostics[0].messageEn).toContain(m.en);
      expect(findCostMechanic(m.example)?.id).toBe(m.id);
      expect(() => compileCard('キャラクター', [`${m.nearest}：${EFFECT}`])).not.toThrow();
    },
  );

  test('designers’ wordings of the same costs; a misspelt supported cost keeps HF-E015 and its 「もしかして」', () => {
    const named: [string, string][] = [
      ['あなたのキャラクター1体を持ち主の手札に戻す', 'costMoveCard'],
      ['自分のキャラクターを1体メインデッキの一番下に置く', 'costMoveCard'],
      ['手札のキャラクターカードを1枚相手に見せる', 'costReveal'],
      ['墓地のカードを3枚山札の下に置く', 'costTrashToDeck'],
    ];
    for (const [text, id] of named) expect(findCostMechanic(text)?.id, text).toBe(id);
    const [d] = compileText(cardText('キャラクター', [`[手札を1枚捨る]：${EFFECT}`]), 'test.hf').diagnostics;
    expect(d.code).toBe('HF-E015');
    expect(d.suggestion).toBe('[手札を1枚捨てる]');
  });
});

// Issue 22 (blind sets): common mechanics of Japanese TCGs that the language lacks. Each row names its mechanic
// in designers' wordings other than its example, and never an accepted sentence.
describe('common TCG mechanics the language lacks (HF-E040, issue 22)', () => {
  const NEW_ROWS: Record<string, string[]> = {
    // i22k: common mechanics of other TCGs, named by their key nouns and verbs (a family, not a sentence)
    statusCondition: [
      '対戦相手のキャラクター1体を対象とし、それを毒状態にする。',
      '相手のキャラクター1体をまひにする。',
      '対戦相手のキャラクター1体を対象とし、それを凍結させる。',
      'あなたのキャラクター全ては状態異常にならない。',
    ],
    level: [
      'あなたのキャラクター1体を対象とし、それのレベルを1上げる。',
      'このキャラクターに経験値を1つ与える。',
    ],
    cannotUseAbilities: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それの能力は使用できない。',
      '対戦相手は、このターン、起動能力を使用できない。',
      '相手のキャラクター1体を選ぶ。そのキャラクターの能力を発動できない。',
    ],
    turnFaceDown: ['対戦相手のキャラクター1体を対象とし、それを裏向きにする。', 'キャラクター1体を裏返す。'],
    worldSetLeaves: [
      '[自動]：あなたのワールド・セットがトラッシュに置かれた時、カードを1枚引く。',
      '[自動]：自分のワールドセットが破壊された時、カードを1枚引く。',
    ],
    giveCard: [
      'このカードを対戦相手の手札に加える。',
      '自分の手札のカード1枚を相手に渡す。',
      '手札を1枚相手に譲る。',
    ],
    swapControl: [
      'それのコントロールを対戦相手に渡す。',
      '自分のキャラクター1体と相手のキャラクター1体のコントロールを交換する。',
    ],
    extraPhase: ['このターンの後に、追加のバトルフェイズを行う。', 'あなたはアタックフェイズをもう1回行う。'],
    loseAbilities: [
      '対戦相手のキャラクター1体の能力を無効にする。',
      '対戦相手は全ての能力を失う。', // mech16: a card's 「それは【反撃】を失う。」 is read (test/dsl/m16-mechanics.test.ts)
      'このキャラクターはテキストを持たないものとして扱う。',
    ],
    noTrigger: ['対戦相手のキャラクターの[自動]能力は発揮されない。', '相手のカードの効果は発動しない。'],
    attackTargetRule: [
      // mech17: 「このキャラクターは攻撃されない」「…はキャラクターを攻撃できない」 are read (test/dsl/m17-mechanics.test.ts)
      '対戦相手のキャラクターは可能ならこのキャラクターを攻撃しなければならない。',
      '相手のキャラクターは、このキャラクターしか攻撃できない。',
    ],
    preventDamage: [
      // mech22: 「このキャラクターは効果によるダメージを受けない。」 is read (damage prevention, test/dsl/mech22.test.ts)
      '次にあなたのキャラクターが受けるダメージを3000軽減する。',
      'このターン、あなたが受けるダメージを1減らす。',
    ],
    drawGame: [
      'このゲームは引き分けとなる。',
      '両方のプレイヤーが同時に条件を満たしたなら、引き分けになる。',
    ],
    cannotLose: ['あなたはゲームに敗北しない。', '自分はこのターン、負けない。'],
    turnHistory: [
      'このターンにあなたがプレイしたカード1枚につき、対戦相手に1000ダメージを与える。',
      'このターン、あなたがすでにキャラクターカードをプレイしているなら、カードを1枚引く。',
      'このターンにキャラクターが破壊されていたなら、カードを1枚引く。',
      'このターンに登場したあなたのキャラクター1体を対象とし、それを手札に戻す。',
      'このターン2枚目のコマンドをプレイした時、カードを1枚引く。',
      'このターン中にあなたがカードを3枚以上引いていたなら、対戦相手に1ダメージを与える。',
    ],
    multiply: [
      'キャラクター一体を対象とし、ターン終了時まで、それのパワーを2倍にする。',
      'そのダメージは倍になる。',
    ],
    opponentBattlefield: ['手札のキャラクター1枚を相手の戦場に出す。', 'それを対戦相手の戦場に置く。'],
    handLimit: ['対戦相手の手札の最大枚数は5枚になる。', '手札の枚数制限はなくなる。'],
    cannotDraw: [
      '対戦相手はドローフェイズ以外でカードを引くことができない。',
      '相手はこのターン、カードを引けない。',
    ],
    cannotBeNegated: ['このコマンドは無効化されない。', 'このカードの効果は打ち消されない。'],
    swapHands: ['お互いの手札を入れ替える。', 'あなたと相手は手札を交換する。'],
    evolve: ['このキャラクターは進化できる。', '手札のキャラクターをこのキャラクターの上に重ねて出す。'],
    stealEnergy: ['対戦相手のエネルギーを1枚奪う。', '相手のエネルギー1枚を自分のエネルギーにする。'],
    oncePerGame: ['この能力はゲーム中1回しか使えない。', 'この能力は1ゲームに一度だけ使用できる。'],
    targetedTrigger: [
      '[自動]：このキャラクターが効果の対象に選ばれた時、カードを1枚引く。',
      '[自動]：あなたのキャラクターが対象にされたとき、相手に1ダメージを与える。',
    ],
    battlefieldLimit: [
      '自分の戦場にはキャラクターが3体までしかいられない。',
      '戦場に出せるキャラクターの上限は5体になる。',
    ],
    cannotLeave: [
      'このキャラクターはゲームから除外されない。',
      'このキャラクターは相手の効果で手札に戻されない。',
    ],
    redirect: [
      'その効果の対象を変更する。',
      '対戦相手のキャラクターが攻撃する場合、代わりにこのキャラクターを攻撃する。',
    ],
    deckBuilding: ['このカードはメインデッキに何枚でも入れられる。', 'デッキに5枚まで入れることができる。'],
    treatAs: [
      'このキャラクターは《竜》を持つキャラクターとして扱う。',
      'このカードの種別はコマンドとしても扱う。',
    ],
    enteredCount: [
      'あなたのトラッシュのキャラクターカードを2枚まで選び、戦場に登場させる。その後、この効果で登場させたキャラクターの数だけ対戦相手に1ダメージを与える。',
      'あなたのトラッシュのキャラクターカードを2枚まで選び、戦場に登場させる。その後、この効果で戦場に出したキャラクターの数だけ、カードを1枚引く。',
    ],
    destroysTrigger: [
      '[自動]：このキャラクターが《獲物》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
      '[自動]：このキャラクターが効果でキャラクターを破壊した時、カードを1枚引く。',
      '[自動]：このキャラクターが対戦相手のキャラクターを破壊するたび、カードを1枚引く。',
    ],
    effectSourceTrigger: [
      '[自動]：あなたがあなたのカードの効果によってダメージを受けた時、カードを1枚引く。',
      '[自動]：このキャラクターが相手の効果で手札に戻された時、カードを1枚引く。',
    ],
    countedFilter: [
      '自分の手札の枚数以下のコストを持つ相手のキャラクター1体を破壊する。',
      '対戦相手のキャラクターのうち、あなたのキャラクターの数より少ないコストのもの1体を対象とし、それを手札に戻す。',
    ],
    distinctTraits: [
      '自分の場のキャラクターが持つ分類の種類を数える。',
      'あなたのキャラクターの分類が3種類以上なら、カードを1枚引く。',
      'あなたの戦場に異なる名前のキャラクターが3体以上いるなら、カードを1枚引く。',
    ],
    valueCap: [
      'ターン終了時まで、このキャラクターのパワーを、あなたのキャラクター1体につき+1000する（最大+3000）。',
      'あなたのトラッシュのカード1枚につき、それのパワーを+500する（上限は+2000）。',
      'それのパワーを、あなたの手札1枚につき+1000する（最大3000）。',
    ],
    energyRemoval: [
      '対戦相手のエネルギー1枚を対象とし、それを破壊する。',
      '相手のエネルギーを2枚選び、手札に戻す。',
    ],
    superlative: [
      'パワーが一番低い対戦相手のキャラクター1体を対象とし、それを破壊する。',
      'コストが最も大きい相手のキャラクターを手札に戻す。',
    ],
    drawReplacement: [
      '対戦相手がカードを引くとき、代わりに手札を1枚捨てる。',
      'あなたがカードを引く時、かわりにカードを2枚引く。',
    ],
    stateTrigger: [
      '[自動]：このキャラクターがアクティブになった時、カードを1枚引く。',
      '[自動]：あなたのキャラクターがスリープ状態になったとき、相手に1ダメージを与える。',
    ],
    energyTrigger: [
      '[自動]：あなたがエネルギーを置いた時、カードを1枚引く。',
      '[自動]：自分のエネルギーが増えたとき、相手に1ダメージを与える。',
    ],
    sameName: ['同名のキャラクターを1体破壊する。', 'このカードと同じカード名のカードを1枚手札に加える。'],
    discardHand: ['手札をすべて捨て、その後カードを3枚引く。', '対戦相手は手札を全部トラッシュに置く。'],
    // 「手札を見ないで1枚選び」 is a random choice, supported (test/dsl/mechanicPrecision.test.ts)
    random: ['コインを投げ、表ならカードを1枚引く。', 'サイコロを1回振る。'],
    repeat: [
      '自分の場の《軽音部》の数だけ、自分の場のキャラクター1体をランダムに選び、ターン終了時まで+1000する。',
      'あなたはカードを1枚引く。その後、手札を1枚捨てる。これを3回繰り返す。',
    ],
    // rows broadened by issue 22
    tokens: ['パワー1000のキャラクターを1体作る。', 'キャラクターを2体生成する。'],
    counters: ['それに印を1つ置く。', 'このキャラクターにしるしを乗せる。'],
    delayedAction: [
      '次のあなたのターンのはじめに、カードを1枚引く。',
      '次のターンの始めに、それを手札に戻す。',
    ],
  };

  test.each(Object.entries(NEW_ROWS))('%s: designers’ wordings name the mechanic', (id, list) => {
    expect(UNSUPPORTED_MECHANICS.some((m) => m.id === id)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const sentence of list)
      for (const text of [sentence, readDesignerLine(normalizeWidth(sentence)).text])
        expect(findMechanic(text)?.mechanic.id, text).toBe(id);
  });

  test('supported sentences near these mechanics are never named', () => {
    for (const sentence of [
      'キャラクター一体を対象とし、それを対戦相手のキャラクターとする。',
      '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
      'このキャラクターは対戦相手の効果によって破壊されない。',
      'このキャラクターは破壊されない。',
      'このキャラクターはプレイヤーを攻撃できない。',
      'このキャラクターは攻撃できない。',
      'このキャラクターは防御を行えない。',
      'このキャラクターがダメージを受ける場合、代わりにこのキャラクターをスリープにする。',
      'キャラクター一体を対象とし、それが受けているダメージを全て取り除く。',
      '対戦相手はゲームに敗北する。',
      'Xはあなたの手札の枚数の2倍に等しい。',
      '対戦相手のメインデッキの上から3枚をトラッシュに置く。',
      '[1]：カードを1枚引く。この能力は1ターンに1回使用できる。',
      '[自動]：このキャラクターが攻撃された時、カードを1枚引く。',
      'このキャラクターは対戦相手の効果の対象にならない。',
      'プレイ中のカード一枚を対象とし、それを無効にする。',
      '対戦相手は自分のキャラクター1体を選び、それを破壊する。',
      '対戦相手は手札を1枚選んで捨てる。',
      '[自動]：対戦相手がコマンドをプレイした時、カードを1枚引く。',
      'あなたはメインデッキの一番上のカードをエネルギーとして置く。',
      'あなたの戦場にキャラクターが2体以上いる場合、カードを1枚引く。',
      '対戦相手の戦場にキャラクターが3体以上いるなら、カードを1枚引く。',
      'キャラクター一体を対象とし、それを手札に戻す。',
      '対戦相手に1ダメージを与える。',
      'このキャラクターは【警戒】を得る。',
      '[自動]：あなたのキャラクターが手札に戻った時、カードを1枚引く。',
      'あなたは手札を2枚捨てる。',
      '対戦相手のエネルギーコスト2以下のキャラクター1体を対象とし、それを破壊する。',
      'あなたはメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻す。',
      'このターンに攻撃したあなたのキャラクター1体を対象とし、それをアクティブにする。',
      'このターン中に攻撃を行った、スリープであるあなたのキャラクター1体を対象とし、それをアクティブにする。',
    ])
      expect(findMechanic(sentence), sentence).toBeUndefined();
  });

  test('a row with family: false is named by its pattern only (its key words are in many other sentences)', () => {
    const families = mechanicFamilies();
    for (const m of UNSUPPORTED_MECHANICS.filter((r) => r.family === false))
      expect(
        families.some((f) => f.mechanic.id === m.id),
        m.id,
      ).toBe(false);
    // 自分…引く has 引・分 (drawGame's key words), 代わりに…引く has 引・代 (drawReplacement's)
    expect(familyOf('自分はメインデッキの上から1枚引き、それを公開する。')?.mechanic.id).not.toBe('drawGame');
    expect(familyOf('そうした場合、代わりにカードを2枚引く。')?.mechanic.id).not.toBe('drawReplacement');
  });

  test('no new row matches a part of an accepted line (codegen/dsl/diagnostics/partBank.json)', () => {
    const bank = partBank();
    const texts = [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) =>
      p.template
        .replace(/\uE000/g, '1')
        .replace(/\uE001/g, '影')
        .replace(/[\uE002\uE003]/g, '反撃'),
    );
    for (const id of Object.keys(NEW_ROWS)) {
      const m = UNSUPPORTED_MECHANICS.find((r) => r.id === id);
      for (const t of texts) expect(m?.pattern.test(t), `${id}: ${t}`).toBe(false);
    }
  });
});

describe('a character destroying another by any means (HF-E040 destroysTrigger, issue 22)', () => {
  test('the caret marks what it destroys; by attack damage is supported and not marked', () => {
    const list = compileText(
      cardText('キャラクター', [
        '[自動]：このキャラクターが《獲物》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
      ]),
      'test.hf',
    ).diagnostics.filter((d) => d.severity === 'error');
    expect(formatDiagnostic(list[0], 'ja').split('\n').slice(0, 3)).toEqual([
      'test.hf:7:17 HF-E040 エラー: この言語にはキャラクターが（攻撃以外でも）キャラクターを破壊したことで誘発する能力（「攻撃によるダメージで…を破壊した時」は書けます）がありません（「《獲物》を持つキャラクターを破壊した時」）。近い書き方：（見つかりません）',
      '  |   [自動]：このキャラクターが《獲物》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
      '  |                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ]);
    const byAttack =
      '[自動]：このキャラクターが攻撃によるダメージで対戦相手のキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。';
    expect(UNSUPPORTED_MECHANICS.find((m) => m.id === 'destroysTrigger')?.pattern.test(byAttack)).toBe(false);
  });
});
