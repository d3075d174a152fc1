// Issue 22 (helper t15b): designer vocabulary rows found on the train halves of the fifteenth round's blind sets
// d62 (a seaside town; a Pokémon TCG / Duel Masters designer: 「自分の」「相手の」, 「〜の数×1000」, 「〜のかわりに」), d63
// (clockwork automatons; a digital-card-game designer: 〔登場時〕〔ターン1回〕, terse clauses) and d64 (a winter court; a
// rules-minded control designer: replacement effects, 「…を上から1枚見る。あなたはそれを…してもよい」). Same row shape
// and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested
// by test/dsl/designerWords.test.ts, each family by test/dsl/train15b.test.ts). TRAIN15B_WORDS_FIRST run before
// every other row, TRAIN15B_WORDS after the fourteenth round's.
import type { DesignerWord } from './designerWords.js';

/** The noun counted and its counter: 「…キャラクターの数」 counts characters (体), 「…カードの枚数」 cards (枚). */
const COUNTED = [
  ['キャラクター', '体'],
  ['カード', '枚'],
] as const;

/** 「上がる」 and its family (+), 「下がる」 and its family (-), as the 「アップ／ダウンする」 the rows after read. */
const RISE_FALL = [
  ['(?:上がる|アップする|増える|増加する|上昇する)', 'アップ', '上がる'],
  ['(?:下がる|ダウンする|減る|減少する|低下する)', 'ダウン', '下がる'],
] as const;

export const TRAIN15B_WORDS_FIRST: readonly DesignerWord[] = [
  ...COUNTED.flatMap(([noun, counter]) =>
    RISE_FALL.map(
      ([verbs, word, example]): DesignerWord => ({
        // 「このキャラクターのパワーは、自分のほかの《魚》を持つキャラクターの数×1000上がる」: +1000 for each such
        // character (the count times the amount), counted all the time in a continuous ability (HF-12.1, HF-12.6) and
        // once on resolution in a one-shot one; read as 「…1体につき1000アップする」, which the rows after read
        // (「…のパワーは、…1体につき+1000される」, with a duration 「ターン終了時まで、…のパワーを、…1体につき+1000する」)
        from: new RegExp(`${noun}の(?:数|枚数)×([0-9]+)${verbs}`, 'g'),
        to: `${noun}1${counter}につき$1${word}する`,
        need: '×',
        note: `「…のパワーは、…${noun}の数×1000${example}」: 「…のパワーは、…${noun}1${counter}につき1000${word}する」`,
        example:
          noun === 'キャラクター'
            ? [
                `[自動]：このキャラクターのパワーは、自分のほかの《魚》を持つキャラクターの数×1000${example}。`,
                `[自動]:このキャラクターのパワーは、自分のほかの《魚》を持つキャラクター1体につき${word === 'アップ' ? '+' : '-'}1000される。`,
              ]
            : [
                `[自動]：このキャラクターのパワーは、自分のトラッシュのキャラクターカードの枚数×500${example}。`,
                `[自動]:このキャラクターのパワーは、自分のトラッシュのキャラクターカード1枚につき${word === 'アップ' ? '+' : '-'}500される。`,
              ],
      }),
    ),
  ),
  ...COUNTED.flatMap(([noun, counter]) =>
    (['少なく', '多く'] as const).map(
      (more): DesignerWord => ({
        // 「このカードをプレイするためのエネルギーコストは、自分のトラッシュにある《海の生き物》を持つカードの数だけ
        // 少なくなる」: 1 less for each such card (HF-5.12), as 「…1枚につき1少なくなる」
        from: new RegExp(
          `${noun}の(?:数|枚数)(?:と同じ|に等しい)?(?:だけ|分|分だけ)、?(?:コストが)?${more}なる`,
          'g',
        ),
        to: `${noun}1${counter}につき1${more}なる`,
        need: `${more}なる`,
        note: `「…のエネルギーコストは、…${noun}の数だけ${more}なる」: 「…${noun}1${counter}につき1${more}なる」`,
        example:
          noun === 'カード'
            ? [
                `このカードをプレイするためのエネルギーコストは、自分のトラッシュにある《海の生き物》を持つカードの数だけ${more}なる。`,
                `このカードは、プレイする時のコストが、自分のトラッシュにある《海の生き物》を持つカード1枚につき1${more}なる。`,
              ]
            : [
                `[自動]：あなたの《竜》を持つカードのエネルギーコストは、あなたの《竜》を持つキャラクターの数だけ${more}なる。`,
                `[自動]:あなたの《竜》を持つカードのエネルギーコストは、あなたの《竜》を持つキャラクター1体につき1${more}なる。`,
              ],
      }),
    ),
  ),
  {
    // 【神速】's reminder 「【神速】を持たないキャラクターには、このキャラクターの攻撃を防御されない」 (the defenders
    // first, the attack as an object of the passive): its attacks are not defended by them (HF-13.6)
    from: /(【[^】]+】を持たないキャラクター)(?:には|では|に|によって|から)、?(このキャラクター|このカードがセットされているキャラクター)の攻撃(?:を|は)、?(?:防御されない|ブロックされない)/g,
    to: '$2の攻撃は、$1には防御されない',
    need: '持たないキャラクター',
    note: '「【神速】を持たないキャラクターには、このキャラクターの攻撃を防御されない」: 「このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない」',
    example: [
      '[自動]：【神速】を持たないキャラクターには、このキャラクターの攻撃を防御されない。',
      '[自動]:このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。',
    ],
  },
];

