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
/** The brackets no other table reads a once-per-turn label in (「[1ターンに1回]」 is canonical, 【ターン1回】 designerWordsTrain4a.ts). */
const OPEN_NEW = '(?:〔|〈|\\[)';
/** A once-per-turn label: never in [] (「[1ターンに1回]」 is canonical) nor 【】 (designerWordsTrain4a.ts reads 【ターン1回】). */
const OPEN_ONCE = '(?:〔|〈)';
const CLOSE = '(?:〕|〉|】|\\])';

/** Timing labels and the trigger each is (of this character, HF-12.1; on a set card the docs' RULING applies). */
const LABEL_TRIGGERS: readonly (readonly [string, string, string, string?])[] = [
  // [label pattern, label as shown in notes, canonical trigger, the trigger as the example reads it]
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
  // every player's turn end (docs/dsl.md: 「ターン終了時、」 with no player)
  ['(?:各|毎)?ターン終了時', 'ターン終了時', '各プレイヤーのターン終了時、'],
  // this character is attacked; an opponent's character attacks
  ['被(?:アタック|攻撃)時', '被アタック時', 'このキャラクターが攻撃された時、'],
  ['(?:相手|対戦相手)の?(?:アタック|攻撃)時', '相手のアタック時', '対戦相手のキャラクターが攻撃した時、'],
  // a phase of whose turn (000 ■フェイズ進行)
  [
    '(?:自分|あなた)の(アクティブ|ドロー|エネルギー|メイン|ディスカード)フェイズ(開始|終了)時',
    '自分のメインフェイズ開始時',
    'あなたの$1フェイズ$2時、',
    'あなたのメインフェイズ開始時、',
  ],
  [
    '(?:相手|対戦相手)の(アクティブ|ドロー|エネルギー|メイン|ディスカード)フェイズ(開始|終了)時',
    '相手のドローフェイズ終了時',
    '対戦相手の$1フェイズ$2時、',
    '対戦相手のドローフェイズ終了時、',
  ],
];

/** 「〔ターン1〕」: once per turn (HF-12.8) in the forms designers print it. */
const ONCE = '(?:ターン1回?(?:のみ|まで)?|1ターン(?:に)?1回(?:のみ|まで)?|1ターン1|ターンに1回)';
/** 「〔自分のターン中〕」「〔相手のターン中〕」: during whose turn (a condition of the ability). */
const MINE = '(?:自分|あなた)のターン(?:中|の間)?';
const THEIRS = '(?:相手|対戦相手)のターン(?:中|の間)?';

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
  '各ターン終了時',
  'ターン終了時',
  '自分のターン',
  'あなたのターン',
  '相手のターン',
  '対戦相手のターン',
  '被アタック時',
  '被攻撃時',
  '相手のアタック時',
  '相手アタック時',
  '対戦相手のアタック時',
  ...['自分', 'あなた', '相手', '対戦相手'].flatMap((who) =>
    ['アクティブ', 'ドロー', 'エネルギー', 'メイン', 'ディスカード'].flatMap((phase) =>
      ['開始', '終了'].map((when) => `${who}の${phase}フェイズ${when}時`),
    ),
  ),
].flatMap((label) => [`【${label}】`, `[${label}]`]);

/**
 * The rows of a label: after [自動] (its colon optional; the match starts after the protected 「[自動]」), after
 * the 「[自動]：…のターン中、」 a 〔…のターン中〕 label became, and opening a line (an automatic ability).
 */
/** A canonical head as the later rows leave it (「…のターン中、」 is read as 「…のターンの間、」). */
const shownCanonical = (head: string) => head.replace('のターン中、', 'のターンの間、');

/** The longest literal of a label pattern (「(?:アタック|攻撃)時」 → 「時」). */
const labelText = (label: string): string =>
  label
    .replace(/\(\?:[^)]*\)\??/g, '\u0000')
    .replace(/\([^)]*\)/g, '\u0000')
    .replace(/.\?/g, '\u0000')
    .split('\u0000')
    .reduce((a, b) => (b.length > a.length ? b : a), '');

function labelRows(
  label: string,
  shown: string,
  canonical: string,
  what: string,
  open = OPEN,
  exampleHead = canonical,
): DesignerWord[] {
  const tail = `${CLOSE}\\s*:?\\s*`;
  return [
    {
      from: new RegExp(`(?<=^\\[自動\\])\\s*:?\\s*${open}${label}${tail}`, 'g'),
      to: `:${canonical}`,
      // the label's own text (every line with [自動] would pass '[自動]': codegen/dsl/parse/reading.ts REQUIRED)
      need: labelText(label) || '[自動]',
      note: `「[自動]〔${shown}〕：…」: ${what}`,
      example: [
        `[自動]〔${shown}〕：このキャラクターのパワー+2000。`,
        `[自動]:${shownCanonical(exampleHead)}このキャラクターのパワーを+2000する。`,
      ],
    },
    {
      from: new RegExp(`(?<=^\\[自動\\]:(?:あなた|対戦相手)のターン中、)${open}${label}${tail}`, 'g'),
      to: canonical,
      need: 'ターン中、',
      note: `「[自動]〔自分のターン中〕〔${shown}〕：…」: ${what}, only in that turn`,
      example: [
        `[自動]〔相手のターン中〕〔${shown}〕：このキャラクターのパワー+2000。`,
        `[自動]:対戦相手のターンの間、${shownCanonical(exampleHead)}このキャラクターのパワーを+2000する。`,
      ],
    },
    {
      from: new RegExp(`^${open}${label}${tail}`, 'g'),
      to: `[自動]:${canonical}`,
      note: `「〔${shown}〕…」 opening a line: ${what}`,
      example: [
        `〔${shown}〕このキャラクターのパワー+2000。`,
        `[自動]:${shownCanonical(exampleHead)}このキャラクターのパワーを+2000する。`,
      ],
    },
  ];
}

