// Issue 22 (helper v20): one row per FAMILY of spellings the variant probe (codegen/dsl/tools/variantProbe.ts, with
// the v20 operators of codegen/dsl/tools/variantOperatorsV20.ts) found rejected on lines the language accepts. Each
// reads the family as the canonical spelling BEFORE every other row, so every row after it (written against 「…場合、」
// 「…した時、」「代わりに」…) holds for the whole family. Same row shape and rules as codegen/dsl/designerWords.ts (each
// example is tested by test/dsl/designerWords.test.ts; each family by test/dsl/v20-variants.test.ts, which checks a
// variant compiles to the same IR and explain as the canonical sentence). Only spellings that mean the same.
import type { DesignerWord } from './designerWords.js';

export const V20_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…カードを1枚引く」: a text line whose last sentence has no 「。」 (a designer's last sentence, typed in a
    // spreadsheet cell). The whole last sentence is the match, so a condition opening it stays with it (reading.ts:
    // splitsCondition). Not a line ending in a bracket or a note, nor one ending in 「、」 or a colon (a fragment, not
    // a sentence), nor a keyword line (「【反撃】です」 is a keyword with trailing words, not a sentence), nor the セット対象
    // field (HF-4.1)
    from: /(?<=^|。)(?!セット対象|【)([^。]*[^。、，,：:)）」』\]】〕〉―—─.\s])$/g,
    to: '$1。',
    note: '「…カードを1枚引く」: the line’s last 「。」 left out',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く',
      '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「…場合は、」「…場合には、」「そうした場合は、」: the topic は on a condition (HF-10.1 「…場合、」) reads the same
    from: /場合(?:に)?は(?=、)/g,
    to: '場合',
    need: '場合',
    note: '「…場合は、」「…場合には、」: 「…場合、」',
    example: [
      'あなたの手札が2枚以上の場合は、カードを1枚引く。',
      'あなたの手札が2枚以上の場合、カードを1枚引く。',
    ],
  },
  // 「このキャラクターが登場すると、」「…が破壊されると、」: a trigger written with 〜と (HF-7.2: 〜した時). Only in
  // the first sentence of the line (where a trigger is), for a する-noun (登場すると) or an ichidan verb
  // (破壊されると, ダメージを受けると), whose past is sure
  {
    from: /(?<=^[^。]*(?:登場|破壊|攻撃|防御|リロード|プレイ|セット|ドロー))すると(?=、)/g,
    to: 'した時',
    need: 'すると',
    note: '「…が登場すると、」: 「…が登場した時、」 (a する-noun)',
    example: [
      '[自動]：このキャラクターが戦場に登場すると、カードを1枚引く。',
      '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=^[^。]*[けれせてえべめね])ると(?=、)/g,
    to: 'た時',
    need: 'ると',
    note: '「…が破壊されると、」: 「…が破壊された時、」 (an ichidan verb)',
    example: [
      '[自動]：このキャラクターが破壊されると、カードを1枚引く。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「…なら、その代わりに…」: 「その代わりに」 is 「代わりに」 (HF-10.3 the replacement of the effect before it)
    from: /その(?=(?:代わり|かわり|替わり)に)/g,
    to: '',
    need: 'その',
    note: '「その代わりに」: 「代わりに」',
    example: [
      'あなたのキャラクター1体を対象とし、それのパワーを+2000する。それが《剣士》を持つ場合、その代わりにそれのパワーを+3000する。',
      'あなたのキャラクター1体を対象とし、それのパワーを+2000する。それが《剣士》を持つカードである場合、代わりに+3000する。',
    ],
  },
  // 「…+2000してください。」「…に置いてもよいです。」: a request or the polite may at a sentence's end is the plain
  // form (the polite verb table, codegen/dsl/politeVerbs.ts, has the verbs; these are the する-nouns and 〜もよい)
  {
    from: /(?<=[0-9])してください(?=。)/g,
    to: 'する',
    need: 'してください',
    note: '「…+2000してください。」: 「…+2000する。」',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000してください。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    from: /(?<=てもよい)です(?=。)/g,
    to: '',
    need: 'もよいです',
    note: '「…置いてもよいです。」: 「…置いてもよい。」',
    example: [
      '[スリープ]：あなたのメインデッキの一番上のカードを見る。そのカードをメインデッキの一番下に置いてもよいです。',
      '[スリープ]:あなたのメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
    ],
  },
  // 「手札を1枚選択してトラッシュに置く」「…を1枚選択し、」: 選択する is 選ぶ (HF-5.3 choosing), one row per form
  ...(
    [
      ['選択して', '選んで'],
      ['選択し', '選び'],
    ] as const
  ).map(
    ([written, canonical]): DesignerWord => ({
      from: new RegExp(`${written}(?![ての])`, 'g'),
      to: canonical,
      need: '選択',
      note: `「${written}」: 「${canonical}」`,
      example: [
        `手札を1枚${written}、トラッシュに置く。`,
        `手札からカードを1枚${canonical}、トラッシュに置く。`,
      ],
    }),
  ),
  // 「それを持ち主の手札に入れる」: back to its owner's hand is 「持ち主の手札に戻す」 (HF-12.4), one row per form
  ...(
    [
      ['入れる', '戻す', '。'],
      ['入れて', '戻して', '、カードを1枚引く。'],
      ['入れ、', '戻し、', 'カードを1枚引く。'],
    ] as const
  ).map(
    ([written, canonical, rest]): DesignerWord => ({
      from: new RegExp(`(?<=持ち主の手札に)${written}`, 'g'),
      to: canonical,
      need: '手札に入れ',
      note: `「持ち主の手札に${written}」: 「持ち主の手札に${canonical}」`,
      example: [
        `キャラクター1体を対象とし、それを持ち主の手札に${written}${rest}`,
        `キャラクター1体を対象とし、それを持ち主の手札に${canonical}${rest}`,
      ],
    }),
  ),
];
