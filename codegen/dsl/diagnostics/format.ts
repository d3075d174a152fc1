// Human-readable diagnostics: `file:line:col CODE message`, the source line, a caret line under the span,
// the expected phrases and a suggestion — in Japanese, or in English with lang 'en'. Control characters
// from the input are escaped (src/io/terminal.ts); the caret is placed under the escaped text.
import { escapeControls } from '../../../src/io/terminal.js';
import type { Diagnostic } from '../types.js';
import { displayWidth } from './width.js';

export type Lang = 'ja' | 'en';

const LABELS = {
  ja: {
    error: 'エラー',
    warning: '警告',
    expected: '期待される語句',
    suggestion: 'もしかして',
    meaning: '意味：',
  },
  en: {
    error: 'error',
    warning: 'warning',
    expected: 'expected',
    suggestion: 'did you mean',
    meaning: 'means: ',
  },
};
/** Expected-phrase lists stay short: the rest is counted. */
const MAX_EXPECTED = 5;

/** The caret line: spaces up to the column, then one ^ per display column of the span (at least one). */
export function caretLine(sourceLine: string, col: number, endCol?: number): string {
  const line = sourceLine.replace(/\t/g, ' ');
  const before = escapeControls(line.slice(0, col - 1));
  const marked = endCol !== undefined && endCol > col ? escapeControls(line.slice(col - 1, endCol - 1)) : '';
  return ' '.repeat(displayWidth(before)) + '^'.repeat(Math.max(1, displayWidth(marked)));
}

function expectedText(expected: string[], lang: Lang): string {
  const shown = expected.slice(0, MAX_EXPECTED).join(lang === 'ja' ? '、' : ', ');
  const more = expected.length - MAX_EXPECTED;
  if (more <= 0) return shown;
  return lang === 'ja' ? `${shown} ほか${more}件` : `${shown} and ${more} more`;
}

/** The notes under a diagnostic: 「期待される語句: …」 and 「もしかして: …」 (also the language server's message). */
export function diagnosticNotes(d: Diagnostic, lang: Lang = 'ja'): string[] {
  const labels = LABELS[lang];
  const notes: string[] = [];
  const expected = lang === 'en' && d.expectedEn?.length ? d.expectedEn : d.expected;
  if (expected?.length) notes.push(`${labels.expected}: ${expectedText(expected, lang)}`);
  const found = d.suggestions ?? [];
  if (d.suggestion !== undefined && !found.some((s) => s.text === d.suggestion))
    notes.push(`${labels.suggestion}: ${d.suggestion}`);
  for (const s of found) {
    notes.push(`${labels.suggestion}: ${s.text}`);
    s.explain.forEach((line, i) =>
      notes.push(`  ${i === 0 ? labels.meaning : ' '.repeat(labels.meaning.length)}${line}`),
    );
  }
  return notes;
}

/** The label of a 「もしかして」 suggestion in `lang` (a quick fix's title). */
export function suggestionLabel(lang: Lang = 'ja'): string {
  return LABELS[lang].suggestion;
}

export function formatDiagnostic(d: Diagnostic, lang: Lang = 'ja'): string {
  const labels = LABELS[lang];
  const message = lang === 'en' && d.messageEn ? d.messageEn : d.message;
  const out = [`${d.file}:${d.line}:${d.col} ${d.code} ${labels[d.severity]}: ${message}`];
  out.push(`  | ${d.sourceLine.replace(/\t/g, ' ')}`);
  out.push(`  | ${caretLine(d.sourceLine, d.col, d.endCol)}`);
  out.push(...diagnosticNotes(d, lang).map((note) => `  = ${note}`));
  // Input text (the source line, names in the message, the file name) never reaches the terminal raw.
  return escapeControls(out.join('\n'));
}

export function formatDiagnostics(diagnostics: Diagnostic[], lang: Lang = 'ja'): string {
  return diagnostics.map((d) => formatDiagnostic(d, lang)).join('\n\n');
}

export function summary(diagnostics: Diagnostic[], files: number, lang: Lang = 'ja'): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return lang === 'ja'
    ? `${files}ファイル：エラー${errors}件、警告${warnings}件`
    : `${files} file(s): ${errors} error(s), ${warnings} warning(s)`;
}
