// The card DSL compiler's API (the contract with `hflux gen`, codegen/emit/): card files → CardDefinitions.
//   compileProject(root): rules/keywords.hf and cards/**/*.hf under root;
//   compileText(text, file, keywords?): one file on its own (no project-wide reference checks).
// Diagnostics never throw: every problem in every file is reported (codegen/dsl/diagnostics/codes.ts).
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ability } from '../../src/core/cardTypes.js';
import { sourceFilesUnder } from '../../src/io/discover.js';
import { splitLineTexts } from '../../src/io/lines.js';
import { readInputFile } from '../../src/io/readInput.js';
import { type CompileOptions, FileCache, type SourceFile, compileSources } from './compile.js';
export { FileCache };
import { rootCausesFirst } from './diagnostics/cascade.js';
import { sortDiagnostics, toDiagnostic } from './diagnostics/report.js';
import type { IRFile } from './ir.js';
import type { KeywordTable } from './lower/env.js';
import { keywordRecord, tableFromRecord } from './lower/keywords.js';
import type { CompileResult, CompiledCard, CompiledSet, Diagnostic, SuggestionExplainer } from './types.js';

export type {
  CompileResult,
  CompiledCard,
  CompiledSet,
  Diagnostic,
  SourceSpan,
  SuggestionExplainer,
} from './types.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const KEYWORDS_FILE = 'rules/keywords.hf';

let defaultKeywords: { table: KeywordTable; diagnostics: Diagnostic[] } | undefined;

export { findCardFiles } from './cardFiles.js';
import { findCardFiles } from './cardFiles.js';

/** Compiles the keyword definitions of `root` (rules/keywords.hf), or this repository's. */
export function loadKeywords(root = REPO_ROOT): { table: KeywordTable; diagnostics: Diagnostic[] } {
  const path = join(root, KEYWORDS_FILE);
  if (!existsSync(path)) return repoKeywords();
  const result = compileSources([
    { path: KEYWORDS_FILE, text: readInputFile(path, { display: KEYWORDS_FILE }) },
  ]);
  return { table: result.keywords, diagnostics: result.diagnostics };
}

function repoKeywords(): { table: KeywordTable; diagnostics: Diagnostic[] } {
  defaultKeywords ??= loadKeywords(REPO_ROOT);
  return defaultKeywords;
}

/** HF-W031: a set's files live in cards/<set-id>/. */
const SET_HEADER_LINE = /^【セット】[^\s]*$/;
function setDirWarnings(
  sources: SourceFile[],
  files: ReturnType<typeof compileSources>['files'],
): Diagnostic[] {
  return files.flatMap((f, i) => {
    const dir = f.path.split('/')[1];
    const set = f.ir.set;
    if (!set || !f.path.startsWith('cards/') || f.path.split('/').length < 3 || dir === set.id) return [];
    const line = splitLineTexts(sources[i].text)[set.span.line - 1] ?? '';
    // the quick fix rewrites the header to the folder's name (a header line is only 【セット】<id>)
    const fix = SET_HEADER_LINE.test(line.trim()) ? `【セット】${dir}` : undefined;
    return [
      toDiagnostic(
        { code: 'HF-W031', span: set.span, args: { id: set.id, dir }, ...(fix ? { suggestion: fix } : {}) },
        line,
      ),
    ];
  });
}

function groupSets(files: ReturnType<typeof compileSources>['files']): CompiledSet[] {
  const sets = new Map<string, CompiledSet>();
  for (const file of files) {
    if (file.setId === null) continue;
    const set = sets.get(file.setId) ?? { id: file.setId, files: [], cards: [] };
    set.files.push(file.path);
    set.cards.push(...file.cards);
    sets.set(file.setId, set);
  }
  return [...sets.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Compiles card files (paths relative to root) with a keyword table; diagnostics include HF-W031. */
export function compileCardFiles(
  root: string,
  paths: string[],
  keywords: KeywordTable,
  fileCache?: FileCache,
  explain?: SuggestionExplainer,
) {
  const sources = paths.map((path) => ({ path, text: readInputFile(join(root, path), { display: path }) }));
  return compileCardSources(sources, keywords, fileCache, explain);
}

/**
 * compileCardFiles on texts already read (the language server's open documents override the files on disk):
 * paths relative to the project root, diagnostics include HF-W031. `explain`: the meaning of each search
 * suggestion (the callers pass src/explain).
 */
export function compileCardSources(
  sources: SourceFile[],
  keywords: KeywordTable,
  fileCache?: FileCache,
  explain?: SuggestionExplainer,
) {
  const result = compileSources(sources, { keywords, fileCache, explain });
  const diagnostics = [...result.diagnostics, ...setDirWarnings(sources, result.files)];
  return { files: result.files, diagnostics };
}

/** `fileCache`: keep unchanged files' parse and lowering for the next call (`hflux gen --watch`). */
export function compileProject(root: string, fileCache?: FileCache): CompileResult {
  const keywords = loadKeywords(root);
  const result = compileCardFiles(root, findCardFiles(root), keywords.table, fileCache);
  const diagnostics = rootCausesFirst(
    sortDiagnostics([...keywords.diagnostics, ...result.diagnostics]),
    result.files.map((f) => f.ir),
  );
  return { sets: groupSets(result.files), keywords: keywordRecord(keywords.table), diagnostics };
}

/**
 * `explain`: the meaning of each search suggestion (the callers pass src/explain; none without it).
 * `quick: true` does not diagnose a line that does not parse (CompileOptions.quick).
 * `searchSuggestions: false` skips the whole-line suggestion search (the parser fuzz's bulk, which tests the
 * parser and lowering; the search itself is fuzzed on fewer inputs, test/fuzz/parser.test.ts).
 */
export function compileText(
  text: string,
  file: string,
  keywords?: Record<string, Ability[]>,
  explain?: SuggestionExplainer,
  options: Pick<CompileOptions, 'searchSuggestions' | 'quick'> = {},
): { cards: CompiledCard[]; setId: string | null; diagnostics: Diagnostic[]; ir: IRFile } {
  const table = keywords ? tableFromRecord(keywords) : repoKeywords().table;
  const result = compileSources([{ path: file, text }], {
    keywords: table,
    references: false,
    explain,
    searchSuggestions: options.searchSuggestions,
    quick: options.quick,
  });
  const compiled = result.files[0];
  const diagnostics = rootCausesFirst(sortDiagnostics(result.diagnostics), [compiled.ir]);
  return { cards: compiled.cards, setId: compiled.setId, diagnostics, ir: compiled.ir };
}
