// Issue 22 (helper i22tb6): designer vocabulary rows found on the train halves of two blind sets of the seventh
// round — an early-2000s formal register (「～してよい」, 「そのターンの終わりまで」, 「～の中から」, kanji 出来る／全て／
// 又は／度, 「戦場に居る」) and a digital-game localisation (「ランダムな」, 「～するたび」, 「パワー+2000と【貫通】を得る」).
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with;
// each example is tested by test/dsl/designerWords.test.ts). TRAIN6B_WORDS_FIRST run before every other row,
// TRAIN6B_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

const WHO = '(あなた|自分|対戦相手|相手)';
const ZONE = '(手札|トラッシュ|メインデッキ|ガードデッキ|ダメージフィールド|除外領域)';

// ── a face-down character defined in a second sentence (000 ■戦場の裏向きのカード, RULING HF-14.3) ──
const FD_DECK = '((?:(?:あなた|自分)の)?メインデッキの一番上のカード)を、?';
// 「裏向きかつアクティブで」: a face-down character enters active (putFaceDown.ts); 「スリープで」 is not read
const FD_FACE =
  '(?:裏向き(?:かつ|で|・|、)?(?:アクティブ(?:状態)?で)?|アクティブ(?:状態)?(?:かつ|・|、)?裏向きで)';
const FD_ENTER = '(?:戦場に)?(?:登場させる|出す)。';
const FD_SUBJECT = '(?:それ|そのカード|そのキャラクター)は、?パワー(?:が)?([0-9]+)';
// 「テキストを持たない」「カード名と能力を持たない」: what a face-down card is anyway (no name, no abilities)
const FD_BLANK =
  '(?:(?:カード名|名前|テキスト|能力)(?:(?:と|や|も|・)(?:カード名|名前|テキスト|能力))*(?:を|も)持たない)';
const FD_AS = 'キャラクターとして扱(?:う|われる)';

/** The face-down rows: the definition in the sentence after 「…を裏向きで登場させる。」, and 「…を持ち、テキストを持たない」. */
const FACE_DOWN_ROWS: DesignerWord[] = [
  {
    from: new RegExp(
      `${FD_DECK}${FD_FACE}${FD_ENTER}${FD_SUBJECT}で、?((?:《[^》]+》)+)を持ち、?${FD_BLANK}?${FD_AS}`,
      'g',
    ),
    to: '$1を、パワー$2で$3を持つキャラクターとして裏向きで登場させる',
    need: '扱',
    note: '「…を裏向きかつアクティブで登場させる。それはパワー1000で《忍》を持ち、テキストを持たないキャラクターとして扱う」: one face-down definition',
    example: [
      'あなたのメインデッキの一番上のカードを裏向きかつアクティブで登場させる。それはパワー1000で《忍》《分身》を持ち、テキストを持たないキャラクターとして扱う。',
      'あなたのメインデッキの一番上のカードを、パワー1000で《忍》《分身》を持つキャラクターとして裏向きで登場させる。',
    ],
  },
  {
    from: new RegExp(`${FD_DECK}${FD_FACE}${FD_ENTER}${FD_SUBJECT}(?:で|の)、?${FD_BLANK}?${FD_AS}`, 'g'),
    to: '$1を、パワー$2のキャラクターとして裏向きで登場させる',
    need: '扱',
    note: '「…を裏向きで登場させる。それはパワー2000で、能力を持たないキャラクターとして扱う」: no traits',
    example: [
      'あなたのメインデッキの一番上のカードを裏向きで登場させる。それはパワー2000で、能力を持たないキャラクターとして扱う。',
      'あなたのメインデッキの一番上のカードを、パワー2000のキャラクターとして裏向きで登場させる。',
    ],
  },
  {
    // one sentence: 「…を、パワー1000で《忍》を持ち、テキストを持たないキャラクターとして裏向きで登場させる」
    from: new RegExp(`を持ち、?${FD_BLANK}(キャラクター(?:「[^」]+」)?として、?裏向き)`, 'g'),
    to: 'を持つ$1',
    need: '持たない',
    note: '「…《忍》を持ち、テキストを持たないキャラクターとして裏向きで」: no name or abilities is what face down means',
    example: [
      'あなたのメインデッキの一番上のカードを、パワー1000で《忍》を持ち、テキストを持たないキャラクターとして裏向きで登場させる。',
      'あなたのメインデッキの一番上のカードを、パワー1000で《忍》を持つキャラクターとして裏向きで登場させる。',
    ],
  },
];

export const TRAIN6B_WORDS_FIRST: readonly DesignerWord[] = [
  ...FACE_DOWN_ROWS,
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
  // ── cards chosen at random in a zone (src/engine/effects/ops/randomPick.ts) ──
  {
    // 「メインデッキからランダムなコマンドカードを1枚」「トラッシュからランダムにカードを1枚」: the count, then ランダムに
    from: /(?<=(?:手札|トラッシュ|メインデッキ|デッキ|ダメージフィールド)から)、?(?:ランダムな|ランダムに、?|無作為に、?)([^、。]*?)を([0-9]+)枚(?:を)?/g,
    to: '$1を$2枚ランダムに',
    need: 'ランダム',
    note: '「メインデッキからランダムなコマンドカードを1枚…」: chosen at random',
    example: [
      'あなたのトラッシュからランダムにキャラクターカードを1枚選び、手札に加える。',
      'あなたのトラッシュからキャラクターカードを1枚ランダムに選び、手札に加える。',
    ],
  },
  {
    // 「…を1枚ランダムに公開し、手札に加える」: chosen at random, shown, then added (ランダムに選び、公開して)
    from: /(?<=枚ランダムに)(?:選び、?|選んで、?)?(?:公開し|公開して)、?(?=手札に加え)/g,
    to: '選び、公開して',
    need: 'ランダムに',
    note: '「…を1枚ランダムに公開し、手札に加える」 (after 「ランダムなコマンドカードを1枚公開し」 is read)',
    example: [
      'あなたのメインデッキからランダムなコマンドカードを1枚公開し、手札に加える。その後、メインデッキをシャッフルする。',
      'あなたのメインデッキからコマンドカードを1枚ランダムに選び、公開して手札に加える。その後、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「…。これを2回行う。あなたの手札が2枚以下なら、代わりに3回行う。」: the one sentence before, done 2 times or
    // 3 (designerWordsI22m.ts reads the line without the last sentence)
    from: /^([^。]+)。(?:これ|この処理|この効果)を、?([0-9]+)(?:回|度)(?:行う|繰り返す|くりかえす|実行する)。(?=[^。]+(?:なら|ならば|場合|の場合|時|とき)、?代わりに[0-9]+(?:回|度)(?:行う|繰り返す|くりかえす|実行する)。$)/g,
    to: '$2回、$1。',
    need: '代わりに',
    note: '「…。これを2回行う。…なら、代わりに3回行う。」: the sentence done 2 times, or 3',
    example: [
      'カードを1枚引く。これを2回行う。あなたの手札が2枚以下なら、代わりに3回行う。',
      '2回、カードを1枚引く。あなたの手札が2枚以下なら、代わりに3回行う。',
    ],
  },
  {
    from: /(?<=代わりに[0-9]+(?:回|度))(?:繰り返す|くりかえす|実行する)。$/g,
    to: '行う。',
    need: '代わりに',
    note: '「代わりに3回繰り返す」: 代わりに3回行う',
    example: [
      '2回、カードを1枚引く。あなたの手札が2枚以下なら、代わりに3回繰り返す。',
      '2回、カードを1枚引く。あなたの手札が2枚以下なら、代わりに3回行う。',
    ],
  },
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
