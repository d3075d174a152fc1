// The line being matched: semantic actions turn ohm positions (relative to the matched text) into file
// spans through it. The compiler matches one line at a time, so one module-level context suffices.
import type { Node } from 'ohm-js';
import type { Span } from '../ir.js';
import { normalizeWidth } from '../normalize.js';

export interface LineContext {
  file: string;
  /** 1-based line number. */
  line: number;
  /** Offset of the line's first character in the file. */
  lineStart: number;
  /** Index in the line where the matched text starts (after the indentation). */
  colOffset: number;
  /** The line as written (not width-normalised): names are taken from it. */
  original: string;
  /**
   * When the matched text is the designer vocabulary's reading of the line (codegen/dsl/parse/reading.ts):
   * the position in the line as written (from colOffset) of a span starting / ending at each matched index.
   */
  startOf?: readonly number[];
  endOf?: readonly number[];
}

const NO_LINE: LineContext = { file: '', line: 1, lineStart: 0, colOffset: 0, original: '' };
let current: LineContext = NO_LINE;

export function setLineContext(context: LineContext): void {
  current = context;
}

/**
 * Back to no line, once a file is parsed: a later caller that runs the semantics on a match of its own (the ohm
 * operations' tests, tools) gets spans relative to its own text, not shifted by the last line of another file.
 */
export function resetLineContext(): void {
  current = NO_LINE;
}

export function lineContext(): LineContext {
  return current;
}

/** The span of matched text [startIdx, endIdx). */
/** Where matched index `i` is in the line as written (relative to colOffset). */
function sourceIndex(i: number, map: readonly number[] | undefined): number {
  if (!map) return i;
  return map[Math.min(Math.max(i, 0), map.length - 1)] + Math.max(0, i - (map.length - 1));
}

export function spanAt(startIdx: number, endIdx: number): Span {
  const from = current.colOffset + sourceIndex(startIdx, current.startOf);
  const to = Math.max(from, current.colOffset + sourceIndex(endIdx, current.endOf));
  return {
    file: current.file,
    line: current.line,
    col: from + 1,
    endLine: current.line,
    endCol: to + 1,
    start: current.lineStart + from,
    end: current.lineStart + to,
  };
}

export function spanOf(node: Node): Span {
  return spanAt(node.source.startIdx, node.source.endIdx);
}

/**
 * The node's text as written in the source (full-width characters kept). When the context is not that of
 * the matched text (a caller ran the semantics on a match of its own), the matched text itself.
 */
export function originalOf(node: Node): string {
  return originalAt(node.source.startIdx, node.source.endIdx, node.sourceString);
}

/** originalOf for the matched text `matched` at [startIdx, endIdx) (codegen/dsl/parse/headerLines.ts). */
export function originalAt(startIdx: number, endIdx: number, matched: string): string {
  const from = current.colOffset + sourceIndex(startIdx, current.startOf);
  const to = current.colOffset + sourceIndex(endIdx, current.endOf);
  const written = current.original.slice(from, to);
  return normalizeWidth(written) === matched ? written : matched;
}
