// Quick fixes: each diagnostic with a 「もしかして」 suggestion (in its data, diagnostics.ts) becomes a code
// action that writes the suggestion over the part of the line it corrects (suggestionRange.ts), or over the
// whole line for a whole-line suggestion found by search or by rewriting the line (issue 22).
import { type CodeAction, CodeActionKind, type Diagnostic, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { suggestionLabel } from '../../codegen/dsl/diagnostics/format.js';
import { isFixData } from './diagnostics.js';
import { LineMap } from './lineMap.js';
import type { Lang } from './settings.js';
import { correctedStretch } from './suggestionRange.js';

/** The range the suggestion replaces: the corrected stretch of the diagnostic's line. */
function replacedRange(lines: LineMap, diagnostic: Diagnostic, suggestion: string): Range | undefined {
  const start = lines.pointAt(diagnostic.range.start);
  const end = lines.pointAt(diagnostic.range.end);
  const caretEnd = end.line === start.line ? end.col - 1 : start.text.length;
  const stretch = correctedStretch(start.text, start.col - 1, Math.max(caretEnd, start.col - 1), suggestion);
  return stretch && lines.range(start.line, stretch.start + 1, stretch.end + 1);
}

export function suggestionActions(
  document: TextDocument,
  diagnostics: Diagnostic[],
  lang: Lang,
): CodeAction[] {
  const lines = new LineMap(document);
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (!isFixData(diagnostic.data)) continue;
    const { suggestion, alternatives = [], wholeLine } = diagnostic.data;
    for (const [i, text] of [suggestion, ...alternatives].entries()) {
      // a whole-line suggestion (issue 22) replaces the line, however much of it changes
      const range =
        i > 0 || wholeLine
          ? lines.lineRange(lines.pointAt(diagnostic.range.start).line)
          : replacedRange(lines, diagnostic, text);
      if (!range || document.getText(range) === text) continue;
      actions.push({
        title: `${suggestionLabel(lang)}: ${text}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: i === 0,
        edit: { changes: { [document.uri]: [{ range, newText: text }] } },
      });
    }
  }
  return actions;
}
