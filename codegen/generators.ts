// Every generator `hflux gen` runs, in order. A new generated module (cards, keywords…) adds its entry here.
import { cardGenerator } from './emit/index.js';
import { grammarGenerator, keptGrammarGenerator } from './grammarBundle.js';
import { rulesGenerator } from './rules/index.js';
import { stampGenerator } from './sourceStamp.js';
import type { Generator } from './types.js';

// The source stamp first: a source saved while the others run is then seen as changed at the next run.
export const GENERATORS: readonly Generator[] = [
  stampGenerator,
  grammarGenerator,
  rulesGenerator,
  cardGenerator,
];

/**
 * The card commands' regeneration when a source changed (src/cli/freshCards.ts): the same generators, except that
 * an unchanged grammar's files are kept as they are instead of being made again by ohm (codegen/grammarBundle.ts).
 */
export const FRESHNESS_GENERATORS: readonly Generator[] = GENERATORS.map((g) =>
  g === grammarGenerator ? keptGrammarGenerator : g,
);
