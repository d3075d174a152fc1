// The cards generator: compiled card sets (the DSL contract, ./source.ts) → generated/cards/<set>.ts,
// generated/index.ts, generated/keywords.ts and generated/CARDS.md. It is pure (returns files, writes
// nothing) and fails as a whole: error diagnostics throw DiagnosticsError, so `hflux gen` writes nothing.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { compileProject } from '../dsl/index.js';
import { GenError } from '../errors.js';
import type { GeneratedFile, Generator } from '../types.js';
import { type TextOf, emitCardsMarkdown } from './markdown.js';
import { emitCardModule, emitIndexModule, emitKeywordsModule, generatedHeader } from './modules.js';
import {
  type CardPrinter,
  type CompileResult,
  type CompiledSet,
  type Diagnostic,
  type ProjectCompiler,
  formatDiagnostic,
} from './source.js';

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
}

export function cardsGenerator(options: CardsGeneratorOptions): Generator {
  return {
    name: 'cards',
    owns: [CARDS_DIR],
    generate(root) {
      const result = options.compile(root);
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) throw new DiagnosticsError(sortDiagnostics(errors));
      for (const warning of sortDiagnostics(result.diagnostics.filter((d) => d.severity !== 'error'))) {
        options.onWarning?.(warning);
      }
      return emitProject(result, options);
    },
  };
}

/** Every generated file for a compile result (no diagnostics check; see cardsGenerator). */
export function emitProject(
  result: Pick<CompileResult, 'sets' | 'keywords'>,
  options: Pick<CardsGeneratorOptions, 'print' | 'keywordSource'> = {},
): GeneratedFile[] {
  const sets = [...result.sets].sort((a, b) => compareStrings(a.id, b.id)).map(orderSet);
  checkUnique(sets);
  const keywordSource = options.keywordSource ?? KEYWORDS_SOURCE;
  const allSources = [...new Set(sets.flatMap((set) => set.files))].sort(compareStrings);
  const files: GeneratedFile[] = sets.map((set) => ({
    path: `${CARDS_DIR}/${set.id}.ts`,
    content: emitCardModule({
      setId: set.id,
      sources: set.files,
      cards: set.cards.map((c) => c.def),
      keywords: result.keywords,
    }),
  }));
  files.push({
    path: INDEX_OUTPUT,
    content: emitIndexModule({ sources: allSources, setIds: sets.map((s) => s.id) }),
  });
  files.push({
    path: KEYWORDS_OUTPUT,
    content: emitKeywordsModule({ sources: [keywordSource], keywords: result.keywords }),
  });
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
