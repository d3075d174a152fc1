// Issue 22 (helper t17a): designer vocabulary rows found on the train half of the seventeenth round's d69 (a
// greenhouse of botanist-mages; a designer writing like the official Japanese translations of Magic: The Gathering:
// 「～が戦場に出たとき」「あなたがコントロールする」「ターン終了時まで、それはパワーに+1000の修整を受ける」, face-down
// 「若芽」 set cards made from the trash and defined in the next sentence). MTG's translation idiom is read as a
// family: 修整, コントロールしている, 他に, …を持つ for a keyword held while a condition holds. Same row shape and rules
// as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/train17a.test.ts). TRAIN17A_WORDS_FIRST run before every
// other row (they see the designer's own text).
import type { DesignerWord } from './designerWords.js';

/** A player (MTG: 「あなたが…をコントロールしている」). */
const WHO = '(あなた|自分|対戦相手|相手)';
/** What a player controls: characters, set cards, world sets (no comma or full stop inside). */
const CONTROLLED = '([^、。]{0,40}?(?:キャラクター|セットカード|ワールド・セット))';
/** A count 「2体以上」. */
const AT_LEAST = '((?:[0-9]+|[一二三四五六七八九])(?:体|枚)以上)?';

/** A put of cards face down on a host: the sentence a definition follows (000 ■戦場の裏向きのカード). */
const SET_PUT =
  '裏向きで(?:それ|このキャラクター|このカード|そのキャラクター|このワールド・セット)にセット(?:する|してもよい)。';
/** The subject of the defining sentence (「それらのカードはそれぞれ、」). */
const SUBJECT = '(?:そのカード|それら(?:のカード)?|それ|そのセットカード)は、?(?:それぞれ、?)?';
/** Inside the defining sentence, before its 「…として扱う」. */
const IN_DEF = `(?<=${SET_PUT}${SUBJECT}[^。]*?)`;
const BEFORE_AS = '(?=[^。]*?セットカード(?:「[^」]+」)?として扱(?:う|われる)。)';
/** 「能力を持たない」「テキストを持たない」「能力なし」: what a face-down card is anyway (RULING HF-14.3). */
const PART = '(?:カード名|名前|テキスト|能力)';
const BLANK = `(?:(?:他に|ほかに)?${PART}(?:(?:と|や|も|・|、)${PART})*(?:を|も)持たない|${PART}(?:なし|無し))`;

