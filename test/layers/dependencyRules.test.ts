// The layer check (`npm run deps`, .dependency-cruiser.cjs) is not vacuous: run with the repository's own
// config on a small tree of modules that break each rule once, it reports exactly those imports — and not
// the ones the rules allow (a cycle made only of `import type`, the CLI and scenarios compiling cards
// through codegen/dsl). docs/architecture.md explains the layers.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DEPCRUISE = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Module path → source. Every import names a module of the tree. */
const TREE: Record<string, string> = {
  'src/core/types.ts': 'export type Id = number;\n',
  'src/io/lines.ts': 'export const lines = (s: string) => s.split("\\n");\n',
  'src/engine/game.ts': "import type { Id } from '../core/types.js';\nexport const first: Id = 0;\n",
  // engine → sim: an upper layer
  'src/engine/usesSim.ts': "import { play } from '../sim/play.js';\nexport const x = play;\n",
  // engine → codegen: twice wrong (the engine imports no generator; src/engine may not import codegen at all)
  'src/engine/usesDsl.ts':
    "import { compile } from '../../codegen/dsl/compile.js';\nexport const y = compile;\n",
  'src/sim/play.ts': "import { first } from '../engine/game.js';\nexport const play = first;\n",
  // sim → cli
  'src/sim/usesCli.ts': "import { main } from '../cli/main.js';\nexport const z = main;\n",
  'src/cli/main.ts':
    "import { compile } from '../../codegen/dsl/compile.js';\nimport { gen } from '../../codegen/gen.js';\n" +
    'export const main = [compile, gen];\n',
  // scenario → fuzz; scenario → codegen/dsl is allowed, scenario → codegen/emit is not
  'src/scenario/usesFuzz.ts': "import { shrink } from '../fuzz/shrink.js';\nexport const s = shrink;\n",
  'src/scenario/library.ts':
    "import { compile } from '../../codegen/dsl/compile.js';\nexport const l = compile;\n",
  'src/scenario/usesEmit.ts': "import { emit } from '../../codegen/emit/emit.js';\nexport const e = emit;\n",
  'src/fuzz/shrink.ts': 'export const shrink = 1;\n',
  // a type-only import still reaches up a layer: deck → engine
  'src/deck/forEngine.ts': "import type { first } from '../engine/game.js';\nexport type F = typeof first;\n",
  // core → engine
  'src/core/usesEngine.ts': "import { first } from '../engine/game.js';\nexport const c = first;\n",
  // a runtime cycle (reported once)
  'src/engine/ping.ts': "import { pong } from './pong.js';\nexport const ping = () => pong;\n",
  'src/engine/pong.ts': "import { ping } from './ping.js';\nexport const pong = () => ping;\n",
  // allowed: a cycle of type-only imports, and a cycle that a type-only import breaks
  'src/engine/typeA.ts': "import type { B } from './typeB.js';\nexport interface A {\n  b?: B;\n}\n",
  'src/engine/typeB.ts': "import type { A } from './typeA.js';\nexport interface B {\n  a?: A;\n}\n",
  'src/engine/half1.ts': "import { h2 } from './half2.js';\nexport const h1 = h2;\n",
  'src/engine/half2.ts':
    "import type { h1 } from './half1.js';\nexport const h2 = 2;\nexport type H = typeof h1;\n",
  // generated → engine
  'generated/cards.ts': "import { first } from '../src/engine/game.js';\nexport const cards = [first];\n",
  'codegen/dsl/compile.ts':
    "import type { Id } from '../../src/core/types.js';\nexport const compile = (id: Id) => id;\n",
  'codegen/gen.ts': "import { emit } from './emit/emit.js';\nexport const gen = emit;\n",
  'codegen/emit/emit.ts': "import { compile } from '../dsl/compile.js';\nexport const emit = compile;\n",
  // the DSL compiler → the emitter
  'codegen/dsl/usesEmit.ts': "import { emit } from '../emit/emit.js';\nexport const d = emit;\n",
};

const EXPECTED = [
  'card-data-below-engine: src/deck/forEngine.ts → src/engine/game.ts',
  'core-is-the-contract: src/core/usesEngine.ts → src/engine/game.ts',
  'dsl-below-emit: codegen/dsl/usesEmit.ts → codegen/emit/emit.ts',
  'engine-below-its-users: src/engine/usesDsl.ts → codegen/dsl/compile.ts',
  'engine-below-its-users: src/engine/usesSim.ts → src/sim/play.ts',
  'generated-is-data: generated/cards.ts → src/engine/game.ts',
  'no-circular: src/engine/ping.ts → src/engine/pong.ts',
  'scenario-and-fuzz-use-only-the-dsl: src/scenario/usesEmit.ts → codegen/emit/emit.ts',
  'scenario-below-fuzz: src/scenario/usesFuzz.ts → src/fuzz/shrink.ts',
  'sim-below-cli: src/sim/usesCli.ts → src/cli/main.ts',
  'src-runs-no-generator: src/engine/usesDsl.ts → codegen/dsl/compile.ts',
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

const root = mkdtempSync(join(tmpdir(), 'hflux-layers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeTree(): void {
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  copyFileSync(join(REPO, '.dependency-cruiser.cjs'), join(root, '.dependency-cruiser.cjs'));
  copyFileSync(join(REPO, 'tsconfig.json'), join(root, 'tsconfig.json'));
}

function cruise(): Violation[] {
  const args = [
    DEPCRUISE,
    'src',
    'codegen',
    'generated',
    '--config',
    '.dependency-cruiser.cjs',
    '-T',
    'json',
  ];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  expect(run.stdout, run.stderr).not.toBe('');
  return JSON.parse(run.stdout).summary.violations;
}

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  it('report each forbidden import of a tree that breaks every rule, and nothing the rules allow', () => {
    writeTree();
    const found = cruise().map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect([...new Set(found)].sort()).toEqual(EXPECTED);
  });
});
