// The project as the compiler sees it after the latest edit: rules/keywords.hf compiled into the keyword
// table, every card file under cards/ compiled together (so names shared between files or sets and unknown
// references are found across the workspace, as `hflux check` finds them), and open card files outside cards/
// compiled on their own against the project's keywords, traits and names. Unchanged files are neither parsed
// nor lowered again (the compiler's FileCache), and unchanged lines are not matched again (its line cache).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ProjectIndex, indexCards } from '../../codegen/dsl/check/project.js';
import { type CompiledFile, type SourceFile, compileSources } from '../../codegen/dsl/compile.js';
import {
  type Diagnostic,
  FileCache,
  KEYWORDS_FILE,
  type SourceSpan,
  compileCardSources,
} from '../../codegen/dsl/index.js';
import type { IRKeywordDef } from '../../codegen/dsl/ir.js';
import type { KeywordTable } from '../../codegen/dsl/lower/env.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { lineExplainer } from '../explain/index.js';
import { splitLineTexts } from '../io/lines.js';
import { readInputFile } from '../io/readInput.js';

/** The keyword file hflux itself ships, used when a project has none (as codegen/dsl's loadKeywords does). */
const SHIPPED_KEYWORDS = fileURLToPath(new URL(`../../${KEYWORDS_FILE}`, import.meta.url));

/** The meaning of a search suggestion (issue 22), shown under it as `hflux check` shows it. */
const EXPLAIN = lineExplainer('ja');

/** Where a card is written, and what it compiled to (none when its 種別 could not be read). */
export interface CardSite {
  name: string;
  path: string;
  /** The whole 【カード】 block. */
  span: SourceSpan;
  nameSpan: SourceSpan;
  setId: string | null;
  def?: CardDefinition;
}

/** Where a keyword is defined (its 【キーワード】 block). */
export interface KeywordSite {
  name: string;
  id: string;
  path: string;
  def: IRKeywordDef;
  /** The block's lines as written. */
  source: string;
}

export interface ProjectModel {
  keywords: KeywordTable;
  keywordSites: Map<string, KeywordSite>;
  /** The printed name of a keyword identifier (反撃 for counter), for explanations. */
  keywordName: (id: string) => string;
  /** Compiled card files (the project's and open ones outside it), by path. */
  files: Map<string, CompiledFile>;
  /** The project's cards by name (the first one, when a name is defined twice). */
  cards: Map<string, CardSite>;
  traits: Set<string>;
  /** Every diagnostic, by path (the keyword file's included). */
  diagnostics: Map<string, Diagnostic[]>;
}

export interface ProjectSources {
  /** rules/keywords.hf as it is now (undefined: the project has none). */
  keywords?: SourceFile;
  /** cards/**\/*.hf. */
  cards: SourceFile[];
  /** Open card files outside cards/ (each compiled on its own). */
  loose: SourceFile[];
}

interface KeywordCompile {
  text: string;
  lines: string[];
  path: string;
  table: KeywordTable;
  defs: IRKeywordDef[];
  diagnostics: Diagnostic[];
}

function byFile(diagnostics: Diagnostic[], into: Map<string, Diagnostic[]>): void {
  for (const d of diagnostics) into.set(d.file, [...(into.get(d.file) ?? []), d]);
}

function cardSites(files: CompiledFile[]): Map<string, CardSite> {
  const sites = new Map<string, CardSite>();
  for (const file of files) {
    const defs = new Map(file.cards.map((c) => [c.span.start, c.def]));
    for (const card of file.ir.cards) {
      if (card.broken.includes('name') || sites.has(card.name.name)) continue;
      sites.set(card.name.name, {
        name: card.name.name,
        path: file.path,
        span: card.span,
        nameSpan: card.name.span,
        setId: file.setId,
        def: defs.get(card.span.start),
      });
    }
  }
  return sites;
}

export class ProjectCompiler {
  private readonly cardCache = new FileCache();
  private readonly looseCaches = new Map<string, FileCache>();
  private keywordCompile: KeywordCompile | undefined;

  compile(sources: ProjectSources): ProjectModel {
    const keywords = this.compileKeywords(sources.keywords);
    const diagnostics = new Map<string, Diagnostic[]>();
    byFile(keywords.diagnostics, diagnostics);
    const cards = compileCardSources(sources.cards, keywords.table, this.cardCache, EXPLAIN);
    byFile(cards.diagnostics, diagnostics);
    const files = new Map(cards.files.map((f) => [f.path, f]));
    const index = indexCards(
      cards.files.flatMap((f) => f.ir.cards.filter((c) => !c.broken.includes('name'))),
    );
    for (const source of sources.loose) {
      const loose = this.compileLoose(source, keywords.table, index);
      byFile(loose.diagnostics, diagnostics);
      files.set(source.path, loose.files[0]);
    }
    for (const path of [...this.looseCaches.keys()])
      if (!sources.loose.some((s) => s.path === path)) this.looseCaches.delete(path);
    const keywordSites = new Map(
      keywords.defs
        .filter((def) => keywords.table.has(def.name.name))
        .map((def) => {
          const entry = keywords.table.get(def.name.name)!;
          const source = keywords.lines.slice(def.span.line - 1, def.span.endLine).join('\n');
          return [entry.name, { name: entry.name, id: entry.id, path: keywords.path, def, source }];
        }),
    );
    const names = new Map([...keywords.table.values()].map((k) => [k.id, k.name]));
    return {
      keywords: keywords.table,
      keywordSites,
      keywordName: (id) => names.get(id) ?? id,
      files,
      cards: cardSites(cards.files),
      traits: index.traits,
      diagnostics,
    };
  }

  /** Keyword files (rules/…) are compiled alone, with their own 【キーワード】 blocks, as `hflux check` does. */
  private compileLoose(source: SourceFile, keywords: KeywordTable, index: ProjectIndex) {
    if (source.path.startsWith('rules/')) return compileSources([source], { explain: EXPLAIN });
    let cache = this.looseCaches.get(source.path);
    if (!cache) this.looseCaches.set(source.path, (cache = new FileCache()));
    return compileSources([source], { keywords, extraIndex: index, fileCache: cache, explain: EXPLAIN });
  }

  /** The keyword table, compiled again only when the keyword file's text changed. */
  private compileKeywords(source: SourceFile | undefined): KeywordCompile {
    const own = source ?? this.shippedKeywords();
    const last = this.keywordCompile;
    if (last && last.text === own.text && last.path === own.path) return last;
    const result = compileSources([own]);
    this.keywordCompile = {
      text: own.text,
      lines: splitLineTexts(own.text),
      path: own.path,
      table: result.keywords,
      defs: result.files[0]?.ir.keywords ?? [],
      // the shipped file's problems are not the project's
      diagnostics: source ? result.diagnostics : [],
    };
    return this.keywordCompile;
  }

  private shippedKeywords(): SourceFile {
    const text = existsSync(SHIPPED_KEYWORDS) ? readInputFile(SHIPPED_KEYWORDS) : '';
    return { path: SHIPPED_KEYWORDS, text };
  }
}
