// Issue 22 (helper m11): wordings of the mechanics the blind designers named that m11 built — a card into the
// guard deck, … . Same row shape and rules as codegen/dsl/designerWords.ts (each example is tested by
// test/dsl/designerWords.test.ts); whole families are tested by test/dsl/m11-mechanics.test.ts.
import type { DesignerWord } from './designerWords.js';

/** Another verb for 「加える」 after 「ガードデッキに」, each form as its 「加える」 form (RULING «A card into the guard deck»). */
const GUARD_VERBS: readonly (readonly [written: string, canonical: string])[] = [
  ['(?:置いてもよい|入れてもよい|戻してもよい)', '加えてもよい'],
  ['(?:置いて|入れて|戻して)', '加えて'],
  ['(?:置く|入れる|戻す)', '加える'],
  ['(?:置き|入れ|戻し)(?=[、。]|$)', '加え'],
];

const guardVerbRow = ([written, canonical]: readonly [string, string], i: number): DesignerWord => ({
  // 「…をガードデッキに置く／入れる／戻す」: the card is added to the guard deck (its owner's, face down)
  from: new RegExp(`(ガードデッキに、?)${written}`, 'g'),
  to: `$1${canonical}`,
  need: 'ガードデッキに',
  note: `「…をガードデッキに置く／入れる／戻す」 (${canonical}): a card added to the guard deck (issue 22, m11)`,
  example: [
    [
      'あなたの手札のカードを1枚選び、ガードデッキに置いてもよい。',
      'あなたの手札のカードを1枚選び、ガードデッキに入れる。その後、カードを1枚引く。',
      'あなたの手札のカードを1枚選び、ガードデッキに戻す。',
      'あなたの手札のカードを1枚選び、ガードデッキに置き、カードを1枚引く。',
    ][i],
    [
      'あなたの手札のカードを1枚選び、ガードデッキに加えてもよい。',
      'あなたの手札のカードを1枚選び、ガードデッキに加える。その後、カードを1枚引く。',
      'あなたの手札のカードを1枚選び、ガードデッキに加える。',
      'あなたの手札のカードを1枚選び、ガードデッキに加え、カードを1枚引く。',
    ][i],
  ],
});

/** What designers write after 「この効果は、…限り」 for "lasts" (HF-12.9). */
const LASTS = '(?:続く|継続する|持続する|有効である|有効|適用される)';

export const M11_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…それのパワーを-1000する。この効果は、このキャラクターが戦場にいる限り続く。」: the duration of the sentence
    // before it, written after it — read as the 「…限り、」 duration in front of that sentence's process, after its
    // trigger and targets, so it covers every action of the sentence (HF-12.9; RULING «An effect lasting while a
    // condition holds», docs/engine.md). Only after an effect of one sentence (「この効果」 of several is HF-E040).
    // First, so the rows reading 「…がいる限り、」 see it in front.
    from: new RegExp(
      `((?:^|[:：])\\s*(?:[^。]*(?:対象とし|時|たび|際)、)?)([^。]+?)。この効果は、?([^。]+?)(?:限り|間)、?${LASTS}(?=。|$)`,
      'g',
    ),
    to: '$1$3限り、$2',
    need: 'この効果は',
    note: '「…する。この効果は、…限り続く。」: the sentence’s duration, written after it (issue 22, m11, HF-12.9)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、それのパワーを-1000する。この効果は、このキャラクターが戦場にいる限り続く。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、このキャラクターが戦場にいる限り、それのパワーを-1000する。',
    ],
  },
];

/** 「それぞれ相手のパワーに等しいダメージを与え合う」 as the grammar reads it (RULING «Fight»). */
const FIGHT = '互いにもう一方のパワーに等しいダメージを与え合';

