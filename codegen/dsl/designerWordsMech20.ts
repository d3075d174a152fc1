// Issue 22 (helper mech20): designer wordings of four mechanics of issue 22's list that the language has under another
// wording (a whole hand revealed, numeric conditions, 「次のアクティブフェイズにアクティブにならない」, protection from the
// opponent's effects). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would
// agree with; each example is tested by test/dsl/designerWords.test.ts, each family by test/dsl/mech20.test.ts).
// MECH20_WORDS_FIRST run before every other row. Revealing counted cards of the hand is grammar (revealHandAction).
import type { DesignerWord } from './designerWords.js';

const OPP = '(?:対戦相手|相手)';

export const MECH20_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「対戦相手は手札を公開する」「相手は自分の手札を全て公開する」: the whole hand shown to every player — in a two-player
    // game, what 「あなたは対戦相手の手札を見る」 does (RULING «Revealing from the hand», docs/engine.md). A count
    // (「手札を1枚公開する」) is the grammar's revealHandAction, not this row
    from: new RegExp(`(?<=^|、|。|:)${OPP}は、?(?:自分の)?手札を(?:全て|すべて|全部)?公開する(?=。)`, 'g'),
    to: 'あなたは対戦相手の手札を見る',
    need: '公開',
    note: '「対戦相手は手札を公開する。」: 「あなたは対戦相手の手札を見る。」 (a whole hand shown; two players)',
    example: ['対戦相手は手札を全て公開する。', 'あなたは対戦相手の手札を見る。'],
  },
  {
    // 「対戦相手の手札を公開させる。」 ending the sentence (「…を公開させて、その中から…」 is handLookAction's)
    from: new RegExp(
      `(?<=^|、|。|:)(?:あなたは、?)?${OPP}の手札を(?:全て|すべて|全部)?公開させる(?=。)`,
      'g',
    ),
    to: 'あなたは対戦相手の手札を見る',
    need: '公開させる',
    note: '「対戦相手の手札を公開させる。」: 「あなたは対戦相手の手札を見る。」',
    example: ['対戦相手の手札を公開させる。', 'あなたは対戦相手の手札を見る。'],
  },
  {
    // 「あなたは手札を全て公開する。」: your whole hand shown — the opponent sees it
    from: /(?<=^|、|。|:)(?:あなた|自分)は、?(?:自分の|あなたの)?手札を(?:全て|すべて|全部)?公開する(?=。)/g,
    to: '対戦相手はあなたの手札を見る',
    need: '公開',
    note: '「あなたは手札を全て公開する。」: 「対戦相手はあなたの手札を見る。」 (a whole hand shown; two players)',
    example: ['あなたは手札を全て公開する。', '対戦相手はあなたの手札を見る。'],
  },
  {
    // 「あなたのガードデッキの残りが2枚以下なら」: what is left of a deck is its size
    from: /(ガードデッキ|メインデッキ)の残り(?:枚数)?が/g,
    to: '$1が',
    need: '残り',
    note: '「ガードデッキの残りが2枚以下なら」: 「ガードデッキが2枚以下なら」',
    example: [
      'あなたのガードデッキの残りが2枚以下なら、あなたはメインデッキからカードを1枚引く。',
      'あなたのガードデッキが2枚以下なら、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「あなたのダメージフィールドのカードが3枚以上あるなら」: 「…にカードが3枚以上あるなら」
    from: /(ダメージフィールド|トラッシュ|手札|ガードデッキ|メインデッキ)のカードが([0-9]+)枚(以上|以下)(ある|あれば)(?=場合|なら|、)/g,
    to: '$1にカードが$2枚$3$4',
    need: 'のカードが',
    note: '「ダメージフィールドのカードが3枚以上あるなら」: 「ダメージフィールドにカードが3枚以上あるなら」',
    example: [
      'あなたのダメージフィールドのカードが3枚以上あるなら、あなたはメインデッキからカードを1枚引く。',
      'あなたのダメージフィールドにカードが3枚以上あるなら、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「あなたのダメージフィールドに3枚以上カードがある場合」: the count before the noun, 「…にカードが3枚以上ある場合」
    from: /(ダメージフィールド|トラッシュ|手札|ガードデッキ|メインデッキ)に([0-9]+)枚(以上|以下)の?カードが(ある|あれば)(?=場合|なら|、)/g,
    to: '$1にカードが$2枚$3$4',
    need: 'カードがあ',
    note: '「ダメージフィールドに3枚以上カードがある場合」: 「ダメージフィールドにカードが3枚以上ある場合」',
    example: [
      'あなたのダメージフィールドに3枚以上カードがある場合、あなたはメインデッキからカードを1枚引く。',
      'あなたのダメージフィールドにカードが3枚以上ある場合、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「次のアクティブフェイズにアクティブにできない／されない」: the same as 「…アクティブにならない」 (HF-6.1; the
    // mechanic row noUntap keeps other ways of staying asleep HF-E040)
    from: /(アクティブフェイズ(?:に|で|では|には)、?)アクティブに(?:できない|されない|しない)/g,
    to: '$1アクティブにならない',
    need: 'アクティブフェイズ',
    note: '「次のアクティブフェイズにアクティブにできない」: 「…アクティブにならない」',
    example: [
      '対戦相手のキャラクター一体を対象とし、それは次のアクティブフェイズにアクティブにできない。',
      '対戦相手のキャラクター一体を対象とし、それは次のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「それをスリープにし、次のアクティブフェイズにアクティブにならない」: the second clause's subject is the same card
    from: /(それを、?スリープにし)、(?=次の[^。、]*?アクティブフェイズ(?:に|で)、?アクティブにならない)/g,
    to: '$1、それは',
    need: 'スリープにし',
    note: '「それをスリープにし、次のアクティブフェイズにアクティブにならない」: 「…スリープにし、それは次の…」',
    example: [
      '対戦相手のキャラクター一体を対象とし、それをスリープにし、次のアクティブフェイズにアクティブにならない。',
      '対戦相手のキャラクター一体を対象とし、それをスリープにし、それは次のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「対戦相手のカードの効果で対象にならない」「相手の効果で選ばれない」: protection from the opponent's effects (HF-5.12)
    from: new RegExp(
      `${OPP}(のカード)?の効果で(?:対象に(?:ならない|されない|選ばれない|取られない)|選ばれない)`,
      'g',
    ),
    to: '対戦相手$1の効果の対象にならない',
    need: '効果で',
    note: '「対戦相手のカードの効果で対象にならない」「相手の効果で選ばれない」: 「対戦相手（のカード）の効果の対象にならない」',
    example: [
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それは相手の効果で選ばれない。',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それは対戦相手の効果の対象にならない。',
    ],
  },
];
