// Issue 22 (helper v11): designer vocabulary rows for the casual, kana-heavy style of the eleventh round's train
// halves (a set for younger players: short sentences, hiragana words — the words themselves are folded by
// codegen/dsl/kanaWords.ts). Same row shape and rules as codegen/dsl/designerWords.ts (each example is tested by
// test/dsl/designerWords.test.ts and test/dsl/v11-kana.test.ts); V11_WORDS run before every other row, so the
// rows they feed (「防御するたび」「…キャラクターは、パワー+1000。」) read their output.
import type { DesignerWord } from './designerWords.js';

export const V11_WORDS: readonly DesignerWord[] = [
  {
    // 「このキャラクターが防御をするたび」「攻撃をしたとき」: the noun with 「をする」 is the verb 「防御する」「攻撃する」
    // (the 「を」 a younger players' text adds); the trigger rows read the rest (HF-12.2)
    from: /が(攻撃|防御)を(する(?=たび|時|とき)|した(?=時|とき))/g,
    to: 'が$1$2',
    note: '「防御をするたび」「攻撃をするとき」: the verb 「防御する」「攻撃する」 written with 「を」',
    example: [
      '[自動]：このキャラクターが防御をするたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
  {
    // 「あなたの《かかし》のキャラクターは、すべてパワー+1000。」: each of them, which is what a continuous change of a
    // group says (HF-12.9); 「すべて」 is read away so the row for 「…キャラクターは、パワー+1000。」 reads the sentence
    // (「…は全て、パワー-1000」 and 「…は全てパワーを+1000する」, without the comma after 「は」, have rows of their own)
    from: /(?<=キャラクター)は、(?:全て|すべて|みんな|全員)、?(?=パワー[+-][0-9]+)/g,
    to: 'は、',
    need: 'は',
    note: '「…キャラクターは、すべてパワー+1000。」: every one of the group, 「…キャラクターは、パワー+1000。」',
    example: [
      'このキャラクターが戦場に居る限り、あなたの《かかし》を持つキャラクターは、すべてパワー+1000。',
      'このキャラクターが戦場に居る限り、あなたの《かかし》を持つキャラクターのパワーを+1000する。',
    ],
  },
];
