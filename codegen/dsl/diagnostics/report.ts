// Findings (code + span + arguments) and their conversion into contract Diagnostics.
import type { Span } from '../ir.js';
import type { Diagnostic } from '../types.js';
import { type Args, type Code, messageOf } from './codes.js';

export interface Finding {
  code: Code;
  span: Span;
  args?: Args;
  expected?: string[];
  /** The expected phrases under `--lang en`. */
  expectedEn?: string[];
  suggestion?: string;
}

export function toDiagnostic(finding: Finding, sourceLine: string): Diagnostic {
  const { ja, en, severity } = messageOf(finding.code, finding.args);
  const diagnostic: Diagnostic = {
    file: finding.span.file,
    line: finding.span.line,
    col: finding.span.col,
    code: finding.code,
    severity,
    message: ja,
    messageEn: en,
    sourceLine,
  };
  // The caret stays on the source line: at most one column past its end (found by the parser fuzzer: a
  // span whose width was counted from a token that is not on this line, docs/fuzzing.md).
  if (finding.span.endLine === finding.span.line && finding.span.endCol > finding.span.col)
    diagnostic.endCol = Math.max(finding.span.col + 1, Math.min(finding.span.endCol, sourceLine.length + 1));
  if (finding.expected?.length) diagnostic.expected = finding.expected;
  if (finding.expectedEn?.length) diagnostic.expectedEn = finding.expectedEn;
  if (finding.suggestion !== undefined) diagnostic.suggestion = finding.suggestion;
  return diagnostic;
}

/** Orders diagnostics by file, line, column, then code (stable output for tools and tests). */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.col - b.col ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

/** Collects findings per file and turns them into diagnostics with their source lines. */
export class Reporter {
  private readonly findings: Finding[] = [];
  private readonly lines = new Map<string, string[]>();

  addSource(file: string, lines: string[]): void {
    this.lines.set(file, lines);
  }

  report(finding: Finding): void {
    this.findings.push(finding);
  }

  get count(): number {
    return this.findings.length;
  }

  /** The findings reported from index `from` on (what one step reported, for a cache to replay). */
  since(from: number): Finding[] {
    return this.findings.slice(from);
  }

  sourceLines(file: string): string[] | undefined {
    return this.lines.get(file);
  }

  diagnostics(): Diagnostic[] {
    return this.findings.map((f) => toDiagnostic(f, this.lines.get(f.span.file)?.[f.span.line - 1] ?? ''));
  }
}
