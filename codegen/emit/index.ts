// The cards generator: compiled card sets (the DSL contract, ./source.ts) → generated/cards/<set>/<file>.ts
// (one module per .hf file), generated/cards/<set>/index.ts, generated/index.ts, generated/keywords.ts and
// generated/CARDS.md. The TypeScript modules are type-checked in memory (./typeCheck.ts) before they are
// returned. It is pure (returns files, writes nothing) and fails as a whole: error diagnostics throw
// DiagnosticsError, a module that does not type-check throws TypeCheckError, so `hflux gen` writes nothing.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { FileCache, compileProject } from '../dsl/index.js';
import { GenError } from '../errors.js';
import type { GeneratedFile, Generator } from '../types.js';
import { type TextOf, emitCardsMarkdown } from './markdown.js';
import {
  type ModulePlan,
  generatedHeader,
  planCardModule,
  planCatalogModule,
  planKeywordsModule,
  planSetIndex,
  printAlone,
} from './modules.js';
import { moduleNames } from './names.js';
import {
  type CardPrinter,
  type CompileResult,
  type CompiledSet,
  type Diagnostic,
  type ProjectCompiler,
  formatDiagnostic,
} from './source.js';
import { type CheckerOptions, GeneratedCodeChecker, type ModuleInput, TypeCheckError } from './typeCheck.js';

export { TypeCheckError };

export const CARDS_DIR = 'generated/cards';
export const INDEX_OUTPUT = 'generated/index.ts';
export const KEYWORDS_OUTPUT = 'generated/keywords.ts';
export const MARKDOWN_OUTPUT = 'generated/CARDS.md';
export const KEYWORDS_SOURCE = 'rules/keywords.hf';

/** The sources failed to compile: the diagnostics are the message (one `file:line:col code message` each). */
export class DiagnosticsError extends GenError {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
  }
}

export interface CardsGeneratorOptions {
  /** Compiles cards/ and rules/keywords.hf under the root. */
  compile: ProjectCompiler;
  /** The canonical printer for CARDS.md; without it the card's `text` is used. */
  print?: CardPrinter;
  /** The file generated/keywords.ts names as its source. */
  keywordSource?: string;
  /** Called with warnings (the build goes on). */
  onWarning?: (diagnostic: Diagnostic) => void;
  /** The in-memory type check (default on, with the engine files of this repository); false skips it. */
  typeCheck?: CheckerOptions | false;
}

export function cardsGenerator(options: CardsGeneratorOptions): Generator {
  // Created on first use and kept: `hflux gen --watch` re-checks only what changed, on a warm project.
  let checker: GeneratedCodeChecker | undefined;
  // Likewise the compiled files: a run re-parses and re-lowers only the files that changed.
  const fileCache = new FileCache();
  return {
    name: 'cards',
    owns: [CARDS_DIR],
    generate(root) {
      const result = options.compile(root, fileCache);
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) throw new DiagnosticsError(sortDiagnostics(errors));
      for (const warning of sortDiagnostics(result.diagnostics.filter((d) => d.severity !== 'error'))) {
        options.onWarning?.(warning);
      }
      if (options.typeCheck !== false) checker ??= new GeneratedCodeChecker(options.typeCheck);
      return emitProject(result, { ...options, checker });
    },
  };
}

