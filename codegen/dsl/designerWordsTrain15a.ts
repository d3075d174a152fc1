// Issue 22 (helper t15a): designer vocabulary rows found on the train half of the fifteenth round's d61 (shrine maidens
// and festival spirits, a designer who wrote Weiß Schwarz and Vanguard for years: 「このカードが」, 「そのターン中、パワーを
// ＋1000。」, optional costs in brackets after the label, 「…を支払ってよい。支払ったら、…」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/train15a.test.ts). TRAIN15A_WORDS_FIRST run before every
// other row (they see the designer's own text).
import type { DesignerWord } from './designerWords.js';

/** A one-shot duration (HF-12.9): 「そのターン中」 is the turn the ability resolves in, as 「このターン中」. */
const DURATION =
  '(?:そのターン中|このターン中|そのターンの間|このターンの間|ターン終了時まで|次の(?:あなたの|自分の|対戦相手の|相手の)ターン(?:終了時|の終わり|の終了時)まで)';
/** A target or choice just made, of one card (「それ」) or of up to N (「それら」, HF-5.10). */
const TARGETS = [
  ['(?:1|一)体(?:を)?(?:対象とし|選び)', 'それ'],
  ['(?:[2-9]|[二三四五])体まで(?:を)?(?:対象とし|選び)', 'それら'],
] as const;
/** What a power change is said of when it is the topic (「このカードは、パワーを＋2000」). */
const SUBJECT =
  '(このカード|このキャラクター|そのキャラクター|それ|対象のキャラクター|このカードがセットされているキャラクター)';
/** A group of characters named by a selector (「あなたの《祭》を持つキャラクター」「相手のキャラクターすべて」). */
const SELECTED = '((?:あなた|自分|対戦相手|相手)の[^、。:はが]*?キャラクター(?:すべて|全て)?)';
/** A power change as a number (「＋1000」 is half-width by now: codegen/dsl/normalize.ts). */
const AMOUNT = '([+-][0-9X]+)';
/** The end of a power change written without 「する」 (「パワーを＋1000。」) or with it. */
const ENDS = [
  ['(?:する)?(?=。|$)', 'する'],
  ['し(?=、)', 'し'],
] as const;

/**
 * The optional costs of an automatic ability as this designer prints them (Weiß Schwarz's 【自】［…］ and 「コスト[…]」),
 * and the same payment in an effect's canonical wording: all of it or nothing, and 「そうした場合」 follows only what was
 * paid (RULING «Paying in an effect», docs/engine.md).
 */
const COSTS: readonly (readonly [cost: string, pay: string, what: string])[] = [
  ['カルネージ([0-9]+)', 'あなたはカルネージ$1を支払ってもよい', 'carnage'],
  ['([0-9]+)', 'あなたはエネルギーを$1支払ってもよい', 'energy'],
  [
    '(?:あなたの|自分の)?手札(?:から|を)(?:カードを)?([0-9]+)枚(?:トラッシュに置く|捨てる|控え室に置く)',
    'あなたは手札からカードを$1枚選び、トラッシュに置いてもよい',
    'a discard',
  ],
];
/** 「コストを支払ってよい」「コストを払ってもよい」: the bracket's cost, paid or not. */
const MAY_PAY = '(?:あなたは、?)?(?:その)?コストを(?:支払|払)って(?:も)?(?:よい|良い|いい)';

/** A row's example: one or two targets, the power change ending the sentence or going on. */
function targetExample(it: string, verb: string): [string, string] {
  const [who, read] =
    it === 'それ'
      ? ['あなたの他のキャラクター一体を', 'あなたの他のキャラクター一体を']
      : ['あなたのキャラクターを二体まで', 'あなたのキャラクターを二体まで'];
  const [rest, restRead] =
    verb === 'し' ? ['し、【貫通】を得る。', 'し、【貫通】を得る。'] : ['。', 'する。'];
  return [
    `[スリープ]：${who}対象とし、そのターン中、パワーを＋1000${rest}`,
    `[スリープ]:${read}対象とし、このターン中、${it}のパワーを+1000${restRead}`,
  ];
}