/** The definition rows: each part read into 「パワー+1000でセットカード「若芽」として裏向きで…にセットする」. */
const DEFINITION_ROWS: DesignerWord[] = [
  {
    // 「パワー修正+1000」「パワー修整が+1000」: the power a set card adds to its host (HF-4.4)
    from: new RegExp(`${IN_DEF}パワー修[正整](?:値)?(?:が|は)?(?=[+-]?[0-9])${BEFORE_AS}`, 'g'),
    to: 'パワー',
    need: '扱',
    note: '「そのカードは、パワー修正+1000を持つ…セットカードとして扱う」: the set card adds +1000 (HF-4.4)',
    example: [
      '[スリープ]：あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。そのカードは、パワー修正+1000を持つ、「若芽」という名前のセットカードとして扱う。',
      '[スリープ]:あなたのトラッシュにあるカードを1枚選び、パワー+1000でセットカード「若芽」として裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「…+1000を持ち能力を持たない、」: no abilities, as every face-down card (RULING HF-14.3)
    from: new RegExp(`${IN_DEF}(?<=[0-9》」](?:を持ち|で|を持つ)?)、?${BLANK}(?:、|で|の)?${BEFORE_AS}`, 'g'),
    to: '、',
    need: '扱',
    note: '「パワー修正+1000を持ち能力を持たない、…セットカードとして扱う」: no abilities (RULING HF-14.3)',
    example: [
      '[スリープ]：あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。そのカードは、パワー修正+1000を持ち能力を持たない、「若芽」という名前のセットカードとして扱う。',
      '[スリープ]:あなたのトラッシュにあるカードを1枚選び、パワー+1000でセットカード「若芽」として裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「そのカードは、能力を持たない、パワー+1000の…」: the same, said first
    from: new RegExp(`(?<=${SET_PUT}${SUBJECT})${BLANK}(?:、|で|の)?${BEFORE_AS}`, 'g'),
    to: '',
    need: '扱',
    note: '「そのカードは、能力を持たない、パワー+1000の…セットカードとして扱う」: no abilities (RULING HF-14.3)',
    example: [
      '[スリープ]：あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。そのカードは、能力を持たない、パワー+1000のセットカードとして扱う。',
      '[スリープ]:あなたのトラッシュにあるカードを1枚選び、パワー+1000でセットカードとして裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「分類《虫》を持つ」「分類《虫》の」: the traits
    from: new RegExp(`${IN_DEF}分類(?:は|が|として)?(?=《)${BEFORE_AS}`, 'g'),
    to: '',
    need: '分類',
    note: '「そのカードは、パワー+1000、分類《虫》を持つセットカードとして扱う」: the traits',
    example: [
      '[スリープ]：あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。そのカードは、パワー+1000で分類《虫》を持つセットカードとして扱う。',
      '[スリープ]:あなたのトラッシュにあるカードを1枚選び、パワー+1000で《虫》を持つセットカードとして裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「「若芽」という名前の」「名前が「若芽」の」「カード名「若芽」の」 before 「セットカード」: its name after it
    from: new RegExp(
      `${IN_DEF}(?:を持ち|を持つ|、|の|で)*(?:(「[^」]+」)という(?:カード)?名(?:前)?の|(?:カード名|名前)(?:が|は)?(「[^」]+」)(?:の|で|を持つ))、?セットカード(?=として扱)`,
      'g',
    ),
    to: 'のセットカード$1$2',
    need: '名',
    note: '「…の、「若芽」という名前のセットカードとして扱う」: the set card 「若芽」',
    example: [
      '[スリープ]：あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。そのカードは、パワー+1000の、「若芽」という名前のセットカードとして扱う。',
      '[スリープ]:あなたのトラッシュにあるカードを1枚選び、パワー+1000でセットカード「若芽」として裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // no power said: +0, what a face-down set card adds anyway (RULING HF-14.3)
    from: new RegExp(
      `(?<=${SET_PUT}${SUBJECT})(?:、|の|で)*(?=(?:(?:《[^》]+》)+を持つ、?)?セットカード(?:「[^」]+」)?として扱)`,
      'g',
    ),
    to: 'パワー+0で',
    need: '扱',
    note: '「そのカードは、能力を持たない、「若芽」という名前のセットカードとして扱う」: +0 (RULING HF-14.3)',
    example: [
      '[スリープ]：あなたのトラッシュにあるカード1枚を選び、裏向きでこのキャラクターにセットする。そのカードは、能力を持たない、「若芽」という名前のセットカードとして扱う。',
      '[スリープ]:あなたのトラッシュにあるカードを1枚選び、パワー+0でセットカード「若芽」として裏向きでこのキャラクターにセットする。',
    ],
  },
  ...([true, false] as const).map(
    (traits): DesignerWord => ({
      // the definition read into the put: 「…を選び、パワー+1000でセットカード「若芽」として裏向きでそれにセットする。」
      from: new RegExp(
        `裏向きで((?:それ|このキャラクター|このカード|そのキャラクター|このワールド・セット)に)セット(する|してもよい)。${SUBJECT}(パワー[+-]?[0-9]+)(?:を持ち|を持つ|の|で|、|と)*${traits ? '((?:《[^》]+》)+)' : '()'}(?:を持ち|を持つ|の|で|、)*セットカード(「[^」]+」)?として扱(?:う|われる)。`,
        'g',
      ),
      to: `$3で${traits ? '$4を持つ' : ''}セットカード$5として裏向きで$1セット$2。`,
      need: '扱',
      note: traits
        ? '「…裏向きでそれにセットする。そのカードは、パワー+1000と《芽》を持つセットカードとして扱う。」: one sentence (RULING HF-14.3)'
        : '「…を選び、裏向きでそれにセットする。そのカードは、パワー+1000のセットカード「若芽」として扱う。」: one sentence (RULING HF-14.3)',
      example: traits
        ? [
            '[スリープ]：キャラクター1体を対象とする。あなたのトラッシュにあるカード1枚を選び、裏向きでそれにセットする。そのカードは、パワー+1000と《芽》を持つセットカードとして扱う。',
            '[スリープ]:キャラクター1体を対象とし、あなたのトラッシュにあるカードを1枚選び、パワー+1000で《芽》を持つセットカードとして裏向きでそれにセットする。',
          ]
        : [
            '[スリープ]：キャラクター1体を対象とする。あなたのトラッシュにあるカード1枚を選び、裏向きでそれにセットする。そのカードは、パワー+1000のセットカード「若芽」として扱う。',
            '[スリープ]:キャラクター1体を対象とし、あなたのトラッシュにあるカードを1枚選び、パワー+1000でセットカード「若芽」として裏向きでそれにセットする。',
          ],
    }),
  ),
];

export const TRAIN17A_WORDS_FIRST: readonly DesignerWord[] = [
  ...DEFINITION_ROWS,
  {
    // MTG 「以下から1つを選ぶ ―」: a dash ends the choosing sentence (its modes follow, on the line or under it: HF-5.13)
    from: /(?<=(?:から|の中から|のうち)(?:1|一)つ(?:を)?(?:選ぶ|選択する))\s*[―—─]+\s*$/g,
    to: '。',
    need: 'つ',
    note: '「…以下から1つを選ぶ ―」 (MTG): 「…以下から1つを選ぶ。」',
    example: [
      '[自動]：このキャラクターが戦場に出たとき、以下から1つを選ぶ ―',
      '[自動]:このキャラクターが戦場に出た時、以下から1つを選ぶ。',
    ],
  },
  {
    // MTG 「あなたが他に《花》を持つキャラクターをコントロールしているなら」: another character of yours is on the
    // battlefield (000 ■戦場とカードのプレイヤー); 「他の」「ほかに」 and a count (「2体以上」) too
    from: new RegExp(
      `${WHO}が、?(?:他に|他の|ほかに|ほかの)${CONTROLLED}を${AT_LEAST}コントロールして(?:いる|おり)(?=なら|ならば|場合|限り|時|とき)`,
      'g',
    ),
    to: 'このキャラクター以外に$1の$2が$3いる',
    need: 'コントロール',
    note: '「あなたが他に《花》を持つキャラクターをコントロールしているなら」 (MTG): another character of yours is on the battlefield',
    example: [
      '[自動]：このキャラクターが戦場に出たとき、あなたが他に《花》を持つキャラクターをコントロールしているなら、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に出た時、このキャラクター以外のあなたの《花》を持つキャラクターがいるなら、カードを1枚引く。',
    ],
  },
  ...(
    [
      ['る', 'す'],
      ['、|て', 'し'],
    ] as const
  ).map(
    ([next, stem]): DesignerWord => ({
      // MTG 「ターン終了時まで、それはパワーに+1000の修整を受ける」: its power changes by +1000 (HF-11; 修正 too, and
      // 「+1000の修整を得る」「パワーが+1000修整される」, 「…を受け、」「…を受けて」)
      from: new RegExp(
        `(?<=^|、|。|:)((?:(?!は、?パワー)[^、。:])+?)は、?(?:パワーに、?([+-]?[0-9]+)の修[整正]を(?:受け|得)|パワーが([+-]?[0-9]+)修[整正]され)(?=${next})`,
        'g',
      ),
      to: `$1のパワーを$2$3${stem}`,
      need: '修',
      note: '「ターン終了時まで、それはパワーに+1000の修整を受ける」 (MTG): its power +1000',
      example:
        stem === 'す'
          ? [
              '[自動]：あなたがコントロールする《媒介者》を持つキャラクターが攻撃するたび、ターン終了時まで、このキャラクターはパワーに+1000の修整を受ける。',
              '[自動]:あなたの《媒介者》を持つキャラクターが攻撃するたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
            ]
          : [
              'あなたのキャラクター1体を対象とする。ターン終了時まで、それはパワーに+2000の修整を受け、【貫通】を得る。',
              'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000し、【貫通】を得る。',
            ],
    }),
  ),
  {
    // 「…がセットされている限り、このキャラクターは【強撃】と【貫通】を持つ」: a keyword held while the condition holds
    // is a keyword gained by the continuous ability (HF-12.9)
    from: /(?<=^\[自動\]:[^。]*?(?:限り|間|あいだ)、[^。]*?】)を(?:持つ|もつ)(?=。$)/g,
    to: 'を得る',
    need: '】を',
    note: '「[自動]：…限り、このキャラクターは【強撃】と【貫通】を持つ。」: the keywords gained while it holds',
    example: [
      '[自動]：このキャラクターに「若芽」が2枚以上セットされている限り、このキャラクターは【強撃】と【貫通】を持つ。',
      '[自動]:このキャラクターに「若芽」が2枚以上セットされている限り、このキャラクターは【強撃】と【貫通】を得る。',
    ],
  },
];

export const TRAIN17A_WORDS: readonly DesignerWord[] = [];
