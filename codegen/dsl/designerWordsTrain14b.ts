// Issue 22 (helper t14b): designer vocabulary rows found on the train halves of the fourteenth round's blind sets
// d58 (thunder gods, a designer with ten years of Yu-Gi-Oh! OCG text: ①②, 「…場合、…を対象として発動できる」,
// 「そのキャラクターのパワーはターン終了時まで2000アップする」) and d59 (ruins and golems, an MTG translator:
// 「あなたがコントロールする」, 「そうしたなら」, 「前者は後者に…」). Same row shape and rules as codegen/dsl/designerWords.ts
// (a row is a reading the designer would agree with; each example is tested by test/dsl/designerWords.test.ts, each
// family by test/dsl/train14b.test.ts). TRAIN14B_WORDS_FIRST run before every other row, TRAIN14B_WORDS after.
import type { DesignerWord } from './designerWords.js';

/** What a one-shot power change can be said of (the subject before 「のパワー」 or 「は」). */
const SUBJECT = '(?:このキャラクター|そのキャラクター|対象のキャラクター|それ|前者|後者)';
/** A one-shot duration written after the topic (HF-12.9). */
const DURATION =
  '(ターン終了時まで|このターン中|次のあなたのターン終了時まで|次の対戦相手のターン終了時まで)';

const UP_DOWN = [
  ['アップ', '+'],
  ['ダウン', '-'],
] as const;

