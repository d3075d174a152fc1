// Issue 22 (helper i22tb9): designer vocabulary rows found on the train halves of two blind sets of the tenth
// round, written with no house style (a snow country, a dojo; style twins: shinobi, an amusement park). Same row
// shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example
// is tested by test/dsl/designerWords.test.ts). TRAIN9B_WORDS run after every other row.
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
 * [the passive's ending, the active's ending].
 */
const KILLED: readonly (readonly [string, string])[] = [
  ['された時', 'した時'],
  ['されたとき', 'したとき'],
  ['された場合', 'した場合'],
  ['されるたび', 'するたび'],
  ['されるたびに', 'するたび'],
];

const KILLED_BY_ATTACK_ROWS: readonly DesignerWord[] = KILLED.map(([passive, active]) => ({
  from: new RegExp(
    `(?<=(?:^\\[自動\\]\\s*:|、)\\s*)(${CHARACTER})が、?(${CHARACTER})${BY_ATTACK}破壊${passive}(?=、)`,
    'g',
  ),
  to: `$2が攻撃によるダメージで$1を破壊${active}`,
  need: `破壊${passive}`,
  note: `「…が…の攻撃によって破壊${passive}」: the passive of 「…が攻撃によるダメージで…を破壊${active}」 (the same event, HF-9.6)`,
  example: [
    `[自動]：あなたの他のキャラクターが対戦相手のキャラクターの攻撃によって破壊${passive}、あなたはメインデッキからカードを1枚引く。`,
    `[自動]:対戦相手のキャラクターが攻撃によるダメージであなたの他のキャラクターを破壊${active}、あなたはメインデッキからカードを1枚引く。`,
  ],
}));

export const TRAIN9B_WORDS: readonly DesignerWord[] = [...KILLED_BY_ATTACK_ROWS];
