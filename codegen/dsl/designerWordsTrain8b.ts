// Issue 22 (helper i22tb8): designer vocabulary rows found on the train halves of two blind sets of the ninth
// round — a modern Duel Masters / Shadowverse Evolve localisation (「■」 heads every ability: read by
// codegen/dsl/parse/abilityBullets.ts; 「出た時」「攻撃する時」; a choice in a sentence of its own) and a fan's
// hand-typed wiki transcription (typing noise: 2,000, 「、、」, a space for a 、, a comma typed ，). Same row shape
// and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is
// tested by test/dsl/designerWords.test.ts). TRAIN8B_WORDS_FIRST run before every other row (typing noise is
// read once, for every sentence, before any wording row looks at the line), TRAIN8B_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/** A character of running Japanese text (kana, kanji, the long vowel mark) or a digit. */
const JP = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々0-9';

/**
 * 「ｶﾞｰﾄﾞﾃﾞｯｷ」「ﾀﾞﾒｰｼﾞ」: a half-width kana and its sound mark (normalizeWidth made them カ゛ー ト゛…) are one kana. Only
 * the voiced kana of the game's words (a name in 「」 is never read): [kana, sound mark, a line typing it].
 */
const VOICED: readonly (readonly [string, string, string, string])[] = [
  [
    'カ',
    '\u309b',
    'あなたのｶﾞｰﾄﾞﾃﾞｯｷからカードを1枚選び、ダメージフィールドに置く。',
    'あなたのガードデッキからカードを1枚選び、ダメージフィールドに置く。',
  ],
  [
    'ト',
    '\u309b',
    'あなたのｶﾞｰﾄﾞﾃﾞｯｷからカードを1枚選び、ダメージフィールドに置く。',
    'あなたのガードデッキからカードを1枚選び、ダメージフィールドに置く。',
  ],
  [
    'テ',
    '\u309b',
    'あなたのｶﾞｰﾄﾞﾃﾞｯｷからカードを1枚選び、ダメージフィールドに置く。',
    'あなたのガードデッキからカードを1枚選び、ダメージフィールドに置く。',
  ],
  [
    'タ',
    '\u309b',
    '対戦相手のキャラクター1体を対象とし、それに1000ﾀﾞﾒｰｼﾞを与える。',
    '対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。',
  ],
  [
    'シ',
    '\u309b',
    '対戦相手のキャラクター1体を対象とし、それに1000ﾀﾞﾒｰｼﾞを与える。',
    '対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。',
  ],
  [
    'ケ',
    '\u309b',
    '対戦相手のキャラクター1体を対象とし、それをｹﾞｰﾑから除外する。',
    '対戦相手のキャラクター1体を対象とし、それをゲームから除外する。',
  ],
  [
    'ハ',
    '\u309c',
    '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのﾊﾟﾜｰを-1000する。',
    '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
  ],
  [
    'フ',
    '\u309c',
    '対戦相手のキャラクター1体を対象とし、それをｽﾘｰﾌﾟにする。',
    '対戦相手のキャラクター1体を対象とし、それをスリープにする。',
  ],
];

const SOUND_MARK_ROWS: readonly DesignerWord[] = VOICED.map(([kana, mark, written, canonical]) => {
  const to = String.fromCharCode(kana.charCodeAt(0) + (mark === '\u309b' ? 1 : 2));
  return {
    from: `${kana}${mark}`,
    to,
    note: `a half-width kana with its sound mark (${kana}${mark === '\u309b' ? 'ﾞ' : 'ﾟ'}): ${to}`,
    example: [written, canonical] as const,
  };
});