const LABEL_ROWS: readonly DesignerWord[] = LABEL_TRIGGERS.flatMap(([label, shown, trigger, exampleHead]) =>
  labelRows(
    label,
    shown,
    trigger,
    'a timing label is the trigger of the ability (HF-12.1)',
    OPEN_NEW,
    exampleHead,
  ),
);

// 「〔自分のターン中〕このキャラクターのパワー+2000。」 (a continuous effect while it is that turn) and
// 「〔相手のターン中〕相手がコマンドをプレイした時、…」 (a trigger only in that turn): the grammar's 「…のターン中、」
/** 「〔相手のターン中〕[スリープ]：…」: before the costs, a turn label says when the activated ability may be used (HF-12.4). */
const DURING_USE_ROWS: readonly DesignerWord[] = (
  [
    [MINE, '自分のターン中', 'あなたのターン中'],
    [THEIRS, '相手のターン中', '対戦相手のターン中'],
  ] as const
).map(([label, shown, during]) => ({
  from: new RegExp(`^${OPEN}${label}${CLOSE}\\s*:?\\s*((?:\\[[^\\]]+\\])+)\\s*:\\s*`, 'g'),
  to: `$1:${during}にのみ使用できる。`,
  need: 'のターン',
  note: `「〔${shown}〕[スリープ]：…」: an activated ability usable only in that turn (HF-12.4)`,
  example: [
    `〔${shown}〕[スリープ]：カードを1枚引く。`,
    `[スリープ]:${during}にのみ使用できる。カードを1枚引く。`,
  ] as const,
}));

const DURING_ROWS: readonly DesignerWord[] = [
  ...labelRows(
    MINE,
    '自分のターン中',
    'あなたのターン中、',
    'the ability works (or triggers) only in your turn',
  ),
  ...labelRows(
    THEIRS,
    '相手のターン中',
    '対戦相手のターン中、',
    'the ability works (or triggers) only in the opponent’s turn',
  ),
].filter((row) => !String(row.need).startsWith('ターン中'));

