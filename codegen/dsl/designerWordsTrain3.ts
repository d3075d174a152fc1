// Issue 22 (helper i22t): designer vocabulary rows found on the third round of blind sets (d13–d16: a
// Digimon/ONE PIECE style with timing labels 「登場時：」, full-width signs and 「このキャラクターを＋１０００する」,
// 「自分の場の」, …). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer
// would agree with; each example is tested by test/dsl/designerWords.test.ts), kept in this file so it merges
// without touching the other tables. TRAIN3_WORDS_FIRST run before every other row, TRAIN3_WORDS after them.
import type { DesignerWord } from './designerWords.js';

/** Timing labels of other games written before a colon, and the trigger each is (of this character, HF-12.1). */
const LABEL_TRIGGERS: readonly (readonly [string, string, string])[] = [
  ['登場時', '登場時', 'このキャラクターが戦場に登場した時、'],
  ['(?:アタック|攻撃)時', 'アタック時', 'このキャラクターが攻撃した時、'],
  ['破壊時', '破壊時', 'このキャラクターが破壊された時、'],
  ['(?:ブロック|防御)時', 'ブロック時', 'このキャラクターが防御を行うたび、'],
];

const LABEL_ROWS: readonly DesignerWord[] = LABEL_TRIGGERS.flatMap(([label, shown, trigger]) => [
  {
    // 「[自動] 登場時：」: [自動] says what the label says; the label is the trigger
    from: new RegExp(`(?<=^\\[自動\\]\\s*[:\\s]?\\s*)${label}\\s*:\\s*`, 'g'),
    to: trigger,
    need: '時',
    note: `「[自動] ${shown}：…」: a timing label before a colon is the trigger of this character`,
    example: [`[自動] ${shown}：カードを1枚引く。`, `[自動] ${trigger}カードを1枚引く。`],
  },
  {
    // 「登場時：」 opening a line: an automatic ability of this character with that trigger
    from: new RegExp(`^${label}\\s*:\\s*`, 'g'),
    to: `[自動]:${trigger}`,
    need: '時',
    note: `「${shown}：…」: a timing label before a colon is the trigger of this character`,
    example: [`${shown}：カードを1枚引く。`, `[自動]:${trigger}カードを1枚引く。`],
  },
]);

export const TRAIN3_WORDS_FIRST: readonly DesignerWord[] = [
  ...LABEL_ROWS,
  {
    // 「[自動] 自分のターン終了時：」: a trigger written as a label before a second colon
    from: /(?<=^\[自動\]\s*[:\s]?\s*)([^:、。]{2,30}?(?:時|たび|たびに))\s*:\s*/g,
    to: '$1、',
    need: '[自動]',
    note: '「[自動] 自分のターン終了時：…」: the trigger written as a label (before a colon) is the trigger',
    example: ['[自動] 自分のターン終了時：カードを1枚引く。', '[自動] 自分のターン終了時、カードを1枚引く。'],
  },
  {
    // 「自分のターン終了時：」 without [自動]: the line is an automatic ability with that trigger
    from: /^((?:あなた|自分|対戦相手|相手)の(?:ターン|(?:アクティブ|ドロー|エネルギー|メイン|ディスカード)フェイズ)(?:開始|終了)時)\s*:\s*/g,
    to: '[自動]:$1、',
    note: '「自分のターン終了時：…」 without [自動]: a turn or phase label is the trigger of an automatic ability',
    example: ['自分のターン終了時：カードを1枚引く。', '[自動]:自分のターン終了時、カードを1枚引く。'],
  },
  {
    // 「このキャラクターを＋１０００する」「《新入生》全てを＋１０００する」: a signed number is a power change
    from: /(?<!パワー|コスト)を(?=[+-][0-9X]+(?:する|し、))/g,
    to: 'のパワーを',
    need: 'を',
    note: '「このキャラクターを＋１０００する」: a signed amount after を changes the power (the only signed value of a card)',
    example: [
      '[自動]：あなたのターン終了時、このキャラクターを＋１０００する。',
      '[自動]:あなたのターン終了時、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「このキャラクターが攻撃するたびに、ターン終了時まで＋１０００する」: the trigger's own character is what changes
    from: /(?<=^\[自動\]\s*[:\s]?\s*このキャラクターが[^、。]*?(?:時|たび|たびに)、(?:(?:ターン終了時まで|このターン中|このターンの間)、?)?)(?=[+-][0-9X]+する)/g,
    to: 'このキャラクターのパワーを',
    need: 'このキャラクターが',
    note: '「このキャラクターが…たび、ターン終了時まで＋１０００する」: with no object, the power changed is that of the trigger’s subject, this character',
    example: [
      '[自動]：このキャラクターが攻撃するたびに、ターン終了時まで＋１０００する。',
      '[自動]:このキャラクターが攻撃するたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「自分の場」「相手の場」: the battlefield of that player (other TCGs' word)
    from: /(?<=(?:あなた|自分|対戦相手|相手)の)場(?=[のにをで]|から)/g,
    to: '戦場',
    note: '「自分の場の…」「相手の場に…」: 場 is the battlefield',
    example: [
      '自分の場のキャラクター全てのパワーを+1000する。',
      '自分のキャラクター全てのパワーを+1000する。',
    ],
  },
];

export const TRAIN3_WORDS: readonly DesignerWord[] = [
  {
    // after the other rows made 「《新入生》1体」 a character: 「自分の戦場の《新入生》を持つキャラクター」
    from: /(あなた|自分|対戦相手|相手)の戦場の(?=[^、。「」]*?キャラクター(?!カード))/g,
    to: '$1の',
    note: '「自分の場の《新入生》１体」: characters are only on the battlefield (after 《X》 became a character)',
    example: [
      '[スリープ]：自分の場の《新入生》１体を対象とし、それを＋１０００する。',
      '[スリープ]:自分の《新入生》を持つキャラクター1体を対象とし、それのパワーを+1000する。',
    ],
  },
  {
    // 「自分の場に他の《軽音部》が登場するたびに」: the character entering is that player's
    from: /(あなた|自分|対戦相手|相手)の戦場に([^、。]*?キャラクター)が戦場に(?=登場)/g,
    to: '$1の$2が戦場に',
    note: '「自分の場に《軽音部》が登場するたびに」: a character of that player enters the battlefield',
    example: [
      '[自動]：自分の場に他の《軽音部》が登場するたびに、ターン終了時まで、このキャラクターを＋１０００する。',
      '[自動]:自分の他の《軽音部》を持つキャラクターが戦場に登場した時、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
];
