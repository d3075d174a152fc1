// The compiler pipeline over a group of files: parse every file (one line at a time), check, lower.
// compileProject / compileText (codegen/dsl/index.ts) and `hflux check` are thin wrappers around it.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { checkCard } from './check/card.js';
import { checkFile } from './check/file.js';
import { type ProjectIndex, checkDuplicates, checkReferences, indexCards } from './check/project.js';
import { Reporter } from './diagnostics/report.js';
import type { Finding } from './diagnostics/report.js';
import type { IRCard, IRFile } from './ir.js';
import { lowerCard } from './lower/card.js';
import type { KeywordTable } from './lower/env.js';
import { compileKeywords, rejectKeywordDefs } from './lower/keywords.js';
import { LineCache } from './parse/matchLine.js';
import { parseFile } from './parse/parseFile.js';
import type { CompiledCard, Diagnostic } from './types.js';

export interface SourceFile {
  path: string;
  text: string;
}

export interface CompiledFile {
  path: string;
  ir: IRFile;
  setId: string | null;
  cards: CompiledCard[];
}

export interface Compilation {
  files: CompiledFile[];
  keywords: KeywordTable;
  diagnostics: Diagnostic[];
}

export interface CompileOptions {
  /** Keyword definitions already compiled (else the files' own 【キーワード】 blocks are used). */
  keywords?: KeywordTable;
  /** Traits and names known beyond these files (the rest of the project). */
  extraIndex?: ProjectIndex;
  /** Project-wide reference checks (unknown traits / card names); off for a lone text. */
  references?: boolean;
  /**
   * Test hook (test/dsl/ir-read.test.ts): lowering is given `observeLowering(ir)` instead of each file's IR,
   * e.g. a Proxy that records which fields lowering reads. Checks and the returned `files[].ir` see the IR
   * itself; the result is the same.
   */
  observeLowering?: (ir: IRFile) => IRFile;
}

function merge(a: ProjectIndex, b?: ProjectIndex): ProjectIndex {
  if (!b) return a;
  return { traits: new Set([...a.traits, ...b.traits]), names: new Set([...a.names, ...b.names]) };
}

function lowerFile(file: IRFile, keywords: KeywordTable, report: (f: Finding) => void): CompiledCard[] {
  const setId = file.set?.id ?? '';
  return file.cards
    .filter((card) => card.type !== undefined && !card.broken.includes('name'))
    .map((card) => ({
      def: lowerCard(card, setId, { keywords, report }) as CardDefinition,
      span: card.span,
      sourceFile: file.file,
    }));
}

/** Lines a cache keeps before it starts over, and how many phrase sets keep a cache: bounded for fuzzers. */
const LINE_CACHE_LIMIT = 50_000;
const LINE_CACHES_KEPT = 4;
const lineCaches = new Map<string, LineCache>();

/**
 * The line cache for these phrases, shared by compilations with the same keywords and traits (a project
 * compiles rules/keywords.hf, then its cards: two phrase sets): `hflux gen --watch` and the language tools
 * recompile after each edit, and only the edited lines are matched again. A line's match depends only on its
 * text and the phrases (matchLine rebases the spans to where the line is now).
 */
function lineCache(keywords: string[], traits: string[]): LineCache {
  const key = JSON.stringify([keywords, traits]);
  let cache = lineCaches.get(key);
  if (!cache || cache.entries.size > LINE_CACHE_LIMIT) {
    cache = new LineCache({ keywords, traits });
    if (lineCaches.size >= LINE_CACHES_KEPT) lineCaches.delete(lineCaches.keys().next().value!);
  }
  lineCaches.delete(key);
  lineCaches.set(key, cache); // most recently used last
  return cache;
}

export function compileSources(sources: SourceFile[], options: CompileOptions = {}): Compilation {
  const reporter = new Reporter();
  const report = (f: Finding) => reporter.report(f);
  const table = options.keywords ?? new Map();
  const cache = lineCache([...table.keys()], [...(options.extraIndex?.traits ?? [])]);
  const irs = sources.map((s) => parseFile(s.text, s.path, cache, reporter));
  const lowering = options.observeLowering ? irs.map(options.observeLowering) : irs;
  const keywords =
    options.keywords ??
    compileKeywords(
      lowering.flatMap((ir) => ir.keywords),
      report,
    );
  if (options.keywords)
    rejectKeywordDefs(
      lowering.flatMap((ir) => ir.keywords),
      report,
    );
  const allCards = irs.flatMap((ir) =>
    ir.cards
      .filter((card) => !card.broken.includes('name'))
      .map((card) => ({ card, setId: ir.set?.id ?? '' })),
  );
  const index = merge(indexCards(allCards.map((c) => c.card)), options.extraIndex);
  for (const ir of irs) checkFile(ir, report);
  for (const { card } of allCards) checkOne(card, index, options, report);
  checkDuplicates(allCards, report);
  const files = irs.map((ir, i) => ({
    path: sources[i].path,
    ir,
    setId: ir.set?.id ?? null,
    cards: lowerFile(lowering[i], keywords, report),
  }));
  return { files, keywords, diagnostics: reporter.diagnostics() };
}

function checkOne(
  card: IRCard,
  index: ProjectIndex,
  options: CompileOptions,
  report: (f: Finding) => void,
): void {
  checkCard(card, report);
  if (options.references !== false) checkReferences(card, index, report);
}
