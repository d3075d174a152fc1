// `hflux fmt [paths…] [--check]`: rewrites card files in canonical form (codegen/dsl/print/), atomically
// (temp file + rename), through symlinks, only regular files, keeping the mode (src/io/writeRegular.ts). A file with lines that do not parse is left alone and its problems are reported.
// --check also shows the lines it would change (- the file's line, + the canonical one; lineDiff.ts).
// Exit 0 nothing to do / written, 1 --check found files to reformat or a file has errors, 2 usage/internal.
import { join } from 'node:path';
import { invalidUtf8At, readInputBytes } from '../../../src/io/readInput.js';
import { rewriteRegularFile } from '../../../src/io/writeRegular.js';
import { compileSources } from '../compile.js';
import { type Lang, formatDiagnostics } from '../diagnostics/format.js';
import { Reporter } from '../diagnostics/report.js';
import { loadKeywords } from '../index.js';
import type { KeywordTable } from '../lower/env.js';
import { LineCache } from '../parse/matchLine.js';
import { parseFile } from '../parse/parseFile.js';
import { printFile } from '../print/file.js';
import type { SuggestionExplainer } from '../types.js';
import type { CommandResult } from './check.js';
import { lineChanges, renderChanges } from './lineDiff.js';
import { displayPath, expandPaths } from './paths.js';

export interface FmtOptions {
  paths: string[];
  check?: boolean;
  lang?: Lang;
  root?: string;
  /** The meaning of each search suggestion (the CLI passes src/explain, as for `hflux check`). */
  explain?: SuggestionExplainer;
}

const keywordTables = new Map<string, KeywordTable>();

/** The keywords of `root` (rules/keywords.hf; this repository's without one), compiled once per root. */
function keywordsOf(root: string | undefined): KeywordTable {
  const key = root ?? '';
  let table = keywordTables.get(key);
  if (!table) {
    table = (root === undefined ? loadKeywords() : loadKeywords(root)).table;
    keywordTables.set(key, table);
  }
  return table;
}

/**
 * The canonical text of a file, or the diagnostics that prevent formatting it. Keyword reminder text
 * (「【貫通】（…）」, issue 22) is not printed, so a file with reminders is formatted only when each restates its
 * keyword's definition (HF-E047 otherwise): nothing the designer wrote is dropped unchecked.
 */
export function formatText(text: string, file: string, root?: string, explain?: SuggestionExplainer) {
  const keywords = keywordsOf(root);
  const reporter = new Reporter();
  const ir = parseFile(text, file, new LineCache({ keywords: [...keywords.keys()], traits: [] }), reporter);
  const compiled = () =>
    compileSources([{ path: file, text }], { keywords, references: false, explain }).diagnostics.filter(
      (d) => d.severity === 'error',
    );
  // a file that does not parse is reported as `hflux check` reports it (nc9 finding 7: the same line got HF-E011
  // with an expected-phrase list here and HF-E040 naming its mechanic there), errors only
  let diagnostics = reporter.diagnostics().some((d) => d.severity === 'error') ? compiled() : [];
  if (!diagnostics.length && ir.cards.some((c) => c.lines.some((l) => l.reminders?.length)))
    diagnostics = compiled().filter((d) => d.code === 'HF-E047');
  return diagnostics.length ? { diagnostics } : { text: printFile(ir), diagnostics };
}

export function runFmt(options: FmtOptions): CommandResult {
  const root = options.root ?? process.cwd();
  const defaults = options.paths.length === 0;
  const files = expandPaths(root, defaults ? ['cards', 'rules'] : options.paths, defaults);
  const lang = options.lang ?? 'ja';
  const out: string[] = [];
  let failed = false;
  let errors = 0;
  let changed = 0;
  for (const file of files) {
    const shown = displayPath(root, file); // as printed (absolute outside the project)
    const bytes = readInputBytes(join(root, file), { display: shown });
    const bad = invalidUtf8At(bytes);
    if (bad) {
      // hi9: rewriting would replace the bytes with U+FFFD for good; the file is left as it is
      failed = true;
      errors++;
      out.push(
        lang === 'ja'
          ? `${shown}:${bad.line}:${bad.col} UTF-8 として読めないバイトがあります。ファイルは書き換えません（UTF-8 で保存し直してください）。`
          : `${shown}:${bad.line}:${bad.col} bytes that are not UTF-8; the file is left as it is (save it as UTF-8).`,
      );
      continue;
    }
    const source = bytes.toString('utf8');
    const result = formatText(source, shown, root, options.explain);
    if (result.text === undefined) {
      failed = true;
      errors++;
      out.push(formatDiagnostics(result.diagnostics, lang));
      continue;
    }
    if (result.text === source) continue;
    changed++;
    failed ||= options.check === true;
    if (!options.check) rewriteRegularFile(join(root, file), result.text, shown);
    out.push(
      `${options.check ? (lang === 'ja' ? '整形が必要' : 'would reformat') : lang === 'ja' ? '整形しました' : 'formatted'}: ${shown}`,
    );
    if (options.check) out.push(...renderChanges(lineChanges(source, result.text), lang));
  }
  out.push(fmtSummary(files.length, changed, errors, options.check === true, lang));
  return { exitCode: failed ? 1 : 0, stdout: `${out.join('\n')}\n` };
}

/**
 * The last line, as `hflux check` ends with one (nc7: `fmt --check` said nothing on success):
 * 「9ファイル：すべて整形済み」, 「9ファイル：整形が必要2件」, 「9ファイル：整形しました2件、エラーのあるファイル1件」.
 */
export function fmtSummary(
  files: number,
  changed: number,
  errors: number,
  check: boolean,
  lang: Lang,
): string {
  const parts: string[] = [];
  if (lang === 'en') {
    if (changed > 0) parts.push(check ? `${changed} to reformat` : `${changed} reformatted`);
    if (errors > 0) parts.push(`${errors} with errors (left as they are)`);
    return `${files} file(s): ${parts.length ? parts.join(', ') : 'all canonical'}`;
  }
  if (changed > 0) parts.push(check ? `整形が必要${changed}件` : `整形しました${changed}件`);
  if (errors > 0) parts.push(`エラーのあるファイル${errors}件（そのまま）`);
  return `${files}ファイル：${parts.length ? parts.join('、') : 'すべて整形済み'}`;
}
