// Rewrites grammar/card.recipe.json from grammar/card.ohm (see codegen/dsl/grammar.ts).
import { writeFileAtomic } from '../files.js';
import { RECIPE_PATH, recipeFileContent } from './grammar.js';

writeFileAtomic(RECIPE_PATH, recipeFileContent());
console.log(`wrote ${RECIPE_PATH}`);
