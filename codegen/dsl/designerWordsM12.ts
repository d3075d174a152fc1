// Issue 22 (helper m12): wordings of the mechanics the committed corpora still lacked that m12 built — the move
// to the trash of a destroyed card replaced by its destruction's own trigger, … . Same row shape and rules as
// codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts); whole families are
// tested by test/dsl/m12-mechanics.test.ts.
import type { DesignerWord } from './designerWords.js';

/**
 * Only after a trigger on a destruction (「…が破壊された時／場合、」「…を破壊した時、」): the destroyed card waits
 * until the effects its destruction started are processed (000 ■ダメージ (2)「…全ての効果の処理を終えた後、トラッシュに
 * 置かれる」, HF-9.6), so the trigger's move is where it goes instead of the trash.
 */
const AFTER_DESTROYED = '(?<=破壊(?:された|した)(?:時|とき|場合)、.*)';

/** The destroyed card as designers name it in its destruction's trigger. */
const DESTROYED_CARD = '((?:この|その)(?:カード|キャラクター)|それ)';

/** 「トラッシュに置く代わりに」「トラッシュには置かず」: the move it replaces, said in the active voice. */
const INSTEAD_OF_TRASH = '(?:トラッシュ|墓地)に(?:は)?(?:置く代わりに|置かずに|置かず)';

/** The passive: 「トラッシュには置かれず」「トラッシュに置かれる代わりに」. */
const INSTEAD_OF_TRASHED =
  '(?:トラッシュ|墓地)に(?:は)?(?:置かれる代わりに|置かれずに|置かれず|置かれないで)';

/**
 * 「…の上から2枚を見る。その中から（…カードを）好きな枚数…」: any number of the N cards looked at is up to N of them
 * (RULING «Any number of the cards looked at», docs/engine.md): `$1` is everything up to the selector, `$2` is N.
 */
const LOOKED_ANY =
  '(上から([0-9]+)枚を?見[^。]*?[。、]\\s*その中から、?(?:[^。、]*?カードを)?)(?:好きな枚数|好きな数|任意の枚数|任意の数|好きなだけ)(?:を|だけ)?、?';

/** What follows 「好きな枚数」 and what it reads as after 「N枚まで」. */
const LOOKED_ANY_TAILS: readonly (readonly [
  after: string,
  canonical: string,
  example: string,
  read: string,
])[] = [
  [
    '(選んで|選び|選択して|選択し)',
    '$3',
    '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から2枚を見る。その中から好きな枚数を選んでトラッシュに置き、残りを好きな順番でメインデッキの上に戻す。',
    '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から2枚を見る。その中から2枚まで選んでトラッシュに置き、残りを好きな順番でメインデッキの一番上に置く。',
  ],
  [
    '(公開し|公開して)',
    '$3',
    'あなたのメインデッキの上から3枚を見る。その中から《異星体》を持つカードを好きな枚数公開し、手札に加える。残りのカードは好きな順番でメインデッキの一番下に置く。',
    'あなたのメインデッキの上から3枚を見る。その中から《異星体》を持つカードを3枚まで公開し、手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
  ],
  [
    // 「好きな順番で…一番下に置き」: the picked cards go in the order they are picked (RULING «Putting looked-at cards back»)
    '(?:好きな順番で|任意の順番で)、?',
    '選び、',
    '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキを上から2枚見る。その中から好きな枚数を好きな順番でメインデッキの一番下に置き、残りを好きな順番でメインデッキの一番上に戻す。',
    '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキを上から2枚見る。その中から2枚まで選び、メインデッキの一番下に置き、残りを好きな順番でメインデッキの一番上に置く。',
  ],
];

const LOOKED_ANY_ROWS: readonly DesignerWord[] = LOOKED_ANY_TAILS.map(
  ([after, canonical, example, read]) => ({
    from: new RegExp(`${LOOKED_ANY}${after}`, 'g'),
    to: `$1$2枚まで${canonical}`,
    need: 'その中から',
    note: '「…の上からN枚を見る。その中から好きな枚数…」: up to N of the cards looked at (issue 22, m12)',
    example: [example, read] as const,
  }),
);

