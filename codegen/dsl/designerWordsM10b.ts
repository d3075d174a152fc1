// Issue 22 (helper m10b): mechanics designers write in a form the language did not read (set B). Same row shape
// and rules as codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts); whole
// families are tested by test/dsl/m10b-mechanics.test.ts. M10B_WORDS_FIRST run before every other row,
// M10B_WORDS after them.
import type { DesignerWord } from './designerWords.js';

/** What a replacement does instead to the card of its event (HF-5.11), with no object written. */
const INSTEAD_VERB =
  '(?:ゲームから)?除外する|除外領域に置く|(?:持ち主の)?手札に(?:戻す|加える)|(?:持ち主の)?メインデッキの(?:一番)?(?:上|下)に置く|スリープにする';

export const M10B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…場合、かわりに…」「…なら、替わりに…」: the kana and the other kanji of 代わりに (HF-5.11)
    from: /(?<=(?:場合|なら|ならば)(?:は)?、?)(?:かわりに|替わりに)/g,
    to: '代わりに',
    need: 'わりに',
    note: '「…場合、かわりに…」「替わりに」: 代わりに in kana or with the other kanji, after the condition of a replacement (HF-5.11)',
    example: [
      '[自動]：このキャラクターが破壊される場合、かわりに、このキャラクターを持ち主の手札に戻す。',
      '[自動]:このキャラクターが破壊される場合、代わりに、このキャラクターを持ち主の手札に戻す。',
    ],
  },
];

export const M10B_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたのキャラクターが破壊される場合、代わりに手札に戻す」: with no object, what is done instead is done to
    // the card the event happens to — the subject of the condition, 「それ」 of the replacement (HF-5.11; the
    // subject 「このキャラクター」 is codegen/dsl/designerWordsI22w.ts's row)
    from: new RegExp(
      `((?:あなた|自分|対戦相手|相手)の[^、。]{0,24}?(?:キャラクター|カード))が([^、。]{1,24}?)(場合|なら|ならば)(?:は)?、?代わりに、?(?=${INSTEAD_VERB})`,
      'g',
    ),
    to: '$1が$2$3、代わりに、それを',
    need: '代わりに',
    note: '「あなたのキャラクターが破壊される場合、代わりに手札に戻す」: no object after 代わりに is the card of the event, 「それ」 (HF-5.11)',
    example: [
      '[自動]：あなたのキャラクターが破壊される場合、代わりに手札に戻す。',
      '[自動]:あなたのキャラクターが破壊される場合、代わりに、それを手札に戻す。',
    ],
  },
];