export const TRAIN15B_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたのトラッシュから、《機械人形》を持つキャラクターカード1枚を対象とし、手札に加える」: a target in that zone
    // (HF-5.4), as 「あなたのトラッシュの…1枚を対象とし、…」
    from: /((?:あなた|自分|対戦相手)の(?:トラッシュ|ダメージフィールド))から、?([^。、]*?(?:[0-9一二三]|[0-9]+)(?:枚|体)(?:まで)?を?対象と)/g,
    to: '$1の$2',
    need: '対象と',
    note: '「あなたのトラッシュから、…1枚を対象とし」: 「あなたのトラッシュの…1枚を対象とし」',
    example: [
      'あなたのトラッシュから、《機械人形》を持つキャラクターカード1枚を対象とし、手札に加える。',
      'あなたのトラッシュの《機械人形》を持つキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
  },
  {
    // 「…キャラクターカード1枚を対象とし、戦場に登場させる」「…を対象とし、ゲームから除外する」: the verb acts on the
    // target (「それを」 left out, as for 「…を対象とし、手札に戻す」 in codegen/dsl/designerWords.ts)
    from: /対象とし、(?=(?:スリープ状態で|スリープで)?(?:戦場に登場させ|ゲームから除外|除外))/g,
    to: '対象とし、それを',
    need: '対象とし、',
    note: '「…を対象とし、戦場に登場させる」: 「…を対象とし、それを戦場に登場させる」',
    example: [
      'あなたのトラッシュのキャラクターカード1枚を対象とし、戦場に登場させる。',
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させる。',
    ],
  },
  {
    // 「あなたの《部品》を持つセットカードがセットされた時」: wherever it is set — a character or a world set (HF-4.4),
    // as 「…セットカードがカードにセットされた時」 (the host any card on the battlefield)
    from: /(?<=(?:^|:|、)[^、。:に]*?)(セットカード(?:かワールド・セット)?)が(?:セット|装備)された(?:時|とき|たび|場合)、/g,
    to: '$1がカードにセットされた時、',
    need: 'セットカード',
    note: '「…セットカードがセットされた時」: 「…セットカードがカードにセットされた時」 (any host, HF-4.4)',
    example: [
      '[自動]〔ターン1回〕：あなたの《部品》を持つセットカードがセットされた時、カードを1枚引く。',
      '[自動]:あなたの《部品》を持つセットカードがカードにセットされた時、カードを1枚引く。1ターンに1回。',
    ],
  },
  ...(
    [
      ['(対戦相手の)', '$1メインデッキの'],
      ['(あなたの|自分の)?', '$1メインデッキの'],
    ] as const
  ).map(
    ([whose, deck]): DesignerWord => ({
      // 「メインデッキの一番上を見て、上か下に置く」: the top card looked at, then back on top or to the bottom (its owner
      // chooses, as 「…一番上のカードを見て、メインデッキの一番上か一番下に置く」); 「一番上を」 without 「のカード」 (the
      // rows before read 「…一番上のカードを見る。そのカードを…」)
      from: new RegExp(
        `${whose}(?:メインデッキ|山札|デッキ)の(?:一番)?上を(?:1枚)?見(?:て、?|る。(?:その後、)?)(?:それを|そのカードを)?、?(?:(?:メインデッキ|山札|デッキ)の)?(?:一番)?上か(?:一番)?下(?:のどちらか|のいずれか)?に(?:置く|戻す)`,
        'g',
      ),
      to: `${deck}一番上のカードを見て、${whose === '(対戦相手の)' ? deck : 'メインデッキの'}一番上か一番下に置く`,
      need: '上を',
      note: '「メインデッキの一番上を見て、上か下に置く」: 「…一番上のカードを見て、メインデッキの一番上か一番下に置く」',
      example:
        whose === '(対戦相手の)'
          ? [
              '[2]：対戦相手のメインデッキの一番上を見て、上か下に置く。',
              '[2]:対戦相手のメインデッキの一番上のカードを見て、対戦相手のメインデッキの一番上か一番下に置く。',
            ]
          : [
              '[2]：メインデッキの一番上を見て、上か下に置く。',
              '[2]:メインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
            ],
    }),
  ),
  {
    // 「あなたのメインデッキを上から1枚見る。あなたはそれをメインデッキの一番下に置いてもよい」: the one card looked at
    // is 「そのカード」 of the next sentence (its owner may move it; otherwise it stays on top, HF-10.3)
    from: /(?:メインデッキ|山札|デッキ)を、?上から(?:1|一)枚(?:を)?見る。(?:その後、)?(?:あなたは、?)?(?:それ|見たカード)を、?(?=[^。]*?(?:てもよい|てよい|ても良い)。)/g,
    to: 'メインデッキの一番上のカードを見る。そのカードを',
    need: '上から',
    note: '「…メインデッキを上から1枚見る。あなたはそれを…に置いてもよい」: 「…メインデッキの一番上のカードを見る。そのカードを…に置いてもよい」',
    example: [
      '[自動]：あなたのターン終了時、あなたのメインデッキを上から1枚見る。あなたはそれをメインデッキの一番下に置いてもよい。',
      '[自動]:あなたのターン終了時、あなたのメインデッキの一番上のカードを見る。そのカードをメインデッキの一番下に置いてもよい。',
    ],
  },
  ...(
    [
      ['破壊し', '破壊し'],
      ['トラッシュに置い', 'トラッシュに置き'],
      ['ゲームから除外し', 'ゲームから除外し'],
    ] as const
  ).map(
    ([verb, joined]): DesignerWord => ({
      // a replacement 「…破壊される場合、代わりにこのキャラクターを破壊してもよい。そうした場合、そのキャラクターが
      // 受けているダメージを全て取り除く」: both steps are the one optional replacement (HF-5.11), as 「代わりに…を破壊し、
      // …ダメージを全て取り除いてもよい」
      from: new RegExp(
        `(場合、代わりに、?)([^。]*?)を${verb}(?:ても|て)(?:よい|いい|構わない)。(?:そうした場合|そうしたら|その場合|そうすれば)、([^。]*?)を(全て|すべて)?取り除く。`,
        'g',
      ),
      to: `$1$2を${joined}、$3を$4取り除いてもよい。`,
      need: '代わりに',
      note: `「…場合、代わりに…を${verb}てもよい。そうした場合、…ダメージを全て取り除く」: 「…場合、代わりに…を${joined}、…ダメージを全て取り除いてもよい」`,
      example: [
        `[自動]：《女王》を持つあなたの他のキャラクターが破壊される場合、代わりにこのキャラクターを${verb}てもよい。そうした場合、そのキャラクターが受けているダメージを全て取り除く。`,
        `[自動]:《女王》を持つあなたの他のキャラクターが破壊される場合、代わりにこのキャラクターを${joined}、そのキャラクターが受けているダメージを全て取り除いてもよい。`,
      ],
    }),
  ),
];
