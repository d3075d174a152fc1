// Issue 22 (helper diag13): wordings of mechanics the language has, which the first diagnostics of the committed
// corpora named as missing or as 「この形」 — a trigger's condition as its own sentence 「…場合に発動する。」, 「攻撃を
// 行えない」, a count compared 「…である限り、」, two groups of characters joined by 「と」, the cost of the card itself
// 「このカードをプレイするためのコストは、」, 「ダメージを全回復」. Same row shape and rules as
// codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts); the families are tested
// by test/dsl/diag13-naming.test.ts.
import type { DesignerWord } from './designerWords.js';

export const D13_WORDS: readonly DesignerWord[] = [
  {
    // 「…時、<condition>場合に発動する。<effect>」: the condition of the trigger (checked on resolution, as the
    // canonical 「…時、…場合、…」: HF-12) written as a sentence of its own
    from: /((?:時|とき|たび)、[^。]*?場合)に(?:発動|発揮)(?:する|します)。\s*/g,
    to: '$1、',
    need: '場合に',
    note: '「…時、…場合に発動する。<effect>」: the trigger’s condition as its own sentence (issue 22, diag13)',
    example: [
      '[自動]：このキャラクターが攻撃を行った時、あなたの手札が3枚以上ある場合に発動する。カードを1枚引く。',
      '[自動]：このキャラクターが攻撃した時、あなたの手札が3枚以上ある場合、カードを1枚引く。',
    ],
  },
  {
    // 「あなたは《A》を持たないキャラクターで攻撃を行えない」: which of your characters may not attack (HF-8.1)
    from: /あなたは、?((?:《[^》]+》を持(?:つ|たない))?)キャラクターで攻撃(?:を行え|を宣言でき|でき|を宣言することができ)ない/g,
    to: '$1あなたのキャラクター全ては攻撃できない',
    need: 'キャラクターで攻撃',
    note: '「あなたは《A》を持たないキャラクターで攻撃を行えない」: those characters cannot attack (issue 22, diag13)',
    example: [
      'ターン終了時まで、あなたは《騎士》を持たないキャラクターで攻撃を行えない。',
      'ターン終了時まで、《騎士》を持たないあなたのキャラクター全ては攻撃できない。',
    ],
  },
  {
    // 「…は攻撃を行えない」「…は攻撃を宣言できない」: 「攻撃できない」 (HF-8.1)
    from: /攻撃(?:を行え|を宣言でき|を宣言することができ)ない/g,
    to: '攻撃できない',
    need: '攻撃を',
    note: '「攻撃を行えない」「攻撃を宣言できない」: 「攻撃できない」 (issue 22, diag13)',
    example: [
      '[自動]：あなたの手札が2枚以下なら、このキャラクターは攻撃を行えない。',
      '[自動]：あなたの手札が2枚以下なら、このキャラクターは攻撃できない。',
    ],
  },
  {
    // 「《A》を持つあなたのキャラクターと《B》を持つあなたのキャラクター」: each character of either group once
    from: /(《[^》]+》)を持つ(あなたの|対戦相手の)?キャラクターと、?(《[^》]+》)を持つ\2キャラクター/g,
    to: '$1か$3を持つ$2キャラクター',
    need: 'キャラクターと',
    note: '「《A》を持つあなたのキャラクターと《B》を持つあなたのキャラクター」: those with A or B (issue 22, diag13)',
    example: [
      '[自動]：《騎士》を持つあなたのキャラクターと《魔術師》を持つあなたのキャラクターは【反撃】を得る。',
      '[自動]：《騎士》か《魔術師》を持つあなたのキャラクターは【反撃】を得る。',
    ],
  },
  {
    // 「このカードをプレイするためのエネルギーコストは、…少なくなる」: the card's own cost change (HF-5.12)
    from: /このカードをプレイする(?:ための|時の|際の)(?:エネルギー)?コストは、?/g,
    to: 'このカードは、プレイする時のコストが、',
    need: 'コストは',
    note: '「このカードをプレイするためのエネルギーコストは、…」: this card’s cost to play (issue 22, diag13)',
    example: [
      '[自動]：このカードをプレイするためのエネルギーコストは、あなたの《騎士》を持つキャラクター1体につき1少なくなる。',
      '[自動]：このカードは、プレイする時のコストが、あなたの《騎士》を持つキャラクター1体につき1少なくなる。',
    ],
  },
  {
    // 「…のダメージを全回復」: all its damage removed
    from: /ダメージを全回復(?:する|させる)?(?=[。]|$)/g,
    to: 'ダメージを全て取り除く',
    need: '全回復',
    note: '「ダメージを全回復」: all the damage removed (issue 22, diag13)',
    example: [
      '[自動]：セット先が破壊される場合、代わりにこのカードをトラッシュに置き、セット先のダメージを全回復。',
      '[自動]：このカードがセットされているキャラクターが破壊される場合、代わりにこのカードをトラッシュに置き、このカードがセットされているキャラクターのダメージを全て取り除く。',
    ],
  },
];

/** Read before every other row: the rows that read 「…なら、」 conditions then see it (「トラッシュにある…が4枚以下なら」). */
/**
 * Read before the rows that read conditions. Empty: diag13's 「…がN枚以下である限り、」 → 「…なら、」 changed a
 * continuous condition (「限り」: while it holds, HF-12.9) into a one-time check, and the grammar already reads
 * 「…N枚以上である限り、」 itself (test/dsl/variant-corpus.test.ts, test/explain/variants.test.ts).
 */
export const D13_WORDS_FIRST: readonly DesignerWord[] = [];
