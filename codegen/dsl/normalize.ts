// Width normalisation before matching (designers type full- and half-width freely). Every character maps
// to exactly one UTF-16 unit, so offsets and columns in the normalised line are those of the source.

const IDEOGRAPHIC_SPACE = 0x3000;
const FULLWIDTH_FIRST = 0xff01; // ！
const FULLWIDTH_LAST = 0xff5e; // ～
const FULLWIDTH_OFFSET = 0xfee0;
const SINGLE: Record<string, string> = {
  '\u2212': '-', // − minus sign
  '\u2010': '-', // ‐ hyphen
  '\uff65': '・', // ･ half-width katakana middle dot
  // half-width CJK punctuation a hand-typed transcription mixes in (issue 22): ｡ ｢ ｣ ､
  '\uff61': '。',
  '\uff62': '「',
  '\uff63': '」',
  '\uff64': '、',
  // traits typed in other double angle brackets (issue 22): ≪≫ «» for 《》
  '\u226a': '《',
  '\u226b': '》',
  '\u00ab': '《',
  '\u00bb': '》',
  '\t': ' ',
};

const NEEDS = /[\uff01-\uff5e\u3000\u2212\u2010\uff61-\uff9f\u226a\u226b\u00ab\u00bb\t]/;
const ALL = /[\uff01-\uff5e\u3000\u2212\u2010\uff61-\uff9f\u226a\u226b\u00ab\u00bb\t]/g;

/** Half-width katakana ｦ…ﾝ (U+FF66…U+FF9D), one full-width kana each; ﾞ ﾟ become ゛ ゜ (read with their kana by
 * codegen/dsl/designerWordsTrain8b.ts: 「ｶﾞ」 is two characters for one). */
const HALF_KANA =
  'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const HALF_KANA_FIRST = 0xff66;

function halfWidth(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= HALF_KANA_FIRST && code < HALF_KANA_FIRST + HALF_KANA.length)
    return HALF_KANA[code - HALF_KANA_FIRST];
  if (code === 0xff9e) return '\u309b';
  if (code === 0xff9f) return '\u309c';
  if (code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST) return String.fromCharCode(code - FULLWIDTH_OFFSET);
  if (code === IDEOGRAPHIC_SPACE) return ' ';
  return SINGLE[ch] ?? ch;
}

/** Full-width ASCII → ASCII, ideographic space → space, half-width kana → kana; same length as the input. */
export function normalizeWidth(text: string): string {
  return NEEDS.test(text) ? text.replace(ALL, halfWidth) : text;
}

/** The kanji numerals one to nine as the digits they stand for (「二枚」 is 「2枚」): one table for every reader. */
export const KANJI_DIGIT: Readonly<Record<string, string>> = Object.fromEntries(
  [...'一二三四五六七八九'].map((kanji, i) => [kanji, String(i + 1)]),
);