export const M11_FIGHT_WORDS: readonly DesignerWord[] = [
  {
    // 「それぞれ相手のパワーに等しいダメージを与え合う」「互いに相手のパワーと同じ値のダメージを与え合う」: a fight, the
    // other character's power written 「相手」 (read before 「相手」 becomes 「対戦相手」; RULING «Fight», docs/engine.md)
    from: /(?:それぞれ|互いに|お互いに)、?(?:相手|もう一方|他方|もう片方)の(?:キャラクターの)?パワー(?:に等しい|と同じ(?:値|数値)?の|と等しい|分の)ダメージを、?(?:互いに|お互いに)?与え合(う|い|って)/g,
    to: `${FIGHT}$1`,
    need: '与え合',
    note: '「それぞれ相手のパワーに等しいダメージを与え合う」: a fight (issue 22, m11)',
    example: [
      'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、前者と後者は、互いに相手のパワーと同じ値のダメージを与え合う。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
  },
  {
    // 「それらは同時に、自身のパワーに等しいダメージを互いに与え合う」: each deals its own power to the other — the same
    // fight (read before 「自身」 becomes 「このキャラクター」)
    from: /(?:それぞれ|互いに|お互いに)?、?(?:自身|自分自身|自ら|各々|それぞれ)の(?:キャラクターの)?パワー(?:に等しい|と同じ(?:値|数値)?の|と等しい|分の)ダメージを、?(?:互いに|お互いに|相手に)与え合(う|い|って)/g,
    to: `${FIGHT}$1`,
    need: '与え合',
    note: '「自身のパワーに等しいダメージを互いに与え合う」: a fight, said from the dealer (issue 22, m11)',
    example: [
      'あなたのキャラクター一体と対戦相手のキャラクター一体を対象とする。それらは同時に、自身のパワーに等しいダメージを互いに与え合う。',
      'あなたのキャラクター一体を対象とし、対戦相手のキャラクター一体を対象とし、前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
  },
];

export const M11_WORDS: readonly DesignerWord[] = [
  {
    // 「このカードをあなたのガードデッキに加える」: a card goes only to its owner's guard deck (HF-3.4; the owner is
    // 「あなた」 unless its control changed), so 「あなたの／自分の」 names no other deck
    from: /((?:この|その)(?:カード|キャラクター)|それ)を、?(裏向きで、?)?(?:あなた|自分)の(?=ガードデッキに)/g,
    to: '$1を$2',
    need: 'ガードデッキに',
    note: '「このカードをあなたのガードデッキに加える」: its owner’s guard deck (issue 22, m11, HF-3.4)',
    example: [
      '[自動]：このキャラクターが破壊された時、このカードをあなたのガードデッキに加える。',
      '[自動]：このキャラクターが破壊された時、このカードをガードデッキに加える。',
    ],
  },
  {
    // 「ガードデッキの一番上に置く」「ガードデッキの下に入れる」: the guard deck has no order that matters — its owner
    // chooses any of its cards when damaged or reloading (000 ■ダメージ「任意のカード」, HF-9.1, HF-10.1) — so the
    // place in it says nothing more (RULING «A card into the guard deck», docs/engine.md)
    from: /(?:持ち主の)?ガードデッキの(?:一番)?(?:上|下|底)に/g,
    to: 'ガードデッキに',
    need: 'ガードデッキの',
    note: '「ガードデッキの一番上／一番下に…」: the guard deck has no order, so the place in it is dropped (issue 22, m11)',
    example: [
      'あなたの手札のカードを1枚選び、ガードデッキの一番上に置く。',
      'あなたの手札のカードを1枚選び、ガードデッキに加える。',
    ],
  },
  {
    // 「ガードデッキに裏向きで置く」: 「裏向きで」 is written before the zone (the guard deck is face down anyway)
    from: /ガードデッキに、?裏向きで、?/g,
    to: '裏向きでガードデッキに',
    need: 'ガードデッキに',
    note: '「ガードデッキに裏向きで置く」: 「裏向きで」 before the zone (issue 22, m11)',
    example: [
      '手札のカードを1枚選び、ガードデッキの一番上に裏向きで置く。',
      '手札のカードを1枚選び、裏向きでガードデッキに加える。',
    ],
  },
  ...GUARD_VERBS.map(guardVerbRow),
  {
    // with no subject (or 「それらは（同時に）」) after two targets: 「A1体とB1体を対象とし、…与え合う」 is 前者と後者 (the
    // two phrases are split by then); after one target of two characters (「キャラクター2体を対象とし」) it is それら
    from: new RegExp(
      `([0-9一]体)と、?([^、。]*?[0-9一]体を)、?対象とし、(?:それらは、?)?(?:同時に、?)?(?=${FIGHT})`,
      'g',
    ),
    to: '$1を対象とし、$2対象とし、前者と後者は、',
    need: '与え合',
    note: '「A1体とB1体を対象とし、それぞれ…与え合う」: the two targets fight (issue 22, m11)',
    example: [
      'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それぞれ相手のパワーに等しいダメージを与え合う。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
  },
  {
    // the same, the two target phrases already split (「A1体を対象とし、B1体を対象とし、それらは同時に、…」)
    from: new RegExp(
      `([0-9一]体を対象とし、[^、。]*?[0-9一]体を対象とし、)(?:それらは、?)?(?:同時に、?)?(?=${FIGHT})`,
      'g',
    ),
    to: '$1前者と後者は、',
    need: '与え合',
    note: '「A1体を対象とし、B1体を対象とし、それらは…与え合う」: the two targets fight (issue 22, m11)',
    example: [
      'あなたのキャラクター一体と対戦相手のキャラクター一体を対象とする。それらは同時に、自身のパワーに等しいダメージを互いに与え合う。',
      'あなたのキャラクター一体を対象とし、対戦相手のキャラクター一体を対象とし、前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
  },
  {
    from: new RegExp(
      `((?:キャラクター|[》】])2体を対象とし、)(?:それらは、?)?(?:同時に、?)?(?=${FIGHT})`,
      'g',
    ),
    to: '$1それらは、',
    need: '与え合',
    note: '「キャラクター2体を対象とし、それぞれ…与え合う」: the two targets fight (issue 22, m11)',
    example: [
      'キャラクター2体を対象とし、それぞれ相手のパワーに等しいダメージを与え合う。',
      'キャラクター2体を対象とし、それらは、互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
  },
  {
    // 「それらのパワーを交換する」「パワーを入れかえる」「取り替える」: the swap (RULING «Power swap», docs/engine.md)
    from: /パワーを、?(?:交換|入れかえ|入れ換え|入替え|取り替え|取り換え|取替え)(?:する|る)?(?=[。、]|$)/g,
    to: 'パワーを入れ替える',
    need: 'パワーを',
    note: '「それらのパワーを交換する」「入れかえる」: the power swap (issue 22, m11)',
    example: [
      'キャラクター2体を対象とし、ターン終了時まで、それらのパワーを交換する。',
      'キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える。',
    ],
  },
  {
    // 「それら2体の」「その2体の」「2体の」: the two targeted characters, 「それら」
    from: /(?<=[、。:])(?:それら2体|その2体|2体|それら二体|その二体)の(?:キャラクターの)?(?=パワーを入れ替え)/g,
    to: 'それらの',
    need: 'パワーを入れ替え',
    note: '「それら2体のパワーを入れ替える」: the two targets (issue 22, m11)',
    example: [
      'キャラクター2体を対象とし、ターン終了時まで、その2体のパワーを入れ替える。',
      'キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える。',
    ],
  },
  {
    // 「A1体とB1体を対象とし、ターン終了時まで、それらのパワーを入れ替える」: two target phrases — 前者と後者
    from: /([0-9一]体)と、?([^、。]*?[0-9一]体を)、?対象とし、([^。]*?)それらのパワーを入れ替え/g,
    to: '$1を対象とし、$2対象とし、$3前者と後者のパワーを入れ替え',
    need: 'パワーを入れ替え',
    note: '「A1体とB1体を対象とし、…それらのパワーを入れ替える」: the two targets swap (issue 22, m11)',
    example: [
      'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、ターン終了時まで、それらのパワーを入れ替える。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、ターン終了時まで、前者と後者のパワーを入れ替える。',
    ],
  },
  {
    from: /([0-9一]体を対象とし、[^、。]*?[0-9一]体を対象とし、[^。]*?)それらのパワーを入れ替え/g,
    to: '$1前者と後者のパワーを入れ替え',
    need: 'パワーを入れ替え',
    note: '「A1体を対象とし、B1体を対象とし、…それらのパワーを入れ替える」: the two targets swap (issue 22, m11)',
    example: [
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、ターン終了時まで、それらのパワーを入れ替える。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、ターン終了時まで、前者と後者のパワーを入れ替える。',
    ],
  },
];
