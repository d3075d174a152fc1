// The compiler pipeline over a group of files: parse every file (one line at a time), check, lower.
// compileProject / compileText (codegen/dsl/index.ts) and `hflux check` are thin wrappers around it.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { checkCard } from './check/card.js';
import { checkFile } from './check/file.js';
import { type ProjectIndex, checkDuplicates, checkReferences, indexCards } from './check/project.js';
import { explainedByMechanic, withoutCascades } from './diagnostics/cascade.js';
import { Reporter } from './diagnostics/report.js';
import type { Finding } from './diagnostics/report.js';
import type { IRCard, IRFile } from './ir.js';
import { lowerCard } from './lower/card.js';
import type { KeywordTable } from './lower/env.js';
import { compileKeywords, rejectKeywordDefs } from './lower/keywords.js';
import { openLineStore } from './parse/lineStore.js';
import { LineCache } from './parse/matchLine.js';
import { parseFile } from './parse/parseFile.js';
import { withSearchSuggestions } from './searchSuggest.js';
import type { CardReading, CompiledCard, Diagnostic, SuggestionExplainer } from './types.js';
import { withUntaggedTriggers } from './untaggedTrigger.js';

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
  /**
   * Keeps each file's parse and lowering between compilations (`hflux gen --watch`, the language server):
   * a file whose text and keyword table are unchanged is neither parsed nor lowered again, and its findings
   * are replayed. The checks across files always run again.
   */
  fileCache?: FileCache;
  /** Explains each search suggestion of an unreadable line (issue 22); without it suggestions carry no meaning. */
  explain?: SuggestionExplainer;
  /**
   * `false`: an unreadable line gets the parser's diagnostic without the suggestion search (issue 22 point 2),
   * for callers that only ask whether a text compiles (test/dsl/ir-read.test.ts tries thousands of texts).
   */
  searchSuggestions?: boolean;
  /**
   * `true`: a line that does not parse gets one error over the whole line, without diagnosing it (no expected
   * phrases, no 「もしかして」, no suggestion search), as the variant probe's quick parse: for callers that only ask
   * whether a text compiles (the clause and part banks, test/dsl/ir-read.test.ts), where diagnosing the rejected
   * texts was most of the time. What compiles, and its definitions, are the same.
   */
  quick?: boolean;
}

/** One file's parse and lowering, and what they reported, for the text and keyword table they came from. */
interface CachedFile {
  text: string;
  keywordsKey: string;
  lines: string[];
  ir: IRFile;
  parseFindings: Finding[];
  cards?: { list: CompiledCard[]; findings: Finding[] };
}

/** Per-path cache of compiled files (see CompileOptions.fileCache); entries of paths not compiled are dropped. */
export class FileCache {
  readonly entries = new Map<string, CachedFile>();
}

function merge(a: ProjectIndex, b?: ProjectIndex): ProjectIndex {
  if (!b) return a;
  return { traits: new Set([...a.traits, ...b.traits]), names: new Set([...a.names, ...b.names]) };
}

function lowerFile(file: IRFile, keywords: KeywordTable, report: (f: Finding) => void): CompiledCard[] {
  const setId = file.set?.id ?? '';
  return file.cards
    .filter((card) => card.type !== undefined && !card.broken.includes('name'))
    .map((card) => {
      const readings = readingsOf(card);
      return {
        def: lowerCard(card, setId, { keywords, report }) as CardDefinition,
        span: card.span,
        sourceFile: file.file,
        ...(readings.length ? { readings } : {}),
      };
    });
}

function readingsOf(card: IRCard): CardReading[] {
  return card.lines
    .flatMap((l) =>
      (l.readings ?? []).map((r) => ({ line: r.span.line, col: r.span.col, from: r.from, to: r.to })),
    )
    .sort((a, b) => a.line - b.line || a.col - b.col);
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
function lineCache(keywords: string[], traits: string[], quick: boolean): LineCache {
  const key = JSON.stringify([keywords, traits, quick]);
  let cache = lineCaches.get(key);
  if (!cache || cache.entries.size > LINE_CACHE_LIMIT) {
    cache = new LineCache({ keywords, traits }, quick);
    openLineStore(cache, key); // the lines an earlier `hflux check` kept, if any (./parse/lineStore.ts)
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
  const quick = options.quick === true;
  const cache = lineCache([...table.keys()], [...(options.extraIndex?.traits ?? [])], quick);
  // Only a compilation given its keywords can reuse lowerings: its table does not depend on the files (and a
  // quick one's findings are not a full one's).
  const fileCache = options.observeLowering || !options.keywords || quick ? undefined : options.fileCache;
  const keywordsKey = fileCache ? JSON.stringify([...table]) : '';
  const cached = sources.map((s) => reuse(fileCache, s, keywordsKey, reporter));
  const irs = sources.map(
    (s, i) => cached[i]?.ir ?? parseAndRemember(s, cache, reporter, keywordsKey, fileCache),
  );
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
    cards: lowerCached(fileCache?.entries.get(sources[i].path), reporter, () =>
      lowerFile(lowering[i], keywords, report),
    ),
  }));
  if (fileCache) {
    const paths = new Set(sources.map((s) => s.path));
    for (const path of [...fileCache.entries.keys()].filter((p) => !paths.has(p)))
      fileCache.entries.delete(path);
  }
  const diagnostics = withUntaggedTriggers(
    withoutCascades(reporter.diagnostics(), irs).map(explainedByMechanic),
    irs,
    keywords,
    cache,
  );
  const unreadable = diagnostics.some(
    (d) =>
      d.code === 'HF-E011' ||
      d.code === 'HF-E022' ||
      d.code === 'HF-E047' ||
      d.code === 'HF-E040' || // its nearest wording comes from the designer's sentence (k10)
      d.code === 'HF-E015' || // a cost in the designer's words (k10)
      (d.code === 'HF-E016' && d.suggestion !== undefined),
  );
  return {
    files,
    keywords,
    diagnostics:
      unreadable && options.searchSuggestions !== false && !quick
        ? withSearchSuggestions(diagnostics, irs, keywords, options.explain)
        : diagnostics,
  };
}

/** The cached parse of an unchanged file, its lines and findings replayed into `reporter`. */
function reuse(
  fileCache: FileCache | undefined,
  source: SourceFile,
  keywordsKey: string,
  reporter: Reporter,
): CachedFile | undefined {
  const entry = fileCache?.entries.get(source.path);
  if (!entry || entry.text !== source.text || entry.keywordsKey !== keywordsKey) return undefined;
  reporter.addSource(source.path, entry.lines);
  for (const finding of entry.parseFindings) reporter.report(finding);
  return entry;
}

function parseAndRemember(
  source: SourceFile,
  cache: LineCache,
  reporter: Reporter,
  keywordsKey: string,
  fileCache: FileCache | undefined,
): IRFile {
  const from = reporter.count;
  const ir = parseFile(source.text, source.path, cache, reporter);
  fileCache?.entries.set(source.path, {
    text: source.text,
    keywordsKey,
    lines: reporter.sourceLines(source.path) ?? [],
    ir,
    parseFindings: reporter.since(from),
  });
  return ir;
}

/** A file's lowered cards: from the cache (findings replayed), or lowered now and remembered. */
function lowerCached(
  entry: CachedFile | undefined,
  reporter: Reporter,
  lower: () => CompiledCard[],
): CompiledCard[] {
  if (entry?.cards) {
    for (const finding of entry.cards.findings) reporter.report(finding);
    return entry.cards.list;
  }
  const from = reporter.count;
  const list = lower();
  if (entry) entry.cards = { list, findings: reporter.since(from) };
  return list;
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
