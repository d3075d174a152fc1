// The compiler's public data types: source spans and diagnostics (the contract between the DSL compiler,
// `hflux check`, `hflux fmt` and `hflux gen`).
import type { Ability, CardDefinition } from '../../src/core/cardTypes.js';

/** Where a node came from. Lines and columns are 1-based; `endCol` is exclusive; start/end are offsets. */
export interface SourceSpan {
  file: string;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  start: number;
  end: number;
}

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  code: string; // HF-Exxx (see codegen/dsl/diagnostics/codes.ts)
  severity: Severity;
  message: string; // Japanese
  messageEn?: string;
  expected?: string[];
  expectedEn?: string[]; // the expected phrases in English (`--lang en`)
  suggestion?: string;
  /** Whole-line suggestions found by search (issue 22), each with what it means (explain's lines). */
  suggestions?: Suggestion[];
  sourceLine: string;
  /** Columns the caret line underlines (exclusive end); same line as `line`. */
  endCol?: number;
  /**
   * HF-E040 naming the clause the grammar stops in (codegen/dsl/diagnostics/clauseFallback.ts), not a row of the
   * mechanic table: another line's named mechanic comes before it (./diagnostics/cascade.ts).
   */
  unread?: true;
}

/** A line that compiles near one that does not, and what it means (codegen/dsl/searchSuggest.ts). */
export interface Suggestion {
  text: string;
  /** What the line means (explain's lines); empty when the compilation was given no explainer. */
  explain: string[];
}

/**
 * What a compiled line means, for a suggestion's 「意味」: the callers (CLI, language server) pass src/explain
 * here, so the compiler never imports the explainer (it sits below it: docs/architecture.md).
 */
export type SuggestionExplainer = (def: CardDefinition) => string[];

/** A designer wording the compiler read as the canonical one (codegen/dsl/designerWords.ts). */
export interface CardReading {
  line: number;
  col: number;
  from: string;
  to: string;
}

export interface CompiledCard {
  def: CardDefinition;
  span: SourceSpan;
  sourceFile: string;
  /** The designer-vocabulary readings made in the card's text, in source order (absent when none). */
  readings?: CardReading[];
}

export interface CompiledSet {
  id: string;
  files: string[];
  cards: CompiledCard[];
}

export interface CompileResult {
  sets: CompiledSet[];
  /** From rules/keywords.hf, keyed by the keyword's identifier (KeywordName) or, without one, its name. */
  keywords: Record<string, Ability[]>;
  diagnostics: Diagnostic[];
}
