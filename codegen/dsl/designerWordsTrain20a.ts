// Issue 22 (helper t20a): designer vocabulary rows found on the train halves of the twentieth round's blind sets d81
// (yokai of a hot-spring town, One Piece / Union Arena clipped style) and d82 (a frontier spaceport, formal
// MTG-Japanese translation style). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the
// designer would agree with; each example is tested by test/dsl/designerWords.test.ts, each family by
// test/dsl/train20a.test.ts). TRAIN20A_WORDS_FIRST run before every other row.
import type { DesignerWord } from './designerWords.js';

/** A modifier of a noun phrase that a designer may close with a comma (「スリープである、《X》を持つ…」). */
const MODIFIER_END =
  '(?:(?:スリープ|アクティブ)(?:状態)?である|(?:以下|以上|未満)の|を持つ|を持っている|を持たない|にある|にいる)';
/** What a noun phrase starts with after such a modifier: another modifier, a trait, a cost or power filter. */
const NOUN_PHRASE_GOES_ON =
  '(?:《|(?:スリープ|アクティブ)(?:状態)?である|(?:エネルギー)?コスト|パワー|このキャラクター以外)';
/** The noun the phrase ends in, followed by a count or a particle (not a clause of its own). */
const NOUN_END =
  '[^、。]*?(?:キャラクター|カード)(?:[0-9一二三四五]+(?:体|枚)|一体)?(?:まで)?(?:を|が|に|は|として)';

/** A sentence that put a card face down (onto the battlefield or on a host), as i22x7 reads the next one. */
const FACE_DOWN_PUT =
  '裏向き[^。]*?(?:登場させる|出す|セットする|(?:登場させ|出し|セットし)て(?:も)?(?:よい|良い))。';

