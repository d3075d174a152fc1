// Issue 22 (helper i22ta7): designer vocabulary rows found on the train halves of two blind sets of the eighth
// round and their style twins — a forum / homebrew shorthand designer (「1ドロー」「サーチ」「バウンス」「相手キャラ1体」
// 「ターン1回」「登場時、」, sentences without a verb: 「相手キャラ1体をスリープに。」「ターン終了時までパワー+1000。」) and a
// 1999–2005 formal designer (「～する事が出来る」「出来ない」「全ての」「尚、」「但し、」「～せよ」「居る」「在る」). Same row
// shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is
// tested by test/dsl/designerWords.test.ts), kept in this file so it merges without touching the other tables.
// TRAIN7A_WORDS_FIRST run before every other row, TRAIN7A_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/** Where a sentence (or the effect after a trigger or a cost) starts. */
const START = '(?<=^|[。:、]\\s*|→\\s*|その後、?)';
/** Where a shorthand sentence without its verb ends. */
const END = '(?=。|$|\\s*[(→])';
/** A number as written (digits or kanji). */
const NUM = '([0-9]+|[一二三四五六七八九])';

export const TRAIN7A_WORDS_FIRST: readonly DesignerWord[] = [
  // ── the formal style (1999–2005): kanji where the grammar reads kana ──
  {
    // 「攻撃を行う事が出来ない」「引く事が出来る」: 事 and 出来 in kanji are こと and でき (the formal style)
    from: /事(が|は|も)出来(?=る|ない|ず|ます|ません)/g,
    to: 'こと$1でき',
    need: '出来',
    note: '「…する事が出来る／出来ない」: 「ことができる／できない」 in kanji',
    example: [
      '[自動]：このキャラクターは攻撃を行う事が出来ない。',
      '[自動]:このキャラクターは攻撃を行うことができない。',
    ],
  },
  {
    // 「攻撃出来ない」「プレイ出来る」: 出来 right after the verb's noun
    from: /(?<=攻撃|防御|プレイ|使用|登場|セット|発揮|起動|選択|破壊)出来(?=る|ない|ず|ます|ません)/g,
    to: 'でき',
    need: '出来',
    note: '「攻撃出来ない」: できない in kanji',
    example: ['[自動]：このキャラクターは防御出来ない。', '[自動]:このキャラクターは防御できない。'],
  },
  {
    // 「…に居る限り」「…が居なければ」「…に在る」: いる／ある in kanji
    from: /居(?=る|ない|なけれ|なく|れば|た|ます|ません)/g,
    to: 'い',
    need: '居',
    note: '「居る」「居なければ」: いる in kanji',
    example: [
      '[自動]：このキャラクターが戦場に居る限り、あなたの他の《僧兵》を持つキャラクター全てのパワーを+1000する。',
      '[自動]:このキャラクターが戦場にいる限り、あなたの他の《僧兵》を持つキャラクター全てのパワーを+1000する。',
    ],
  },
  {
    from: /在(?=る|ない|なけれ|れば|った|ります|りません)/g,
    to: 'あ',
    need: '在',
    note: '「在る」: ある in kanji',
    example: [
      'カードを2枚引く。その後、あなたのダメージフィールドにカードが3枚以上在るならば、カードを1枚引く。',
      'カードを2枚引く。その後、あなたのダメージフィールドにカードが3枚以上あるならば、カードを1枚引く。',
    ],
  },
  // ── the shorthand style: words ──
  {
    // 「1ドロー」「2ドローする」: draws that many cards (a number right before ドロー, 「1枚ドロー」 is read elsewhere)
    from: new RegExp(`${START}${NUM}ドロー(?:する|します|し(?=、)|して)?`, 'g'),
    to: 'カードを$1枚引く',
    need: 'ドロー',
    note: '「1ドロー」: draw that many cards',
    example: ['[自動]：このキャラクターが破壊された時、1ドロー。', '[自動]:このキャラクターが破壊された時、カードを1枚引く。'],
  },
];

export const TRAIN7A_WORDS: readonly DesignerWord[] = [];

void END;
