// Issue 22 (helper i22m9): wordings of mechanics designers write that the language read only in another form.
// Same row shape and rules as codegen/dsl/designerWords.ts (each example is tested by
// test/dsl/designerWords.test.ts); whole families are tested by test/dsl/i22m9-mechanics.test.ts.
import type { DesignerWord } from './designerWords.js';

/** 「1体も」「一枚も」: none at all. */
const AT_ALL = '((?:1|一)(?:体|枚)も)?';

export const I22M9_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたの戦場に《X》を持つキャラクターがいなければ、」「…にカードが無ければ、」: the negated presence, as
    // 「…がいない場合、」 (the condition `count`/`zoneCount` with the bound none; 000 登場 / HF-5.4 checks it when
    // the ability resolves). Only after 「が」, so 「…しなければ」「…でなければ」 are not read.
    from: new RegExp(`が${AT_ALL}(?:いな|居な)(?:ければ|かったら|かったなら)、`, 'g'),
    to: 'が$1いない場合、',
    need: 'な',
    note: '「…がいなければ、」「…が1体もいなかったら、」: the negated presence as 「…がいない場合、」 (issue 22)',
    example: [
      '[自動]：このキャラクターが戦場に出た時、あなたの戦場に《獣使い》を持つキャラクターがいなければ、このキャラクターをスリープにする。',
      '[自動]：このキャラクターが戦場に出た時、あなたの戦場に《獣使い》を持つキャラクターがいない場合、このキャラクターをスリープにする。',
    ],
  },
  {
    // 「あなたのトラッシュにキャラクターカードがなければ、」: no card in that zone
    from: new RegExp(`が${AT_ALL}(?:無|な)(?:ければ|かったら|かったなら)、`, 'g'),
    to: 'が$1ない場合、',
    need: 'な',
    note: '「…にカードがなければ、」: no card there, as 「…がない場合、」 (issue 22)',
    example: [
      'あなたのトラッシュにキャラクターカードがなければ、カードを1枚引く。',
      'あなたのトラッシュにキャラクターカードがない場合、カードを1枚引く。',
    ],
  },
  {
    // 「レスト状態で戦場に出す」「タップ状態で登場する」「スリープの状態で」: asleep, on entering (レスト / タップ are スリープ)
    from: /(?<!かつ|・|裏向き、|裏向き)(?:(?:レスト|タップ)(?:の)?(?:状態)?|スリープの状態)で(?=、?(?:戦場に)?(?:登場|出))/g,
    to: 'スリープ状態で',
    need: 'で',
    note: '「レスト状態で戦場に出す」「スリープの状態で登場する」: entering asleep (issue 22)',
    example: [
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それをレスト状態で戦場に登場させる。',
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それをスリープ状態で戦場に登場させる。',
    ],
  },
  {
    // 「それを戦場にスリープ状態で登場させる」: the words in another order
    from: /戦場に、?スリープ状態で、?(登場さ|出)/g,
    to: 'スリープ状態で戦場に$1',
    need: '戦場に',
    note: '「戦場にスリープ状態で登場させる」: the words in another order (issue 22)',
    example: [
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場にスリープ状態で登場させる。',
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それをスリープ状態で戦場に登場させる。',
    ],
  },
  {
    // 「このキャラクターはスリープ状態で戦場に出る」: how it enters (a continuous ability, 000 「登場」)
    from: /は、?スリープ状態で、?(?:戦場に)?(?:出る|登場します|出ます)(?=。|$)/g,
    to: 'はスリープ状態で戦場に登場する',
    need: 'スリープ状態で',
    note: '「…はスリープ状態で戦場に出る」: those characters enter asleep (issue 22)',
    example: [
      'このキャラクターはスリープ状態で戦場に出る。',
      'このキャラクターはスリープ状態で戦場に登場する。',
    ],
  },
  {
    // 「…の数だけカードを引く。ただし3枚を超えては引かない」「…。ただし、最大3枚まで」「…。ただし3枚までしか引かない」
    from: /(引く)。ただし、?(?:最大)?([0-9]+)枚(?:を超えては引かない|を超えて引くことはない|より多くは引かない|以上は引かない|までしか引かない|までとする|まで)(?=。|$)/g,
    to: '$1(最大$2)',
    need: 'ただし',
    note: '「…の数だけカードを引く。ただし3枚を超えては引かない」: a count with a cap (issue 22)',
    example: [
      'あなたの《獣》を持つキャラクターの数だけカードを引く。ただし3枚を超えては引かない。',
      'あなたの《獣》を持つキャラクター1体につき、カードを1枚引く(最大3)。',
    ],
  },
];

