// Issue 22 (helper i22w, second round): designer vocabulary rows for wordings reported by other helpers. Same row
// shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts), kept in this file so it merges without touching the
// other tables. I22W_WORDS_FIRST run before every other row, I22W_WORDS after them.
import type { DesignerWord } from './designerWords.js';

export const I22W_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「【自動】：」「【自動】」: the seeds print 【起動】 for activated abilities (002), so designers bracket 自動 the same
    // way; it is the automatic-ability label [自動] (HF-12.1). Weiß Schwarz / Vanguard print it short, 「【自】」, and
    // some designers spell it out, 「【自動能力】」 (i22ta, fifth round)
    from: /^【自(?:動(?:能力)?)?】\s*:?\s*/g,
    to: '[自動]:',
    note: '「【自動】：…」「【自】…」: the automatic-ability label written with the seeds’ 【】 brackets (or short, as Weiß Schwarz / Vanguard print it) is [自動] (HF-12.1)',
    example: [
      '【自】このキャラクターが戦場に登場した時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },

  {
    // 「【起動】[1][スリープ]：」「【起動】：[1]：」: the seeds' label of an activated ability (002 起動能力) before its
    // costs; the costs in brackets make the activated ability (HF-12.4)
    // 「【起】[1][スリープ]：」 is Weiß Schwarz / Vanguard's short form of the same label (i22ta, fifth round)
    from: /^【起(?:動(?:能力)?)?】\s*:?\s*(?=\[)/g,
    to: '',
    note: '「【起動】[1][スリープ]：…」「【起】[1]：…」: the seeds’ activated-ability label (or its Weiß Schwarz / Vanguard short form) before the costs; the costs make the activated ability (HF-12.4)',
    example: ['【起】[1][スリープ]：カードを1枚引く。', '[1][スリープ]:カードを1枚引く。'],
  },
];

export const I22W_WORDS: readonly DesignerWord[] = [
  {
    // 「このカードがトラッシュに置かれる場合、代わりにゲームから除外する」: with no object, what is done instead is
    // done to the card the event happens to (HF-5.11)
    from: /(この(?:カード|キャラクター))が([^、。]{1,20}?)(場合|なら|ならば)、?代わりに、?(?=(?:ゲームから)?除外する|除外領域に置く|(?:持ち主の)?手札に戻す|(?:持ち主の)?メインデッキの(?:一番)?(?:上|下)に置く)/g,
    to: '$1が$2$3、代わりに$1を',
    need: '代わりに',
    note: '「このカードがトラッシュに置かれる場合、代わりにゲームから除外する」: no object after 代わりに is the card of the event (HF-5.11)',
    example: [
      '[自動]：このカードがトラッシュに置かれる場合、代わりにゲームから除外する。',
      '[自動]:このカードがトラッシュに置かれる場合、代わりにこのカードをゲームから除外する。',
    ],
  },
  {
    // 「…手札に加える。その後、残りを…」: the rest is what the look left; 「その後」 before it says nothing more (the
    // sentences are done in order anyway)
    from: /(?<=。)(?:その後|それから|そして)、?(?=残り(?:の(?:カード)?)?(?:を|は))/g,
    to: '',
    need: '残り',
    note: '「…手札に加える。その後、残りを…置く」: 「その後」 before the rest of a look says nothing more',
    example: [
      'あなたはメインデッキの上から3枚を見る。その中からカードを1枚選び、手札に加える。その後、残りを好きな順番でメインデッキの下に置く。',
      'あなたはメインデッキの上から3枚を見る。その中からカードを1枚選び、手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // 「残りをメインデッキの下に好きな順番で置く」: the order written after the place
    from: /(?<=残り(?:の(?:カード)?)?(?:を|は)、?)(メインデッキの(?:一番)?(?:上|下)に)、?(好きな順番|好きな順|任意の順番|任意の順)で(?=置く|戻す)/g,
    to: '$2で$1',
    need: '順',
    note: '「残りをメインデッキの下に好きな順番で置く」: the order written after the place',
    example: [
      'あなたはメインデッキの上から3枚を見る。その中からカードを1枚選び、手札に加える。残りをメインデッキの下に好きな順番で置く。',
      'あなたはメインデッキの上から3枚を見る。その中からカードを1枚選び、手札に加える。残りを好きな順番でメインデッキの下に置く。',
    ],
  },
  {
    // 「あなたの《竜》を持つキャラクターの数だけカードを引く」「…の数と同じ枚数のカードを引く」: one card per character
    from: /((?:あなた|自分|対戦相手|相手)の[^、。]{0,30}?キャラクター)の数(?:だけ|と同じ枚数の?|に等しい枚数の?)、?カードを(?=引く|引き、)/g,
    to: '$11体につき、カードを1枚',
    need: 'の数',
    note: '「あなたの《竜》を持つキャラクターの数だけカードを引く」: a draw of one card per character counted',
    example: [
      '[自動]：このキャラクターが登場した時、あなたの《竜》を持つキャラクターの数だけカードを引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの《竜》を持つキャラクター1体につき、カードを1枚引く。',
    ],
  },
];