/** Typing noise: read before any other row, so every wording row sees the line as if typed cleanly. */
const NOISE_ROWS: readonly DesignerWord[] = [
  {
    // 「あなたの<<亡霊>>を持つキャラクター」: a trait typed in doubled angle brackets
    from: /<<([^<>]+)>>/g,
    to: '《$1》',
    need: '<<',
    note: 'a trait in doubled angle brackets (「<<亡霊>>」): the trait in 《》',
    example: [
      '[自動]：あなたの<<亡霊>>を持つキャラクターのパワーを+1000する。',
      '[自動]:あなたの《亡霊》を持つキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「2,000ダメージ」「パワーを-1,000する」「２，０００」 (normalizeWidth reads ， as ,): a thousands separator
    from: /(?<=[0-9]),(?=[0-9]{3}(?![0-9]))/g,
    to: '',
    need: ',',
    note: 'a thousands separator in a number (2,000): typing noise',
    example: [
      '[自動]：このキャラクターが登場した時、対戦相手のキャラクター1体を対象とし、それに2,000ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
    ],
  },
  {
    // 「カードを1枚引き，その後、…」: a comma typed as ， (or ,) outside a number is the Japanese comma
    from: /,/g,
    to: '、',
    need: ',',
    note: 'a comma typed ， or , is 、: typing noise',
    example: [
      '[自動]：このキャラクターが登場した時，カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「登場した時、、カードを…」「…引く。。」「…引く、。」: a mark typed twice, or a comma and a full stop
    from: /(、)(?:\s*、)+|(。)(?:\s*。)+|、\s*(?=。)|(?<=。)\s*、/g,
    to: '$1$2',
    note: 'a 、 or 。 typed twice (「、、」「。。」「、。」): typing noise',
    example: [
      '[自動]：このキャラクターが登場した時、、カードを1枚引く。。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「パワーをー2000する」: the long vowel mark typed for a minus before a number
    from: /(?<=[をがは、]|パワー)ー(?=[0-9X])/g,
    to: '-',
    need: 'ー',
    note: 'a long vowel mark ー typed for a minus before a number: typing noise',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーをー2000する。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    ],
  },
  {
    // 「それは「【反撃】」を得る」: a keyword quoted is the keyword (HF-13)
    from: /「(【[^】「」]+】)」(?=を(?:得|与え|持))/g,
    to: '$1',
    need: '「【',
    note: 'a keyword in quotes (「【反撃】」を得る): the keyword',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは「【反撃】」を得る。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【反撃】を得る。',
    ],
  },
  {
    // 「【空装 条件：… 効果：「…」】」: the effect in quotes is the effect (HF-13.8)
    from: /(?<=【空装[^】]*効果\s*:\s*)「([^「」]*)」(?=\s*】)/g,
    to: '$1',
    need: '【空装',
    note: 'the effect of a 【空装】 in quotes (「効果：「…」】」): the effect',
    example: [
      '【空装 条件：《騎士》を持つカードが6枚以上 効果：「あなたの《騎士》を持つキャラクターのパワーを+1000する。」】',
      '【空装 条件:《騎士》を持つカードが6枚以上 効果:あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
    ],
  },
  {
    // 「〈暴君竜ゼクス〉以外の」「名前に＜暴君竜＞を含む」: a name in angle brackets (a Duel Masters localisation's) is a name
    // in 「」; never a timing label (at the head of the line, after another label or before its colon: designerWordsTrain7b.ts)
    from: /(?<![\]〉〕】>:]|^)(?:〈([^〈〉「」《》]+)〉|<([^<>「」《》]+)>)(?!\s*:)/g,
    to: '「$1$2」',
    note: 'a name in 〈〉 or ＜＞ (「〈暴君竜〉以外の」): the name in 「」',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたのトラッシュの〈暴君竜〉以外のキャラクターカード1枚を対象とし、それを手札に加える。',
      '[自動]:このキャラクターが破壊された時、あなたのトラッシュの「暴君竜」以外のキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
  },
  {
    // 「パワーを- 1000する」「+ 2000」: a space between a sign and its number
    from: /(?<=[+-])\s+(?=[0-9X])/g,
    to: '',
    need: ' ',
    note: 'a space between a sign and its number (「- 1000」): typing noise',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを- 1000する。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    ],
  },
  {
    // 「[ 自動 ]：」「【 神速 】」: spaces typed inside a label's or a keyword's brackets
    from: /([[【])\s+([^\]】\s][^\]】]*?)\s*([\]】])|([[【])([^\]】\s][^\]】]*?)\s+([\]】])/g,
    to: '$1$2$3$4$5$6',
    need: ' ',
    note: 'spaces inside a label’s or keyword’s brackets (「[ 自動 ]」): typing noise',
    example: [
      '[ 自動 ]：このキャラクターが登場した時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「…カードを1枚引く.」: a full stop typed . (or ．)
    from: /(?<![0-9])\.(?![0-9])/g,
    to: '。',
    need: '.',
    note: 'a full stop typed . or ．: typing noise',
    example: [
      '[自動]：このキャラクターが登場した時、カードを1枚引く.',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「[神速]」「［反撃］」「それは[反撃]を得る」「[ダメージトリガー]：」: a keyword typed in square brackets is the keyword
    // (HF-13; no keyword is named here: a bracket alone on its line or before 「を得る」 is one, rules/keywords.hf says which)
    from: /^\[([^\]\d:\s]+)\]$|\[([^\]\d:\s]+)\](?=を(?:得|持|与え))|^\[(ダメージトリガー)\](?=\s*:)/g,
    to: '【$1$2$3】',
    need: '[',
    note: 'a keyword in square brackets (「[神速]」): the keyword in 【】',
    example: [
      '[自動]：このキャラクターが登場した時、ターン終了時まで、このキャラクターは[神速]を得る。',
      '[自動]:このキャラクターが戦場に登場した時、ターン終了時まで、このキャラクターは【神速】を得る。',
    ],
  },
  {
    // 「ターン終了時まで そのパワーを…」「2000 ダメージ」「キャラクター 1体」: a space inside running text is typing noise
    // (the grammar's own spaces — after 、。：, around a note's parentheses, before 【空装 …】's 「効果：」 — are kept)
    from: new RegExp(
      `(?<=[${JP}》」)])(?<!【空装) +(?=[${JP}《「、。]|[+-][0-9X])(?!効果\\s*:|条件\\s*:)`,
      'gu',
    ),
    to: '',
    need: ' ',
    note: 'a stray space inside running text (「ターン終了時まで そのパワー」): typing noise',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで そのパワーを-2000 する。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    ],
  },
];

