// Positions between the compiler and the editor. The compiler counts 1-based lines and columns in UTF-16 code
// units and ends lines at every break src/io/lines.ts knows (CRLF, LF, CR, U+0085, U+2028, U+2029); LSP counts
// 0-based lines ended by CRLF, LF or CR only. Going through the text's offsets keeps both exact, even in a file
// with U+2028 in it.
import type { Position, Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type LineSpan, lineSpans } from '../io/lines.js';

/** A place in the compiler's terms: 1-based line and column, and the line's text. */
export interface SourcePoint {
  line: number;
  col: number;
  text: string;
}

export class LineMap {
  private readonly lines: LineSpan[];

  constructor(readonly document: TextDocument) {
    this.lines = lineSpans(document.getText());
  }

  /** The text of compiler line `line` (1-based), '' past the end. */
  lineText(line: number): string {
    return this.lines[line - 1]?.text ?? '';
  }

  /** The offset of compiler line/column (1-based), clamped to the line. */
  offset(line: number, col: number): number {
    const span = this.lines[Math.min(Math.max(line, 1), this.lines.length) - 1];
    return span.start + Math.min(Math.max(col - 1, 0), span.text.length);
  }

  position(line: number, col: number): Position {
    return this.document.positionAt(this.offset(line, col));
  }

  /** The range of columns [col, endCol) on a compiler line (at least one character when the line has one). */
  range(line: number, col: number, endCol?: number): Range {
    const text = this.lineText(line);
    const end = endCol !== undefined && endCol > col ? endCol : Math.min(col + 1, text.length + 1);
    return { start: this.position(line, col), end: this.position(line, Math.max(end, col)) };
  }

  /** The whole of a compiler line, without its indentation (the line itself when it is blank). */
  lineRange(line: number): Range {
    const text = this.lineText(line);
    const first = text.length - text.trimStart().length;
    const last = text.trimEnd().length;
    return last > first ? this.range(line, first + 1, last + 1) : this.range(line, 1, text.length + 1);
  }

  /** The compiler's line and column at an editor position. */
  pointAt(position: Position): SourcePoint {
    const offset = this.document.offsetAt(position);
    let lo = 0;
    let hi = this.lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lines[mid].start <= offset) lo = mid;
      else hi = mid - 1;
    }
    const span = this.lines[lo];
    return { line: lo + 1, col: Math.min(offset - span.start, span.text.length) + 1, text: span.text };
  }
}
