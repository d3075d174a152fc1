// Issue 22 (helper t23b): designer vocabulary rows found on the train half of the twenty-third round's blind set d96
// (space pirates by a Cardfight!! Vanguard / Union Arena designer: timing tags after the ability type,
// 「[自動]【常時】：」「[自動]【退場時】：」「[自動]【1ターンに1回】：」, costs wrapped in 〔 〕 after 【起動】, terse noun endings
// 「手札1枚をトラッシュへ。」「…を対象とし、トラッシュへ。」「…を対象とし、アクティブで戦場に登場。」, 一体 in kanji). Same row shape
// and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/t23b-words.test.ts). TRAIN23B_WORDS_FIRST run before every
// other row.
import type { DesignerWord } from './designerWords.js';

/** The automatic-ability label as these designers print it (「[自動]」「【自動】」「【自】」). */
const AUTO = '(?:\\[自動\\]|【自(?:動(?:能力)?)?】)';

/**
 * A once-per-turn count spelled out (「1ターンに1回」「一ターンに一度」); the short 「ターン1回」「ターン1」 are read by the rows
 * of codegen/dsl/designerWordsTrain13b.ts and designerWordsTrain15b.ts.
 */
const ONCE_SPELLED = '(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)';

/** A cost in brackets (「[1]」「[スリープ]」「[カルネージ1]」). */
const BRACKETED_COSTS = '((?:\\[[^\\[\\]]{1,12}\\])+)';

/** Timing tags and the trigger each names when the designer writes it out after the tag as well (HF-12.1). */
const TAG_TRIGGERS: readonly (readonly [tag: string, shown: string, trigger: string])[] = [
  ['登場時', '登場時', '(?:戦場に)?(?:登場|出)(?:した|る|た)(?:時|とき)'],
  ['(?:攻撃|アタック)時', '攻撃時', '(?:攻撃|アタック)(?:を行った|した)(?:時|とき)'],
  ['(?:ブロック|防御)時', 'ブロック時', '(?:防御|ブロック)(?:を行った|した)(?:時|とき)'],
  ['退場時', '退場時', '(?:戦場|場)を離れた(?:時|とき)'],
  ['破壊時', '破壊時', '破壊された(?:時|とき)'],
];

/** This card as the subject of its own trigger (「このキャラが」「このキャラクターが」「このカードが」). */
const THIS = '(?:この(?:キャラ(?:クター)?|カード|ユニット)|自身)(?:が|は)';

const TAG_THEN_SAME_TRIGGER: readonly DesignerWord[] = TAG_TRIGGERS.map(([tag, shown, trigger]) => ({
  // 「[自動]【退場時】：このキャラが戦場を離れた時、…」 (d96): the timing tag and the same trigger written out; the trigger
  // is said once (a tag followed by ANOTHER trigger is not read: which one would the designer mean?)
  from: new RegExp(`^(${AUTO})\\s*:?\\s*【${tag}】\\s*:?\\s*(?=${THIS}、?${trigger}、)`, 'g'),
  to: '$1:',
  need: '時】',
  note: `「[自動]【${shown}】：このキャラが…時、…」: the tag and the same trigger written out are one trigger`,
  example: [
    `[自動]【${shown}】：このキャラが${
      {
        登場時: '登場した時',
        攻撃時: '攻撃した時',
        ブロック時: '防御した時',
        退場時: '戦場を離れた時',
        破壊時: '破壊された時',
      }[shown]
    }、カード1枚ドロー。`,
    `[自動]:このキャラクターが${
      {
        登場時: '戦場に登場した時',
        攻撃時: '攻撃した時',
        ブロック時: '防御を行うたび',
        退場時: '戦場を離れた時',
        破壊時: '破壊された時',
      }[shown]
    }、カードを1枚引く。`,
  ],
}));

/**
 * 「[自動]【1ターンに1回】：対戦相手のキャラが攻撃した時、…」 (d96): the once-per-turn tag before a trigger written out limits
 * the ability (HF-12.8), as the grammar's 「[自動][1ターンに1回]：」. [自動] is kept as written (a label the reading never
 * rewrites); 「【自】」「【自動】」 become it.
 */
