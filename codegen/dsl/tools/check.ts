// `hflux check [paths…]`: every problem in every file, in Japanese (or English), with the source line and
// a caret; --json for tools. Exit 0 clean, 1 findings (errors or warnings), 2 usage or internal error.
import { join } from 'node:path';
import { readInputFile } from '../../../src/io/readInput.js';
import { compileSources } from '../compile.js';
import { rootCausesFirst } from '../diagnostics/cascade.js';
import { type Lang, formatDiagnostics, summary } from '../diagnostics/format.js';
import { sortDiagnostics } from '../diagnostics/report.js';
import { KEYWORDS_FILE, compileCardFiles, findCardFiles, loadKeywords } from '../index.js';
import type { Diagnostic, SuggestionExplainer } from '../types.js';
import { displayPath, expandPaths } from './paths.js';

// the line store's switch, for checkBundle.ts to turn on in a process running the check from its bundle
export { useLineStore } from '../parse/lineStore.js';

export interface CheckOptions {
  paths: string[];
  json?: boolean;
  lang?: Lang;
  root?: string;
  /** The meaning of each search suggestion (the CLI passes src/explain in the chosen language). */
  explain?: SuggestionExplainer;
}

export interface CommandResult {
  exitCode: number;
  stdout: string;
}

function keywordDiagnostics(
  root: string,
  files: string[],
  keywords: () => ReturnType<typeof loadKeywords>,
  explain?: SuggestionExplainer,
): Diagnostic[] {
  return files.flatMap((path) => {
    if (path === KEYWORDS_FILE) return keywords().diagnostics;
    const text = readInputFile(join(root, path), { display: path });
    return compileSources([{ path, text }], { explain }).diagnostics;
  });
}

/** Diagnostics for `files`; card files are compiled with the rest of the project for context. */
export function checkFiles(root: string, files: string[], explain?: SuggestionExplainer): Diagnostic[] {
  const keywordFiles = files.filter((f) => f.startsWith('rules/'));
  const cardFiles = files.filter((f) => !f.startsWith('rules/'));
  const wanted = new Set(cardFiles);
  const context = [...new Set([...cardFiles, ...findCardFiles(root)])].sort();
  // rules/keywords.hf is compiled once, for the cards' keyword table and for its own diagnostics
  let loaded: ReturnType<typeof loadKeywords> | undefined;
  const keywords = () => {
    loaded ??= loadKeywords(root);
    return loaded;
  };
  const compiled = cardFiles.length
    ? compileCardFiles(root, context, keywords().table, undefined, explain)
    : undefined;
  const cards = compiled?.diagnostics ?? [];
  return rootCausesFirst(
    sortDiagnostics([
      ...keywordDiagnostics(root, keywordFiles, keywords, explain),
      ...cards.filter((d) => wanted.has(d.file)),
    ]),
    compiled?.files.map((f) => f.ir) ?? [],
  );
}

export function runCheck(options: CheckOptions): CommandResult {
  const root = options.root ?? process.cwd();
  const defaults = options.paths.length === 0;
  const files = expandPaths(root, defaults ? ['cards', 'rules'] : options.paths, defaults);
  const diagnostics = checkFiles(root, files, options.explain).map((d) => ({
    ...d,
    file: displayPath(root, d.file),
    message: displayPathsIn(root, d.message),
    ...(d.messageEn === undefined ? {} : { messageEn: displayPathsIn(root, d.messageEn) }),
  }));
  const exitCode = diagnostics.length ? 1 : 0;
  if (options.json) {
    const shown = files.map((f) => displayPath(root, f));
    return { exitCode, stdout: `${JSON.stringify({ files: shown, diagnostics }, null, 2)}\n` };
  }
  const lang = options.lang ?? 'ja';
  const body = diagnostics.length ? `${formatDiagnostics(diagnostics, lang)}\n\n` : '';
  return { exitCode, stdout: `${body}${summary(diagnostics, files.length, lang)}\n` };
}

/**
 * The `file:line` a message names (HF-E019/HF-E070: 「最初は x.hf:2」) shown as the file itself is: a file outside
 * the project absolute, not 「../../../tmp/x.hf:2」 (hi10 finding 10, after nc9 finding 6).
 */
function displayPathsIn(root: string, message: string): string {
  return message.replace(/(?<![^\s（(「])\.\.\/[^\s:）)」]*(?=:\d)/g, (path) => displayPath(root, path));
}
