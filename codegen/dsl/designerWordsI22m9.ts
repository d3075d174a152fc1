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
];
