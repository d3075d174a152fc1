// The card grammar (grammar/card.ohm), built once per process. Building an ohm grammar from source takes
// ~0.3 s, so `hflux gen` writes ohm's own prebuilt bundle (generated/grammar/card.ohm-bundle.cjs, made by
// `ohm generateBundles --withTypes`, codegen/grammarBundle.ts) and that is loaded instead when it was built
// from the current source; a stale or missing bundle falls back to building from source (same grammar,
// slower), so the compiler can always regenerate its own bundle.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Ohm from 'ohm-js';
import type { HollowFluxGrammar } from '../../generated/grammar/card.ohm-bundle.cjs';
import { guardAlternatives } from './grammarGuards.js';
import { bundleHashLine, sourceHash } from './grammarHash.js';

// ohm's single-file CommonJS build loads ~4× faster than its many ES modules (cold start matters:
// `hflux check` and the 500-card benchmark are measured cold); the bundle requires it too.
const require = createRequire(import.meta.url);
const ohm = require('ohm-js') as typeof Ohm;

export const GRAMMAR_PATH = fileURLToPath(new URL('../../grammar/card.ohm', import.meta.url));
export const BUNDLE_PATH = fileURLToPath(
  new URL('../../generated/grammar/card.ohm-bundle.cjs', import.meta.url),
);

let cached: HollowFluxGrammar | undefined;

export function grammarSource(): string {
  return readFileSync(GRAMMAR_PATH, 'utf8');
}

function bundleText(): string | undefined {
  try {
    return readFileSync(BUNDLE_PATH, 'utf8');
  } catch {
    return undefined;
  }
}

/** The bundle's hash line: its second line, after the DO NOT EDIT header. */
function hashLineOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const start = text.indexOf('\n') + 1;
  return text.slice(start, text.indexOf('\n', start));
}

/** Whether generated/grammar/card.ohm-bundle.cjs was built from grammar/card.ohm as it is now. */
export function bundleIsFresh(source = grammarSource(), text = bundleText()): boolean {
  return hashLineOf(text) === bundleHashLine(sourceHash(source));
}

const RECIPE_START = "'use strict';const {makeRecipe}=require('ohm-js');const result=makeRecipe(";
const RECIPE_END = ');module.exports=result;';

/**
 * The recipe in the bundle (ohm writes it as JSON: Grammar#toRecipe), or undefined when the bundle has
 * another shape. Building the grammar from it is what requiring the bundle does, without loading a 350 KB
 * module through tsx (its transform cache and source map cost more than building the grammar: about 100 ms
 * of a cold `hflux check`).
 */
function recipeOf(text: string): string | undefined {
  const start = text.indexOf(RECIPE_START);
  const end = text.lastIndexOf(RECIPE_END);
  if (start < 0 || end < start) return undefined;
  const recipe = text.slice(start + RECIPE_START.length, end);
  return recipe.startsWith('["grammar",') ? recipe : undefined;
}

/**
 * A new copy of the card grammar, without the alternation guards: from the bundle's recipe when the bundle is
 * fresh, else from source (test/dsl/grammarGuards.test.ts compares it with the guarded one).
 */
export function buildCardGrammar(): HollowFluxGrammar {
  const source = grammarSource();
  const text = bundleText();
  const recipe = text !== undefined && bundleIsFresh(source, text) ? recipeOf(text) : undefined;
  // (makeRecipe is ohm's, used by every bundle, but its type declarations leave it out)
  const { makeRecipe } = ohm as unknown as { makeRecipe(recipe: string): HollowFluxGrammar };
  if (recipe !== undefined) return makeRecipe(recipe);
  return bundleIsFresh(source, text)
    ? (require(BUNDLE_PATH) as HollowFluxGrammar)
    : (ohm.grammar(source) as HollowFluxGrammar);
}

/** Puts the first-character guards on `grammar`'s alternations (./grammarGuards.ts); the count guarded. */
export function guardCardGrammar(grammar: HollowFluxGrammar): number {
  return guardAlternatives(grammar, ohm.pexprs);
}

export function cardGrammar(): HollowFluxGrammar {
  if (cached) return cached;
  cached = buildCardGrammar();
  // first-character guards on the alternations (./grammarGuards.ts): the same matches, far fewer tries
  // (HFLUX_GRAMMAR_GUARDS=0: without, to compare)
  if (process.env.HFLUX_GRAMMAR_GUARDS !== '0') guardCardGrammar(cached);
  return cached;
}
