// Issue 22 (helper mech15): wordings of the play limit per card name (grammar namePlayLimitLine; RULING «A play limit
// per card name», docs/engine.md) — 「このカード名のカードは1ターンに1枚しかプレイできない。」 and the designers' and OCG's
// 「同名カードは1ターンに1枚までしかプレイできない」「このカード名のカードは1ターンに1枚しか発動できない」. Same row shape
// and rules as codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts).
import type { DesignerWord } from './designerWords.js';

/** 「このカード名のカード」「このカードと同じ名前のカード」「同名カード」, after an optional 「各プレイヤーは、」. */
const SAME_NAME =
  '(?:各プレイヤー(?:は|につき)、?)?(?:この(?:カード名の|カードと同じ名前の|カードと同名の)|同名の?|同じ名前の)カード(?:は|を)、?';
/** 「1ターンに」「1ターンの間に」「各ターン」 */
const PER_TURN = '(?:(?:1|一)ターン(?:に|の間に?|中に?|につき)|各ターン(?:に)?)、?';
/** 「しかプレイできない」「までしか発動できない」「までプレイできる」 */
const PLAY_VERB =
  '(?:まで)?(?:しか|のみ|だけ)?(?:プレイ|発動|使用)(?:できない|できません|することができない|することができません|できる|できます|可能)';

export const M15_WORDS: DesignerWord[] = [
  {
    from: new RegExp(`${SAME_NAME}${PER_TURN}([1-9])(?:枚|回|度)${PLAY_VERB}(?=。)`, 'g'),
    to: 'このカード名のカードは1ターンに$1枚しかプレイできない',
    need: 'ターン',
    note: '「同名カードは1ターンに1枚までしかプレイできない」「…1枚しか発動できない」: a play limit per card name (mech15)',
    example: [
      '同名カードは1ターンに1枚までしかプレイできない。',
      'このカード名のカードは1ターンに1枚しかプレイできない。',
    ],
  },
  {
    from: new RegExp(`${SAME_NAME}${PER_TURN}(?:一)(?:枚|回|度)${PLAY_VERB}(?=。)`, 'g'),
    to: 'このカード名のカードは1ターンに1枚しかプレイできない',
    need: 'ターン',
    note: '「このカード名のカードは1ターンに一枚しか発動できない」: the count in kanji (mech15)',
    example: [
      'このカード名のカードは1ターンに一枚しか発動できない。',
      'このカード名のカードは1ターンに1枚しかプレイできない。',
    ],
  },
  {
    // 「同名カードは1ターンに1枚まで。」「同名カードのプレイは1ターンに1枚までとする。」: no verb, or the play as the topic
    from: /(?:同名の?|このカード名の|同じ名前の)カード(?:は|のプレイは)、?(?:(?:1|一)ターン(?:に|につき)|各ターン(?:に)?)、?([1-9])枚まで(?:とする|です)?(?=。)/g,
    to: 'このカード名のカードは1ターンに$1枚しかプレイできない',
    need: 'ターン',
    note: '「同名カードは1ターンに1枚まで」: a play limit per card name (mech15)',
    example: ['同名カードは1ターンに1枚まで。', 'このカード名のカードは1ターンに1枚しかプレイできない。'],
  },
];