/** Rows that must run before every other row (「最大3枚」 alone reads as 「3枚まで」, a choice of up to three). */
export const I22M9_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…の数（最大3）だけカードを引く」: the cap after the count, read as the sentence's 「（最大3）」
    from: /の(数|枚数)[（(](?:最大|上限)(?:で)?([0-9]+)(?:枚|体)?(?:まで)?[）)]だけ([^。（(]*?引く)(?=。|$)/g,
    to: 'の$1だけ$3(最大$2)',
    need: '最大',
    note: '「…の数（最大3）だけカードを引く」: a count with a cap (issue 22)',
    example: [
      'あなたの《獣》を持つキャラクターの数（最大3）だけカードを引く。',
      'あなたの《獣》を持つキャラクター1体につき、カードを1枚引く(最大3)。',
    ],
  },
  {
    // 「…1体につき1枚、カードを引く（最大3枚）」: the sentence's cap with its counter
    from: /(?<=引く|与える)[（(](?:最大|上限)(?:で)?、?([0-9]+)(?:枚|点)(?:まで)?[）)]/g,
    to: '(最大$1)',
    need: '最大',
    note: "「…引く（最大3枚）」: the sentence's cap, with its counter (issue 22)",
    example: [
      'あなたの《獣》を持つキャラクター1体につき1枚、カードを引く（最大3枚）。',
      'あなたの《獣》を持つキャラクター1体につき、カードを1枚引く(最大3)。',
    ],
  },
  {
    // 「…1体につき1枚、カードを引く」: the count before the comma (as 「…1体につき、カードを1枚引く」)
    from: /(?<=(?:体|枚)につき)([0-9]+)枚、?カードを引/g,
    to: '、カードを$1枚引',
    need: 'につき',
    note: '「…1体につき1枚、カードを引く」: the count of each, before the comma (issue 22)',
    example: [
      'あなたの《獣》を持つキャラクター1体につき1枚、カードを引く。',
      'あなたの《獣》を持つキャラクター1体につき、カードを1枚引く。',
    ],
  },
  {
    // 「あなたはあなたの《星座》を持つキャラクター1体につき、カードを…」: who draws after what is counted
    from: /(?<=^|、|：|:)(あなた|自分)は、?((?:あなた|自分|対戦相手|相手)の[^、。「」]*?(?:体|枚)につき、)(?=カードを[0-9]+枚引)/g,
    to: '$2$1は',
    need: 'につき',
    note: '「あなたはあなたの…1体につき、カードを1枚引く」: the player after the count (issue 22)',
    example: [
      'あなたはあなたの《獣》を持つキャラクター1体につき、カードを1枚引く。',
      'あなたの《獣》を持つキャラクター1体につき、あなたはカードを1枚引く。',
    ],
  },
  {
    // 「あなたのトラッシュのキャラクターカードの枚数だけカードを引く」: one card per card counted in that zone (as the
    // characters of 「…キャラクターの数だけ」, codegen/dsl/designerWords.ts)
    from: /((?:あなた|自分|対戦相手|相手)の(?:トラッシュ|ダメージフィールド|ガードデッキ|メインデッキ|除外領域))(?:にある|の)([^、。「」]{0,30}?カード)の(?:枚数|数)(?:だけ|と同じ枚数の?|に等しい枚数の?)、?カードを(?=引く|引き、)/g,
    to: '$1の$21枚につき、カードを1枚',
    need: 'カードを',
    note: '「あなたのトラッシュのキャラクターカードの枚数だけカードを引く」: a draw of one card per card counted (issue 22)',
    example: [
      'あなたのトラッシュのキャラクターカードの枚数だけカードを引く。ただし3枚を超えては引かない。',
      'あなたのトラッシュのキャラクターカード1枚につき、カードを1枚引く(最大3)。',
    ],
  },
  {
    // 「…2体まで対象とし、手札に戻す」: several targets are 「それら」 (the later row for one target writes 「それを」, which
    // `hflux fmt` printed: the same targets, but not what the designer meant to read)
    from: /([2-9二三四五六七八九](?:体|枚)まで|全て)を?対象(?:と|に)(?:し|して)、(?=(?:持ち主の)?手札に(?:加える|戻す)。)/g,
    to: '$1を対象とし、それらを',
    need: '対象',
    note: '「…2体まで対象とし、手札に戻す」: the targets, 「それら」 (issue 22)',
    example: [
      '対戦相手のキャラクター2体まで対象とし、手札に戻す。',
      '対戦相手のキャラクター2体までを対象とし、それらを手札に戻す。',
    ],
  },
];