export const M12_WORDS: readonly DesignerWord[] = [
  {
    // 「破壊された時、このカードをトラッシュに置く代わりに手札に戻す」: the trigger of its own destruction moves the
    // destroyed card waiting to go to the trash (RULING «A destroyed card's move replaced by its trigger»,
    // docs/engine.md): what the canonical 「このカードを手札に戻す」 already does (HF-9.6)
    from: new RegExp(`${AFTER_DESTROYED}${DESTROYED_CARD}を、?${INSTEAD_OF_TRASH}、?`, 'g'),
    to: '$1を',
    need: '破壊',
    note: '「破壊された時、このカードをトラッシュに置く代わりに手札に戻す」: the destroyed card goes there instead (issue 22, m12, HF-9.6)',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたはエネルギーを1支払ってもよい。そうした場合、このカードをトラッシュに置く代わりに手札に戻す。',
      '[自動]：このキャラクターが破壊された時、あなたはエネルギーを1支払ってもよい。そうした場合、このカードを手札に戻す。',
    ],
  },
  {
    // the same in the passive: 「このカードはトラッシュには置かれず、持ち主の手札に戻る」
    from: new RegExp(`${AFTER_DESTROYED}${DESTROYED_CARD}は、?${INSTEAD_OF_TRASHED}、?([^。]*?)に戻る`, 'g'),
    to: '$1を$2に戻す',
    need: '破壊',
    note: '「破壊された時、このカードはトラッシュには置かれず、持ち主の手札に戻る」: the destroyed card goes there instead (issue 22, m12, HF-9.6)',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたはエネルギーを1支払ってもよい。そうした場合、このカードはトラッシュには置かれず、持ち主の手札に戻る。',
      '[自動]：このキャラクターが破壊された時、あなたはエネルギーを1支払ってもよい。そうした場合、このカードを持ち主の手札に戻す。',
    ],
  },
  {
    // 「そのキャラクターはトラッシュに置かれる代わりに、メインデッキの一番下に置かれる」
    from: new RegExp(
      `${AFTER_DESTROYED}${DESTROYED_CARD}は、?${INSTEAD_OF_TRASHED}、?([^。]*?)に置かれる`,
      'g',
    ),
    to: '$1を$2に置く',
    need: '破壊',
    note: '「破壊された時、そのキャラクターはトラッシュに置かれる代わりに、…に置かれる」: the destroyed card goes there instead (issue 22, m12, HF-9.6)',
    example: [
      '[自動]：このキャラクターが破壊された時、このキャラクターはトラッシュに置かれる代わりに、メインデッキの一番下に置かれる。',
      '[自動]：このキャラクターが破壊された時、このキャラクターをメインデッキの一番下に置く。',
    ],
  },
  {
    // 「このキャラクターは墓地に置かれず、ゲームから除外される」
    from: new RegExp(
      `${AFTER_DESTROYED}${DESTROYED_CARD}は、?${INSTEAD_OF_TRASHED}、?(?:ゲームから)?除外される`,
      'g',
    ),
    to: '$1をゲームから除外する',
    need: '破壊',
    note: '「破壊された時、このキャラクターはトラッシュに置かれず、ゲームから除外される」: the destroyed card goes there instead (issue 22, m12, HF-9.6)',
    example: [
      '[自動]：このキャラクターが破壊された時、このキャラクターは墓地に置かれず、ゲームから除外される。',
      '[自動]：このキャラクターが破壊された時、このキャラクターをゲームから除外する。',
    ],
  },
  {
    // 「あなたはこのカードを…あなたのメインデッキの一番下に置いてもよい」 after the rows above: a card goes only to its
    // owner's deck (HF-3.4), so 「あなたの」 names no other deck, and 「あなたは」 is the ability's controller anyway
    from: new RegExp(
      `${AFTER_DESTROYED}(?:あなたは、?)?((?:この|その)(?:カード|キャラクター)|それ)を、?(?:あなた|自分)の(?=メインデッキの(?:一番)?[上下]に)`,
      'g',
    ),
    to: '$1を',
    need: '破壊',
    note: '「破壊された時、あなたはこのカードをあなたのメインデッキの一番下に置く」: its owner’s deck (issue 22, m12, HF-3.4)',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたはこのカードをトラッシュに置く代わりに、あなたのメインデッキの一番下に置いてもよい。',
      '[自動]：このキャラクターが破壊された時、このカードをメインデッキの一番下に置いてもよい。',
    ],
  },
  {
    // 「…を3枚まで選び、あなたのメインデッキに加えてシャッフルする」: the cards go into their owner's main deck (HF-3.4), which
    // is then shuffled — the place they were put in does not matter (RULING «Cards shuffled into the main deck»,
    // docs/engine.md). Only when nothing in the sentence before is the opponent's (their cards go to their deck, which
    // 「メインデッキをシャッフルする」 does not name), and not for the rest of a look (「残りを…に戻してシャッフルする」)
    from: /(?<!対戦相手[^。]*)(?<!残り[をは]、?)(?:あなたの|自分の)?メインデッキに、?(?:加えて|戻して|入れて|加え|戻し|入れ)、?(?:その後、?)?(?:メインデッキを)?シャッフル(する|し|して)(?=[。、]|$)/g,
    to: 'メインデッキの一番下に置き、メインデッキをシャッフル$1',
    need: 'シャッフル',
    note: '「…をメインデッキに加えてシャッフルする」: into the owner’s deck, then the deck shuffled (issue 22, m12)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュのカードを3枚まで選び、あなたのメインデッキに加えてシャッフルする。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュのカードを3枚まで選び、メインデッキの一番下に置き、メインデッキをシャッフルする。',
    ],
  },
  ...LOOKED_ANY_ROWS,
  {
    // 「…を対象とし、A。それに…場合、代わりに、B。」: the whole effect replaced under a condition on the target is
    // 「…を対象とし、それに…場合、B。そうでなければ、A。」 (both read on resolution: RULING «An effect replaced under a
    // condition», docs/engine.md). Only when B names 「それ」 (a number replaced, 「代わりに3ダメージを与える」, has its
    // own reading) and is not optional (「代わりに…してもよい」: declined, is A done? not read)
    from: /([^。]*?対象とし、)([^。]+?)。(それ[^。、]*?(?:場合|なら|ならば))、(?:代わりに|かわりに|替わりに)、?(それ[をに][^。]+?)(?<!てもよい)(?=。|$)/g,
    to: '$1$3、$4。そうでなければ、$2',
    need: 'わりに',
    note: '「…を対象とし、A。それに…場合、代わりに、B。」: B if the condition holds, else A (issue 22, m12)',
    example: [
      'アクティブである対戦相手のキャラクター一体を対象とし、それをスリープにする。それに《証拠》を持つセットカードがセットされている場合、代わりに、それをスリープにし、それに1000ダメージを与える。',
      'アクティブである対戦相手のキャラクター一体を対象とし、それに《証拠》を持つセットカードがセットされている場合、それをスリープにし、それに1000ダメージを与える。そうでなければ、それをスリープにする。',
    ],
  },
];
