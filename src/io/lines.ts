// Every line-ending convention splits lines: CRLF, LF, CR (old Mac), U+0085 (NEL), U+2028 (LINE SEPARATOR)
// and U+2029 (PARAGRAPH SEPARATOR). A file written with any of them has the same lines and line numbers.

/** One line break; CRLF first so that it counts as one break, not two. */
export const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
const LINE_BREAK_GLOBAL = /\r\n|[\n\r\u0085\u2028\u2029]/g;

export interface LineSpan {
  /** Offset of the line's first character in the text. */
  start: number;
  /** The line without its line break. */
  text: string;
}

/** The lines of `text` with their offsets (like split: a text ending in a line break ends with an empty line). */
export function lineSpans(text: string): LineSpan[] {
  const out: LineSpan[] = [];
  let start = 0;
  LINE_BREAK_GLOBAL.lastIndex = 0;
  for (let m = LINE_BREAK_GLOBAL.exec(text); m; m = LINE_BREAK_GLOBAL.exec(text)) {
    out.push({ start, text: text.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  out.push({ start, text: text.slice(start) });
  return out;
}

/** The lines of `text` (like `text.split(LINE_BREAK)`). */
export function splitLineTexts(text: string): string[] {
  return text.split(LINE_BREAK);
}
