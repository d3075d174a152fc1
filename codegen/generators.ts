// Every generator `hflux gen` runs, in order. A new generated module (cards, keywords…) adds its entry here.
import { cardGenerator } from './emit/index.js';
import { grammarGenerator } from './grammarBundle.js';
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
