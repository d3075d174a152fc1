// Issue 22 (helper i22ta9): designer vocabulary rows found on the train halves of two blind sets of the tenth round
// (d37 空賊, d38 付喪神) and their style twins (d37x 魔法学園, d38x 深海) — designers who wrote with no house style.
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts); whole families are tested by
// test/dsl/i22ta9-train9a.test.ts. TRAIN9A_WORDS run after every other row.
import type { DesignerWord } from './designerWords.js';

export const TRAIN9A_WORDS: readonly DesignerWord[] = [
  {
    // 「【空装 条件：デッキに《沈没船》を持つカードが15枚以上入っている …】」: 「デッキ」 with no 「メイン」 is the deck of
    // HF-1.1, its main deck and guard deck together (an owner is read by designerWordsTrain7b.ts)
    from: /(?<=【空装\s*条件\s*:\s*)(?:(?:あなた|自分)の)?デッキ(?=(?:の中)?に)/g,
    to: 'あなたのメインデッキとガードデッキ',
    need: '空装',
    note: '「【空装 条件：デッキに…カードが15枚以上…】」: both decks (HF-1.1, HF-13.8)',
    example: [
      '【空装 条件：デッキに《騎士》を持つカードが15枚以上入っている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
      '【空装 条件：あなたのメインデッキとガードデッキに《騎士》を持つカードが15枚以上入っている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
    ],
  },
  {
    // 「【空装 条件：メインデッキに《沈没船》を持つカードを15枚以上入れている …】」: the deck holds them (HF-13.8) —
    // 「入れている」「含む」「含んでいる」 with 「を」 say what 「が…入っている」 says
    from: /(?<=【空装\s*条件\s*:[^効]*デッキ(?:の中)?に[^、。効]*カード)を、?([0-9]+枚以上)(?:入れている|入れてある|含む|含んでいる)/g,
    to: 'が$1入っている',
    need: '空装',
    note: '「（デッキ）に…カードを15枚以上入れている／含む」 in a 【空装】 condition: 「…カードが15枚以上入っている」',
    example: [
      '【空装 条件：あなたのメインデッキに《騎士》を持つカードを15枚以上入れている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
      '【空装 条件：あなたのメインデッキに《騎士》を持つカードが15枚以上入っている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
    ],
  },
];