/** Typing noise: a missing 、 where a clause ends (read after NOISE_ROWS, so 「時 カード」 became 「時カード」 first). */
const MISSING_COMMA_ROWS: readonly DesignerWord[] = [
  {
    // 「[1] [スリープ]：」: a space between two costs (a later row reads 「[1] 」 as 「[1]：」)
    from: /(?<=^(?:\[[^\]]*\]\s*)*\[[^\]]*\])\s+(?=\[[^\]]*\]\s*(?:\[|:))/g,
    to: '',
    need: '] [',
    note: 'a space between two costs (「[1] [スリープ]：」): typing noise',
    example: ['[1] [スリープ]：カードを1枚引く。', '[1][スリープ]:カードを1枚引く。'],
  },
  {
    // 「[自動]：このキャラクターが登場した時カードを1枚引く。」: the trigger ends at its 時／たび (HF-12.1)
    from: /^(\[自動\]\s*:\s*[^、。「」]*?(?:した|する|された|される|った|う|える|終了|開始)(?:時|とき|たび|際))(?=[^、。まにのはがをでも点間)(\s])/g,
    to: '$1、',
    need: '[自動]',
    note: 'a missing 、 after a trigger (「…登場した時カードを…」): typing noise',
    example: [
      '[自動]：このキャラクターが登場した時カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「…1体を対象としそれに…」: the target sentence's clause ends at 対象とし (HF-5.5)
    from: /対象とし(?=[^、。てたまなよろつ\s])/g,
    to: '対象とし、',
    note: 'a missing 、 after 「…を対象とし」: typing noise',
    example: [
      '対戦相手のキャラクター1体を対象としそれを破壊する。',
      '対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「カードを1枚引きその後…」: 「その後」 opens the next part of one process (HF-5.7)
    from: /(?<=[^、。:\s「(])その後/g,
    to: '、その後',
    note: 'a missing 、 before 「その後」: typing noise',
    example: [
      '[自動]：このキャラクターが登場した時、カードを1枚引きその後、手札を1枚捨てる。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引き、その後、手札を1枚捨てる。',
    ],
  },
  {
    // 「…が戦場に居るならカードを1枚引く。」: a condition ends at なら／場合／限り (HF-5)
    from: /(?<=[るいただ下上外])(ならば|なら|場合|限り)(?=[^、。はにのでもをがとば\s)【\[])/g,
    to: '$1、',
    note: 'a missing 、 after a condition (「…居るならカードを…」): typing noise',
    example: [
      '[自動]：このキャラクターが登場した時、あなたの手札が3枚以下ならカードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの手札が3枚以下なら、カードを1枚引く。',
    ],
  },
];

/**
 * 「■[自動]：…」「■相手のキャラクターを1体選ぶ。…」: the mark some designers print at the head of every ability. The file
 * parser drops it, or reads it as a mode's 「・」 right after a line choosing among modes (HF-5.13,
 * codegen/dsl/parse/abilityBullets.ts); a line read without the lines before it (a suggestion, a hover) is an ability.
 */
const MARK_ROWS: readonly DesignerWord[] = [
  {
    from: /^[●■◆○□◇▪◼★☆▼▽▶►▷▸]\s*/g,
    to: '',
    note: 'a mark at the head of an ability (Duel Masters 「■」, a list 「◆」「●」): typography',
    example: [
      '■[自動]：このキャラクターが登場した時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
];

/** 「戦場に出す」 (Duel Masters 「バトルゾーンに出す」): put onto the battlefield without playing it, 登場させる (HF-4.2). */
const PUT_ONTO_FIELD: readonly (readonly [string, string, string])[] = [
  ['す', 'る', '。'],
  ['して', 'て', 'もよい。'],
  ['し、', '、', 'その後、カードを1枚引く。'],
];

/** Wordings of the ninth round read before the other rows (they leave wordings the other rows know). */
const WORDING_FIRST_ROWS: readonly DesignerWord[] = [
  {
    // 「コストを支払わずに戦場に出す」: a card put onto the battlefield is not played, so no cost is paid anyway (HF-4.2,
    // 000 ■プレイ); 「アクティブで」 is how it enters (「スリープで」 is kept: the next rows; 「裏向きかつアクティブで」 is
    // the face-down entry of designerWordsTrain8a.ts, kept whole)
    from: /(?:(?:エネルギー)?コストを(?:支払|払)わず(?:に)?、?|(?<!裏向き(?:かつ|・|、)?)アクティブ(?:状態)?で、?)+(?=(?:スリープ(?:状態)?で、?)?(?:戦場|場)に出(?:す|して|し、))/g,
    to: '',
    need: '場に出',
    note: '「コストを支払わずに／アクティブで戦場に出す」: putting a card onto the battlefield pays no cost and enters it active (HF-4.2)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それをコストを支払わずにアクティブで戦場に出す。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させる。',
    ],
  },
  {
    from: /スリープ状態で、?(?=(?:戦場|場)に出(?:す|して|し、))/g,
    to: 'スリープで',
    need: '場に出',
    note: '「スリープ状態で戦場に出す」: it enters asleep',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それをスリープ状態で戦場に出す。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それをスリープで戦場に登場させる。',
    ],
  },
  ...PUT_ONTO_FIELD.map(([ending, canonical, rest]) => ({
    from: new RegExp(`(?:戦場|(?<!戦)場)に出${ending}`, 'g'),
    to: `戦場に登場させ${canonical}`,
    need: '場に出',
    note: `「戦場に出${ending}」 (Duel Masters 「バトルゾーンに出す」) is 登場させ${canonical}: put onto the battlefield, not played (HF-4.2)`,
    example: [
      `[自動]：このキャラクターが登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に出${ending}${rest}`,
      `[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させ${canonical}${rest}`,
    ] as const,
  })),
];

/** A count of characters or cards: 「1体」「一体」「2枚」. */
const COUNT = '([0-9一二三四五])(体|枚)';

/** Duel Masters' choice in a sentence of its own, and the other wordings of the ninth round's train halves. */
const WORDING_ROWS: readonly DesignerWord[] = [
  {
    // 「メインデッキを上から3枚見る」「メインデッキの上からカードを3枚見る」「一番上から3枚見る」: the top cards looked at
    // (「メインデッキを上から3枚見て、…」「…見る。」 are canonical: only a look the next sentence goes on with is read)
    from: /メインデッキ(?:を|の)(?:一番)?上から(?:カードを)?([0-9一二三四五六七八九])枚(?:を)?(?=見る。それら)/g,
    to: 'メインデッキの上から$1枚を',
    need: '上から',
    note: '「メインデッキを上から3枚見る」: the top three cards looked at (every spelling)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキを上から3枚見る。それらを好きな順番でメインデッキの上に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの一番上に置く。',
    ],
  },
  {
    // 「メインデッキの上から1枚目を…」「山札の一番上の1枚を…」: the top card
    from: /(メインデッキ|山札|デッキ)の(?:一番)?上から(?:1|一)枚目(?:のカード)?|(メインデッキ|山札|デッキ)の一番上の(?:1|一)枚/g,
    to: '$1$2の一番上のカード',
    note: '「メインデッキの上から1枚目」: the top card',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から1枚目をトラッシュに置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードをトラッシュに置く。',
    ],
  },
  {
    // 「あなたのアクティブな《猛獣》を持つキャラクター」: the state as an adjective (the rows read 「アクティブの」 already)
    from: /(アクティブ|スリープ)(?:状態)?な(?=《|キャラクター|エネルギー|カード)/g,
    to: '$1である',
    note: '「アクティブな／スリープな…」: a character in that state',
    example: [
      '[自動]：このキャラクターが登場した時、対戦相手のアクティブなキャラクター1体を対象とし、それをスリープにする。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のアクティブであるキャラクター1体を対象とし、それをスリープにする。',
    ],
  },
  {
    // 「あなたの《猛獣》を持つキャラクターを1体スリープにしてもよい」: no 「対象」, so one is chosen as it resolves
    // (000 ■効果と対象); the rows read 「…キャラクター1体をスリープにする」 already
    from: /キャラクターを([0-9一二三四五])体(まで)?、?(?=(?:持ち主の)?手札に戻|スリープに|アクティブに)/g,
    to: 'キャラクターを$1体$2選び、それを',
    note: '「…キャラクターを1体スリープにする／手札に戻す」: one is chosen as it resolves (no 「対象」: 000 ■効果と対象)',
    example: [
      '[自動]：このキャラクターが攻撃した時、あなたの《猛獣》を持つキャラクターを1体スリープにしてもよい。そうしたら、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、あなたの《猛獣》を持つキャラクターを1体選び、それをスリープにしてもよい。そうしたら、カードを1枚引く。',
    ],
  },
  {
    // 「あなたのスリープ状態のエネルギーを1枚選ぶ。そのエネルギーをアクティブにする。」: the energy made active
    from: /((?:あなた|自分)の(?:スリープ(?:状態)?の)?エネルギー)を([0-9一二三四五])枚(選(?:ぶ。|び、)|選んでもよい。)(?:そのエネルギー|それ)を(?=アクティブに)/g,
    to: '$1を$2枚',
    need: 'エネルギー',
    note: '「スリープ状態のエネルギーを1枚選ぶ。そのエネルギーをアクティブにする」: that many energies made active',
    example: [
      '[スリープ]：あなたのスリープ状態のエネルギーを1枚選ぶ。そのエネルギーをアクティブにする。',
      '[スリープ]:あなたのエネルギーを1枚アクティブにする。',
    ],
  },
  {
    // 「あなたのスリープであるエネルギーを2枚までアクティブにする」: only an asleep energy can be made active
    from: /(?:(?:あなた|自分)の)?スリープ(?:状態)?(?:である|の|にしている|している|な)?エネルギーを(?=[0-9一二三四五]枚(?:まで)?アクティブに)/g,
    to: 'あなたのエネルギーを',
    need: 'エネルギーを',
    note: '「スリープであるエネルギーを2枚までアクティブにする」: making energies active can only be done to asleep ones',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのスリープであるエネルギーを2枚までアクティブにする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのエネルギーを2枚までアクティブにする。',
    ],
  },
  {
    // 「このワールド・セットが戦場に出た時」「このワールド・セットをトラッシュに置く」: the card itself
    from: /このワールド・?セット(?=が|を|は|の)/g,
    to: 'このカード',
    need: 'このワールド',
    note: '「このワールド・セット」 on a world set is the card itself, 「このカード」',
    example: [
      '[自動]：このワールド・セットが戦場に出た時、カードを1枚引く。',
      '[自動]:このカードが戦場に出た時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターのプレイヤーのアクティブフェイズ終了時、そのプレイヤーは…」: that player is the one whose ability it is
    // (000 ■戦場とカードのプレイヤー; on a set card the host has it: 000 ■セットカード)
    from: /(このキャラクターのプレイヤーの[^、。]*?(?:時|たび)、)そのプレイヤーは/g,
    to: '$1あなたは',
    need: 'そのプレイヤーは',
    note: '「このキャラクターのプレイヤーの…時、そのプレイヤーは…」: that player is this character’s player, あなた',
    example: [
      '[自動]：このキャラクターのプレイヤーのアクティブフェイズ終了時、そのプレイヤーはカードを1枚引く。',
      '[自動]:このキャラクターのプレイヤーのアクティブフェイズ終了時、あなたはカードを1枚引く。',
    ],
  },
  {
    // 「…を1体選んでもよい。そのキャラクターを…」: choosing none is allowed, so it is 「1体まで選び、それを…」
    from: new RegExp(
      `を${COUNT}選んでもよい。(?:その(?:キャラクター|カード|エネルギー)|それ)(を|に|のパワーを|は)`,
      'g',
    ),
    to: 'を$1$2まで選び、それ$3',
    need: '選んでもよい。',
    note: '「…を1体選んでもよい。そのキャラクターを…」: up to one is chosen, and what follows is done to it',
    example: [
      '[自動]：このキャラクターが登場した時、相手のキャラクターを1体選んでもよい。そのキャラクターをスリープにする。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクターを1体まで選び、それをスリープにする。',
    ],
  },
  {
    // 「…を2体まで選ぶ。それらのキャラクターを…」: the chosen ones
    from: /それらの(?:キャラクター|カード)(?=を|に|は|のパワー)/g,
    to: 'それら',
    note: '「それらのキャラクター」: the cards just chosen or targeted, 「それら」',
    example: [
      '[自動]：このキャラクターが登場した時、対戦相手のキャラクターを2体まで対象とし、それらのキャラクターをスリープにする。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクターを2体まで対象とし、それらをスリープにする。',
    ],
  },
  {
    // 「そのキャラクターは【反撃】を得て、パワー＋1000。」: both for the same time (the order of the two changes is no matter)
    from: /(それ|そのキャラクター|このキャラクター)は(【[^】]+】)を得て、?(?:パワー(?:を|が)?)([+-][0-9]+)(?:する|される)?(?=。)/g,
    to: '$1のパワーを$3し、$1は$2を得る',
    need: 'を得て',
    note: '「…は【反撃】を得て、パワー+1000」: the power change and the keyword, for the same time',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターは【反撃】を得て、パワー+1000。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターのパワーを+1000し、そのキャラクターは【反撃】を得る。',
    ],
  },
  {
    // 「ガードデッキのカード1枚を選び、ダメージフィールドに裏向きで置く」: a damage field's cards are face down (000 ■ダメージ)
    from: /(ダメージフィールドに)、?裏向き(?:で|に|のまま)、?(置)|裏向き(?:で|のまま)、?(?=ダメージフィールドに置)/g,
    to: '$1$2',
    need: '裏向き',
    note: '「ダメージフィールドに裏向きで置く」: a card is put in the damage field face down (000 ■ダメージ), what the move does',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのガードデッキからカードを1枚選び、裏向きでダメージフィールドに置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのガードデッキからカードを1枚選び、ダメージフィールドに置く。',
    ],
  },
  {
    // 「このキャラクターが防御している攻撃を行っているキャラクター」: the attacking character
    from: /(?:このキャラクターが)?防御している攻撃を(?:行っている|している)キャラクター/g,
    to: '攻撃しているキャラクター',
    need: '防御している攻撃',
    note: '「このキャラクターが防御している攻撃を行っているキャラクター」: the attacking character',
    example: [
      '[自動]：このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターが防御している攻撃を行っているキャラクターのパワーを-2000する。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、攻撃しているキャラクターのパワーを-2000する。',
    ],
  },
  {
    // 「攻撃しているキャラクターを選ぶ。そのキャラクターの…」: there is one, so choosing it is no choice
    from: /(攻撃しているキャラクター|防御しているキャラクター)を選(?:ぶ。|び、)((?:ターン終了時まで、?)?)(?:そのキャラクター|それ)(?=の|を|に|は)/g,
    to: '$2$1',
    need: 'しているキャラクターを選',
    note: '「攻撃しているキャラクターを選ぶ。そのキャラクターの…」: the attacking (defending) character, there is one',
    example: [
      '[自動]：このキャラクターが防御を行うたび、攻撃しているキャラクターを選ぶ。ターン終了時まで、そのキャラクターのパワーを-2000する。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、攻撃しているキャラクターのパワーを-2000する。',
    ],
  },
  {
    // 「このキャラクターの攻撃によって相手のキャラクターが破壊された時」: destroyed by its attack's damage (HF-8)
    from: /(の攻撃)(?:によって|により|で)(?=(?:(?:対戦)?相手の)?キャラクターが破壊された時)/g,
    to: '$1によるダメージで',
    need: '破壊された時',
    note: '「…の攻撃によって／で…キャラクターが破壊された時」: destroyed by the damage of that attack',
    example: [
      '[自動]：このキャラクターの攻撃によって相手のキャラクターが破壊された時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によるダメージで対戦相手のキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  ...(
    [
      ['す', 'く'],
      ['して', 'いて'],
      ['し、', 'き、'],
    ] as const
  ).map(([ending, canonical]) => ({
    // 「それらを好きな順番でメインデッキの上に戻す」: put back in the order the player chooses
    from: new RegExp(`(好きな順(?:番|序)?で、?メインデッキの(?:一番)?[上下])に戻${ending}`, 'g'),
    to: `$1に置${canonical}`,
    need: '好きな順',
    note: `「好きな順番でメインデッキの上に戻${ending}」: 戻す is 置く (the cards are put back on the deck they came from)`,
    example: [
      `[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻${ending}${ending === 'す' ? '。' : `${ending === 'して' ? '、' : ''}カードを1枚引く。`}`,
      `[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見て、好きな順番でメインデッキの一番上に置${canonical}${ending === 'す' ? '。' : `${ending === 'して' ? '、' : ''}カードを1枚引く。`}`,
    ] as const,
  })),
  {
    // 「そのキャラクターは、そのプレイヤーの次のアクティブフェイズにアクティブにならない」: its player's (it untaps only in
    // its player's active phase: HF-6)
    // (「それは、そのプレイヤーの…」 is read by designerWordsTrain7b.ts)
    from: /(?<=そのキャラクターは)、?(?:その|この)(?:キャラクターの)?プレイヤーの(?=次のアクティブフェイズに)/g,
    to: '',
    need: '次のアクティブフェイズ',
    note: '「…は、そのプレイヤーの次のアクティブフェイズにアクティブにならない」: a character untaps in its player’s active phase only',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。そのキャラクターは、そのプレイヤーの次のアクティブフェイズにアクティブにならない。',
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。そのキャラクターは次のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「あなたの、名前に「暴君竜」を含むキャラクター」: a stray comma after whose
    from: /(あなた|自分|対戦相手|相手)の、(?=[^、。])/g,
    to: '$1の',
    need: 'の、',
    note: '「あなたの、…」: a comma typed after whose',
    example: [
      'ターン終了時まで、あなたの、名前に「暴君竜」を含むキャラクター全ては【強撃】を得る。',
      'ターン終了時まで、あなたの「暴君竜」を名前に含むキャラクター全ては【強撃】を得る。',
    ],
  },
  {
    // 「あなたが《蒸気技師》を持つキャラクターカードをプレイするためのエネルギーコスト」: the cost of cards you play (HF-5.2)
    from: /(あなた|自分)が([^、。]*?)をプレイ(?:するため|する際|するとき|する時|するのに必要な|するために必要な|に必要な)の?(?:エネルギー)?コスト/g,
    to: 'あなたがプレイする$2のコスト',
    need: 'プレイ',
    note: '「あなたが…をプレイするための（エネルギー）コスト」: the cost of those cards you play (HF-5.2)',
    example: [
      '[自動]：あなたが《竜》を持つキャラクターカードをプレイするためのエネルギーコストは1少なくなる。',
      '[自動]:あなたの《竜》を持つキャラクターカードのコストは1少なくなる。',
    ],
  },
  {
    // 「更に１枚引く」「もう1枚引く」: one more card drawn
    from: /(?:さらに|更に|もう)、?([0-9一二三四五])枚(?=引|ドロー)/g,
    to: 'カードを$1枚',
    note: '「さらに1枚引く」「もう1枚引く」: draws that many more cards',
    example: [
      'カードを2枚引く。あなたの《空便》を持つキャラクターが戦場に居るなら、更に1枚引く。',
      'カードを2枚引く。あなたの《空便》を持つキャラクターが戦場に居るなら、カードを1枚引く。',
    ],
  },
  {
    // 「…の攻撃によってプレイヤーがダメージを受けた時」: the attacked player, that character's opponent (HF-8)
    from: /(の攻撃(?:で|によって|により))(?:プレイヤー|(?:対戦)?相手プレイヤー)が(?=ダメージを受けた時)/g,
    to: '$1対戦相手が',
    need: 'ダメージを受けた時',
    note: '「…の攻撃によってプレイヤーがダメージを受けた時」: the player it attacked, its opponent',
    example: [
      '[自動]：このキャラクターの攻撃によってプレイヤーがダメージを受けた時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターが攻撃で相手にダメージを与えた時」: the damage of its attack to the opponent (HF-8)
    // (「…に2点以上のダメージを与えた時」 is a threshold: not read)
    from: /(このキャラクター|このカードがセットされているキャラクター)が(?:攻撃|バトル)(で|によって|により)、?(?:対戦相手|相手|プレイヤー|相手プレイヤー)にダメージを与えた時/g,
    to: '$1の攻撃$2対戦相手がダメージを受けた時',
    need: 'ダメージを与えた時',
    note: '「このキャラクターが攻撃で相手にダメージを与えた時」: its attack damaged the opponent',
    example: [
      '[自動]：このキャラクターが攻撃で相手にダメージを与えた時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃で対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
];

export const TRAIN8B_WORDS_FIRST: readonly DesignerWord[] = [
  ...MARK_ROWS,
  ...SOUND_MARK_ROWS,
  ...NOISE_ROWS,
  ...MISSING_COMMA_ROWS,
  ...WORDING_FIRST_ROWS,
  ...WORDING_ROWS,
];

export const TRAIN8B_WORDS: readonly DesignerWord[] = [
  {
    // 「相手のキャラクターを1体選ぶ。そのキャラクターをスリープにする。そのキャラクターは、次のアクティブフェイズにアクティブに
    // ならない。」: the chosen one, one process (putting an asleep character to sleep counts as done: HF-3.2, HF-5.7)
    from: /(選(?:び|んで)、?(?:それ|そのキャラクター)をスリープに)する。(?:そのキャラクター|それ)は、?(?=次のアクティブフェイズにアクティブにならない)/g,
    to: '$1し、それは',
    need: '次のアクティブフェイズ',
    note: '「…選ぶ。そのキャラクターをスリープにする。そのキャラクターは、次のアクティブフェイズにアクティブにならない」: the chosen character',
    example: [
      '相手のキャラクターを1体選ぶ。そのキャラクターをスリープにする。そのキャラクターは、次のアクティブフェイズにアクティブにならない。',
      '対戦相手のキャラクターを1体選び、そのキャラクターをスリープにし、それは次のアクティブフェイズにアクティブにならない。',
    ],
  },
];
