// The card grammar (grammar/card.ohm), built once per process. Building an ohm grammar from source takes
// ~0.3 s, so a prebuilt recipe (grammar/card.recipe.json, tagged with the source's hash) is loaded instead
// when it is fresh; a stale or missing recipe falls back to building from source (same result, slower).
// Refresh it with `npx tsx codegen/dsl/grammarRecipe.ts` (test/dsl/grammar.test.ts fails when stale).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Ohm from 'ohm-js';

// ohm's single-file CommonJS build loads ~4× faster than its many ES modules (cold start matters:
// `hflux check` and the 500-card benchmark are measured cold).
const ohm = createRequire(import.meta.url)('ohm-js') as typeof Ohm;

export const GRAMMAR_PATH = fileURLToPath(new URL('../../grammar/card.ohm', import.meta.url));
export const RECIPE_PATH = fileURLToPath(new URL('../../grammar/card.recipe.json', import.meta.url));

interface RecipeFile {
  hash: string;
  recipe: unknown;
}
type OhmWithRecipes = typeof Ohm & { makeRecipe(recipe: unknown): Ohm.Grammar };

let cached: Ohm.Grammar | undefined;

export function grammarSource(): string {
  return readFileSync(GRAMMAR_PATH, 'utf8');
}

export function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

function readRecipe(): RecipeFile | undefined {
  try {
    return JSON.parse(readFileSync(RECIPE_PATH, 'utf8')) as RecipeFile;
  } catch {
    return undefined;
  }
}

/** The recipe file's content for the current grammar source. */
export function recipeFileContent(source = grammarSource()): string {
  const recipe = JSON.parse((ohm.grammar(source) as unknown as { toRecipe(): string }).toRecipe());
  return `${JSON.stringify({ hash: sourceHash(source), recipe })}\n`;
}

/** Whether grammar/card.recipe.json matches grammar/card.ohm. */
export function recipeIsFresh(source = grammarSource()): boolean {
  return readRecipe()?.hash === sourceHash(source);
}

export function cardGrammar(): Ohm.Grammar {
  if (cached) return cached;
  const source = grammarSource();
  const recipe = readRecipe();
  cached =
    recipe?.hash === sourceHash(source)
      ? (ohm as OhmWithRecipes).makeRecipe(recipe.recipe)
      : ohm.grammar(source);
  return cached;
}
