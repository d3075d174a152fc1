// Splitting a file into physical lines and classifying each: blank, comment, header (column 1) or text
// (indented). Comments start with # or // (whole lines; on field lines also after a space).
import { lineSpans } from '../../../src/io/lines.js';
import { normalizeWidth } from '../normalize.js';

export interface SourceLine {
  /** 1-based. */
  number: number;
  /** Offset of the first character in the file. */
  start: number;
  /** The line as written, without its line break. */
  text: string;
}

export type LineClass =
  | { kind: 'blank' }
  | { kind: 'comment'; trivia: string }
  | { kind: 'header' | 'text'; content: string; original: string; colOffset: number };

/** Physical lines; CRLF, LF, CR, U+0085, U+2028 and U+2029 all end a line (src/io/lines.ts). */
export function splitLines(text: string): SourceLine[] {
  const lines = lineSpans(text).map((span, i) => ({ number: i + 1, start: span.start, text: span.text }));
  if (lines.length > 1 && lines[lines.length - 1].text === '') lines.pop();
  return lines;
}

const COMMENT_START = /^(#|\/\/)/;
/** A trailing comment on a field line: whitespace, then # or //. */
const TRAILING_COMMENT = /\s+(#|\/\/)/;
const FIELD_LINE = /^(種別|コスト|分類|パワー|セット対象|テキスト|識別子|【セット】)/;

function indentation(line: string): number {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\uFEFF')) i++;
  return i;
}

export function classifyLine(line: SourceLine): LineClass {
  const normalized = normalizeWidth(line.text);
  const indent = indentation(normalized);
  const body = normalized.slice(indent).trimEnd();
  if (body === '') return { kind: 'blank' };
  if (COMMENT_START.test(body))
    return {
      kind: 'comment',
      trivia: (indent > 0 && line.text[0] !== '\uFEFF' ? '  ' : '') + line.text.slice(indent).trimEnd(),
    };
  const isText = indent > 0 && !(line.number === 1 && line.text.startsWith('\uFEFF') && indent === 1);
  return {
    kind: isText ? 'text' : 'header',
    content: body,
    original: line.text,
    colOffset: indent,
  };
}

/** Splits a trailing comment off a field line: [content, comment?]. */
export function splitTrailingComment(content: string): [string, string | undefined] {
  if (!FIELD_LINE.test(content)) return [content, undefined];
  const match = TRAILING_COMMENT.exec(content);
  if (!match) return [content, undefined];
  return [content.slice(0, match.index), content.slice(match.index).trim()];
}