export const TRAIN15A_WORDS_FIRST: readonly DesignerWord[] = [
  ...ENDS.flatMap(([end, verb]) =>
    TARGETS.map(
      ([target, it]): DesignerWord => ({
        // 「…1体を対象とし、そのターン中、パワーを＋1000。」: the power of the one (or ones) just targeted or chosen (HF-5.5,
        // HF-12.9); the duration stays as written (「そのターン中」 is read later)
        from: new RegExp(`(${target})、(${DURATION})、(?:その|それらの)?パワーを${AMOUNT}${end}`, 'g'),
        to: `$1、$2、${it}のパワーを$3${verb}`,
        need: 'パワー',
        note: `「…を対象とし、そのターン中、パワーを＋1000。」: 「…を対象とし、このターン中、${it}のパワーを+1000する。」`,
        example: targetExample(it, verb),
      }),
    ),
  ),
  ...ENDS.map(
    ([end, verb]): DesignerWord => ({
      // 「そのターン中、このカードはパワーを＋2000。」「このカードは、そのターン中、パワー＋2000。」: the topic's power
      from: new RegExp(
        `(?:(${DURATION})、${SUBJECT}は、?|${SUBJECT}は、?(${DURATION})、?)パワー(?:を)?${AMOUNT}${end}`,
        'g',
      ),
      to: `$1$4、$2$3のパワーを$5${verb}`,
      need: 'パワー',
      note: '「そのターン中、このカードはパワーを＋2000。」: 「ターン終了時まで、このカードのパワーを+2000する。」',
      example:
        verb === 'し'
          ? [
              '[自動]：このカードが攻撃を行った時、そのターン中、このカードはパワーを＋2000し、【貫通】を得る。',
              '[自動]:このカードが攻撃した時、このターン中、このカードのパワーを+2000し、【貫通】を得る。',
            ]
          : [
              '[自動]：このカードが攻撃を行った時、このカードは、そのターン中、パワー＋2000。',
              '[自動]:このカードが攻撃した時、このターン中、このカードのパワーを+2000する。',
            ],
    }),
  ),
  ...COSTS.map(
    ([cost, pay, what]): DesignerWord => ({
      // Weiß Schwarz 「【自】［手札を1枚控え室に置く］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、…」:
      // the bracket is not a cost of the ability (HF-E014: only an activated one has costs) but the payment its effect
      // offers; read as that payment in the effect (the bracket is read whole: nothing but the cost is inside it)
      from: new RegExp(`^\\[自動\\]\\[${cost}\\]\\s*:\\s*([^。]*?(?:時|とき|たび)、)${MAY_PAY}(?=。)`, 'g'),
      to: `[自動]:$2${pay}`,
      need: 'コストを',
      readsNames: true,
      note: `「[自動]［${what}］：…時、あなたはコストを支払ってよい。」: 「[自動]：…時、${pay.replace('$1', '1')}。」`,
      example:
        what === 'a discard'
          ? [
              '[自動]［手札を1枚トラッシュに置く］：このカードが攻撃を行った時、あなたはコストを支払ってよい。そうしたら、そのターン中、このカードは【神速】を得る。',
              '[自動]:このカードが攻撃した時、あなたは手札からカードを1枚選び、トラッシュに置いてもよい。そうしたら、このターン中、このカードは【神速】を得る。',
            ]
          : what === 'energy'
            ? [
                '[自動][1]：このカードが登場した時、あなたはコストを払ってよい。そうしたら、あなたは自分のメインデッキから1枚引く。',
                '[自動]:このカードが戦場に登場した時、あなたはエネルギーを1支払ってもよい。そうしたら、あなたはメインデッキから1枚引く。',
              ]
            : [
                '[自動][カルネージ1]：このカードが登場した時、あなたはコストを支払ってよい。そうしたら、あなたは自分のメインデッキから1枚引く。',
                '[自動]:このカードが戦場に登場した時、あなたのダメージフィールドからカードを1枚選び、トラッシュに置いてもよい。そうしたら、あなたはメインデッキから1枚引く。',
              ],
    }),
  ),
  ...COSTS.map(
    ([cost, pay, what]): DesignerWord => ({
      // Vanguard 「コスト［カウンターブラスト1］を払ってよい」 as 「コスト[カルネージ1]を支払ってよい」: the payment in the effect
      from: new RegExp(
        `(?<=^|、|。|:)(?:あなたは、?)?コスト\\[${cost}\\]を(?:支払|払)って(?:も)?(?:よい|良い|いい)`,
        'g',
      ),
      to: pay,
      need: 'コスト[',
      readsNames: true,
      note: `「コスト[${what}]を支払ってよい」: 「${pay.replace('$1', '1')}」`,
      example:
        what === 'carnage'
          ? [
              '[自動]：このカードが登場した時、コスト[カルネージ1]を支払ってよい。支払ったら、あなたは自分のトラッシュのキャラクターカードを1枚選び、手札に戻す。',
              '[自動]:このカードが戦場に登場した時、あなたのダメージフィールドからカードを1枚選び、トラッシュに置いてもよい。そうした場合、あなたのトラッシュのキャラクターカードを1枚選び、手札に戻す。',
            ]
          : what === 'energy'
            ? [
                '[自動]：このカードが登場した時、あなたはコスト[2]を払ってよい。支払ったら、あなたは自分のメインデッキから1枚引く。',
                '[自動]:このカードが戦場に登場した時、あなたはエネルギーを2支払ってもよい。そうした場合、あなたはメインデッキから1枚引く。',
              ]
            : [
                '[自動]：このカードが登場した時、コスト[手札を1枚捨てる]を支払ってよい。支払ったら、あなたは自分のメインデッキから2枚引く。',
                '[自動]:このカードが戦場に登場した時、あなたは手札からカードを1枚選び、トラッシュに置いてもよい。そうした場合、あなたはメインデッキから2枚引く。',
              ],
    }),
  ),
  {
    // 「…支払ってよい。支払ったら、…」「払った場合、…」: what follows a payment the player may make, only if it was made
    from: /(?<=(?:もよい|てよい)。)(?:支払|払)っ(?:たら|たなら|た場合|たならば)、/g,
    to: 'そうした場合、',
    need: '払った',
    note: '「…を支払ってもよい。支払ったら、…」: 「…。そうした場合、…」',
    example: [
      '[自動]：このカードが登場した時、あなたはエネルギーを1支払ってもよい。支払ったら、あなたは自分のメインデッキから1枚引く。',
      '[自動]:このカードが戦場に登場した時、あなたはエネルギーを1支払ってもよい。そうした場合、あなたはメインデッキから1枚引く。',
    ],
  },
  ...ENDS.flatMap(([end, verb]) =>
    [SUBJECT, SELECTED].map(
      (subject): DesignerWord => ({
        // 「[自動]：あなたのターン中、このカードはパワーを＋1000。」「[自動]：あなたの《祭》を持つキャラクターは、パワーを＋1000。」
        // 「このカードがセットされているキャラクターは、パワーを＋1000し、…」: the topic's power with no duration written
        // (as 「…のパワーを+1000する。」: continuous in a 「[自動]：」 line or a set card's plain line, HF-12.1)
        from: new RegExp(`(?<=^|^\\[自動\\]:|、|。)${subject}は、?パワー(?:を)?${AMOUNT}${end}`, 'g'),
        to: `$1のパワーを$2${verb}`,
        need: 'パワー',
        note: '「あなたのターン中、このカードはパワーを＋1000。」: 「あなたのターン中、このカードのパワーを+1000する。」',
        example:
          verb === 'し'
            ? [
                'このカードがセットされているキャラクターは、パワーを＋1000し、【神速】を得る。',
                'このカードがセットされているキャラクターのパワーを+1000し、【神速】を得る。',
              ]
            : subject === SUBJECT
              ? [
                  '[自動]：あなたのターン中、このカードはパワーを＋1000。',
                  '[自動]:あなたのターンの間、このカードのパワーを+1000する。',
                ]
              : [
                  '[自動]：あなたの《祭》を持つキャラクターは、パワーを＋1000。',
                  '[自動]:あなたの《祭》を持つキャラクターのパワーを+1000する。',
                ],
      }),
    ),
  ),
  {
    // 「このカードが防御に成功した時」「このカードが相手のキャラクターを攻撃によって破壊した時」: this character
    from: /(?<=^|、|。|:)このカード(?=が防御に成功|が(?:攻撃|アタック)(?:によって|で)|が[^、。]*?キャラクターを(?:攻撃|アタック)(?:によって|で)破壊)/g,
    to: 'このキャラクター',
    need: 'このカード',
    note: '「このカードが防御に成功した時」 (a character): 「このキャラクターが防御に成功した時」',
    example: [
      '[自動]：このカードが防御に成功した時、あなたは自分のメインデッキから1枚引いてよい。',
      '[自動]:このキャラクターによる防御が成功した時、あなたはメインデッキから1枚引いてもよい。',
    ],
  },
  {
    // 「このキャラクターが相手のキャラクターを攻撃によって破壊した時」: the words in the order the grammar reads (「バトルで」,
    // which is also a defence in these games, is not read)
    from: /(このキャラクター)が((?:対戦相手|相手)の[^、。を]*?キャラクター)を(?:攻撃|アタック)(?:によって|で)(?=破壊した(?:時|とき|たび))/g,
    to: '$1が攻撃によって$2を',
    need: '破壊した',
    note: '「このキャラクターが相手のキャラクターを攻撃によって破壊した時」: 「このキャラクターが攻撃によって相手のキャラクターを破壊した時」',
    example: [
      '[自動]：このカードが相手のキャラクターを攻撃によって破壊した時、あなたは自分のメインデッキから1枚引いてよい。',
      '[自動]:このキャラクターの攻撃によるダメージで対戦相手のキャラクターが破壊された時、あなたはメインデッキから1枚引いてもよい。',
    ],
  },
  {
    // Weiß Schwarz's counter: 「このカードは、あなたのキャラクターが防御している時にのみプレイできる。」 (HF-5.1; a command is
    // played in the interruption timing of the defence, HF-8)
    from: /^このカードは、?((?:あなた|自分|対戦相手|相手)の)キャラクターが(防御|攻撃)している(?:間|時|とき|最中)(?:に|で)?のみ(?=プレイ(?:でき|出来)る。)/g,
    to: 'このカードは、$2を行っている$1キャラクターがいる場合にのみ',
    need: 'している',
    note: '「このカードは、あなたのキャラクターが防御している時にのみプレイできる。」: only while such a character is there',
    example: [
      'このカードは、あなたのキャラクターが防御している時にのみプレイできる。',
      'このカードは、防御を行っているあなたのキャラクターがいる場合にのみプレイできる。',
    ],
  },
  {
    // 「このカードがスリープなら、…」「このカードがアクティブである限り」 on a character: this character's state (HF-3.2)
    from: /(?<=^|、|。|:)このカード(?=が(?:アクティブ|スリープ)(?:の状態|状態)?(?:であるなら|なら|ならば|である場合|の場合|である限り|の間)、|のパワーが[0-9]+(?:以上|以下))/g,
    to: 'このキャラクター',
    need: 'このカード',
    note: '「このカードがスリープなら」「このカードのパワーが5000以上なら」 (a character): 「このキャラクターが…」',
    example: [
      '[自動]：あなたのターン終了時、このカードがスリープなら、あなたは自分のメインデッキから1枚引く。',
      '[自動]:あなたのターン終了時、このキャラクターがスリープであるキャラクターであるなら、あなたはメインデッキから1枚引く。',
    ],
  },
  ...(
    [
      ['(?:スリープ|レスト|タップ)', 'スリープ'],
      ['(?:アクティブ|スタンド|アンタップ)', 'アクティブ'],
    ] as const
  ).map(
    ([state, canonical]): DesignerWord => ({
      // 「このカードがレストしているなら」「スリープ状態になっている限り」: this character's state (HF-3.2)
      from: new RegExp(
        `(?<=^|、|。|:)(?:このカード|このキャラクター)が${state}(?:状態に|状態で|に)?(?:している|されている|なっている)(?=(?:なら|ならば|場合|限り|間)、)`,
        'g',
      ),
      to: `このキャラクターが${canonical}である`,
      need: 'ている',
      note: `「このカードが${canonical}しているなら」: 「このキャラクターが${canonical}であるなら」`,
      example: [
        `[自動]：あなたのターン終了時、このカードが${canonical === 'スリープ' ? 'レスト' : 'スタンド'}しているなら、あなたは自分のメインデッキから1枚引く。`,
        `[自動]:あなたのターン終了時、このキャラクターが${canonical}であるキャラクターであるなら、あなたはメインデッキから1枚引く。`,
      ],
    }),
  ),
  {
    // 「あなたがプレイする、エネルギーコスト4以上の…カードは」: the comma after the clause changes nothing
    from: /(あなた|自分|対戦相手|相手)がプレイする、/g,
    to: '$1がプレイする',
    need: 'プレイする、',
    note: '「あなたがプレイする、…カード」: 「あなたがプレイする…カード」',
    example: [
      '[自動]：あなたがプレイする、エネルギーコスト4以上の《狐》を持つキャラクターカードは、エネルギーコストが1少なくなる。',
      '[自動]:あなたのエネルギーコスト4以上の《狐》を持つキャラクターカードのエネルギーコストは1少なくなる。',
    ],
  },
  {
    // 「あなたは自分のメインデッキを上から3枚見て、カードを1枚選び、手札に加える。」: the choice is among the cards seen
    from: /(?<=^|、|。|:)(?:(?:あなた|自分)は、?)?(?:自分の|あなたの)?メインデッキ(?:を上から|の上から)([0-9]+)枚(?:を)?見て、(?!その中から|そのうち|それ)(?=[^、。]*?を[0-9]枚(?:まで)?(?:選|手札))/g,
    to: 'あなたはメインデッキの上から$1枚を見て、その中から',
    need: '見て',
    note: '「メインデッキを上から3枚見て、カードを1枚選び、…」: 「メインデッキの上から3枚を見て、その中からカードを1枚選び、…」',
    example: [
      'あなたは自分のメインデッキを上から3枚見て、カードを1枚選び、手札に加える。残りのカードを好きな順番でメインデッキの上に置く。',
      'あなたはメインデッキの上から3枚を見て、その中からカードを1枚選び、手札に加え、残りを好きな順番でメインデッキの一番上に置く。',
    ],
  },
];

