// The local adapter: the fixture cards (src/fixtures/cards.ts) as set "fixture", with the keyword table of
// src/keywords.ts, in the shape of the DSL compiler's result. The generator ran on it until the DSL compiler
// existed; tests and the emit-only benchmark still use it as a fixed, compiler-independent input.
import type { Ability } from '../../src/core/cardTypes.js';
import { FIXTURE_CARDS } from '../../src/fixtures/cards.js';
import { KEYWORD_NAMES, keywordAbilities } from '../../src/keywords.js';
import type { CompileResult, CompiledCard } from './source.js';

export const FIXTURE_SOURCE = 'src/fixtures/cards.ts';
export const KEYWORD_SOURCE_FALLBACK = 'src/keywords.ts';

/** The local adapter: the fixture cards as set "fixture" and the keyword table of src/keywords.ts. */
export function compileFixtures(_root: string): CompileResult {
  const cards = FIXTURE_CARDS.map(
    (def, i): CompiledCard => ({
      def,
      sourceFile: FIXTURE_SOURCE,
      span: { file: FIXTURE_SOURCE, line: 1, col: 1, endLine: 1, endCol: 1, start: i, end: i },
    }),
  );
  const keywords: Record<string, Ability[]> = {};
  for (const name of KEYWORD_NAMES) keywords[name] = keywordAbilities(name);
  return { sets: [{ id: 'fixture', files: [FIXTURE_SOURCE], cards }], keywords, diagnostics: [] };
}
