// Issue 22 (the lead, 2026-12-01): wordings a blind newcomer audit met — a win written as a win, and 「探して」 for a
// search. Same row shape and rules as codegen/dsl/designerWords.ts: each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/lead17.test.ts. Read after every other row (they see the
// canonical readings: 「相手」 is already 「対戦相手」).
import type { DesignerWord } from './designerWords.js';

/** A count of cards: digits or a kanji numeral, then 枚, optionally 「まで」. */
const COUNT = '(?:[0-9]+|[一二三四五六七八九])枚(?:まで)?';

export const LEAD17_WORDS: readonly DesignerWord[] = [
  {
    // 000 l.33: the player who cannot take damage loses and 「対戦相手の勝利となる」: in a two-player game a player's
    // win is the other's loss, so 「あなたはゲームに勝利する」 reads as the loss the language has (grammar loseAction)
    from: /(?<![^、。:\s])(?:あなた|自分)は(?:この)?ゲームに勝利する/g,
    to: '対戦相手はゲームに敗北する',
    need: 'ゲームに勝利',
    note: '「あなたはゲームに勝利する」: the opponent loses (000 l.33)',
    example: ['あなたはゲームに勝利する。', '対戦相手はゲームに敗北する。'],
  },
  {
    // the same the other way round (before, the HF-E040 row's fixed nearest wording said the opposite)
    from: /(?<![^、。:\s])(?:対戦)?相手は(?:この)?ゲームに勝利する/g,
    to: 'あなたはゲームに敗北する',
    need: 'ゲームに勝利',
    note: '「対戦相手はゲームに勝利する」: you lose (000 l.33)',
    example: ['対戦相手はゲームに勝利する。', 'あなたはゲームに敗北する。'],
  },
  {
    // 「…メインデッキから…を1枚まで探して手札に加える。」 with no shuffle after it: 「探す／サーチする」 is how many TCGs
    // print choosing from a zone, which the language writes 「…を1枚まで選び、手札に加える」 (HF-10). With the shuffle
    // in the sentence it is already the grammar's search (searchVerb), left alone.
    from: new RegExp(`(から[^。]*?を${COUNT})(?:探し出|探|サーチ)し(?:て、?|、)(?![^。]*シャッフル)`, 'g'),
    to: '$1選び、',
    need: 'から',
    note: '「…から…を1枚探して手札に加える」: choose it (「選び、」)',
    example: [
      'あなたのメインデッキからコマンドを1枚まで探して手札に加える。',
      'あなたのメインデッキからコマンドを1枚まで選び、手札に加える。',
    ],
  },
];
