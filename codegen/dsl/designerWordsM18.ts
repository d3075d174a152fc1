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
  {
    // d62 潮の満ち引き: 「自分の手札を好きなだけ選び、…」: any number of them, none too (grammar pickCount_any: 「好きな枚数」,
    // chosen on resolution); the zone's cards, as 「手札からカードを好きな枚数選び」
    from: /(?<=^|[、。:：\]】])(あなた|自分)の(手札|トラッシュ)を(?:好きなだけ|好きな枚数|好きな数|任意の枚数|任意の数)(選(?:び|んで))/g,
    to: '$1の$2からカードを好きな枚数$3',
    // (「自分」 stays: the vocabulary reads it as 「あなた」 where the grammar needs)
    need: '好き',
    note: '「自分の手札を好きなだけ選び、…」: 「あなたの手札からカードを好きな枚数選び、…」 (0 or more, mech18)',
    example: [
      '自分の手札を好きなだけ選び、好きな順番でメインデッキの一番下に置く。',
      '自分の手札からカードを好きな枚数選び、好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // d62 潮の満ち引き: 「…を好きな枚数選び、…に置く。その後、置いた枚数より1枚多く、カードを引く。」: one more than the
    // cards the choice moved (0 moved: 1), as a draw of 1 and one per card moved (HF-5.7: one process, in order)
    from: /(?<=選(?:び|んで)[^。]*?置く。)その後、(?:この方法で|そうして)?置いた(?:カードの)?枚数より([0-9]+)枚多く、?カードを引く。/g,
    to: 'その後、カードを$1枚引く。その後、この方法で置いたカード1枚につき、カードを1枚引く。',
    need: '多く',
    note: '「…選び、…に置く。その後、置いた枚数より1枚多く、カードを引く」: 1, then one per card moved (mech18)',
    example: [
      'あなたの手札からカードを好きな枚数選び、好きな順番でメインデッキの一番下に置く。その後、置いた枚数より1枚多く、カードを引く。',
      'あなたの手札からカードを好きな枚数選び、好きな順番でメインデッキの一番下に置く。その後、カードを1枚引く。その後、この方法で置いたカード1枚につき、カードを1枚引く。',
    ],
  },
  {
    // d62 総出の大漁, d72: 「…の数だけ、カードを引く。ただし、4枚までしか引けない。」: a cap on that draw's count, as
    // 「（最大4枚）」 (the grammar's cap of a counted draw); only after a counted draw (「だけ」「につき」)
    from: /(?<=(?:だけ|につき)[^。]*?)(カードを(?:[0-9]+枚)?引く)。ただし、?(?:(?:カードは|合計)?)([0-9]+)枚(?:まで)?しか引けない。/g,
    to: '$1(最大$2枚)。',
    need: 'しか引けない',
    note: '「…の数だけ、カードを引く。ただし、4枚までしか引けない。」: 「…カードを引く（最大4枚）。」 (mech18)',
    example: [
      'あなたの《漁師》を持つキャラクターの数だけ、カードを引く。ただし、4枚までしか引けない。',
      'あなたの《漁師》を持つキャラクター1体につき、カードを1枚引く(最大4枚)。',
    ],
  },
];

/** Read before every other row (other rows read 「エネルギーを1枚スリープにしてもよい」 without its 「アクティブの」). */
export const M18_WORDS_FIRST: DesignerWord[] = [
  {
    // d72 油すましの油売り, d64 謁見の拒絶: 「あなたは自分のアクティブのエネルギーを1枚スリープにしてもよい。そうした場合、…」:
    // an energy cost is paid by putting that many active energies to sleep (000 ■エネルギーとエネルギーコスト, HF-5.3), so
    // this is 「[1]を支払ってもよい」 (src/engine/effects/ops/pay.ts: all or nothing, never the second-player marker)
    from: /(?<=^|[、。:：\]】])(あなた|自分|対戦相手|相手)は、?(?:自分の)?アクティブ(?:状態)?(?:の|である)エネルギー(?:を([0-9]+)枚|([0-9]+)枚を)スリープにしてもよい/g,
    to: '$1は[$2$3]を支払ってもよい',
    need: 'エネルギー',
    note: '「…は自分のアクティブのエネルギーを2枚スリープにしてもよい」: 「…は[2]を支払ってもよい」 (000: paying is putting active energy to sleep; mech18)',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、あなたは自分のアクティブのエネルギーを1枚スリープにしてもよい。そうした場合、ターン終了時まで、このキャラクターは【強撃】を得る。',
      '[自動]:このキャラクターが攻撃を行うたび、あなたはエネルギーを1支払ってもよい。そうした場合、ターン終了時まで、このキャラクターは【強撃】を得る。',
    ],
  },
];