/** Every generated file for a compile result (no diagnostics check; see cardsGenerator). */
export function emitProject(
  result: Pick<CompileResult, 'sets' | 'keywords'>,
  options: Pick<CardsGeneratorOptions, 'print' | 'keywordSource'> & { checker?: GeneratedCodeChecker } = {},
): GeneratedFile[] {
  const sets = [...result.sets].sort((a, b) => compareStrings(a.id, b.id)).map(orderSet);
  checkUnique(sets);
  const keywordSource = options.keywordSource ?? KEYWORDS_SOURCE;
  const allSources = [...new Set(sets.flatMap((set) => set.files))].sort(compareStrings);
  const modules = [
    ...sets.flatMap((set) => setModules(set, result.keywords)),
    {
      path: INDEX_OUTPUT,
      sources: allSources,
      ...planned(planCatalogModule, { sources: allSources, setIds: sets.map((s) => s.id) }),
    },
    {
      path: KEYWORDS_OUTPUT,
      sources: [keywordSource],
      ...planned(planKeywordsModule, { sources: [keywordSource], keywords: result.keywords }),
    },
  ];
  const texts = options.checker
    ? options.checker.run(modules)
    : new Map(modules.map((m) => [m.path, printAlone(m.plan)]));
  const files: GeneratedFile[] = modules.map((m) => ({ path: m.path, content: texts.get(m.path)! }));
  const textOf: TextOf = options.print ?? ((card: CardDefinition) => card.text);
  files.push({
    path: MARKDOWN_OUTPUT,
    content: emitCardsMarkdown(
      generatedHeader(allSources).replace(/^\/\/ /, ''),
      sets.map((set) => ({ id: set.id, sources: set.files, cards: set.cards.map((c) => c.def) })),
      textOf,
      result.keywords,
    ),
  });
  return files;
}

/** A plan and its fingerprint (the JSON of its input): the warm checker prints a module again only when it changes. */
function planned<T>(plan: (input: T) => ModulePlan, input: T): { plan: ModulePlan; key: string } {
  return { plan: plan(input), key: JSON.stringify(input) };
}

/** generated/cards/<set>/<file>.ts for each of the set's files, then generated/cards/<set>/index.ts. */
function setModules(
  set: CompiledSet,
  keywords: CompileResult['keywords'],
): (ModuleInput & { key: string })[] {
  const names = moduleNames(set.files);
  const dir = `${CARDS_DIR}/${set.id}`;
  const files = set.files.map((file, i) => ({
    file,
    name: names[i],
    cards: set.cards.filter((c) => c.sourceFile === file).map((c) => c.def),
  }));
  return [
    ...files.map((f) => ({
      path: `${dir}/${f.name}.ts`,
      sources: [f.file],
      ...planned(planCardModule, { sources: [f.file], cards: f.cards, keywords }),
    })),
    {
      path: `${dir}/index.ts`,
      sources: set.files,
      ...planned(planSetIndex, {
        setId: set.id,
        sources: set.files,
        modules: files.map((f) => ({ name: f.name, cards: f.cards })),
      }),
    },
  ];
}

/** A set with its files sorted and its cards in source order (file, then position), whatever order they came in. */
function orderSet(set: CompiledSet): CompiledSet {
  const files = [...set.files].sort(compareStrings);
  const cards = [...set.cards].sort(
    (a, b) => compareStrings(a.sourceFile, b.sourceFile) || a.span.start - b.span.start,
  );
  return { id: set.id, files, cards };
}

function checkUnique(sets: readonly CompiledSet[]): void {
  const seenSets = new Set<string>();
  for (const set of sets) {
    if (seenSets.has(set.id)) throw new GenError(`set '${set.id}' is defined twice`);
    seenSets.add(set.id);
    const seen = new Map<string, CompiledSet['cards'][number]>();
    for (const card of set.cards) {
      const first = seen.get(card.def.id);
      if (first) {
        throw new GenError(
          `${card.span.file}:${card.span.line}:${card.span.col}: card id ${JSON.stringify(card.def.id)} is already defined at ${first.span.file}:${first.span.line}`,
        );
      }
      seen.set(card.def.id, card);
    }
  }
}

function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      compareStrings(a.file, b.file) || a.line - b.line || a.col - b.col || compareStrings(a.code, b.code),
  );
}

/** Code-unit order: the same on every machine and locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What `hflux gen` compiles the project with: the DSL compiler (every cards/<set>/*.hf file and rules/keywords.hf). */
export const PROJECT_COMPILER: ProjectCompiler = compileProject;

/**
 * The generator `hflux gen` runs. CARDS.md shows each card's `text`: the compiler fills it with the DSL
 * printer's canonical text of the card's lines (codegen/dsl/lower/card.ts), so no printer is passed here.
 */
export const cardGenerator: Generator = cardsGenerator({
  compile: PROJECT_COMPILER,
  keywordSource: KEYWORDS_SOURCE,
  onWarning: (d) => console.error(formatDiagnostic(d)),
});
