// Issue 22 (helper m10a): wordings of the mechanics m10a built — playing a card without paying its cost, … .
// Same row shape and rules as codegen/dsl/designerWords.ts (each example is tested by
// test/dsl/designerWords.test.ts); whole families are tested by test/dsl/m10a-mechanics.test.ts.
import type { DesignerWord } from './designerWords.js';

/** 「好きな枚数」 and the words designers use for it: any number, 0 or more (issue 22). */
const ANY = '(?:好きな枚数|好きな数|好きな体数|任意の枚数|任意の数|任意の体数|好きなだけ|何枚でも|何体でも)';
/** Where cards chosen in the hand go (「捨てる」 is read by the grammar itself). */
const FROM_HAND_TO = '(?=メインデッキ|トラッシュ|ガードデッキ|ゲームから|除外|エネルギー)';

export const M10A_WORDS: readonly DesignerWord[] = [
  {
    // 「エネルギーコストを払わずにプレイする」「コストを支払うことなくプレイしてもよい」「無料でプレイする」: a play without
    // its cost (RULING «Playing a card without paying its cost»). Only before 「プレイ」: 「…コストを支払わずに登場させる」
    // is a card put onto the battlefield, no play (designerStyleWords.ts, i22x)
    from: /(?:(?:エネルギー)?コストを(?:支払わずに|支払わず|払わずに|払わず|支払うことなく|払うことなく)|無料で|ただで)、?(?=プレイ)/g,
    to: 'コストを支払わずに',
    need: 'プレイ',
    note: '「エネルギーコストを払わずにプレイする」「無料でプレイする」: a play without its cost (issue 22, m10a)',
    example: [
      'あなたの手札にあるコスト2以下のキャラクターカード1枚を、エネルギーコストを払わずにプレイしてもよい。',
      'あなたの手札にあるコスト2以下のキャラクターカード1枚を、コストを支払わずにプレイしてもよい。',
    ],
  },
  {
    // 「…コストを支払わずにプレイできる／することができる」: in an effect, the player may (as 「…てもよい」)
    from: /コストを支払わずにプレイ(?:することができる|することが出来る|できる|出来る|することが可能|可能)(?=。|$)/g,
    to: 'コストを支払わずにプレイしてもよい',
    need: 'プレイ',
    note: '「…をコストを支払わずにプレイできる」: the player may play it (issue 22, m10a)',
    example: [
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイできる。',
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。',
    ],
  },
  {
    // 「手札を好きな枚数メインデッキの下に置き」「自分の手札から任意の枚数のカードを選び、…」: any number of cards of the
    // hand, 0 or more, chosen one at a time (the pick's 「好きな枚数」, issue 22)
    from: new RegExp(
      `(あなたの|自分の)?手札(?:を|から(?!カードを))${ANY}(?:の?カードを)?(?:選び|選んで)?、?${FROM_HAND_TO}`,
      'g',
    ),
    to: '$1手札からカードを好きな枚数選び、',
    need: '手札',
    note: '「手札を好きな枚数メインデッキの下に置き」「手札から任意の枚数のカードを選び」: any number of hand cards (issue 22, m10a)',
    example: [
      'あなたの手札を好きな枚数選び、メインデッキの一番下に置く。',
      'あなたの手札からカードを好きな枚数選び、メインデッキの一番下に置く。',
    ],
  },
  {
    // 「…置き、その後、同じ枚数のカードを引く」「…置く。その後、置いた枚数と同じ数だけカードを引く」: as many as the cards
    // the choice before chose (「この方法で置いたカード1枚につき」, issue 22); only right after a 「好きな枚数」 choice
    from: /(好きな枚数選び、[^。]*?)置(?:き|く。)、?(?:その後、?)?(?:(?:置いた|戻した)?(?:カード|枚数|数|の)と|それと)?同じ(?:枚数|数)(?:の|だけ|分)?、?カードを引く/g,
    to: '$1置く。その後、この方法で置いたカード1枚につき、カードを1枚引く',
    need: '同じ',
    note: '「…を好きな枚数選び、…に置き、その後、同じ枚数のカードを引く」: as many as were put (issue 22, m10a)',
    example: [
      'あなたの手札からカードを好きな枚数選び、メインデッキの一番下に置き、その後、同じ枚数のカードを引く。',
      'あなたの手札からカードを好きな枚数選び、メインデッキの一番下に置く。その後、この方法で置いたカード1枚につき、カードを1枚引く。',
    ],
  },
  {
    // 「あなたのキャラクターを好きな数選び、スリープにする」: the chosen characters (「それらを」 unwritten, issue 22)
    from: new RegExp(
      `(?<=キャラクターを|キャラを)${ANY}(選び|選んで)、(?!それら)(?=スリープに|アクティブに|破壊|手札に戻|持ち主の手札に戻|トラッシュに置|メインデッキの)`,
      'g',
    ),
    to: '好きな数$1、それらを',
    need: '選',
    note: '「…を好きな数選び、スリープにする」: those chosen (issue 22, m10a)',
    example: [
      'あなたのキャラクターを好きな数選び、スリープにする。',
      'あなたのキャラクターを好きな数選び、それらをスリープにする。',
    ],
  },
  {
    // 「…のパワーを、それのパワーと同じ値にする」「…と同じ数値とする」「…のパワーに等しくする」: the power copied (RULING
    // «Power set or copied»)
    from: /のパワー(?:と同じ(?:値|数値)?(?:に|と)|に等しく)(する|して|し)(?=[。、]|$)/g,
    to: 'のパワーと同じに$1',
    need: 'パワー',
    note: '「…のパワーと同じ値にする」「…のパワーに等しくする」: the power copied (issue 22, m10a)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、ターン終了時まで、このキャラクターのパワーを、それのパワーと同じ値にする。',
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、ターン終了時まで、このキャラクターのパワーを、それのパワーと同じにする。',
    ],
  },
  {
    // 「ターン終了時まで、このキャラクターのパワーは、それのパワーと同じになる」: the same, said of the character
    from: /((?:それ|このキャラクター|そのキャラクター|前者|後者|対象のキャラクター))のパワーは、?((?:それ|このキャラクター|そのキャラクター|前者|後者|対象のキャラクター)のパワー)と同じ(?:値|数値)?(?:に|と)なる(?=。|$)/g,
    to: '$1のパワーを、$2と同じにする',
    need: 'パワー',
    note: '「…のパワーは、それのパワーと同じになる」: the power copied, said of the character (issue 22, m10a)',
    example: [
      'キャラクター一体を対象とし、ターン終了時まで、このキャラクターのパワーは、それのパワーと同じになる。',
      'キャラクター一体を対象とし、ターン終了時まで、このキャラクターのパワーを、それのパワーと同じにする。',
    ],
  },
  {
    // 「それのパワーを3000とする」「元々のパワーを0とし、…」: the power set to a number
    from: /((?:それ|このキャラクター|そのキャラクター|前者|後者|対象のキャラクター))の(元々の)?パワーを、?([0-9]+)と(する|して|し(?=[、。]))/g,
    to: '$1の$2パワーを$3に$4',
    need: 'パワー',
    note: '「それのパワーを3000とする」: the power set (issue 22, m10a)',
    example: [
      'キャラクター一体を対象とし、ターン終了時まで、それの元々のパワーを0とする。',
      'キャラクター一体を対象とし、ターン終了時まで、それの元々のパワーを0にする。',
    ],
  },
  {
    // 「ターン終了時まで、それのパワーは1000になる」: the same, said of the character
    from: /((?:それ|このキャラクター|そのキャラクター|前者|後者|対象のキャラクター))の(元々の)?パワーは、?([0-9]+)になる(?=。|$)/g,
    to: '$1の$2パワーを$3にする',
    need: 'パワー',
    note: '「…のパワーは1000になる」: the power set (issue 22, m10a)',
    example: [
      'キャラクター一体を対象とし、ターン終了時まで、それのパワーは1000になる。',
      'キャラクター一体を対象とし、ターン終了時まで、それのパワーを1000にする。',
    ],
  },
];
