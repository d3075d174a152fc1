// Every generator `hflux gen` runs, in order. A new generated module (cards, keywords…) adds its entry here.
import { cardGenerator } from './emit/index.js';
import { grammarGenerator } from './grammarBundle.js';
import { rulesGenerator } from './rules/index.js';
import type { Generator } from './types.js';

export const GENERATORS: readonly Generator[] = [grammarGenerator, rulesGenerator, cardGenerator];
