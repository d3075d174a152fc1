// Issue 22 (i22a): designer vocabulary rows of the set-card family — reminder text that restates what setting
// by an effect does (RULING, docs/engine.md: no play, no cost), 「セットし直す」, and a command's 「…を対象としてプレイ
// できる。」 (Yu-Gi-Oh style). Same row shape and rules as codegen/dsl/designerWords.ts.
import type { DesignerWord } from './designerWords.js';

export const SET_CARD_WORDS: readonly DesignerWord[] = [
  // 「…にセットし直す」「…にセットしなおす」: set on another card (attach moves a card already set, issue 22)
  ...(
    [
      [/セットし(?:直|なお)す(?=。)/g, 'セットする', '。'],
      [/セットし(?:直|なお)して(?=もよい|、)/g, 'セットして', 'もよい。'],
      [/セットし(?:直|なお)し(?=、)/g, 'セットし', '、カードを1枚引く。'],
    ] as const
  ).map(
    ([from, to, rest]): DesignerWord => ({
      from,
      to,
      note: `「セットし直す」 (${to}): setting a card again on another host is setting it there (src/engine/effects/ops/attach.ts)`,
      example: [
        `あなたのトラッシュのセットカード1枚を対象とし、それをこのキャラクターに${from.source.includes('して') ? 'セットし直して' : from.source.includes('す(') ? 'セットし直す' : 'セットし直し'}${rest}`,
        `あなたのトラッシュのセットカード1枚を対象とし、それをこのキャラクターに${to}${rest}`,
      ],
      need: 'セットし',
    }),
  ),
  {
    // the reminder restates the ruling on an effect's set (docs/engine.md): it is no play and pays nothing
    from: /(?<=セット(?:する|してもよい)。)\((?:この効果による|この効果での|効果による)?セットは、?(?:カードの)?プレイとして扱わ(?:ず|ない)(?:、(?:エネルギー)?コスト(?:も|は)支払わない)?。?\)/g,
    to: '',
    note: 'reminder 「（この効果によるセットはカードのプレイとして扱わず、エネルギーコストも支払わない）」 after an effect sets a card: the RULING of docs/engine.md, what attach does',
    example: [
      'あなたのトラッシュのセットカード1枚を対象とし、それをこのキャラクターにセットする。（この効果によるセットはカードのプレイとして扱わず、エネルギーコストも支払わない）',
      'あなたのトラッシュのセットカード1枚を対象とし、それをこのキャラクターにセットする。',
    ],
    need: 'プレイとして扱わ',
  },
  {
    // 「戦場のセットカード1枚を対象とし…。（ワールド・セットも対象にできる。）」: a world set is a set card (000 (3)), so a
    // set card on the battlefield may be one; the reminder restates what the target already allows
    from: /^((?:戦場の|戦場にある)?セットカード(?:[0-9]+|一)枚を対象と[^。]*。)\(ワールド・セットも対象に(?:でき|とれ|取れ)る。?\)$/g,
    to: '$1',
    note: 'reminder 「（ワールド・セットも対象にできる。）」 after 「セットカード1枚を対象とし」: 000 (3), a world set is a set card',
    example: [
      '戦場のセットカード1枚を対象とし、それを持ち主のトラッシュに置く。（ワールド・セットも対象にできる。）',
      '戦場のセットカード1枚を対象とし、それをトラッシュに置く。',
    ],
    need: 'ワールド・セットも対象',
  },
  {
    // the reminder restates what a face-down set card with no definition is (RULING HF-14.3, docs/engine.md): no
    // name, no traits, no abilities, power +0; only after a face-down set that gives no power (no definition)
    from: /(?<=(?:^|。|、|:)(?:(?!パワー)[^。])*裏向きで(?:(?!パワー)[^。])*セット(?:する|してもよい)。)\(裏向きでセットされたカードは、?カード名・分類・能力を持たず、パワー修正が0のセットカードとして扱う。?(?:この効果によるセットはカードのプレイとして扱わない。?)?\)/g,
    to: '',
    note: 'reminder 「（裏向きでセットされたカードは、カード名・分類・能力を持たず、パワー修正が0のセットカードとして扱う。…）」 after a face-down set with no definition: RULING HF-14.3, what attach does',
    example: [
      'あなたは手札を1枚選び、裏向きでこのキャラクターにセットする。（裏向きでセットされたカードは、カード名・分類・能力を持たず、パワー修正が0のセットカードとして扱う。この効果によるセットはカードのプレイとして扱わない）',
      'あなたは手札を1枚選び、裏向きでこのキャラクターにセットする。',
    ],
    need: 'パワー修正が0',
  },
  {
    // 「あなたがプレイしたセットカードがあなたのキャラクターにセットされた場合、」: the trigger (「…た場合、」 is 「…た時、」)
    from: /(?<=がプレイしたセットカードが[^。、]*?に)セットされた場合、/g,
    to: 'セットされた時、',
    note: '「あなたがプレイしたセットカードが…にセットされた場合、」: the trigger on a played set card being set (issue 22)',
    example: [
      '[自動]：あなたがプレイしたセットカードがあなたのキャラクターにセットされた場合、カードを1枚引く。',
      '[自動]:あなたがプレイしたセットカードがあなたのキャラクターにセットされた時、カードを1枚引く。',
    ],
    need: 'がプレイしたセットカードが',
  },
  {
    // 「あなたのキャラクターは、それにセットされているカード1枚につき、パワーが+1000される。」: its power (issue 22)
    from: /(?<=^\[自動\][:\s]\s*)((?:あなたの|対戦相手の|自分の|相手の)?[^、。]*?キャラクター)は、(それに[^、。]*?セットされている(?:セット)?カード[0-9]+枚につき)、パワーが([+-][0-9]+)される。$/g,
    to: '$1のパワーは、$2$3される。',
    note: '「…は、それにセットされているカード1枚につき、パワーが+1000される」: the power of each (「それ」 = each card)',
    example: [
      '[自動]：あなたのキャラクターは、それにセットされているカード1枚につき、パワーが+1000される。',
      '[自動]:あなたのキャラクターのパワーは、それにセットされているカード1枚につき+1000される。',
    ],
    need: 'パワーが',
  },
  {
    // a command's 「…を対象としてプレイできる。」: its targets are chosen as it is played (HF-5.4), as 「…を対象とし、」
    from: /^([^。]+?)を対象としてプレイ(?:できる|する)。/g,
    to: '$1を対象とし、',
    note: 'Yu-Gi-Oh style 「…を対象としてプレイできる。…」 on a command: the targets of its effect (HF-5.4)',
    example: [
      '対戦相手のキャラクター1体を対象としてプレイできる。そのキャラクターに2000ダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、そのキャラクターに2000ダメージを与える。',
    ],
    need: '対象としてプレイ',
  },
];
