// Issue 22 (helper mech17): wordings of the attack-target restrictions (grammar cannotAction; RULING «Attack targets
// restricted», docs/engine.md; src/engine/attackTargets.ts): 「…はキャラクターを攻撃できない」 (the opponent is the only
// target left) and 「…は攻撃されない」 (not an attack's target). Same row shape and rules as codegen/dsl/designerWords.ts
// (each example is tested by test/dsl/designerWords.test.ts). M17_WORDS_FIRST: d67's 「…登場させる。これを2回行う。それらは
// それぞれ…として扱う。」, read before every other row (the definition joins the sentence before the repeat does).
import type { DesignerWord } from './designerWords.js';

const SUBJECT = '(このキャラクター|そのキャラクター|それ|このカードがセットされているキャラクター)';
/** 「できない」「することができない」「出来ない」「を行えない」 (the base rows read 「できません」 as 「できない」). */
const CANNOT = '(?:することが|を行うことが|が)?(?:でき|出来|行え)ない';

export const M17_WORDS: DesignerWord[] = [
  {
    // d20 看板猫・クロ: 「このキャラクターは、攻撃対象として対戦相手のキャラクターを選ぶことができません。」 (HF-8.1: a
    // character attacks the opponent or an opposing character)
    from: new RegExp(
      `${SUBJECT}は、?(?:攻撃対象として|攻撃対象に)、?(?:(?:対戦)?相手の)?キャラクターを(?:選ぶ|選択する|指定する)(?:ことが|ことは)?(?:でき|出来)ない`,
      'g',
    ),
    to: '$1はキャラクターを攻撃できない',
    need: '攻撃対象',
    note: '「攻撃対象として対戦相手のキャラクターを選ぶことができない」: it may attack the opponent only (mech17)',
    example: [
      '[自動]：このキャラクターは、攻撃対象として対戦相手のキャラクターを選ぶことができない。',
      '[自動]:このキャラクターはキャラクターを攻撃できない。',
    ],
  },
  {
    // 「…は対戦相手のキャラクターを攻撃できない」「…はキャラクターに攻撃できない」: the opponent's characters are the only
    // characters an attack may target (HF-8.1), so naming them changes nothing
    from: new RegExp(
      `${SUBJECT}は、?(?:(?:対戦)?相手の)?キャラクター(?:を|に|へ)(?:は)?(?:攻撃|アタック)${CANNOT}`,
      'g',
    ),
    to: '$1はキャラクターを攻撃できない',
    need: 'キャラクター',
    note: '「対戦相手のキャラクターを攻撃できない」: it may attack the opponent only (mech17)',
    example: [
      '[自動]：このキャラクターは対戦相手のキャラクターを攻撃できない。',
      '[自動]:このキャラクターはキャラクターを攻撃できない。',
    ],
  },
  {
    // d20's reminder, after the restriction: 「（攻撃する時は、必ず対戦相手を攻撃対象に選ぶことになります。）」 says what the
    // engine does (the opponent is the only target left), so it is read away
    from: /\((?<=キャラクターを攻撃できない。\()(?:攻撃(?:する|を行う)(?:時|場合|際)は、?)?(?:必ず)?(?:対戦相手|相手プレイヤー|相手|プレイヤー)(?:を攻撃対象に選ぶ|を攻撃する|だけを攻撃できる|のみを攻撃できる|しか攻撃できない)(?:ことになる)?。?\)/g,
    to: '',
    need: '攻撃',
    note: 'reminder 「（攻撃する時は、必ず対戦相手を攻撃対象に選ぶことになる）」 after 「キャラクターを攻撃できない」 (mech17)',
    example: [
      '[自動]：このキャラクターは対戦相手のキャラクターを攻撃できない。（攻撃する時は、必ず対戦相手を攻撃対象に選ぶことになる。）',
      '[自動]:このキャラクターはキャラクターを攻撃できない。',
    ],
  },
  {
    // 「このキャラクターは攻撃対象にならない」「…は攻撃対象に選ばれない」「…は攻撃を受けない」 (HF-8.1)
    from: new RegExp(
      `${SUBJECT}は、?(?:攻撃(?:の)?対象に(?:なら|選ばれ|選択され|でき)ない|攻撃(?:を)?(?:受けない|されることがない))`,
      'g',
    ),
    to: '$1は攻撃されない',
    need: '攻撃',
    note: '「…は攻撃対象にならない」「…は攻撃対象に選ばれない」: it cannot be attacked (mech17)',
    example: ['[自動]：このキャラクターは攻撃対象にならない。', '[自動]:このキャラクターは攻撃されない。'],
  },
  {
    // 「対戦相手のキャラクターは、このキャラクターを攻撃できない」: only the opponent's characters attack this one (HF-8.1)
    from: new RegExp(
      `(?<=^|:|、|。)(?:(?:対戦)?相手の)?キャラクターは、?(このキャラクター|このカードがセットされているキャラクター)(?:を|に)(?:攻撃|アタック)${CANNOT}`,
      'g',
    ),
    to: '$1は攻撃されない',
    need: 'キャラクターは',
    note: '「対戦相手のキャラクターは、このキャラクターを攻撃できない」: it cannot be attacked (mech17)',
    example: [
      '[自動]：対戦相手のキャラクターは、このキャラクターを攻撃できない。',
      '[自動]:このキャラクターは攻撃されない。',
    ],
  },
];

/** Read before every other row (designerWords.ts). */
export const M17_WORDS_FIRST: DesignerWord[] = [
  {
    // d67 人形遣いマエストロ・カルロ, 開演ベル: 「…一番上のカードを裏向きでアクティブのまま戦場に登場させる。これを2回行う。
    // それらはそれぞれカード名「木偶」、…として扱う。」 — each card the sentence puts is defined so; the definition is read
    // as the sentence's own (「それは…として扱う」), then the sentence is repeated (「2回、…」; RULING «Doing a sentence
    // again»: an empty deck puts nothing and the next round still happens, no reload)
    from: /(登場させる。)これを([0-9]+)回(?:行う|繰り返す)。それら(?:のカード)?は、?(?:それぞれ|各々|いずれも)、?([^。]*?として扱う。)/g,
    to: '$1それは$3これを$2回行う。',
    need: 'として扱う',
    note: '「…登場させる。これを2回行う。それらはそれぞれ…として扱う。」: each card entering is defined so, the sentence done twice (mech17)',
    example: [
      'あなたのメインデッキの一番上のカードを裏向きでアクティブのまま戦場に登場させる。これを2回行う。それらはそれぞれカード名「木偶」、パワー1000、分類《人形》を持ち、テキストを持たないキャラクターとして扱う。',
      '2回、あなたのメインデッキの一番上のカードを、パワー1000で《人形》を持つキャラクター「木偶」として裏向きで登場させる。',
    ],
  },
];
