// Issue 22 (helper i22tb9): designer vocabulary rows found on the train halves of two blind sets of the ninth
// round, written with no house style (a snow country, a dojo; style twins: shinobi, an amusement park). Same row
// shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example
// is tested by test/dsl/designerWords.test.ts). TRAIN9B_WORDS_FIRST run before the wording rows, TRAIN9B_WORDS
// after every other row.
import type { DesignerWord } from './designerWords.js';

/**
 * A character phrase that is a selector (「あなたの他のキャラクター」「対戦相手の《剣士》を持つキャラクター」), not
 * 「このキャラクター」: no comma, stop, 「が」 or colon inside.
 */
const CHARACTER = '(?!この)[^、。:が「」]{0,30}?キャラクター';
/** The attacker's agent: 「…の攻撃によって」「…の攻撃によるダメージで」「…の攻撃で」「…の攻撃により」. */
const BY_ATTACK = 'の攻撃(?:によるダメージ|のダメージ)?(?:によって|により|で)、?';

/**
 * 「あなたの他のキャラクターが対戦相手のキャラクターの攻撃によって破壊された時」: the passive of 「対戦相手のキャラクター
 * が攻撃によるダメージであなたの他のキャラクターを破壊した時」 (the victim is the event's card either way: HF-9.6).
 * Earlier rows read 「破壊されたとき／されるたび（に）／された場合」 as 「破壊された時」 first.
 */
const KILLED_BY_ATTACK_ROWS: readonly DesignerWord[] = [
  {
    from: new RegExp(
      `(?<=(?:^\\[自動\\]\\s*:|、)\\s*)(${CHARACTER})が、?(${CHARACTER})${BY_ATTACK}破壊された時(?=、)`,
      'g',
    ),
    to: '$2が攻撃によるダメージで$1を破壊した時',
    need: '破壊された時',
    note: '「…が…の攻撃によって破壊された時」: the passive of 「…が攻撃によるダメージで…を破壊した時」 (the same event, HF-9.6)',
    example: [
      '[自動]：あなたの他のキャラクターが対戦相手のキャラクターの攻撃によって破壊されるたびに、あなたはメインデッキからカードを1枚引く。',
      '[自動]:対戦相手のキャラクターが攻撃によるダメージであなたの他のキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
    ],
  },
];

/** 「アクティブなら」「スリープである場合」「アクティブ状態であれば」: a character's state as a condition. */
const IF_STATE = '(?:状態)?(?:である|の)?(?:なら|ならば|であれば|場合)';
/** 「それを」「そのキャラクターを」 before the second verb, or nothing. */
const IT_OBJ = '(?:それを|そのキャラクターを)?';

const STATE_TOGGLE_ROWS: readonly DesignerWord[] = [
  {
    // 「それがアクティブならスリープにし、スリープならアクティブにする」: a character is either active or asleep (HF-3.2),
    // so the second condition is the first one's else — checked once, before either change
    from: new RegExp(
      `(それ|そのキャラクター|対象のキャラクター)が、?(アクティブ|スリープ)${IF_STATE}、?${IT_OBJ}(アクティブ|スリープ)(?:状態)?に(?:し|して)?、(?:(?!\\2)(?:アクティブ|スリープ)${IF_STATE}|そうでなければ|そうでないなら|そうでない場合)、?${IT_OBJ}(アクティブ|スリープ)(?:状態)?にする(?=。)`,
      'g',
    ),
    to: '$1が$2なら、それを$3にする。そうでないなら、それを$4にする',
    need: 'アクティブ',
    note: '「それがアクティブならスリープにし、スリープならアクティブにする」: the two states are each other’s else (HF-3.2), one check',
    example: [
      '[自動]：このキャラクターが登場した時、このキャラクター以外のキャラクター一体まで対象とし、それがアクティブならスリープにし、スリープならアクティブにする。',
      '[自動]:このキャラクターが戦場に登場した時、このキャラクター以外のキャラクター一体まで対象とし、それがアクティブであるキャラクターであるなら、それをスリープにする。そうでないなら、それをアクティブにする。',
    ],
  },
];

/** 「あなたの《忍》を持つキャラクター」「自分の分類に《忍》を含むキャラクター」: a character of yours (no comma or stop). */
const YOUR_CHARACTER = '(?:あなた|自分)の((?!戦場)[^、。:が「」]{0,30}?キャラクター)';
/** 「居なければ」「いない場合」「1体も居ないなら」: none is there. */
const NONE_THERE = '(?:1体も|一体も)?(?:居|い)(?:なければ|ない場合|ないなら|ない場合は|ないときは|ない時は)';
/** 「プレイできない」「プレイ出来ない」「プレイすることができない」「プレイできません」. */
const CANNOT_PLAY = 'プレイ(?:することが|することは)?(?:でき|出来)(?:ない|ません)';

/**
 * 「このカードは、あなたの《忍》を持つキャラクターが戦場に居なければプレイ出来ない」: the card may be played only while
 * such a character is there (HF-5.1) — the play condition 「…が居る場合にのみプレイできる」, both word orders and with
 * the battlefield named first (「あなたの戦場に…が居なければ」).
 */
