// Issue 22 (helper i22ta): designer vocabulary rows found on the train halves of two blind sets of the sixth
// round — a Weiß Schwarz / Vanguard designer (「【自】【起】【永】」 labels, costs before a colon, reminder text after
// keywords: those general conventions are read where the other labels and reminders are, designerWordsI22w.ts,
// designerStyleWords.ts and designerWordsTrain4a.ts) and an MTG / Hearthstone Japanese translator (「あなたが
// コントロールする」「～するたび、」「そうしたなら、」「～に等しい」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts), kept in this file so it merges without touching the other tables.
// TRAIN5A_WORDS_FIRST run before every other row (after the polite forms and the ability labels), TRAIN5A_WORDS
// after them all.
import type { DesignerWord } from './designerWords.js';

/** A player, as the MTG translation names them (相手 is read as 対戦相手 by later rows). */
const WHO = '(あなた|自分|対戦相手|相手)';

/** What a player controls: characters, set cards, world sets (no comma or full stop inside). */
const CONTROLLED = '([^、。]{0,40}?(?:キャラクター|セットカード|ワールド・セット|カード))';

export const TRAIN5A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // MTG 「あなたが…をコントロールしているなら」: there is such a card of yours on the battlefield (000 ■戦場とカードの
    // プレイヤー: a card on the battlefield is its player's); 「2体以上コントロールしている」 counts them
    from: new RegExp(
      `${WHO}が${CONTROLLED}を((?:[0-9]+|[一二三四五六七八九])(?:体|枚)以上)?コントロールして(?:いる|おり)(?=なら|ならば|場合|限り|時|とき)`,
      'g',
    ),
    to: '$1の$2が$3いる',
    need: 'コントロール',
    note: '「あなたが《機関》を持つキャラクターをコントロールしているなら」 (MTG): a character of yours is on the battlefield',
    example: [
      'あなたが《機関》を持つキャラクターをコントロールしているなら、あなたはカードを1枚引く。',
      'あなたの《機関》を持つキャラクターがいるなら、あなたはカードを1枚引く。',
    ],
  },
  {
    // MTG 「あなたがコントロールするキャラクター」: your character (the battlefield's cards are their player's, 000)
    from: new RegExp(
      `${WHO}(?:が|の)コントロール(?:する|している|下の|下にある)(?=[^、。]{0,40}?(?:キャラクター|セットカード|ワールド・セット|カード))`,
      'g',
    ),
    to: '$1の',
    need: 'コントロール',
    note: '「あなたがコントロールするキャラクター」 (MTG): your character',
    example: [
      'あなたがコントロールするキャラクター1体を対象とする。それをアクティブにする。',
      'あなたのキャラクター1体を対象とし、それをアクティブにする。',
    ],
  },
];

export const TRAIN5A_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたのメインデッキの一番上のカードを見る。あなたはそのカードをトラッシュに置いてもよい。」: the player who looked
    // decides, as the grammar reads it anyway (only when that player is you: the look names no other player or deck)
    from: /((?:^|[、:。])(?:(?:あなた|自分)は、?)?(?:(?:あなた|自分)の)?メインデッキの一番上のカードを見る。)(?:あなた|自分)は、?(?=(?:そのカード|それ)を)/g,
    to: '$1',
    need: '一番上のカードを見る。',
    note: '「…一番上のカードを見る。あなたはそのカードを…してもよい。」: 「あなたは」 names the player who looked',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを見る。あなたはそのカードをトラッシュに置いてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。',
    ],
  },
];
