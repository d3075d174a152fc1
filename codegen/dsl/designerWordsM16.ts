// Issue 22 (helper mech16): wordings of 「…は起動能力を使用できない」 (grammar cannotAction; RULING «Abilities that cannot
// be used», docs/engine.md) and of two restrictions joined in one phrase (「攻撃と防御を行えず」「攻撃も防御もできない」),
// read as the chain the grammar has: 「それは攻撃できず、防御できず、起動能力を使用できない」. Same row shape and rules as
// codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts).
import type { DesignerWord } from './designerWords.js';

/** 「行えず」「行うことができない」「することができず」「できない」 (the base rows may have read 「を行えない」 already). */
const CAN_NOT =
  '(?:を|が)?(?:行え|行うことができ|行うことが出来|することができ|することが出来|出来|でき)(ず|ない)';

export const M16_WORDS: DesignerWord[] = [
  {
    // d32 時間停止, d56 封印の御札: 「それは攻撃と防御を行えず、…」
    from: new RegExp(`(攻撃|防御)(?:と|や|・|も|、)(攻撃|防御)も?${CAN_NOT}`, 'g'),
    to: '$1できず、$2でき$3',
    need: '攻撃',
    note: '「攻撃と防御を行えず」「攻撃も防御もできない」: two restrictions, each its own action of the chain (mech16)',
    example: [
      'キャラクター1体を対象とし、ターン終了時まで、それは攻撃と防御を行えず、起動能力を使用できない。',
      'キャラクター1体を対象とし、ターン終了時まで、それは攻撃できず、防御できず、起動能力を使用できない。',
    ],
  },
  {
    // 「起動能力を使えない」「起動能力を使用することができない」「起動能力を起動できない」 (HF-12.4)
    from: /起動能力を(?:使用することが(?:でき|出来)|使用出来|使うことが(?:でき|出来)|使え|起動(?:することが)?(?:でき|出来)|発動(?:することが)?(?:でき|出来))(ず|ない)/g,
    to: '起動能力を使用でき$1',
    need: '起動能力を',
    note: '「起動能力を使えない」「起動能力を使用することができない」: its activated abilities cannot be used (mech16)',
    example: [
      'キャラクター1体を対象とし、ターン終了時まで、それは起動能力を使えない。',
      'キャラクター1体を対象とし、ターン終了時まで、それは起動能力を使用できない。',
    ],
  },
  {
    // 「それの起動能力は使用できない」: the card as the topic (HF-12.4)
    from: /(それ|そのキャラクター|このキャラクター)の起動能力は、?(?:使用(?:することが)?|使うことが)?(?:でき|出来|使え)(ず|ない)/g,
    to: '$1は起動能力を使用でき$2',
    need: '起動能力は',
    note: '「それの起動能力は使用できない」: its activated abilities cannot be used (mech16)',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それの起動能力は使用できない。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それは起動能力を使用できない。',
    ],
  },
  {
    // d32 時間停止: 「…起動能力を使用できない。（この効果はそのキャラクターのアクティブ・スリープの状態を変更しない。）」 — a
    // restriction never changes whether the card is active or asleep (HF-6.1 changes it; a grant does not): what the
    // engine does, so the reminder is read away, only after a sentence ending in 「…できない。」
    from: /\((?<=できない。\()(?:この効果は|この効果によって|これは)、?(?:その|対象の|その対象の|この)?(?:キャラクター|カード)?の?(?:アクティブ|スリープ)(?:・|／|\/|や|と|か)(?:アクティブ|スリープ)の?状態を(?:変更しない|変えない|変更しません|変えません)。?\)/g,
    to: '',
    need: '状態を',
    note: 'reminder 「（この効果はそのキャラクターのアクティブ・スリープの状態を変更しない）」 after a restriction: it does not change active/asleep (mech16)',
    example: [
      'キャラクター1体を対象とし、ターン終了時まで、それは攻撃と防御を行えない。（この効果はそのキャラクターのアクティブ・スリープの状態を変更しない。）',
      'キャラクター1体を対象とし、ターン終了時まで、それは攻撃できず、防御できない。',
    ],
  },
  {
    // 「それは能力を全て失う」「それは全能力を失う」: every ability (RULING «Abilities lost»)
    from: /(?:能力を(?:全て|すべて|全部)|(?:全|全部の)能力を)(?=失)/g,
    to: '全ての能力を',
    need: '能力を',
    note: '「能力を全て失う」「全能力を失う」: the card loses every ability (mech16)',
    example: [
      'キャラクター1体を対象とし、ターン終了時まで、それは能力を全て失う。',
      'キャラクター1体を対象とし、ターン終了時まで、それは全ての能力を失う。',
    ],
  },
  {
    // 「その能力を無効にする」「それの能力は無効になる」: a card whose abilities are negated has none (RULING «Abilities lost»)
    from: /(それ|そのキャラクター|このキャラクター)の(?:全ての|すべての)?能力(?:を(?:全て|すべて)?無効に(?:する|し)|(?:は|が)(?:全て|すべて)?無効に(?:なる|なり))(?=。|、)/g,
    to: '$1は全ての能力を失う',
    need: '無効',
    note: '「その能力を無効にする」「それの能力は無効になる」: the card loses every ability (mech16)',
    example: [
      'キャラクター1体を対象とし、ターン終了時まで、それの能力を無効にする。',
      'キャラクター1体を対象とし、ターン終了時まで、それは全ての能力を失う。',
    ],
  },
];