/** A zone whose cards two players compare (HF-3). */
const ZONE =
  '(?:あなた|自分|対戦相手|相手)の(?:手札|トラッシュ|ダメージフィールド|ガードデッキ|メインデッキ)';

export const TRAIN15A_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたのダメージフィールドのカードが対戦相手のダメージフィールドのカード以上の枚数なら」: comparing two counts
    from: new RegExp(
      `(${ZONE})(?:のカード|にあるカード)?(?:の枚数)?が、?(${ZONE})(?:のカード|にあるカード)?(?:の枚数)?(以上|以下|と同じ)の枚数(?=なら|の場合|である場合|である限り)`,
      'g',
    ),
    to: '$1の枚数が$2の枚数$3',
    need: 'の枚数',
    note: '「あなたの…のカードが対戦相手の…のカード以上の枚数なら」: 「あなたの…の枚数が対戦相手の…の枚数以上なら」',
    example: [
      '[自動]：このカードが登場した時、あなたのダメージフィールドのカードが対戦相手のダメージフィールドのカード以上の枚数なら、あなたは自分のメインデッキから1枚引く。',
      '[自動]:このカードが戦場に登場した時、あなたのダメージフィールドの枚数が対戦相手のダメージフィールドの枚数以上なら、あなたはメインデッキから1枚引く。',
    ],
  },
  {
    // 「…のカードの枚数が対戦相手の…のカードの枚数以上なら」: the count of a zone's cards is the zone's count
    from: new RegExp(
      `(${ZONE})(?:のカード|にあるカード)の枚数(?=(?:以上|以下|より|と同じ)|が、?${ZONE})`,
      'g',
    ),
    to: '$1の枚数',
    need: 'の枚数',
    note: '「…対戦相手のダメージフィールドのカードの枚数以上」: 「…対戦相手のダメージフィールドの枚数以上」',
    example: [
      '[自動]：このカードが登場した時、あなたのダメージフィールドのカードの枚数が対戦相手のダメージフィールドのカードの枚数以上なら、あなたは自分のメインデッキから1枚引く。',
      '[自動]:このカードが戦場に登場した時、あなたのダメージフィールドの枚数が対戦相手のダメージフィールドの枚数以上なら、あなたはメインデッキから1枚引く。',
    ],
  },
];
