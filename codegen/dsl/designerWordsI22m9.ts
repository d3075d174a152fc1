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
];
