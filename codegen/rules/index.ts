// The rules generator: rules/game.yaml → generated/rules.ts (constants and phase flow, HF-1 … HF-15).
import { join } from 'node:path';
import type { Generator } from '../types.js';
import { emitRulesModule } from './emit.js';
import { loadGameRules } from './load.js';

export const RULES_SOURCE = 'rules/game.yaml';
export const RULES_OUTPUT = 'generated/rules.ts';

export const rulesGenerator: Generator = {
  name: 'rules',
  generate(root) {
    const spec = loadGameRules(join(root, RULES_SOURCE), RULES_SOURCE);
    return [{ path: RULES_OUTPUT, content: emitRulesModule(spec) }];
  },
};