export const TRAIN14B_WORDS_FIRST: readonly DesignerWord[] = [
  ...UP_DOWN.map(
    ([word, sign]): DesignerWord => ({
      // 「そのキャラクターのパワーはターン終了時まで1000アップする」「…のパワーが、このターン中、2000ダウンする」: a
      // one-shot power change with its duration after the topic (HF-12.1, HF-12.9); read before the rows that move a
      // duration to the front of 「…のパワーを…する」
      from: new RegExp(`のパワー(?:は|が|を)、?${DURATION}、?([0-9X]+)${word}(?=する)`, 'g'),
      to: `のパワーを$1${sign}$2`,
      need: word,
      note: `「…のパワーはターン終了時まで1000${word}する」: 「ターン終了時まで、…のパワーを${sign}1000する」`,
      example: [
        `[自動]：このキャラクターが防御を行った時、このキャラクターのパワーはターン終了時まで2000${word}する。`,
        `[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを${sign}2000する。`,
      ],
    }),
  ),
  ...UP_DOWN.map(
    ([word, sign]): DesignerWord => ({
      // 「そのキャラクターはターン終了時まで【神速】を得て、パワーが1000アップする」: a keyword and a power change, both
      // for the duration (HF-12.9), said of one character
      from: new RegExp(
        `(${SUBJECT})は、?${DURATION}、?((?:【[^】]+】(?:と|、)?)+)を得て、(?:その)?パワー(?:が|を|は)、?([0-9X]+)${word}する`,
        'g',
      ),
      to: `$2、$1は$3を得て、パワーを${sign}$4する`,
      need: word,
      note: `「…はターン終了時まで【神速】を得て、パワーが1000${word}する」: both for the duration`,
      example: [
        `あなたのキャラクター1体を対象とし、そのキャラクターはターン終了時まで【神速】を得て、パワーが1000${word}する。`,
        `あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターのパワーを${sign}1000し、そのキャラクターは【神速】を得る。`,
      ],
    }),
  ),
  {
    // 「このキャラクター以外の、《雷神》を持つあなたのキャラクター」: the comma after 「以外の」 is only the writer's pause
    // (OCG text puts one there); the noun phrase is the same
    from: /(?<=(?:このキャラクター|このカード|これ|それ|そのキャラクター)以外の)、(?=[^。、]{0,40}?(?:キャラクター|カード))/g,
    to: '',
    need: '以外の、',
    note: '「このキャラクター以外の、《雷神》を持つあなたのキャラクター」: 「このキャラクター以外の《雷神》を持つあなたのキャラクター」',
    example: [
      '[自動]：このキャラクター以外の、《雷神》を持つあなたのキャラクターが戦場に登場した時、カードを1枚引く。',
      '[自動]:このキャラクター以外の《雷神》を持つあなたのキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「…取り除く事ができる」「…引く事が出来る」: 事 is こと, read by the rows of 「…ことができる」 (may); 「…手札に加える事
    // ができる」 is left to the row that reads it after a look (「その中から…1枚を選んで…手札に加える事ができる」)
    from: /(?<!手札に加える)事(?=(?:が|も)(?:できる|出来る|可能))/g,
    to: 'こと',
    need: '事',
    note: '「…する事ができる」: 「…することができる」 (may)',
    example: ['カードを1枚引く事ができる。', 'カードを1枚引いてもよい。'],
  },
  {
    // 「…ダメージを全て取り除くことができる」: may remove the damage (the verb the rows of 「…ことができる」 lack)
    from: /取り除くこと(?:が|も)(?:できる|出来る|可能である)(?=。)/g,
    to: '取り除いてもよい',
    need: '取り除く',
    note: '「…を取り除くことができる」: 「…を取り除いてもよい」 (may)',
    example: [
      '[自動]：このカードがセットされているキャラクターが破壊される場合、代わりに、そのキャラクターが受けているダメージを全て取り除くことができる。',
      '[自動]:このカードがセットされているキャラクターが破壊される場合、代わりに、そのキャラクターが受けているダメージを全て取り除いてもよい。',
    ],
  },
  {
    // 「このキャラクターのパワーが4000以上である限り」「それのパワーが1000以下なら」: a condition on that character's power
    // now (modified power, HF-12.1), the grammar's 「…がパワー4000以上のキャラクターである」
    from: new RegExp(
      `(${SUBJECT}|セット先のキャラクター)のパワーが、?([0-9]+)(以上|以下)(?:である|の)?(?=限り|間|場合|なら)`,
      'g',
    ),
    to: '$1がパワー$2$3のキャラクターである',
    need: 'のパワーが',
    note: '「このキャラクターのパワーが4000以上である限り」: 「このキャラクターがパワー4000以上のキャラクターである限り」',
    example: [
      '[自動]：このキャラクターのパワーが4000以上である限り、このキャラクターは【神速】を得る。',
      '[自動]:このキャラクターがパワー4000以上のキャラクターである限り、このキャラクターは【神速】を得る。',
    ],
  },
];

export const TRAIN14B_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたはこのカードをゲームから除外してもよい」: the performer of an effect is the ability's controller already
    // (HF-5.3); 「あなたは」 before 「このカード（このキャラクター）を」 says nothing more
    from: /(?<=^\[自動\]:[^。]*?、|。|^)(?:あなた|自分)は、?(?=(?:このカード|このキャラクター)を)/g,
    to: '',
    need: 'は',
    note: '「あなたはこのカードをゲームから除外してもよい」: 「このカードをゲームから除外してもよい」',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたはこのカードをゲームから除外してもよい。そうした場合、カードを1枚引く。',
      '[自動]:このキャラクターが破壊された時、このカードをゲームから除外してもよい。そうした場合、カードを1枚引く。',
    ],
  },
  {
    // 「それは、それのコントローラーの次のアクティブフェイズにアクティブにならない」: its own player's next active phase,
    // which is what 「次のアクティブフェイズに」 of a character means (HF-6.1)
    from: /(?<=(?:それ|そのキャラクター|対象のキャラクター)は、?)(?:それ|そのキャラクター)の(?:コントローラー|プレイヤー)の(?=次のアクティブフェイズに)/g,
    to: '',
    need: 'の次のアクティブフェイズ',
    note: '「それは、それのコントローラーの次のアクティブフェイズにアクティブにならない」: 「それは、次のアクティブフェイズにアクティブにならない」',
    example: [
      'スリープであるキャラクター1体を対象とする。それは、それのコントローラーの次のアクティブフェイズにアクティブにならない。',
      'スリープであるキャラクター1体を対象とし、それは、次のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「前者は後者に、前者のパワーに等しいダメージを与える」: the damage the first target's power says, dealt to the
    // second (not an attack: HF-8 does not apply)
    from: /前者は、?後者に、?前者のパワー(?:に等しい|と同じ|分の)(?:数の|値の)?ダメージを与える/g,
    to: '後者に前者のパワーに等しいダメージを与える',
    need: '前者は',
    note: '「前者は後者に、前者のパワーに等しいダメージを与える」: 「後者に前者のパワーに等しいダメージを与える」',
    example: [
      'あなたの《ゴーレム》を持つキャラクター1体と、対戦相手のキャラクター1体を対象とする。前者は後者に、前者のパワーに等しいダメージを与える。',
      'あなたの《ゴーレム》を持つキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、後者に前者のパワーに等しいダメージを与える。',
    ],
  },
];
