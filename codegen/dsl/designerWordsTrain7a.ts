// Issue 22 (helper i22ta7): designer vocabulary rows found on the train halves of two blind sets of the eighth
// round and their style twins — a forum / homebrew shorthand designer (「1ドロー」「サーチ」「バウンス」「相手キャラ1体」
// 「ターン1回」「登場時、」, sentences without a verb: 「相手キャラ1体をスリープに。」「ターン終了時までパワー+1000。」) and a
// 1999–2005 formal designer (「～する事が出来る」「出来ない」「全ての」「尚、」「但し、」「～せよ」「居る」「在る」). Same row
// shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is
// tested by test/dsl/designerWords.test.ts), kept in this file so it merges without touching the other tables.
// TRAIN7A_WORDS_FIRST run before every other row, TRAIN7A_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/** Where a sentence (or the effect after a trigger or a cost) starts. */
const START = '(?<=^|[。:、]\\s*|→\\s*|その後、?)';
/** Where a shorthand sentence without its verb ends. */
const END = '(?=。|$|\\s*[(→])';
/** A number as written (digits or kanji). */
const NUM = '([0-9]+|[一二三四五六七八九])';


/**
 * The imperative of the formal style (「それを破壊せよ」「トラッシュに置け」) and its plain form, with a line using it; a
 * sentence ending in the imperative says what the effect does (no one else is told to do it).
 */
const IMPERATIVES: readonly (readonly [string, string, string])[] = [
  ['せよ', 'する', '対戦相手のキャラクター一体を対象とし、それを破壊'],
  ['しろ', 'する', '対戦相手のキャラクター一体を対象とし、それを破壊'],
  ['置け', '置く', '対戦相手のキャラクター一体を対象とし、それをトラッシュに'],
  ['引け', '引く', 'カードを1枚'],
  ['戻せ', '戻す', '対戦相手のキャラクター一体を対象とし、それを持ち主の手札に'],
  ['加えよ', '加える', 'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に'],
  ['加えろ', '加える', 'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に'],
  ['与えよ', '与える', '対戦相手のキャラクター一体を対象とし、それに1000ダメージを'],
  ['与えろ', '与える', '対戦相手のキャラクター一体を対象とし、それに1000ダメージを'],
  ['捨てよ', '捨てる', '手札を1枚'],
  ['捨てろ', '捨てる', '手札を1枚'],
];

const IMPERATIVE_ROWS: readonly DesignerWord[] = IMPERATIVES.map(([imperative, plain, line]) => ({
  from: new RegExp(`(?<=[^\\s、。:])${imperative}(?=。|$)`, 'g'),
  to: plain,
  need: imperative,
  note: `「…${imperative}。」: the imperative (formal style) is the plain form`,
  example: [`${line}${imperative}。`, `${line}${plain}。`],
}));

/**
 * 「トラッシュに置く事。」「カードを1枚引く事。」: a sentence ending in 事 (a rule book's "(one must) do") is the plain
 * form; one row per verb ending.
 */
const KOTO_ENDINGS: readonly (readonly [string, string])[] = [
  ['く', '対戦相手のキャラクター一体を対象とし、それをトラッシュに置'],
  ['す', '対戦相手のキャラクター一体を対象とし、それを持ち主の手札に戻'],
  ['る', '対戦相手のキャラクター一体を対象とし、それを破壊す'],
];

const KOTO_ROWS: readonly DesignerWord[] = KOTO_ENDINGS.map(([ending, line]) => ({
  from: new RegExp(`(?<=${ending})(?:事|こと)(?=。|$)`, 'g'),
  to: '',
  need: ending,
  note: `「…${ending}事。」: a sentence ending in 事 (formal style) is the plain form`,
  example: [`${line}${ending}事。`, `${line}${ending}。`],
}));