const LABEL_FIRST: readonly DesignerWord[] = [
  {
    // 「〔ターン1〕」 among the labels opening a line (before or after the others, or before the costs):
    // once per turn (HF-12.8), said at the end of the ability as the grammar reads it
    from: new RegExp(
      `^((?:\\[自動\\]\\s*:?\\s*)?(?:${OPEN}[^〕〉】\\]]{1,12}${CLOSE}\\s*)*?)${OPEN_ONCE}${ONCE}${CLOSE}\\s*(.*[^。\\s])。?\\s*$`,
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
    from: new RegExp(`(?<=効果\\s*:\\s*)${OPEN_ONCE}${ONCE}${CLOSE}\\s*:?\\s*`, 'g'),
    to: '1ターンに1回、',
    need: '効果',
    note: '「【空装 … 効果：〔ターン1〕…】」: once per turn at the head of the effect (HF-12.8)',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《星》を持つ 効果：〔ターン1〕あなたのキャラクターが破壊された時、カードを1枚引く。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《星》を持つ 効果:1ターンに1回、あなたのキャラクターが破壊された時、カードを1枚引く。】',
    ],
  },
  ...DURING_USE_ROWS,
  ...DURING_ROWS,
  ...LABEL_ROWS,
  {
    // 「〔常時〕…」「〔永続〕…」: a continuous ability (「[自動]：」 without a trigger, HF-12.1)
    from: new RegExp(`^(?:\\[自動\\]\\s*:?\\s*)?${OPEN_NEW}(?:常時|永続|常在)${CLOSE}\\s*:?\\s*`, 'g'),
    to: '[自動]:',
    need: '時',
    note: '「〔常時〕…」: a continuous ability',
    example: ['〔常時〕このキャラクターのパワー+1000。', '[自動]:このキャラクターのパワーを+1000する。'],
  },
  {
    // 「〔ダメージトリガー〕…」: the damage trigger (HF-9.3)
    from: /^(?:〔|〈)(?:ダメージトリガー|DT)(?:〕|〉)\s*:?\s*/g,
    to: '【ダメージトリガー】:',
    need: 'トリガー',
    note: '「〔ダメージトリガー〕…」: the damage trigger label (HF-9.3)',
    example: ['〔ダメージトリガー〕カードを1枚引く。', '【ダメージトリガー】:カードを1枚引く。'],
  },
  {
    // 「〔起動・メイン〕[1][スリープ]：…」: an activated ability usable only in your main phase (HF-12.4)
    from: new RegExp(`^${OPEN_NEW}起動[・:\\s]?メイン${CLOSE}\\s*:?\\s*((?:\\[[^\\]]+\\])+)\\s*:\\s*`, 'g'),
    to: '$1:あなたのメインフェイズで、何も待機していない時にのみ使用できる。',
    need: 'メイン',
    note: '「〔起動・メイン〕[1]：…」: an activated ability usable only in your main phase with nothing waiting, never in an interruption window (HF-6.4, HF-12.4)',
    example: [
      '〔起動・メイン〕[1][スリープ]：カードを1枚引く。',
      '[1][スリープ]:あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
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
    // 「〔メイン〕…」 opening a command's text: it is played only in your main phase, nothing waiting (HF-5.1, HF-6.4)
    from: new RegExp(`^${OPEN}メイン(?:フェイズ)?(?:のみ)?${CLOSE}\\s*:?\\s*`, 'g'),
    to: 'このカードは、あなたのメインフェイズで、何も待機していない時にのみプレイできる。',
    need: 'メイン',
    note: '「〔メイン〕…」 on a command: played only in your main phase (HF-5.1); the effect may follow on the line (test/dsl/i22tb7-train7b.test.ts)',
    example: [
      '〔メイン〕',
      'このカードは、あなたのメインフェイズで、何も待機していない場合にのみプレイできる。',
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
const LOOK_TOP =
  'メインデッキの(?:一番上のカード(?:1枚)?|上から(?:カードを)?(?:1|一)枚(?:のカード)?)を(?:見て、?|見る。(?:その後、)?)';
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
      '次の処理を順に行う。①カードを2枚引く。②手札を1枚トラッシュに置く。',
      'カードを2枚引く。手札からカードを1枚選び、トラッシュに置く。',
    ],
  },
  {
    // a look at the top card that puts it back on top or at the bottom (the player chooses: lookAtTop)
    from: new RegExp(`${LOOK_TOP}${SEEN}(?:${TOP_OR_BOTTOM})`, 'g'),
    to: 'メインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く',
    need: '見',
    note: '「メインデッキの上から1枚を見て、上か下に置く」「一番上のカードを見る。その後、そのカードを一番下に置いてもよい」: top or bottom, the player chooses',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは自分のメインデッキの一番上のカードを見る。その後、あなたはそのカードをメインデッキの一番下に置いてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
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

// ── reminders that restate what the sentence already does (a rules manager's 「（～場合、～）」 clarifications) ──
/** A reminder's sentences end with 「。」 or not. */
const END = '。?';
/** Sentences of a reminder after 「…戦場に登場させる。」 that restate what it does (active, yours, not a play). */
const ENTER_SAYS = [
  '(?:この効果で)?登場(?:した|させた)キャラクターは、?アクティブ(?:状態)?で登場(?:し|する)',
  '(?:その(?:キャラクターの)?プレイヤー|それのプレイヤー)は、?あなた(?:と|に)なる',
  '(?:この登場|これ|この効果による登場)は、?(?:カードの)?プレイ(?:として扱わない|として扱われない|ではない)',
  '(?:エネルギー)?コストは支払わない',
].join('|');

/**
 * 「…上から3枚を見る。…（メインデッキが3枚未満の場合、カードを見ることはできず、この効果は何もしない。）」: looking at the
 * top N with fewer fails (000 ■リロード), what lookAtTop does; one row per N (the reminder's count must be the look's).
 */
const FEWER_ROWS: readonly DesignerWord[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  from: new RegExp(
    `(?<=上から(?:カードを)?${n}枚[^()]*)\\((?:あなたの|自分の)?メインデッキ(?:のカード|の枚数)?が${n}枚(?:未満|より少ない|に満たない)(?:の)?(?:場合|時|とき|なら)(?:は)?、?[^()]{0,40}?(?:何もしない|失敗する|適用されない|見られない|見ることができない|行わない|解決されない)。?\\)$`,
    'g',
  ),
  to: '',
  need: '未満',
  note: `reminder 「（メインデッキが${n}枚未満の場合、…何もしない。）」 after looking at the top ${n}: what lookAtTop does`,
  example: [
    `[自動]：このキャラクターが登場した時、あなたのメインデッキの上から${n}枚を見て、好きな順番でメインデッキの上に戻す。（メインデッキが${n}枚未満の場合、カードを見ることはできず、この効果は何もしない。）`,
    `[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から${n}枚を見て、好きな順番でメインデッキの一番上に置く。`,
  ] as const,
}));

/** What a reminder after steps read as sentences may say (each is its own process, done whatever came before). */
const STEP_SAYS = [
  '(?:[①②③④⑤](?:と|、))+[①②③④⑤]は、?(?:それぞれ)?(?:別の|別々の|独立した)処理(?:として扱う|として扱われる|である|です)',
  '[①②③④⑤]が(?:解決されなかった|行えなかった|行われなかった|失敗した|不適切になった)(?:場合|時|とき)(?:でも|も)、?[①②③④⑤]は(?:行う|解決する|行われる|解決される)',
  '[①②③④⑤]では、?[①②③④⑤]で(?:手札に加えた|引いた)カード(?:を選んでもよい|も選べる|を選ぶこともできる|も選ぶことができる)',
].join('|');

const REMINDER_ROWS: readonly DesignerWord[] = [
  {
    // 「その攻撃を失敗させる。（攻撃を行ったキャラクターはスリープのままとなる。）」: failing an attack changes nothing else
    // (the attacker slept when it declared the attack, HF-8.1)
    from: /(?<=攻撃を(?:失敗させる|無効にする)。)\((?:その)?攻撃(?:を行った|を行っている|した|している)キャラクターは、?スリープ(?:状態)?の?まま(?:となる|である|になる|だ)?。?\)/g,
    to: '',
    need: 'まま',
    note: 'reminder 「（攻撃を行ったキャラクターはスリープのままとなる。）」 after 「その攻撃を失敗させる」: the attacker stays asleep (HF-8.1)',
    example: [
      '攻撃を行っているキャラクター1体を対象とし、その攻撃を失敗させる。（攻撃を行ったキャラクターはスリープのままとなる。）',
      '攻撃しているキャラクター1体を対象とし、その攻撃を失敗させる。',
    ],
  },
  {
    // 「このキャラクターは対戦相手に攻撃を行えない。（対戦相手のキャラクターに攻撃を行うことはできる。）」
    from: /(?<=(?:(?:対戦相手|相手)(?:プレイヤー)?(?:に|へ|を)(?:は)?攻撃(?:を行え|でき|を行うことができ|することができ|を行うことはでき)ない|プレイヤーを攻撃できない)。)\((?:対戦相手|相手)の(?:スリープ(?:の|である))?キャラクター(?:に|へ|を)(?:は)?(?:の)?攻撃(?:を行うこと|すること)?(?:は|が)?(?:できる|可能|行える|可能である)。?\)/g,
    to: '',
    need: '攻撃',
    note: 'reminder 「（対戦相手のキャラクターに攻撃を行うことはできる。）」 after 「対戦相手に攻撃を行えない」: only the player cannot be attacked',
    example: [
      '[自動]：このキャラクターは対戦相手に攻撃を行えない。（対戦相手のキャラクターに攻撃を行うことはできる。）',
      '[自動]:このキャラクターはプレイヤーを攻撃できない。',
    ],
  },
  ...FEWER_ROWS,
  {
    // 「このターンの間、…全てのパワーを+1000する。（この効果は、その時点で戦場にいるキャラクターにのみ適用される。）」:
    // an effect on 「全て」 with a duration changes those there when it resolves (explain: 「今いるものだけ」)
    from: /(?<=(?:全て|すべて)[^()]*(?:このターンの間|このターン中|ターン終了時まで|まで)[^()]*。|(?:このターンの間|このターン中|ターン終了時まで|まで)[^()]*(?:全て|すべて)[^()]*。)\((?:[①②③④⑤]は、?|この効果は、?|これは、?)?(?:その|この処理の|この効果の|解決の|解決した|この)?時点で戦場に(?:いる|居る|ある)キャラクター(?:のみ|だけ)?に(?:のみ|だけ)?適用(?:される|する)。?\)/g,
    to: '',
    need: '時点で戦場',
    note: 'reminder 「（この効果は、その時点で戦場にいるキャラクターにのみ適用される。）」 after a 「全て」 with a duration: those there when it resolves',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、このターンの間、あなたのキャラクター全てのパワーを+1000する。（この効果は、その時点で戦場にいるキャラクターにのみ適用される。）',
      '[自動]:このキャラクターが攻撃を行うたび、このターン中、あなたのキャラクター全てのパワーを+1000する。',
    ],
  },
  {
    // 「…ダメージを与える。その後、…1体につき、カードを1枚引く。（この効果で破壊された《人魚》は数えない。）」: a count
    // after 「その後」 is made as that part resolves, when the destroyed have left (HF-9.4); a reminder naming a trait
    // (「破壊された《人魚》」) is not read: a reading never deletes a name (codegen/dsl/parse/reading.ts)
    from: /(?<=その後、[^()]*(?:につき|の数)[^()]*。)\((?:この効果で|これにより|この効果によって)破壊された[^()《》「」]{0,30}?は(?:数えない|数に含まない|含まれない|カウントしない)。?\)$/g,
    to: '',
    need: '破壊された',
    note: 'reminder 「（この効果で破壊された《人魚》は数えない。）」 after a count made 「その後」: counted as it resolves',
    example: [
      'キャラクター全てに3000ダメージを与える。その後、あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。（この効果で破壊されたキャラクターは数えない。）',
      'キャラクター全てに3000ダメージを与える。その後、あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。',
    ],
  },
  {
    // 「[自動]：…を対象とし、…。（対象がいない場合、この効果は何もしない。）」: an automatic ability without a target does
    // nothing (HF-5.5; a command could not be played, HF-5.4, so only after [自動])
    from: /^(\[自動\]:[^()]*対象と[^()]*。)\((?:この能力の)?対象(?:となる|にできる|に選べる)?(?:キャラクター|カード)?が(?:1体も|1枚も|一体も|一枚も)?(?:いない|存在しない|ない|無い)(?:場合|時|とき|なら)(?:は)?、?(?:この(?:効果|能力)は)?何も(?:しない|起きない|起こらない|行わない)。?\)$/g,
    to: '$1',
    need: '対象',
    note: 'reminder 「（対象がいない場合、この効果は何もしない。）」 on an automatic ability with a target: what it does (HF-5.5)',
    example: [
      '[自動]：このキャラクターが登場した時、対戦相手のキャラクター1体を対象とし、それをスリープにする。（対象がいない場合、この効果は何もしない。）',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、それをスリープにする。',
    ],
  },
  {
    // 「…手札を1枚選び、トラッシュに置く。（手札が0枚の場合、何もしない。）」: nothing to choose, nothing done
    from: /(?<=手札[^()]*(?:選び|選んで|捨てる|捨て|トラッシュに置く|トラッシュに置き)[^()]*。)\((?:あなたの|自分の|その(?:プレイヤーの)?|対戦相手の|相手の)?手札(?:が|に)(?:0枚|1枚もない|一枚もない|無い|ない|カードがない)(?:の)?(?:場合|時|とき|なら)(?:は)?、?(?:この効果は)?何も(?:しない|起きない|起こらない|置かない|捨てない)。?\)$/g,
    to: '',
    need: '手札',
    note: 'reminder 「（手札が0枚の場合、何もしない。）」 after a hand card is chosen: nothing to choose',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは手札を1枚選び、トラッシュに置く。（手札が0枚の場合、何もしない。）',
      '[自動]:このキャラクターが戦場に登場した時、あなたは手札からカードを1枚選び、トラッシュに置く。',
    ],
  },
  {
    // 「…を1体選び、…。（対象は取らない。）」: a choice on resolution is no target (HF-5.5), as written
    from: /^(?![^()]*対象と)([^()]*選(?:び|んで|ぶ)[^()]*。)\((?:この効果は|これは)?、?対象(?:は|を)取らない。?\)$/g,
    to: '$1',
    need: '取らない',
    note: 'reminder 「（対象は取らない。）」 after a choice made on resolution (no 「対象とし」): no target',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは自分のキャラクター1体を選び、このターンの間、そのパワーを+1000する。（対象は取らない。）',
      '[自動]:このキャラクターが戦場に登場した時、このターン中、あなたのキャラクター1体を選び、それのパワーを+1000する。',
    ],
  },
  {
    // 「…カードを1枚引く。（メインデッキが0枚の場合、リロードを行ってから引く。）」: a draw from an empty deck reloads (HF-10.1)
    from: /(?<=引く。)\((?:あなたの|自分の)?メインデッキ(?:が|に)(?:0枚|無い|ない|空|カードがない)(?:の)?(?:場合|時|とき|なら)(?:は)?、?(?:先に)?リロード(?:を行(?:って|い)|して|し)(?:、?から)?(?:引く)?。?\)/g,
    to: '',
    need: 'リロード',
    note: 'reminder 「（メインデッキが0枚の場合、リロードを行ってから引く。）」 after a draw: what drawing does (HF-10.1)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたはメインデッキからカードを1枚引く。（メインデッキが0枚の場合、リロードを行ってから引く。）',
      '[自動]:このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「次の処理を順に行う。①…②…。（①と②は別の処理として扱う。①が解決されなかった場合も、②は行う。）」: the steps are
    // sentences, each its own process (a later one is done whatever an earlier one did); 「②では、①で手札に加えたカードを
    // 選んでもよい」: a card put into the hand is in the hand
    from: new RegExp(`\\((?:(?:${STEP_SAYS})[、。]?){1,3}\\)$`, 'g'),
    to: '',
    note: 'reminder 「（①と②は別の処理として扱う。）」 after steps read as sentences: each is its own process',
    example: [
      '次の処理を順に行う。①あなたはメインデッキからカードを2枚引く。②あなたは自分の手札を2枚選び、トラッシュに置く。（①と②は別の処理として扱う。）',
      'あなたはメインデッキからカードを2枚引く。あなたの手札からカードを2枚選び、トラッシュに置く。',
    ],
  },
  {
    // a set card's own [スリープ] cost: its host sleeps (docs/dsl.md), which the reminder restates
    from: /(?<=\[スリープ\][^()]*)\((?:この(?:カード|セットカード)が)?セットされている(?:キャラクター|カード)を、?スリープに(?:すること|して)で?(?:支払う|支払います|支払われる)。?\)$/g,
    to: '',
    need: 'セットされている',
    note: 'reminder 「（このカードがセットされているキャラクターをスリープにすることで支払う。）」 on a set card: its [スリープ] is its host’s',
    example: [
      '[1][スリープ]：対戦相手のスリープであるキャラクター1体を対象とし、それに1000ダメージを与える。（このカードがセットされているキャラクターをスリープにすることで支払う。）',
      '[1][スリープ]:対戦相手のスリープであるキャラクター1体を対象とし、それに1000ダメージを与える。',
    ],
  },
  {
    // 「…戦場に登場させる。（この効果で登場したキャラクターはアクティブで登場し、そのプレイヤーはあなたとなる。この登場は
    // プレイとして扱わない。）」: what 「戦場に登場させる」 does (active, under your control, not a play: docs/dsl.md)
    from: new RegExp(`(?<=戦場に登場させる。)\\((?:(?:${ENTER_SAYS})[、。]?){1,4}\\)`, 'g'),
    to: '',
    need: '登場',
    note: 'reminder 「（この効果で登場したキャラクターはアクティブで登場し、…プレイとして扱わない。）」 after 「戦場に登場させる」: what it does',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させる。（この効果で登場したキャラクターはアクティブで登場し、そのプレイヤーはあなたとなる。この登場はプレイとして扱わない。）',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させる。',
    ],
  },
  {
    // 「…セットカード1枚を対象とし、…。（ワールド・セットも対象にできる。）」 (no host named: any set card on the battlefield,
    // world sets too: 000 (3)); not after a host (「キャラクターにセットされている」), where the reminder would add to the text
    from: /^(?![^()]*(?:にセットされている|に付いている|についている|除く))([^()]*セットカード[^()]*を対象と[^()]*。)\((?:なお、?)?ワールド・?セット(?:も|を)、?(?:対象に|選ぶことが|選ぶ事が)?(?:出来る|できる|なる|選べる|含む|含める)。?\)$/g,
    to: '$1',
    need: 'ワールド',
    note: 'reminder 「（ワールド・セットも対象にできる。）」 after a set card target with no host: world sets are set cards (000 (3))',
    example: [
      '[自動]：このキャラクターが登場した時、持ち主が対戦相手であるセットカード1枚を対象とし、それをトラッシュに置く。（ワールド・セットも対象にできる。）',
      '[自動]:このキャラクターが戦場に登場した時、持ち主が対戦相手であるセットカード1枚を対象とし、それをトラッシュに置く。',
    ],
  },
  {
    // 「セットカード1枚（ワールド・セットを含む。セットされている先は問わない）」: any set card (the host is not asked)
    from: /\(ワールド・?セット(?:も|を)含む。?(?:セット(?:されている|先の)?(?:先|キャラクター)(?:は|を)問わない|どのキャラクターにセットされていてもよい)。?\)/g,
    to: '(ワールド・セットを含む)',
    need: '問わない',
    note: '「セットカード1枚（ワールド・セットを含む。セットされている先は問わない）」: any set card on the battlefield',
    example: [
      '戦場のセットカード1枚（ワールド・セットを含む。セットされている先は問わない）を対象とし、それをトラッシュに置く。',
      '戦場のセットカード1枚(ワールド・セットを含む)を対象とし、それをトラッシュに置く。',
    ],
  },
];

