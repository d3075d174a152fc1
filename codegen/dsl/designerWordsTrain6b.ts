// Issue 22 (helper i22tb6): designer vocabulary rows found on the train halves of two blind sets of the seventh
// round — an early-2000s formal register (「～してよい」, 「そのターンの終わりまで」, 「～の中から」, kanji 出来る／全て／
// 又は／度, 「戦場に居る」) and a digital-game localisation (「ランダムな」, 「～するたび」, 「パワー+2000と【貫通】を得る」).
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with;
// each example is tested by test/dsl/designerWords.test.ts). TRAIN6B_WORDS_FIRST run before every other row,
// TRAIN6B_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

const WHO = '(あなた|自分|対戦相手|相手)';
const ZONE = '(手札|トラッシュ|メインデッキ|ガードデッキ|ダメージフィールド|除外領域)';

export const TRAIN6B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「攻撃を行う度、」「登場する度に、」: 度 is たび after a verb's plain form (「1度」「この度」 are other words)
    from: /(?<=[うくすつぬぶむる])度(?:毎)?に?(?=、)/g,
    to: 'たび',
    need: '度',
    note: '「攻撃を行う度、」: たび in kanji',
    example: [
      '[自動]：このキャラクターが攻撃を行う度、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃を行うたび、カードを1枚引く。',
    ],
  },
  {
    // 「そのターンの終わりまで」: in an effect, 「その」 turn is the turn it resolves in (this turn)
    from: /(?<=^|[、。:]|\]:)そのターン(?:の)?(?:終了|終わり)(?:時)?まで/g,
    to: 'ターン終了時まで',
    need: 'そのターン',
    note: '「そのターンの終わりまで」: until end of turn',
    example: [
      'あなたのキャラクター1体を対象とし、そのターンの終わりまで、それのパワーを+2000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    // 「あなたのトラッシュの中から…を1枚選び」: the zone's cards (「その中から」 of a look is another phrase)
    from: new RegExp(`${WHO}の${ZONE}の中から`, 'g'),
    to: '$1の$2から',
    need: 'の中から',
    note: '「あなたのトラッシュの中から」: from that zone',
    example: [
      'あなたのトラッシュの中から《星座》を持つカードを1枚選び、手札に加える。',
      'あなたのトラッシュから《星座》を持つカードを1枚選び、手札に加える。',
    ],
  },
  {
    // 「あなたのターンのドローフェイズ開始時」: a phase of that player's turn is that player's phase
    from: new RegExp(`${WHO}のターンの(アクティブ|ドロー|エネルギー|メイン|ディスカード)フェイズ`, 'g'),
    to: '$1の$2フェイズ',
    need: 'のターンの',
    note: '「あなたのターンのドローフェイズ開始時」: your draw phase',
    example: [
      '[自動]：あなたのターンのドローフェイズ開始時、カードを1枚引く。',
      '[自動]:あなたのドローフェイズ開始時、カードを1枚引く。',
    ],
  },
  // 「ランダムな対戦相手のキャラクター一体に1000ダメージを与える」: one chosen at random (not a target)
  ...(
    [
      ['[0-9]+', '$2'],
      ['一', '1'],
      ['二', '2'],
      ['三', '3'],
    ] as const
  ).map(
    ([n, to]): DesignerWord => ({
      from: new RegExp(`ランダムな((?:${WHO}の)?[^、。を]*?キャラクター)(${n})体に`, 'g'),
      to: `$1を${to === '$2' ? '$3' : to}体ランダムに選び、それに`,
      need: 'ランダムな',
      note: `「ランダムな対戦相手のキャラクター${n}体に…ダメージを与える」: chosen at random`,
      example: [
        `[自動]：このキャラクターが攻撃を行うたび、ランダムな対戦相手のキャラクター${n === '[0-9]+' ? '2' : n}体に1000ダメージを与える。`,
        `[自動]:このキャラクターが攻撃を行うたび、対戦相手のキャラクターを${to === '$2' ? '2' : to}体ランダムに選び、それに1000ダメージを与える。`,
      ],
    }),
  ),
];

export const TRAIN6B_WORDS: readonly DesignerWord[] = [
  {
    // 「このキャラクター以外にあなたの《星座》を持つキャラクターが2体以上居るならば」: 以外に before the counted
    // characters is 以外の (they are counted without this one)
    from: new RegExp(
      `(このキャラクター|このカード)以外に(?=${WHO}?の?[^、。]*?キャラクターが[0-9一二三四五六七八九]+体(?:以上|以下)?(?:いる|居る|いない|居ない))`,
      'g',
    ),
    to: '$1以外の',
    need: '以外に',
    note: '「このキャラクター以外にあなたの…キャラクターが2体以上居るならば」: the others are counted',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、このキャラクター以外にあなたの《星座》を持つキャラクターが2体以上居るならば、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、このキャラクター以外のあなたの《星座》を持つキャラクターが2体以上居るならば、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターはパワー+2000と【貫通】を得る」: a power change and a keyword, both to the same character
    from: /(このキャラクター|それ)は、?パワー([+-][0-9]+)と(【[^】]+】(?:と【[^】]+】)*)を得る/g,
    to: '$1のパワーを$2し、$1は$3を得る',
    need: 'パワー',
    note: '「このキャラクターはパワー+2000と【貫通】を得る」: +2000 and the keyword',
    example: [
      '[カルネージ2]：ターン終了時まで、このキャラクターはパワー+2000と【貫通】を得る。',
      '[カルネージ2]:ターン終了時まで、このキャラクターのパワーを+2000し、このキャラクターは【貫通】を得る。',
    ],
  },
];
