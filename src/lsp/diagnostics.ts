// Compiler diagnostics → LSP diagnostics: the range of the caret, the message in the chosen language with the
// expected phrases and the 「もしかして」 suggestion under it (the same notes `hflux check` prints), the code
// (HF-E011…) and the suggestion as data, for the quick fix (codeActions.ts).
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { diagnosticNotes } from '../../codegen/dsl/diagnostics/format.js';
import type { Diagnostic } from '../../codegen/dsl/index.js';
import type { LineMap } from './lineMap.js';
import type { Lang } from './settings.js';

export const SOURCE = 'hflux';

/** What a diagnostic carries for its quick fix. */
export interface FixData {
  /** The corrected text (a sentence, a line, 【keyword】, 《trait》, 「name」, a card name in a deck list). */
  suggestion: string;
  /** Further whole-line suggestions found by search (issue 22), each a quick fix of its own. */
  alternatives?: string[];
  /** `suggestion` is a whole line too (found by search or by rewriting the line): it replaces the whole line. */
  wholeLine?: true;
}

export function isFixData(value: unknown): value is FixData {
  return typeof value === 'object' && value !== null && typeof (value as FixData).suggestion === 'string';
}

export function toLspDiagnostic(d: Diagnostic, lines: LineMap, lang: Lang): LspDiagnostic {
  const message = lang === 'en' && d.messageEn ? d.messageEn : d.message;
  const notes = diagnosticNotes(d, lang);
  const out: LspDiagnostic = {
    range: lines.range(d.line, d.col, d.endCol),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: SOURCE,
    message: [message, ...notes].join('\n'),
  };
  if (d.suggestion !== undefined) {
    const alternatives = (d.suggestions ?? []).map((s) => s.text).filter((t) => t !== d.suggestion);
    const wholeLine = (d.suggestions ?? []).some((s) => s.text === d.suggestion);
    out.data = {
      suggestion: d.suggestion,
      ...(alternatives.length ? { alternatives } : {}),
      ...(wholeLine ? { wholeLine: true } : {}),
    } satisfies FixData;
  }
  return out;
}