export const TRAIN7A_WORDS_FIRST: readonly DesignerWord[] = [
  // ── the formal style (1999–2005): kanji where the grammar reads kana ──
  {
    // 「攻撃を行う事が出来ない」「引く事が出来る」: 事 and 出来 in kanji are こと and でき (the formal style)
    from: /事(が|は|も)出来(?=る|ない|ず|ます|ません)/g,
    to: 'こと$1でき',
    need: '出来',
    note: '「…する事が出来る／出来ない」: 「ことができる／できない」 in kanji',
    example: [
      '[自動]：このキャラクターは攻撃を行う事が出来ない。',
      '[自動]:このキャラクターは攻撃できない。',
    ],
  },
  {
    // 「攻撃出来ない」「プレイ出来る」: 出来 right after the verb's noun
    from: /(?<=攻撃|防御|プレイ|使用|登場|セット|発揮|起動|選択|破壊)出来(?=る|ない|ず|ます|ません)/g,
    to: 'でき',
    need: '出来',
    note: '「攻撃出来ない」: できない in kanji',
    example: ['[自動]：このキャラクターは防御出来ない。', '[自動]:このキャラクターは防御できない。'],
  },
  {
    // 「…が居なければ」「…が居ない場合」: いない in kanji (「居る」 the grammar reads as written)
    from: /居(?=なければ|ない(?:場合|なら|時|とき))/g,
    to: 'い',
    need: '居な',
    note: '「居なければ」: いなければ in kanji',
    example: [
      '[自動]：あなたの戦場に《僧兵》を持つキャラクターが居ない場合、このキャラクターは攻撃できない。',
      '[自動]:あなたの戦場に《僧兵》を持つキャラクターがいない場合、このキャラクターは攻撃できない。',
    ],
  },
  {
    from: /在(?=る|ない|なけれ|れば|った|ります|りません)/g,
    to: 'あ',
    need: '在',
    note: '「在る」: ある in kanji',
    example: [
      'カードを2枚引く。その後、あなたのダメージフィールドにカードが3枚以上在るならば、カードを1枚引く。',
      'カードを2枚引く。その後、あなたのダメージフィールドにカードが3枚以上あるなら、カードを1枚引く。',
    ],
  },
  ...IMPERATIVE_ROWS,
  ...KOTO_ROWS,
  {
    // 「…ダメージフィールドに移動せよ」「…に移動する」: moving a card to a zone is putting it there
    from: /(?<=(?:ダメージフィールド|ガードデッキ|トラッシュ|メインデッキの一番(?:上|下))に)移動(?:する|させる)(?=。|$)/g,
    to: '置く',
    need: '移動',
    note: '「…に移動する」: putting the card there',
    example: [
      '[自動]：あなたのターン終了時、あなたのガードデッキのカードを1枚選び、ダメージフィールドに移動する。',
      '[自動]:あなたのターン終了時、あなたのガードデッキのカードを1枚選び、ダメージフィールドに置く。',
    ],
  },
  {
    // 「裏向きでダメージフィールドに置く」: the damage field holds its cards face down (HF-3), so 「裏向きで」 restates
    // where they go
    from: /(?:裏向きで|裏向きにして|裏向きのまま|裏にして|伏せて)、?(?=(?:あなたの|自分の)?ダメージフィールドに)/g,
    to: '',
    need: '裏',
    note: '「裏向きでダメージフィールドに置く」: the damage field holds its cards face down anyway',
    example: [
      '[自動]：あなたのターン終了時、あなたのガードデッキのカードを1枚選び、裏向きでダメージフィールドに置く。',
      '[自動]:あなたのターン終了時、あなたのガードデッキのカードを1枚選び、ダメージフィールドに置く。',
    ],
  },
  ...(
    [
      ['戻す', '加える', '。'],
      ['戻してもよい', '加えてもよい', '。'],
      ['戻すことができる', '加えてもよい', '。'],
      ['戻し、', '加え、', 'カードを1枚引く。'],
    ] as const
  ).map(
    ([written, canonical, rest]): DesignerWord => ({
      // 「ダメージフィールドのカードを1枚選び、ガードデッキに戻す」: a card put back into the guard deck is added to it
      from: new RegExp(`(?<=ダメージフィールド[^。]*ガードデッキに)${written}`, 'g'),
      to: canonical,
      need: 'ガードデッキに戻',
      note: `「ダメージフィールドの…をガードデッキに${written}」: added to the guard deck`,
      example: [
        `[自動]：このキャラクターが登場した時、あなたのダメージフィールドのカードを1枚選び、ガードデッキに${written}${rest}`,
        `[自動]:このキャラクターが戦場に登場した時、あなたのダメージフィールドのカードを1枚選び、ガードデッキに${canonical}${rest}`,
      ],
    }),
  ),
  {
    // 「…ダメージフィールドに置く。尚、これはダメージとして扱わない。」: putting a card there is not damage (no damage
    // trigger, HF-9.2), which the reminder restates
    from: /(?<=ダメージフィールドに(?:置く|置いてもよい|置くことができる)。)\s*(?:尚|なお|但し|ただし)?、?(?:これ|この効果|このカードの移動|この移動)(?:は|も)、?ダメージ(?:として|とは)(?:は)?(?:扱わない|扱われない|みなさない|みなされない|数えない)。?/g,
    to: '',
    need: 'ダメージとして',
    note: '「尚、これはダメージとして扱わない。」 after putting a card into the damage field: it is not damage anyway',
    example: [
      '[自動]：あなたのターン終了時、あなたのガードデッキのカードを1枚選び、ダメージフィールドに置く。尚、これはダメージとして扱わない。',
      '[自動]:あなたのターン終了時、あなたのガードデッキのカードを1枚選び、ダメージフィールドに置く。',
    ],
  },
  {
    // 「…は破壊されない。尚、パワーが0になった場合はこの限りではない。」: power 0 destroys a character that is not
    // destroyed (HF-9.5) anyway, which the reminder restates
    from: /(?<=破壊されない。)\s*(?:尚|なお|但し|ただし)、?(?:その)?パワーが0(?:になった|である|の)(?:場合|時|とき)(?:は|には)?、?この限りで(?:は)?(?:ない|ありません)。?/g,
    to: '',
    need: 'この限り',
    note: '「…破壊されない。尚、パワーが0になった場合はこの限りではない。」: power 0 destroys it anyway (HF-9.5)',
    example: [
      '[自動]：このキャラクターは破壊されない。尚、パワーが0になった場合はこの限りではない。',
      '[自動]:このキャラクターは破壊されない。',
    ],
  },
  {
    // 「…を持つならば、更にターン終了時まで…」: 更に (in addition) after a condition is the next sentence's own effect
    from: /(?<=(?:なら|ならば|場合|場合は|時)、)(?:更に|さらに|加えて)、?(?![0-9+-])/g,
    to: '',
    need: '、',
    note: '「…なら、更に…」: in addition, after a condition',
    example: [
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+2000する。そのキャラクターが《鬼》を持つなら、更にターン終了時まで、それは【強撃】を得る。',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+2000する。そのキャラクターが《鬼》を持つキャラクターであるなら、ターン終了時まで、それは【強撃】を得る。',
    ],
  },
  {
    // 「全てのあなたの他の《僧兵》を持つキャラクターのパワーを」: all of them, before the owner
    from: /全ての((?:あなた|自分|対戦相手|相手)の(?:他の)?[^、。全]*?キャラクター)(?=の|に|を|は|が)/g,
    to: '$1全て',
    need: '全ての',
    note: '「全てのあなたの…キャラクター」: all of them, said before the owner',
    example: [
      '[自動]：このキャラクターが戦場にいる限り、全てのあなたの他の《僧兵》を持つキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターが戦場にいる限り、あなたの他の《僧兵》を持つキャラクター全てのパワーを+1000する。',
    ],
  },
  {
    // 「そのキャラクターは、次の対戦相手のターン終了時まで攻撃できない」: the duration before the subject
    from: /(?<=。)(?:そのキャラクター|それ)は、?((?:次の)?(?:(?:あなた|自分|対戦相手|相手)の)?(?:次の)?ターン終了時|このターン(?:の)?終了時|次のターン(?:の)?終了時)まで、?(?=[^、。]*(?:できない|されない|を得る|を失う))/g,
    to: '$1まで、それは',
    need: 'まで',
    note: '「そのキャラクターは、次の対戦相手のターン終了時まで…できない」: the duration first',
    example: [
      '対戦相手のキャラクター一体を対象とし、それをスリープにする。そのキャラクターは、次の対戦相手のターン終了時まで攻撃できない。',
      '対戦相手のキャラクター一体を対象とし、それをスリープにする。次の対戦相手のターン終了時まで、それは攻撃できない。',
    ],
  },
  {
    // 「このカードは、あなたの戦場に《巫女》を持つキャラクターが居なければプレイする事が出来ない。」: a play restriction
    // (HF-5.1) said as its negation
    from: /^(このカードは、?)(.+?)が(い|あ)なければ(?:プレイ(?:すること|を行うこと)?|使用(?:すること)?)(?:ができ|でき)ない。?$/g,
    to: '$1$2が$3る場合にのみプレイできる。',
    need: 'なければ',
    note: '「このカードは、…がいなければプレイできない」: played only while there is one (HF-5.1)',
    example: [
      'このカードは、あなたの戦場に《巫女》を持つキャラクターがいなければプレイすることができない。',
      'このカードは、あなたの戦場に《巫女》を持つキャラクターがいる場合にのみプレイできる。',
    ],
  },
  // ── the shorthand style: words ──
  {
    // 「1ドロー」「2ドローする」: draws that many cards (a number right before ドロー, 「1枚ドロー」 is read elsewhere)
    from: new RegExp(`${START}${NUM}ドロー(?:する|します|し(?=、)|して)?`, 'g'),
    to: 'カードを$1枚引く',
    need: 'ドロー',
    note: '「1ドロー」: draw that many cards',
    example: ['[自動]：このキャラクターが破壊された時、1ドロー。', '[自動]:このキャラクターが破壊された時、カードを1枚引く。'],
  },
];

export const TRAIN7A_WORDS: readonly DesignerWord[] = [
  {
    // 「…。尚、1ターンに1回。」 (「尚、この能力は1ターンに1回しか発揮されない。」 as the other rows read it): once per turn
    from: /(?<=。)\s*(?:尚|なお|但し|ただし)、\s*(?=1ターンに1回。?$)/g,
    to: '',
    need: '1ターンに1回',
    note: '「尚、この能力は1ターンに1回しか発揮されない。」: once per turn (HF-12.8)',
    example: [
      '[自動]：このキャラクターが攻撃した時、カードを1枚引く。尚、この能力は1ターンに1回しか発揮されない。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「【空装 条件：… 効果：…を得る】」: the effect's sentence ends at 】 without its 。
    from: /(?<=^【空装\s.*効果\s*:.*[^。\s】])\s*(?=】$)/g,
    to: '。',
    need: '【空装',
    note: '「【空装 … 効果：…を得る】」: the effect ends at the bracket',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《巫女》を持つ 効果：あなたの《巫女》を持つキャラクター全ては【警戒】を得る】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《巫女》を持つ 効果:あなたの《巫女》を持つキャラクター全ては【警戒】を得る。】',
    ],
  },
];

void END;