const PLAY_ONLY_IF_ROWS: readonly DesignerWord[] = [
  {
    from: new RegExp(
      `^このカードは、?${YOUR_CHARACTER}が、?(?:(?:あなたの)?戦場に)?${NONE_THERE}、?${CANNOT_PLAY}。$`,
      'g',
    ),
    to: 'このカードは、あなたの戦場に$1が居る場合にのみプレイできる。',
    need: 'プレイ',
    note: '「このカードは、あなたの…が戦場に居なければプレイできない」: played only while one is there (HF-5.1)',
    example: [
      'このカードは、あなたの《忍》を持つキャラクターが戦場に居なければプレイ出来ない。',
      'このカードは、あなたの戦場に《忍》を持つキャラクターが居る場合にのみプレイできる。',
    ],
  },
  {
    from: new RegExp(
      `^このカードは、?(?:あなた|自分)の戦場に([^、。:が「」]{0,30}?キャラクター)が${NONE_THERE}、?${CANNOT_PLAY}。$`,
      'g',
    ),
    to: 'このカードは、あなたの戦場に$1が居る場合にのみプレイできる。',
    need: 'プレイ',
    note: '「このカードは、あなたの戦場に…が居なければプレイできない」: played only while one is there (HF-5.1)',
    example: [
      'このカードは、自分の戦場に《忍》を持つキャラクターがいない場合、プレイできません。',
      'このカードは、あなたの戦場に《忍》を持つキャラクターが居る場合にのみプレイできる。',
    ],
  },
  {
    // the condition first: 「あなたの戦場に《忍》を持つキャラクターが居なければ、このカードはプレイできない」
    from: new RegExp(
      `^(?:(?:あなた|自分)の戦場に([^、。:が「」]{0,30}?キャラクター)|${YOUR_CHARACTER}が、?(?:(?:あなたの)?戦場に)?)が?${NONE_THERE}、?このカードは、?${CANNOT_PLAY}。$`,
      'g',
    ),
    to: 'このカードは、あなたの戦場に$1$2が居る場合にのみプレイできる。',
    need: 'プレイ',
    note: '「あなたの戦場に…が居なければ、このカードはプレイできない」: the same, the condition first (HF-5.1)',
    example: [
      'あなたの戦場に《忍》を持つキャラクターが居なければ、このカードはプレイできない。',
      'このカードは、あなたの戦場に《忍》を持つキャラクターが居る場合にのみプレイできる。',
    ],
  },
];

/** Rows read before every other row (a later row rewrites 「それがアクティブなら」 on its own). */
const ONE_EACH_ROWS: readonly DesignerWord[] = [
  {
    // 「上から2枚を一枚ずつ裏向きで戦場に登場させる」: the kanji 一 of 「一枚ずつ」「一体ずつ」 (the count rows read 1枚ずつ)
    from: /一(枚|体)ずつ/g,
    to: '1$1ずつ',
    need: 'ずつ',
    note: '「一枚ずつ」「一体ずつ」: one at a time, in digits',
    example: [
      'あなたのメインデッキの上から2枚を一枚ずつ裏向きで戦場に登場させる。それらはパワー1000で《忍》《分身》を持つ、テキストの無いキャラクターとして扱う。',
      '2回、あなたのメインデッキの一番上のカードを、パワー1000で《忍》《分身》を持つキャラクターとして裏向きで登場させる。',
    ],
  },
];

export const TRAIN9B_WORDS_FIRST: readonly DesignerWord[] = [...STATE_TOGGLE_ROWS, ...ONE_EACH_ROWS];

/**
 * 「あなたのスリープの《冬眠》を持つキャラクターを全てアクティブにし、それらのパワーを…」: a selector naming the other
 * state, so 「それら」 are exactly the characters the step changed — 「この効果でアクティブにしたキャラクター」 (i22tb9).
 * A selector without a state is named again instead (i22x8's row: 「それら」 are all of them, changed or not).
 * [the selector's state, the state given] (no backreference: the quick test drops the leading lookbehind).
 */
const MADE_STATE: readonly (readonly [string, string])[] = [
  ['スリープ', 'アクティブ'],
  ['アクティブ', 'スリープ'],
];

const MADE_STATE_ROWS: readonly DesignerWord[] = MADE_STATE.map(([was, made]) => ({
  from: new RegExp(
    `(?<=${was}(?:状態)?(?:である|の)[^、。]*?キャラクター(?:(?:全て|すべて)を|を(?:全て|すべて)))${made}に(?:する。|し、)((?:ターン終了時まで|このターン中)、)?それら(?=のパワー|は|に|を)`,
    'g',
  ),
  to: `${made}にする。$1この効果で${made}にしたキャラクター`,
  need: 'それら',
  note: `「${was}の…を全て${made}にし、それらの…」: 「それら」 are the characters the step made ${made === 'アクティブ' ? 'active' : 'asleep'} (「この効果で${made}にしたキャラクター」)`,
  example: [
    `あなたの${was}である《冬眠》を持つキャラクターを全て${made}にし、ターン終了時まで、それらのパワーを+1000する。`,
    `あなたの${was}である《冬眠》を持つキャラクター全てを${made}にする。ターン終了時まで、この効果で${made}にしたキャラクターのパワーを+1000する。`,
  ],
}));

export const TRAIN9B_WORDS: readonly DesignerWord[] = [
  ...KILLED_BY_ATTACK_ROWS,
  ...PLAY_ONLY_IF_ROWS,
  ...MADE_STATE_ROWS,
];