// ── a rules manager's explicit phrasings ──
const MANAGER_ROWS: readonly DesignerWord[] = [
  {
    // 「それは、そのプレイヤーの次のアクティブフェイズにアクティブにならない」: its controller's next one (docs/dsl.md)
    from: /(?<=それ(?:ら)?は)、?(?:そのプレイヤー|その(?:キャラクターの|カードの)?(?:持ち主|プレイヤー|コントローラー)|それ(?:ら)?のプレイヤー)の次の(アクティブフェイズ)(?:に|で|の間)(?=、?アクティブにならない)/g,
    to: '次の$1に',
    need: 'アクティブにならない',
    note: '「それは、そのプレイヤーの次のアクティブフェイズにアクティブにならない」: its controller’s next active phase',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。それは、そのプレイヤーの次のアクティブフェイズにアクティブにならない。',
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。それは次のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「それは、対戦相手の次のアクティブフェイズにアクティブにならない」: 「次の対戦相手のアクティブフェイズ」
    from: /(?<=それ(?:ら)?は)、?(あなた|自分|対戦相手|相手)の次の(アクティブフェイズ)(?:に|で|の間)(?=、?アクティブにならない)/g,
    to: '次の$1の$2に',
    need: 'アクティブにならない',
    note: '「それは、対戦相手の次のアクティブフェイズにアクティブにならない」: that player’s next active phase',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。それは、対戦相手の次のアクティブフェイズにアクティブにならない。',
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。それは次の対戦相手のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「《人魚》を持つキャラクターが2体以上戦場にいる場合」: the count before 戦場に (「戦場に2体以上いる」)
    from: /(?<=キャラクターが)([0-9]+体(?:以上|以下)?)(?:、)?戦場に(いる|居る|存在する|ある)/g,
    to: '戦場に$1$2',
    need: '戦場に',
    note: '「…キャラクターが2体以上戦場にいる場合」: 「戦場に2体以上いる」',
    example: [
      '[自動]：あなたのターン終了時、あなたの《人魚》を持つキャラクターが2体以上戦場にいる場合、カードを1枚引く。',
      '[自動]:あなたのターン終了時、あなたの《人魚》を持つキャラクターが戦場に2体以上いる場合、カードを1枚引く。',
    ],
  },
  {
    // 「メインデッキとガードデッキに入っているキャラクターカード」 (空装 conditions): the cards of those decks
    from: /(?<=(?:メインデッキ|ガードデッキ|デッキ))(?:に|の中に)(?:入っている|入った|含まれる|含まれている|ある|存在する)(?=[^、。]*カードが)/g,
    to: 'の',
    need: 'デッキ',
    note: '「メインデッキとガードデッキに入っているキャラクターカードが全て…」: the decks’ cards',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキに入っているキャラクターカードが全て《時計塔》を持つ 効果：あなたのターン終了時、カードを1枚引く。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《時計塔》を持つ 効果:あなたのターン終了時、カードを1枚引く。】',
    ],
  },
  {
    // 「カルネージコスト1を支払ってもよい」「エネルギーコスト2を支払う」: the payment the cost names
    from: /(?:カルネージ)コスト([0-9]+)を(?=支払|払)/g,
    to: 'カルネージ$1を',
    need: 'コスト',
    note: '「カルネージコスト1を支払ってもよい」: carnage 1',
    example: [
      '[自動]：このキャラクターが防御を行うたび、あなたはカルネージコスト1を支払ってもよい。そうした場合、カードを1枚引く。',
      '[自動]:このキャラクターが防御を行うたび、あなたのダメージフィールドからカードを1枚選び、トラッシュに置いてもよい。そうした場合、カードを1枚引く。',
    ],
  },
  {
    from: /エネルギーコスト([0-9]+)を(?=支払|払)/g,
    to: 'エネルギーを$1',
    need: 'コスト',
    note: '「エネルギーコスト2を支払ってもよい」: energy 2',
    example: [
      '[自動]：このキャラクターが防御を行うたび、あなたはエネルギーコスト2を支払ってもよい。そうした場合、カードを1枚引く。',
      '[自動]:このキャラクターが防御を行うたび、あなたはエネルギーを2支払ってもよい。そうした場合、カードを1枚引く。',
    ],
  },
];

