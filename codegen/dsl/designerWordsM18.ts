// Issue 22 (helper mech18): 「…全ての…し、それらは…」 — 「それら」 after an effect on every card a selector names, in the
// corpus designers' wordings (d13 百鬼夜行, d35 王者の凱旋, d51 総攻め・四方落とし, d59 古代炉心、臨界, d67 大団円). Same
// row shape and rules as codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts).
//
// 「それら」 names the cards the first step changed; the selector is named again, which is the same cards when the step
// cannot change who matches it: a power change or a change of state (アクティブ／スリープ) never changes a card's name,
// traits, controller or zone, and nothing enters or leaves between two steps of one effect (HF-5.7). So the selector
// may name no state, power, damage or count (a step could change those: 「スリープのキャラクターを全てアクティブにし、そ
// れらは…」 has its own row, i22tb9's 「この効果でアクティブにしたキャラクター」); such a line stays HF-E040 allThem.
import type { DesignerWord } from './designerWords.js';

/** A selector of characters from its clause's start, naming nothing a power or state change could change. */
const SELECTOR =
  '((?:(?!アクティブ|スリープ|パワー|ダメージ|以上|以下|全て|すべて|それ|攻撃|防御|[0-9]+(?:枚|体))[^、。])*?キャラクター)';

/** The first step: a power change or a state change of every card the selector names. */
const STEP =
  '((?:全て|すべて)のパワーを[+-][0-9]+|(?:全て|すべて)を(?:アクティブ|スリープ)に|を(?:全て|すべて)(?:アクティブ|スリープ)に)';

/** The second step's duration, if any, after 「その後、」. */
const THEN = '((?:その後、)?(?:(?:ターン終了時まで|このターン中|このターン)、)?)';

/** A row naming the selector again for 「それら（のキャラクター）」 after STEP; `end` is the first step's ending. */
function allThenThem(end: string, example: readonly [string, string]): DesignerWord {
  return {
    from: new RegExp(
      `(?<=^|[、。:：\\]】])((?:(?:ターン終了時まで|このターン中|このターン)、)?)${SELECTOR}${STEP}${end}${THEN}それら(?:のキャラクター)?(?=のパワー|は|に|を|も)`,
      'g',
    ),
    // one sentence stays one (a condition before it covers both steps: reading.ts splitsCondition); the duration is the
    // sentence's, for both steps
    to: end === '(?:し、)' ? '$1$2$3し、$4$2全て' : '$1$2$3する。$1$4$2全て',
    need: 'それら',
    note: `「…キャラクター全てのパワーを+2000${end === '(?:し、)' ? 'し、' : 'する。'}それらは【強撃】を得る」: 「それら」 is the same characters, the selector named again (a selector naming a state, power or count has no row)`,
    example,
  };
}

export const M18_WORDS: DesignerWord[] = [
  allThenThem('(?:し、)', [
    // d13 百鬼夜行 (its 【条件】…【効果】 read as a condition)
    'あなたの手札が無い場合、このターン、あなたのキャラクター全てのパワーを+1000し、それらは【貫通】を得る。',
    'あなたの手札が無い場合、このターン中、あなたのキャラクター全てのパワーを+1000し、あなたのキャラクター全ては【貫通】を得る。',
  ]),
  allThenThem('(?:する。)', [
    // d59 古代炉心、臨界
    'あなたがコントロールする《ゴーレム》を持つキャラクターを全てアクティブにする。ターン終了時まで、それらのパワーを+2000し、それらは【貫通】を得る。',
    'あなたの《ゴーレム》を持つキャラクター全てをアクティブにする。ターン終了時まで、あなたの《ゴーレム》を持つキャラクター全てのパワーを+2000し、あなたの《ゴーレム》を持つキャラクター全ては【貫通】を得る。',
  ]),
];
