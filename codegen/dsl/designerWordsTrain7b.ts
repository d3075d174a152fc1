// Issue 22 (helper i22tb7): designer vocabulary rows found on the train halves of two blind sets of the eighth
// round — a 2024–25 timing-label style (「[自動]〔登場時〕：」「〔アタック時〕…」「〔起動・メイン〕[1]：」「〔ターン1〕」
// 「〔自分のターン中〕」「〔メイン〕」 on a command) and a meticulous rules manager (「次の処理を順に行う。①…②…」,
// 「以下から1つを選ぶ。・…・…」). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the
// designer would agree with; each example is tested by test/dsl/designerWords.test.ts). TRAIN7B_WORDS_FIRST run
// before every other row, TRAIN7B_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/**
 * The brackets a timing label is printed in: 〔〕 (modern print), 〈〉, ［］ (read as [] by normalizeWidth) and 【】.
 * Only the labels below are read (a name in 〈〉 in a card's name line is never a text line).
 */
const OPEN = '(?:〔|〈|【|\\[)';
const CLOSE = '(?:〕|〉|】|\\])';

/** Timing labels and the trigger each is (of this character, HF-12.1; on a set card the docs' RULING applies). */
const LABEL_TRIGGERS: readonly (readonly [string, string, string])[] = [
  // [label pattern, label as shown in notes, canonical trigger]
  ['登場時', '登場時', 'このキャラクターが戦場に登場した時、'],
  ['(?:アタック|攻撃)時', 'アタック時', 'このキャラクターが攻撃した時、'],
  ['(?:ブロック|防御)時', 'ブロック時', 'このキャラクターが防御を行うたび、'],
  ['破壊時', '破壊時', 'このキャラクターが破壊された時、'],
  ['(?:退場|離脱)時', '退場時', 'このキャラクターが戦場を離れた時、'],
  // a set card's own label: it is set on a character (HF-4.1)
  ['セット時', 'セット時', 'このカードがセットされた時、'],
  // a turn starts with its active phase (000 ■フェイズ進行), as designerWordsTrain4a.ts reads 【自分のターン開始時】
  ['(?:自分|あなた)のターン開始時', '自分のターン開始時', 'あなたのアクティブフェイズ開始時、'],
  ['(?:自分|あなた)のターン終了時', '自分のターン終了時', 'あなたのターン終了時、'],
  ['(?:相手|対戦相手)のターン開始時', '相手のターン開始時', '対戦相手のアクティブフェイズ開始時、'],
  ['(?:相手|対戦相手)のターン終了時', '相手のターン終了時', '対戦相手のターン終了時、'],
];

/** 「〔ターン1〕」: once per turn (HF-12.8) in the forms designers print it. */
const ONCE = '(?:ターン1回?(?:のみ|まで)?|1ターン(?:に)?1回(?:のみ|まで)?|1ターン1|ターンに1回)';
/** 「〔自分のターン中〕」「〔相手のターン中〕」: during whose turn (a condition of the ability). */
const MINE = '(?:自分|あなた)のターン(?:中|の間)';
const THEIRS = '(?:相手|対戦相手)のターン(?:中|の間)';

/** The labels of this file in the brackets reading.ts protects (【】 and []), left unprotected so rows read them. */
export const TRAIN7B_LABELS: readonly string[] = [
  '登場時',
  'アタック時',
  '攻撃時',
  'ブロック時',
  '防御時',
  '破壊時',
  '退場時',
  '離脱時',
  'セット時',
  '自分のターン開始時',
  'あなたのターン開始時',
  '自分のターン終了時',
  'あなたのターン終了時',
  '相手のターン開始時',
  '対戦相手のターン開始時',
  '相手のターン終了時',
  '対戦相手のターン終了時',
  '自分のターン中',
  'あなたのターン中',
  '相手のターン中',
  '対戦相手のターン中',
  'ターン1',
  'ターン1回',
  '1ターン1回',
  '1ターンに1回',
  '起動・メイン',
  '起動:メイン',
  '起動メイン',
  'メイン',
  '起動',
].flatMap((label) => [`【${label}】`, `[${label}]`]);

/**
 * The rows of a label: after [自動] (its colon optional; the match starts after the protected 「[自動]」), after
 * the 「[自動]：…のターン中、」 a 〔…のターン中〕 label became, and opening a line (an automatic ability).
 */
function labelRows(label: string, shown: string, canonical: string, what: string): DesignerWord[] {
  const tail = `${CLOSE}\\s*:?\\s*`;
  return [
    {
      from: new RegExp(`(?<=^\\[自動\\])\\s*:?\\s*${OPEN}${label}${tail}`, 'g'),
      to: `:${canonical}`,
      need: '[自動]',
      note: `「[自動]〔${shown}〕：…」: ${what}`,
      example: [`[自動]〔${shown}〕：このキャラクターのパワー+2000。`, `[自動]:${canonical}このキャラクターのパワー+2000。`],
    },
    {
      from: new RegExp(`(?<=^\\[自動\\]:(?:あなた|対戦相手)のターン中、)${OPEN}${label}${tail}`, 'g'),
      to: canonical,
      need: 'ターン中、',
      note: `「[自動]〔自分のターン中〕〔${shown}〕：…」: ${what}, only in that turn`,
      example: [
        `[自動]〔相手のターン中〕〔${shown}〕：このキャラクターのパワー+2000。`,
        `[自動]:対戦相手のターン中、${canonical}このキャラクターのパワー+2000。`,
      ],
    },
    {
      from: new RegExp(`^${OPEN}${label}${tail}`, 'g'),
      to: `[自動]:${canonical}`,
      note: `「〔${shown}〕…」 opening a line: ${what}`,
      example: [`〔${shown}〕このキャラクターのパワー+2000。`, `[自動]:${canonical}このキャラクターのパワー+2000。`],
    },
  ];
}

const LABEL_ROWS: readonly DesignerWord[] = LABEL_TRIGGERS.flatMap(([label, shown, trigger]) =>
  labelRows(label, shown, trigger, 'a timing label is the trigger of the ability (HF-12.1)'),
);

// 「〔自分のターン中〕このキャラクターのパワー+2000。」 (a continuous effect while it is that turn) and
// 「〔相手のターン中〕相手がコマンドをプレイした時、…」 (a trigger only in that turn): the grammar's 「…のターン中、」
const DURING_ROWS: readonly DesignerWord[] = [
  ...labelRows(MINE, '自分のターン中', 'あなたのターン中、', 'the ability works (or triggers) only in your turn'),
  ...labelRows(THEIRS, '相手のターン中', '対戦相手のターン中、', 'the ability works (or triggers) only in the opponent’s turn'),
].filter((row) => !String(row.need).startsWith('ターン中'));

const LABEL_FIRST: readonly DesignerWord[] = [
  {
    // 「〔ターン1〕」 among the labels opening a line (before or after the others, or before the costs):
    // once per turn (HF-12.8), said at the end of the ability as the grammar reads it
    from: new RegExp(
      `^((?:\\[自動\\]\\s*:?\\s*)?(?:${OPEN}[^〕〉】\\]]{1,12}${CLOSE}\\s*)*?)${OPEN}${ONCE}${CLOSE}\\s*(.*[^。\\s])。?\\s*$`,
      'g',
    ),
    to: '$1$2。1ターンに1回。',
    need: '1',
    note: '「〔ターン1〕」 with the labels or costs that open a line: once per turn (HF-12.8)',
    example: [
      '[自動]〔アタック時〕〔ターン1〕：カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「【空装 … 効果：〔ターン1〕…時、…】」: once per turn at the head of the effect (HF-12.8)
    from: new RegExp(`(?<=効果\\s*:\\s*)${OPEN}${ONCE}${CLOSE}\\s*:?\\s*`, 'g'),
    to: '1ターンに1回、',
    need: '効果',
    note: '「【空装 … 効果：〔ターン1〕…】」: once per turn at the head of the effect (HF-12.8)',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《星》を持つ 効果：〔ターン1〕あなたのキャラクターが破壊された時、カードを1枚引く。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《星》を持つ 効果:1ターンに1回、あなたのキャラクターが破壊された時、カードを1枚引く。】',
    ],
  },
  ...DURING_ROWS,
  ...LABEL_ROWS,
  {
    // 「〔起動・メイン〕[1][スリープ]：…」: an activated ability usable only in your main phase (HF-12.4)
    from: new RegExp(`^${OPEN}起動[・:\\s]?メイン${CLOSE}\\s*:?\\s*((?:\\[[^\\]]+\\])+)\\s*:\\s*`, 'g'),
    to: '$1:あなたのメインフェイズにのみ使用できる。',
    need: 'メイン',
    note: '「〔起動・メイン〕[1]：…」: an activated ability usable only in your main phase (HF-12.4)',
    example: [
      '〔起動・メイン〕[1][スリープ]：カードを1枚引く。',
      '[1][スリープ]:あなたのメインフェイズにのみ使用できる。カードを1枚引く。',
    ],
  },
  {
    // 「〔起動〕[1]：…」: the label of an activated ability; its costs say it is one (HF-12.4)
    from: new RegExp(`^${OPEN}起動${CLOSE}\\s*:?\\s*(?=\\[)`, 'g'),
    to: '',
    need: '起動',
    note: '「〔起動〕[1]：…」: the activated ability’s label (the costs say it)',
    example: ['〔起動〕[2]：カードを1枚引く。', '[2]:カードを1枚引く。'],
  },
  {
    // 「〔メイン〕…」 opening a command's text: it is played only in your main phase (HF-5.1)
    from: new RegExp(`^${OPEN}メイン(?:フェイズ)?(?:のみ)?${CLOSE}\\s*:?\\s*`, 'g'),
    to: 'このカードは、あなたのメインフェイズにのみプレイできる。',
    need: 'メイン',
    note: '「〔メイン〕…」 on a command: played only in your main phase (HF-5.1)',
    example: [
      '〔メイン〕あなたのキャラクターを全てアクティブにする。',
      'このカードは、あなたのメインフェイズにのみプレイできる。あなたのキャラクターを全てアクティブにする。',
    ],
  },
];

/** Circled step numbers (「①…②…」): a step never contains one. */
const STEP = '[^①②③④⑤⑥]+';

/** 「次の処理を順に行う。」 in the forms a rules manager writes it (the steps follow on the same line). */
const IN_ORDER =
  '(?:次|以下)(?:の(?:処理|効果|手順))?を(?:、)?(?:順に|順番に|上から順に|番号順に|①から順に)(?:行う|処理する|解決する|適用する|実行する)。';

/** Whose deck a look at its top card is (none: the ability's player's). */
const DECK_OF = '(?:(?:あなた|自分)の)?';
/** 「…の一番上のカードを見る」「…の上から1枚を見て」. */
const LOOK_TOP = `${DECK_OF}メインデッキの(?:一番上のカード(?:1枚)?|上から(?:カードを)?(?:1|一)枚(?:のカード)?)を(?:見て、?|見る。(?:その後、)?)`;
/** The seen card again: 「そのカードを」「それを」「見たカードを」 (or nothing). */
const SEEN = '(?:(?:あなた|自分)は、?)?(?:(?:その|見た)カードを、?|それを、?)?';
const DECK_WORD = `(?:${DECK_OF}メインデッキの)?`;
/** Where it goes: top or bottom (the player chooses), or the bottom if they want (the same choice). */
const TOP_OR_BOTTOM = [
  `${DECK_WORD}(?:一番)?上か${DECK_WORD}(?:一番)?下(?:の(?:どちらか|いずれか)|のどちらかの位置)?に(?:置く|戻す)`,
  `${DECK_WORD}(?:一番)?上に(?:戻す|置く)か、?${DECK_WORD}(?:一番)?下に置く`,
  `${DECK_WORD}(?:一番)?下に置いてもよい`,
  `${DECK_WORD}(?:一番)?下に置いても(?:よい|いい|構わない)`,
].join('|');

const STEP_FIRST: readonly DesignerWord[] = [
  {
    // 「…、次の処理を順に行う。①A。②B。③C。」: the steps one after another, as the sentences 「A。B。C。」 are
    // (each step is done even when an earlier one did nothing, as separate sentences: HF-5.6)
    from: new RegExp(
      `${IN_ORDER}\\s*①\\s*(${STEP})\\s*②\\s*(${STEP})(?:\\s*③\\s*(${STEP}))?(?:\\s*④\\s*(${STEP}))?(?:\\s*⑤\\s*(${STEP}))?`,
      'g',
    ),
    to: '$1$2$3$4$5',
    need: '①',
    note: '「次の処理を順に行う。①…。②…。」: the steps in order, as sentences one after another',
    example: [
      '次の処理を順に行う。①カードを2枚引く。②あなたは手札を1枚捨てる。',
      'カードを2枚引く。手札を1枚トラッシュに置く。',
    ],
  },
  {
    // a look at the top card that puts it back on top or at the bottom (the player chooses: lookAtTop)
    from: new RegExp(`${LOOK_TOP}${SEEN}(?:${TOP_OR_BOTTOM})`, 'g'),
    to: 'あなたのメインデッキの一番上のカードを見て、あなたのメインデッキの一番上か一番下に置く',
    need: '見',
    note: '「メインデッキの上から1枚を見て、上か下に置く」「一番上のカードを見る。その後、そのカードを一番下に置いてもよい」: top or bottom, the player chooses',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは自分のメインデッキの一番上のカードを見る。その後、あなたはそのカードをメインデッキの一番下に置いてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたはあなたのメインデッキの一番上のカードを見て、あなたのメインデッキの一番上か一番下に置く。',
    ],
  },
  {
    // 「相手のキャラクターをすべて破壊する」: all of them (「を全て」 is read by designerWords.ts)
    from: /(?<=(?:キャラクター|カード|セット)を)(?:すべて|全部|残らず)(?=、?[^、。]*(?:する|戻す|置く|与える|加える)。)/g,
    to: '全て',
    need: 'を',
    note: '「相手のキャラクターをすべて破壊する」: all of them',
    example: ['対戦相手のキャラクターをすべて破壊する。', '対戦相手のキャラクター全てを破壊する。'],
  },
];

export const TRAIN7B_WORDS_FIRST: readonly DesignerWord[] = [...LABEL_FIRST, ...STEP_FIRST];

export const TRAIN7B_WORDS: readonly DesignerWord[] = [];