const ONCE_TAG = `[【〔](?:${ONCE_SPELLED})[】〕]`;
const ONCE_TAG_ROWS: readonly DesignerWord[] = [
  {
    // first the count at the end of the line (the new words stand where the line ends, so a diagnostic of the trigger
    // still comes first)
    from: new RegExp(
      `(?<=^(?:\\[自動\\]|【自(?:動(?:能力)?)?】)\\s*:?\\s*${ONCE_TAG}\\s*:?\\s*(?![【〔\\[]).*[^。\\s])。?\\s*$`,
      'g',
    ),
    to: '。1ターンに1回。',
    need: 'ターンに',
    note: '「[自動]【1ターンに1回】：…した時、…」: the count said at the end of the ability (HF-12.8)',
    example: [
      '[自動]【1ターンに1回】：対戦相手のキャラが攻撃した時、そのキャラを対象とし、1000ダメージ。',
      '[自動]:対戦相手のキャラクターが攻撃した時、そのキャラクターを対象とし、それに1000ダメージを与える。1ターンに1回。',
    ],
  },
  {
    // then the tag itself
    from: new RegExp(`(?<=^\\[自動\\])\\s*:?\\s*${ONCE_TAG}\\s*:?\\s*(?=.*1ターンに1回。$)`, 'g'),
    to: ':',
    need: 'ターンに',
    note: '「[自動]【1ターンに1回】：…。1ターンに1回。」: the tag, once its count is said at the end (HF-12.8)',
    example: [
      '[自動]【1ターンに1回】：このキャラが攻撃した時、カード1枚ドロー。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    from: new RegExp(`^【自(?:動(?:能力)?)?】\\s*:?\\s*${ONCE_TAG}\\s*:?\\s*(?=.*1ターンに1回。$)`, 'g'),
    to: '[自動]:',
    need: 'ターンに',
    note: '「【自】【1ターンに1回】：…。1ターンに1回。」: the tags, once the count is said at the end (HF-12.8)',
    example: [
      '【自】〔一ターンに一度〕：このキャラが攻撃した時、カード1枚ドロー。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
];

/** Tags these rows read that the reading would otherwise keep as names (codegen/dsl/parse/reading.ts UNPROTECTED). */
export const TRAIN23B_LABELS: readonly string[] = [
  '【被攻撃時】',
  '【被アタック時】',
  '【アタックされた時】',
  '【攻撃された時】',
];

/** Where 「…を対象とし、…へ。」 sends the target, and the canonical move (HF-9.7). */
const TARGET_MOVES: readonly (readonly [written: string, canonical: string, shown: string])[] = [
  // (「…手札に戻す」 and its spellings are canonical or read by other rows: only the verbless ending here)
  ['(?:持ち主の)?手札(?:へ|に)', 'それを持ち主の手札に戻す', '手札へ'],
  [
    '(?:持ち主の)?(?:メインデッキ|山札|デッキ)の(?:一番)?下(?:へ|に)(?:置く|戻す)?',
    'それをメインデッキの一番下に置く',
    'メインデッキの下へ',
  ],
  [
    '(?:持ち主の)?(?:メインデッキ|山札|デッキ)の(?:一番)?上(?:へ|に)(?:置く|戻す)?',
    'それをメインデッキの一番上に置く',
    'メインデッキの上へ',
  ],
  ['(?:ゲームから)?除外(?:する)?', 'それをゲームから除外する', '除外'],
  ['(?:持ち主の)?ガードデッキ(?:へ|に)', 'それをガードデッキに加える', 'ガードデッキへ'],
  ['(?:持ち主の)?ダメージフィールド(?:へ|に)', 'それをダメージフィールドに置く', 'ダメージフィールドへ'],
];

const TARGET_MOVE_ROWS: readonly DesignerWord[] = TARGET_MOVES.map(([written, canonical, shown]) => ({
  // 「…を対象とし、手札へ。」「…を対象とし、メインデッキの下へ。」「…を対象とし、除外。」 (d96's terse endings): the target
  // moves there (its owner's zone, HF-3.4; from the trash 「手札に戻す」 is 「手札に加える」)
  from: new RegExp(
    `(?<=を対象と(?:し|して)、)(?:それを|そのカードを|そのキャラ(?:クター)?を)?${written}(?=。)`,
    'g',
  ),
  to: canonical,
  need: '対象と',
  note: `「…を対象とし、${shown}。」: 「…を対象とし、${canonical}。」`,
  example: [
    `[自動]【登場時】：対戦相手のキャラ一体を対象とし、${shown}。`,
    `[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、${canonical}。`,
  ],
}));

export const TRAIN23B_WORDS_FIRST: readonly DesignerWord[] = [
  ...TAG_THEN_SAME_TRIGGER,
  ...TARGET_MOVE_ROWS,
  {
    // 「[自動]【被攻撃時】：…」 (Vanguard / Union Arena): when this character is chosen as an attack's target (HF-8.1)
    from: /(?<=^\[自動\])\s*:?\s*【(?:被攻撃時|被アタック時|アタックされた時|攻撃された時)】\s*:?\s*/g,
    to: ':このキャラクターが攻撃された時、',
    need: '】',
    note: '「[自動]【被攻撃時】：…」: 「[自動]：このキャラクターが攻撃された時、…」',
    example: [
      '[自動]【被攻撃時】：カード1枚ドロー。',
      '[自動]:このキャラクターが攻撃された時、カードを1枚引く。',
    ],
  },
  {
    // the same tag opening the line without [自動] (as ONE PIECE's 「【登場時】…」, codegen/dsl/designerStyleWords.ts)
    from: /^【(?:被攻撃時|被アタック時|アタックされた時|攻撃された時)】\s*:?\s*/g,
    to: '[自動]:このキャラクターが攻撃された時、',
    need: '】',
    note: '「【被攻撃時】…」: 「[自動]：このキャラクターが攻撃された時、…」',
    example: ['【被攻撃時】カード1枚ドロー。', '[自動]:このキャラクターが攻撃された時、カードを1枚引く。'],
  },
  {
    // 「ターン終了時まで、このキャラのパワー+2000、【貫通】を得る。」 (Union Arena's terse change and grant): both to the same
    // character for the same duration
    from: /のパワー([+-][0-9]+)、(?=【[^】]+】を得る)/g,
    to: 'のパワーを$1し、',
    need: 'を得る',
    note: '「…のパワー+2000、【貫通】を得る。」: 「…のパワーを+2000し、【貫通】を得る。」',
    example: [
      '[自動]【攻撃時】：ターン終了時まで、このキャラのパワー+2000、【貫通】を得る。',
      '[自動]:このキャラクターが攻撃した時、ターン終了時まで、このキャラクターのパワーを+2000し、【貫通】を得る。',
    ],
  },
  {
    // 「手札1枚をトラッシュへ置いてもよい。」 (d96): the player may put a card of the hand into the trash (the optional form
    // of the row below)
    from: /(?<!相手の|ランダムな[^、。]{0,10})手札(?:の(?:カード)?)?(?:([0-9]+|一|二|三)枚を|を([0-9]+|一|二|三)枚)、?トラッシュ(?:へ|に)(?:置いて|送って)(?:も)?(?:よい|いい)(?=。)/g,
    to: '手札からカードを$1$2枚選び、トラッシュに置いてもよい',
    need: '手札',
    note: '「手札1枚をトラッシュへ置いてもよい。」: 「手札からカードを1枚選び、トラッシュに置いてもよい。」',
    example: [
      '[自動]【登場時】：手札1枚をトラッシュへ置いてもよい。そうした場合、カード2枚ドロー。',
      '[自動]:このキャラクターが戦場に登場した時、手札からカードを1枚選び、トラッシュに置いてもよい。そうした場合、カードを2枚引く。',
    ],
  },
  {
    // 「[自動]【常時】：このキャラがスリープである限り、パワー+1000。」 (d96, Union Arena): the continuous tag after the
    // ability type is a continuous ability, 「[自動]：」 without a trigger (HF-12.1); a line with a trigger keeps the tag
    // and is rejected (as the row of 「【常時】…」 alone, codegen/dsl/designerStyleWords.ts)
    from: new RegExp(
      `^(${AUTO})\\s*:?\\s*[【\\[](?:常時|永続|永)(?:効果|能力)?[】\\]]\\s*:?\\s*(?![^。]*(?:時|たび)、)`,
      'g',
    ),
    to: '$1:',
    need: '】',
    note: '「[自動]【常時】：…」: a continuous ability (HF-12.1)',
    example: ['[自動]【常時】：このキャラは防御できない。', '[自動]:このキャラクターは防御できない。'],
  },
  ...ONCE_TAG_ROWS,
  {
    // 「【起動】〔[1]・[スリープ]〕：…」: a separator between the costs in 〔 〕 (the costs are read as written, side by side)
    from: /(?<=^【起(?:動(?:能力)?)?(?:メイン)?】[^〔:]{0,24}〔(?:\[[^\[\]]{1,12}\][・、,\s]*)*\[[^\[\]]{1,12}\])[・、,\s]+(?=\[[^\[\]]{1,12}\][^〕]*〕)/g,
    to: '',
    need: '〔',
    note: '「【起動】〔[1]・[スリープ]〕：…」: 「【起動】〔[1][スリープ]〕：…」',
    example: ['【起動】〔[1]・[スリープ]〕：カード1枚ドロー。', '[1][スリープ]:カードを1枚引く。'],
  },
  {
    // 「【起動】〔[1][スリープ]〕：…」「【起動】〔[カルネージ1]〕：…」 (d96, Vanguard's 〔 〕 around the costs): the costs in
    // their brackets make the activated ability (HF-12.4); the label rows read 【起動】／【起動メイン】 before them, and a tag
    // after the costs (「〔[1]〕【1ターンに1回】：」) as before them
    from: new RegExp(
      `^(【起(?:動(?:能力)?)?(?:メイン)?】(?:\\s*【[^】]{1,10}】)*)\\s*:?\\s*[〔（(]\\s*${BRACKETED_COSTS}\\s*[〕）)]((?:\\s*【[^】]{1,10}】)*)\\s*(?=:)`,
      'g',
    ),
    to: '$1$3$2',
    need: '】',
    note: '「【起動】〔[1][スリープ]〕：…」: the costs wrapped in 〔 〕 after the activated-ability label (HF-12.4)',
    example: [
      '【起動】〔[1][スリープ]〕：対戦相手のキャラ一体を対象とし、1000ダメージ。',
      '[1][スリープ]:対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。',
    ],
  },
  {
    // 「手札1枚をトラッシュへ。」「その後、手札を1枚トラッシュへ。」 (d96's terse ending): the player chooses a card of the hand
    // and puts it into the trash (HF-3), as 「手札からカードを1枚選び、トラッシュに置く。」; 「…へ置いてもよい」 is left to the
    // rows that read it
    from: /(?<!相手の|ランダムな[^、。]{0,10})手札(?:の(?:カード)?)?(?:([0-9]+|一|二|三)枚を|を([0-9]+|一|二|三)枚)、?トラッシュ(?:へ|に)(?:置く|送る)?(?=。)/g,
    to: '手札からカードを$1$2枚選び、トラッシュに置く',
    need: '手札',
    note: '「手札1枚をトラッシュへ。」: 「手札からカードを1枚選び、トラッシュに置く。」',
    example: [
      '[自動]【登場時】：カード1枚ドロー。その後、手札1枚をトラッシュへ。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。その後、手札からカードを1枚選び、トラッシュに置く。',
    ],
  },
  {
    // 「…を対象とし、トラッシュへ。」 (d96's terse ending): the target goes to its owner's trash
    from: /(?<=を対象と(?:し|して)、)(?:それを|そのカードを)?トラッシュ(?:へ|に)(?:置く|送る)?(?=。)/g,
    to: 'それをトラッシュに置く',
    need: '対象と',
    note: '「…を対象とし、トラッシュへ。」: 「…を対象とし、それをトラッシュに置く。」',
    example: [
      '[自動]【攻撃時】：対戦相手のキャラ一体を対象とし、トラッシュへ。',
      '[自動]:このキャラクターが攻撃した時、対戦相手のキャラクター一体を対象とし、それをトラッシュに置く。',
    ],
  },
  {
    // 「…キャラクターカード1枚を対象とし、アクティブで戦場に登場。」 (d96's terse ending): the target enters the battlefield
    // (as the ability's player's character, active unless 「スリープで」: HF-9.7)
    from: /(?<=を対象と(?:し|して)、)(?:それを)?(アクティブ|スリープ|レスト)?(?:状態)?(で)?、?戦場に(?:登場|出す|出る)?(?=。)/g,
    to: 'それを$1$2戦場に登場させる',
    need: '対象と',
    note: '「…を対象とし、アクティブで戦場に登場。」: 「…を対象とし、それを戦場に登場させる。」',
    example: [
      '[自動]【登場時】：あなたのトラッシュのコスト3以下のキャラクターカード1枚を対象とし、スリープで戦場に登場。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュのコスト3以下のキャラクターカード1枚を対象とし、それをスリープで戦場に登場させる。',
    ],
  },
  {
    // 「メインデッキの一番上のカードを、裏向きかつスリープでエネルギーフィールドへ。」 (d96's terse ending): 「…に置く」
    from: /(?<=(?:エネルギー(?:フィールド|ゾーン|置き場|エリア)))へ(?=。)/g,
    to: 'に置く',
    need: 'エネルギー',
    note: '「…をエネルギーフィールドへ。」: 「…をエネルギーフィールドに置く。」',
    example: [
      'メインデッキの一番上のカードを、裏向きかつアクティブでエネルギーフィールドへ。',
      'あなたはメインデッキの一番上のカードをアクティブ状態のエネルギーとして置く。',
    ],
  },
  {
    // 「後者に、前者のパワーと同じダメージ。」 (d96): damage equal to a power, as 「…に等しいダメージを与える。」 (the number is
    // the power when the damage is dealt, or the last one the card had on the battlefield: docs/engine.md «Destroyed cards», HF-9.6)
    from: /(?<=[にへ]、?)((?:前者|後者|それ|その(?:キャラ(?:クター)?|カード)|この(?:キャラ(?:クター)?|カード))のパワー)(?:と同じ|と等しい|に等しい)(?:数値|値|だけ)?の?ダメージ(?:を与える)?(?=。)/g,
    to: '$1に等しいダメージを与える',
    need: 'ダメージ',
    note: '「後者に、前者のパワーと同じダメージ。」: 「後者に、前者のパワーに等しいダメージを与える。」',
    example: [
      'あなたのキャラ一体と対戦相手のキャラ一体を対象とし、前者を破壊。その後、後者に、前者のパワーと同じダメージ。',
      'あなたのキャラクター一体を対象とし、対戦相手のキャラクター一体を対象とし、前者を破壊する。その後、後者に、前者のパワーに等しいダメージを与える。',
    ],
  },
  {
    // 「セットされている対戦相手のセットカード1枚を対象とし」 (d96): a set card that is set on something, not a world set
    // (a set card that is not a world set is always set on a character or a world set, 000 ■セットカード), as
    // 「カードにセットされている…セットカード」 (codegen/dsl/designerWordsTrain20b.ts)
    from: /(?<![にへをがでてはも])セットされている、?(?=(?:(?:対戦相手|相手|あなた|自分)の)?セットカード)/g,
    to: 'カードにセットされている',
    need: 'セットされている',
    note: '「セットされている対戦相手のセットカード」: 「カードにセットされている対戦相手のセットカード」 (never a world set itself)',
    example: [
      '[自動]【攻撃時】：セットされている対戦相手のセットカード1枚を対象とし、トラッシュへ。',
      '[自動]:このキャラクターが攻撃した時、カードにセットされている対戦相手のセットカード1枚を対象とし、それをトラッシュに置く。',
    ],
  },
];
