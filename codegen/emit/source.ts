// What the card generator consumes: the DSL compiler's result (codegen/dsl/index.ts). The emitter depends
// only on these shapes.
import type { CardDefinition } from '../../src/core/cardTypes.js';

export type { CompileResult, CompiledCard, CompiledSet, Diagnostic, SourceSpan } from '../dsl/index.js';
import type { CompileResult, Diagnostic, FileCache } from '../dsl/index.js';

/**
 * Compiles the card and rule sources under a repository root. `fileCache`, when the compiler takes one, keeps
 * unchanged files compiled between calls (the generator passes the same cache on every run).
 */
export type ProjectCompiler = (root: string, fileCache?: FileCache) => CompileResult;

/** Optional: the DSL's canonical printer, used for CARDS.md when available. */
export type CardPrinter = (def: CardDefinition) => string;

/** `file:line:col code message`, the form every hflux tool prints a diagnostic in. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`;
}