// ── the wordings a label-style designer writes in the effect (issue 22, i22tb7) ──
/** When an activated ability may be used, as a last sentence 「この能力は…にのみ使用できる。」. */
const USE_TAIL = '(?:この能力は|これは|この起動能力は)、?';
const ONLY_USE =
  '(?:に)?(?:のみ|だけ)(?:使用|使|起動|発動)(?:する事が|することが)?(?:でき|出来|え)る。?\\s*$';

const EFFECT_ROWS: readonly DesignerWord[] = [
  {
    // 「〔ターン1〕自分のキャラクターが破壊された時、…」 (no [自動]): a trigger opening the line is an automatic ability
    from: /^((?:〔|〈)(?:ターン1回?(?:のみ|まで)?|1ターン(?:に)?1回(?:のみ|まで)?|1ターン1|ターンに1回)(?:〕|〉))(?=\s*:?\s*[^[\]:。]*?(?:時|とき|たび)、)/g,
    to: '[自動]:$1',
    need: 'ターン',
    note: '「〔ターン1〕…した時、…」 with no [自動]: a once-per-turn automatic ability (HF-12.8)',
    example: [
      '〔ターン1〕自分のキャラクターが破壊された時、カードを1枚引く。',
      '[自動]:自分のキャラクターが破壊された時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「このカードがセットされているキャラクターがアタックするたび、…」 (no [自動]) on a set card: its automatic ability
    from: /^(?=(?:このカードがセットされている|セットされている)キャラクターが[^。:]*?(?:時|とき|たび)、)/g,
    to: '[自動]:',
    need: 'セットされている',
    note: '「このカードがセットされているキャラクターが…たび、…」 with no [自動]: the set card’s automatic ability',
    example: [
      'このカードがセットされているキャラクターが攻撃を行うたび、カードを1枚引く。',
      '[自動]:このカードがセットされているキャラクターが攻撃を行うたび、カードを1枚引く。',
    ],
  },
  {
    // 「アタックしているキャラクター」「アタックを行う」: the attack verb in katakana (the labels are read above)
    from: /(?<![〔〈【[])アタック(?=して|した|する|しな|しよう|を行|を宣言|で|によ)/g,
    to: '攻撃',
    need: 'アタック',
    note: '「アタックしているキャラクター」「アタックした時」: 攻撃',
    example: [
      '[自動]：このキャラクターが防御を行うたび、アタックしているキャラクター1体を対象とし、それのパワーを-1000する。',
      '[自動]:このキャラクターが防御を行うたび、攻撃しているキャラクター1体を対象とし、それのパワーを-1000する。',
    ],
  },
  {
    // 「…を対象とし、手札に加える」: the target is what is put (「それを」 left out)
    from: /(?<=対象と(?:し|して)、)(手札に(?:加える|戻す)|持ち主の手札に(?:戻す|加える))(?=。)/g,
    to: 'それを$1',
    need: '対象と',
    note: '「…1枚を対象とし、手札に加える」: the target goes to the hand',
    example: [
      '[カルネージ2][スリープ]：自分のトラッシュのキャラクターカード1枚を対象とし、手札に加える。',
      '[カルネージ2][スリープ]:自分のトラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
  },
  {
    // 「…を対象とし、自分の《ファン》のキャラクター1体につき2000ダメージを与える」: to the target (「それに」 left out)
    from: /(?<=対象と(?:し|して)、)(?!それ)(?=[^、。]*?(?:1|一)(?:体|枚)につき、?[0-9]+ダメージを与える)/g,
    to: 'それに、',
    need: 'につき',
    note: '「…を対象とし、…1体につき2000ダメージを与える」: the damage is dealt to the target',
    example: [
      '相手のキャラクター1体を対象とし、自分の《ファン》を持つキャラクター1体につき2000ダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、それに、自分の《ファン》を持つキャラクター1体につき2000ダメージを与える。',
    ],
  },
  // (not read: 「このターン、自分の他のキャラクターがすでにアタックしていたなら」 counts one that attacked and has left
  // since; 「このターン中に攻撃を行った…がいるなら」 counts those still on the battlefield only)
  {
    // 「【空装 条件：自分のデッキのキャラクターカードがすべて…】」: a 【空装】 checks the main deck and the guard deck (HF-13.8)
    from: /(?<=【空装\s*条件\s*:\s*)(?:自分|あなた)の(?:デッキ|山札)(?:の|に(?:ある|入っている|含まれる))/g,
    to: 'あなたのメインデッキとガードデッキの',
    need: '空装',
    note: '「【空装 条件：自分のデッキのキャラクターカードがすべて…】」: both decks (HF-13.8)',
    example: [
      '【空装 条件：自分のデッキのキャラクターカードがすべて《FPS部》を持つ 効果：あなたのターン終了時、カードを1枚引く。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードがすべて《FPS部》を持つ 効果:あなたのターン終了時、カードを1枚引く。】',
    ],
  },
  {
    // 「…時、あなたは以下から1つを選ぶ。」: the ability's player chooses the mode anyway (HF-5.13)
    from: /(?<=^|[、。:])(?:あなた|自分)は、?(?=(?:以下|次)(?:のうち)?から[0-9一二]+つ(?:を|まで)?選)/g,
    to: '',
    need: 'から',
    note: '「…時、あなたは以下から1つを選ぶ。」: the modes are chosen by the ability’s player',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは以下から1つを選ぶ。',
      '[自動]:このキャラクターが戦場に登場した時、以下から1つを選ぶ。',
    ],
  },
  {
    // 「…上から2枚を見る。その後、あなたはそれらを好きな順番でメインデッキの一番上に戻す。」: one look, put back in order
    from: /(?<=上から(?:カードを)?[0-9一二三四五]+枚(?:のカード)?)を見る。(?:その後、)?(?:(?:あなた|自分)は、?)?(?:それら|それ|そのカード|見たカード)を、?(?=好きな順(?:番)?で|任意の順(?:番)?で)/g,
    to: 'を見て、',
    need: '見る。',
    note: '「…上から2枚を見る。その後、あなたはそれらを好きな順番で…戻す」: one look, put back in the order the player chooses',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、あなたは自分のメインデッキの上から2枚を見る。その後、あなたはそれらを好きな順番でメインデッキの一番上に戻す。',
      '[自動]:このキャラクターが攻撃を行うたび、あなたのメインデッキの上から2枚を見て、好きな順番でメインデッキの一番上に置く。',
    ],
  },
  {
    // 「それが《X》を持つカードである場合、あなたはそれを手札に加える。そうでない場合、あなたはそれを…」: the ability's
    // player moves it anyway (「あなたは」 names no one else)
    from: /(?<=(?:場合|なら|ならば|そうでなければ|そうでない場合|その後)、)(?:あなた|自分)は、?(?=(?:それ|それら|そのカード)を)/g,
    to: '',
    need: 'は',
    note: '「…である場合、あなたはそれを手札に加える。」: the ability’s player moves it',
    example: [
      '[自動]：あなたのターン終了時、あなたは自分のメインデッキの一番上のカードを公開する。それが《時計塔》を持つカードである場合、あなたはそれを手札に加える。そうでない場合、あなたはそれをメインデッキの一番下に置く。',
      '[自動]:あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それが《時計塔》を持つカードである場合、それを手札に加える。そうでない場合、それをメインデッキの一番下に置く。',
    ],
  },
  {
    // 「相手のセットカードかワールド・セット1枚」: a set card or a world set (a world set is a set card: 000 (3))
    from: /セットカード(?:か|または|、|や|もしくは|・)ワールド・?セット((?:[0-9]+|一)枚(?:まで)?)/g,
    to: 'セットカード$1(ワールド・セットを含む)',
    need: 'ワールド',
    note: '「相手のセットカードかワールド・セット1枚を対象とし」: a set card, world sets included',
    example: [
      '相手のセットカードかワールド・セット1枚を対象とし、トラッシュに置く。',
      '対戦相手のセットカード1枚(ワールド・セットを含む)を対象とし、それをトラッシュに置く。',
    ],
  },
  {
    // 「…パワーは更に+1000される」: さらに says it adds to what is there (the set card's own modifier)
    from: /(?<=パワー(?:は|が|を)?、?)(?:更に|さらに)、?(?=[+-][0-9])/g,
    to: '',
    need: 'パワー',
    note: '「そのキャラクターのパワーは更に+1000される」: a further +1000',
    example: [
      '[自動]：このカードがセットされているキャラクターが《自動人形》を持つ場合、そのキャラクターのパワーは更に+1000される。',
      '[自動]:このカードがセットされているキャラクターが《自動人形》を持つキャラクターであるなら、このカードがセットされているキャラクターのパワーは+1000される。',
    ],
  },
  {
    // 「[スリープ]：…。この能力は対戦相手のターンにのみ使用できる。」: when it may be used, said first (HF-12.4)
    from: new RegExp(
      `^((?:\\[[^\\]]+\\])+\\s*:)(.*?)${USE_TAIL}((?:あなた|自分|対戦相手|相手)のターン)(?:中|の間)?${ONLY_USE}`,
      'g',
    ),
    to: '$1$3中にのみ使用できる。$2',
    need: '能力は',
    note: '「[スリープ]：…。この能力は対戦相手のターンにのみ使用できる。」: usable only in that turn (HF-12.4)',
    example: [
      '[スリープ]：自分のキャラクター1体を対象とし、そのパワーを+2000する。この能力は対戦相手のターンにのみ使用できる。',
      '[スリープ]:対戦相手のターン中にのみ使用できる。自分のキャラクター1体を対象とし、それのパワーを+2000する。',
    ],
  },
  {
    from: new RegExp(
      `^((?:\\[[^\\]]+\\])+\\s*:)(.*?)${USE_TAIL}((?:あなた|自分|対戦相手|相手)のメインフェイズ)(?:中|の間)?${ONLY_USE}`,
      'g',
    ),
    to: '$1$3にのみ使用できる。$2',
    need: '能力は',
    note: '「[1]：…。この能力は自分のメインフェイズにのみ使用できる。」: usable only in that main phase (HF-12.4)',
    example: [
      '[1]：カードを1枚引く。この能力は自分のメインフェイズにのみ使用できる。',
      '[1]:自分のメインフェイズにのみ使用できる。カードを1枚引く。',
    ],
  },
  {
    // 「このカードがセットされているキャラクターが…たび、そのキャラクターのプレイヤーは…」: the host's controller (docs/dsl.md:
    // on a set card 「このキャラクター」 is its host), who may not be the set card's player
    from: /(?<=セットされているキャラクターが[^。]*?(?:時|とき|たび)、[^。]*?)そのキャラクターの(?:プレイヤー|コントローラー)/g,
    to: 'このカードがセットされているキャラクターのプレイヤー',
    need: 'そのキャラクターの',
    note: '「…セットされているキャラクターが…たび、そのキャラクターのプレイヤーは」: the host’s controller',
    // (the example is not the player before 「は」: i22ta7's earlier row reads 「…のプレイヤーは」 as 「あなた」, the host's
    // player in a set card's automatic ability (docs/engine.md, HF-4.4) — the same player, another IR)
    example: [
      '[自動]：このカードがセットされているキャラクターが攻撃を行うたび、そのキャラクターのコントローラーに1ダメージを与える。',
      '[自動]:このカードがセットされているキャラクターが攻撃を行うたび、このカードがセットされているキャラクターのプレイヤーに1ダメージを与える。',
    ],
  },
  {
    // 「…上から2枚を見る。あなたはその中から1枚を選んで…」: the looker again before 「その中から」
    from: /(?<=を見る。)(?:その後、)?(?:あなた|自分)は、?(?=その中から|それらの中から|そのうち)/g,
    to: '',
    need: 'その',
    note: '「…を見る。あなたはその中から1枚を選んで…」: the same player picks among the cards looked at',
    example: [
      'あなたはメインデッキの上から2枚を見る。あなたはその中から1枚を選んでメインデッキの一番上に置き、残りをトラッシュに置く。',
      'あなたはメインデッキの上から2枚を見る。その中から1枚を選んでメインデッキの一番上に置き、残りをトラッシュに置く。',
    ],
  },
  {
    // 「あなたは、戦場にいるあなたの《人魚》を持つキャラクターの数に等しい枚数のカードを、メインデッキから引く」: one card
    // for each (counted as it resolves)
    from: /(?:(?:あなた|自分)は、?)?(?:戦場に(?:いる|居る|ある)、?)?((?:あなた|自分)の[^、。]*?キャラクター)の数(?:に等しい|と同じ)(?:枚数|数)(?:の)?カードを、?(?:メインデッキから)?引く/g,
    to: '$11体につき、カードを1枚引く',
    need: 'の数',
    note: '「…キャラクターの数に等しい枚数のカードを引く」: one card for each',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは、戦場にいるあなたの《人魚》を持つキャラクターの数に等しい枚数のカードを、メインデッキから引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。',
    ],
  },
];