export const TRAIN20A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「スリープである、《パイロット》を持つあなたのキャラクター一体」 (d82): a comma between two modifiers of one noun
    // phrase is the writer's pause (the train8a row reads it before an owner 「あなたの…」; this one before a trait, a
    // state, a cost or power filter). Only when the phrase goes on to its noun and a particle or count.
    from: new RegExp(`(?<=${MODIFIER_END})、(?=${NOUN_PHRASE_GOES_ON}${NOUN_END})`, 'g'),
    to: '',
    need: '、',
    note: '「スリープである、《パイロット》を持つあなたのキャラクター」: 「スリープである《パイロット》を持つあなたのキャラクター」',
    example: [
      'スリープである、《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにし、ターン終了時まで、それのパワーを+1000する。',
      'スリープである《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにし、ターン終了時まで、それのパワーを+1000する。',
    ],
  },
  {
    // 「エネルギーコストが2以下であり《ドローン》を持つキャラクターカード」 (d82): two filters joined by 「であり」「で」
    // 「かつ」 are both conditions of the noun, as the stacked 「コスト2以下の《ドローン》を持つ…」 (HF-14.2)
    from: /((?:エネルギー)?コスト|パワー)(?:が|は)?([0-9]+)(以下|以上|未満)(?:であり|であって|で|かつ|、かつ)、?(?=《|(?:スリープ|アクティブ)(?:状態)?である)/g,
    to: '$1$2$3の',
    need: '以',
    note: '「エネルギーコストが2以下であり《ドローン》を持つキャラクター」: 「エネルギーコスト2以下の《ドローン》を持つキャラクター」',
    example: [
      '[1][スリープ]：あなたのトラッシュにあるエネルギーコストが2以下であり《ドローン》を持つキャラクターカード1枚を対象とし、それをあなたのキャラクターとして戦場に登場させる。',
      '[1][スリープ]:あなたのトラッシュにあるエネルギーコスト2以下の《ドローン》を持つキャラクターカード1枚を対象とし、それを戦場に登場させる。',
    ],
  },
  {
    // 「スリープであり《パイロット》を持つ…」「スリープかつ《パイロット》を持つ…」: the same for a state filter
    from: /(スリープ|アクティブ)(?:状態)?(?:であり|であって|かつ)、?(?=《)/g,
    to: '$1である',
    need: '《',
    note: '「スリープであり《パイロット》を持つキャラクター」: 「スリープである《パイロット》を持つキャラクター」',
    example: [
      '[スリープ]：スリープであり《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにする。',
      '[スリープ]:スリープである《パイロット》を持つあなたのキャラクター一体を対象とし、それをアクティブにする。',
    ],
  },
  {
    // 「対戦相手が自分のガードデッキからプレイするカード」 (d82): 「自分」 after a player subject is that player (the
    // reflexive), and a player plays only from their own hand and guard deck (HF-11.1), as 「対戦相手がガードデッキから
    // プレイするカード」. Not 「自分」 meaning 「あなた」 elsewhere: only right after 「<player>が」 and before the zone.
    from: /(?<=(?:あなた|自分|対戦相手|相手|各プレイヤー)が、?)(?:自分|自身|自ら)の(?=(?:手札|ガードデッキ)から)/g,
    to: '',
    need: 'から',
    note: "「対戦相手が自分のガードデッキからプレイする」: 「対戦相手がガードデッキからプレイする」 (the subject's own zone)",
    example: [
      '[自動]：このキャラクターが戦場に居る限り、対戦相手が自分のガードデッキからプレイするカードのエネルギーコストは1多くなる。',
      '[自動]:このキャラクターが戦場に居る限り、対戦相手がガードデッキからプレイするカードのエネルギーコストは1多くなる。',
    ],
  },
  {
    // 「…を裏向きでそのキャラクターにセットしてもよい。そうした場合、その裏向きのカードは、…として扱う。」 (d82): the
    // definition of the face-down card, gated on the put only in words (no card put, nothing to define), read by the
    // i22x7 rows as 「そのカードは、…として扱う」
    from: new RegExp(
      `(?<=${FACE_DOWN_PUT})(?:(?:そうした場合|そうしたら|その場合|そうしたなら)、?)?その(?:裏向きの|裏向きにした|裏向きで置いた)?(?:カード|セットカード)は(?=[^。]*として扱)`,
      'g',
    ),
    to: 'そのカードは',
    need: '扱',
    note: '「…を裏向きで…にセットしてもよい。そうした場合、その裏向きのカードは、…として扱う」: 「…。そのカードは、…として扱う」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。その裏向きのカードは、パワー+1000を持つセットカードとして扱う。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー+1000でセットカードとして、裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「パワー修正+2000を持つセットカードとして扱う」 (d82): a set card's power modifier (000 ■セットカード) is its 「パワー
    // +2000」 in a face-down definition
    from: /パワー修正(?:値)?(?:が|は)?(?=[+-][0-9]+[^。]*として扱)/g,
    to: 'パワー',
    need: 'パワー修正',
    note: '「パワー修正+2000を持つセットカードとして扱う」: 「パワー+2000を持つセットカードとして扱う」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。そのカードは、パワー修正+1000を持つセットカードとして扱う。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー+1000でセットカードとして、裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「…を持ち、分類と能力を持たないセットカードとして扱う」 (d82): a face-down card given no trait has none (000 ■戦場の
    // 裏向きのカード), so 「分類（を）持たない」 in its definition says what it is anyway, and the rest (「能力を持たない」) is
    // read by the face-down rows. Only in a definition that names no trait (no 《》 before 「として扱う」).
    from: new RegExp(
      `(?<=${FACE_DOWN_PUT}[^《。]*?)(?:分類(?:と|や|も|・)(?=(?:能力|テキスト|名前|カード名)[^《。]*?持たない[^《。]*として扱)|(?<=(?:能力|テキスト|名前|カード名))(?:と|や|も|・)分類(?=(?:を|も)持たない[^《。]*として扱))`,
      'g',
    ),
    to: '',
    need: '分類',
    note: '「…分類と能力を持たないセットカードとして扱う」: 「…能力を持たないセットカードとして扱う」 (no trait given: none)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。そのカードは、パワー+1000を持ち、分類と能力を持たないセットカードとして扱う。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー+1000でセットカードとして、裏向きでこのキャラクターにセットする。',
    ],
  },
];
