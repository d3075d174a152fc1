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

export function compileSources(sources: SourceFile[], options: CompileOptions = {}): Compilation {
  const reporter = new Reporter();
  const report = (f: Finding) => reporter.report(f);
  const table = options.keywords ?? new Map();
  const cache = new LineCache({
    keywords: [...table.keys()],
    traits: [...(options.extraIndex?.traits ?? [])],
  });
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