/** The face-down set card defined in the reminder after it (RULING HF-14.3, docs/engine.md). */
const FACE_DOWN_SET: DesignerWord = {
  // 「…を裏向きでこのキャラクターにセットしてもよい。（裏向きでセットされたカードは、パワー+1000、分類《歯車》を持ち、テキスト
  // を持たないセットカードとして扱う。メインデッキにカードが無い場合、何もセットしない。）」: the definition, said in the sentence
  // (no name, no abilities is what face down means; with an empty main deck nothing is set and nothing reloads)
  from: /を、?裏向きで([^。()]*?に)セット(する|してもよい)。\(裏向きで(?:セットされた|セットした)(?:カード|それ)は、?パワー(?:修正)?(?:が)?([+-][0-9]+)(?:、|で|の)?(?:分類)?((?:《[^》]+》)+)を持ち、?(?:(?:カード名|名前|テキスト|能力)(?:(?:と|や|・|、)(?:カード名|名前|テキスト|能力))*を持たない)?セットカードとして扱(?:う|われる)。?(?:(?:あなたの)?メインデッキに(?:カードが)?(?:無い|ない)(?:場合|時|なら)、?何も(?:セットしない|しない)。?)?\)/g,
  to: 'を、パワー$3で$4を持つセットカードとして裏向きで$1セット$2。',
  need: '裏向き',
  note: 'reminder 「（裏向きでセットされたカードは、パワー+1000、分類《歯車》を持ち、テキストを持たないセットカードとして扱う。…）」: the face-down set card’s definition',
  example: [
    '[自動]：このキャラクターが登場した時、あなたは自分のメインデッキの一番上のカードを裏向きでこのキャラクターにセットしてもよい。（裏向きでセットされたカードは、パワー+1000、分類《歯車》を持ち、テキストを持たないセットカードとして扱う。メインデッキにカードが無い場合、何もセットしない。）',
    '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー+1000で《歯車》を持つセットカードとして裏向きでこのキャラクターにセットしてもよい。',
  ],
};

export const TRAIN7B_WORDS_FIRST: readonly DesignerWord[] = [
  ...EFFECT_ROWS.slice(0, 1),
  ...LABEL_FIRST,
  ...STEP_FIRST,
  ...MANAGER_ROWS,
  ...EFFECT_ROWS.slice(1),
];

export const TRAIN7B_WORDS: readonly DesignerWord[] = [...REMINDER_ROWS, FACE_DOWN_SET];
