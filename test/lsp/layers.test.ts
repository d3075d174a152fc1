// The language server's place in the layers (docs/architecture.md, .dependency-cruiser.cjs): src/lsp may compile
// cards through codegen/dsl and use the scenario code, but never imports the CLI, the generator driver or the
// emitter, and nothing below it (scenarios, self-play, the engine) imports it. Checked with the repository's own
// config on a small tree that breaks each of those rules once, as test/layers/dependencyRules.test.ts does for
// the other layers.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from './client.js';

const DEPCRUISE = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const TREE: Record<string, string> = {
  'codegen/dsl/compile.ts': 'export const compile = 1;\n',
  'codegen/gen.ts': 'export const gen = 2;\n',
  'codegen/emit/emit.ts': 'export const emit = 3;\n',
  'src/cli/main.ts': "import { server } from '../lsp/server.js';\nexport const main = server;\n",
  'src/scenario/load.ts': 'export const load = 4;\n',
  // allowed: the compiler and the scenario loader
  'src/lsp/server.ts':
    "import { compile } from '../../codegen/dsl/compile.js';\nimport { load } from '../scenario/load.js';\n" +
    'export const server = [compile, load];\n',
  // forbidden: the CLI, the generator driver, the emitter
  'src/lsp/usesCli.ts': "import { main } from '../cli/main.js';\nexport const a = main;\n",
  'src/lsp/usesDriver.ts': "import { gen } from '../../codegen/gen.js';\nexport const b = gen;\n",
  'src/lsp/usesEmit.ts': "import { emit } from '../../codegen/emit/emit.js';\nexport const c = emit;\n",
  // forbidden: a lower layer importing the server
  'src/scenario/usesLsp.ts': "import { server } from '../lsp/server.js';\nexport const d = server;\n",
  'src/sim/usesLsp.ts': "import { server } from '../lsp/server.js';\nexport const e = server;\n",
  'src/engine/usesLsp.ts': "import { server } from '../lsp/server.js';\nexport const f = server;\n",
};

const EXPECTED = [
  'engine-below-its-users: src/engine/usesLsp.ts → src/lsp/server.ts',
  'lsp-below-cli: src/lsp/usesCli.ts → src/cli/main.ts',
  'lsp-below-cli: src/lsp/usesDriver.ts → codegen/gen.ts',
  'lsp-below-cli: src/lsp/usesEmit.ts → codegen/emit/emit.ts',
  'scenario-below-fuzz: src/scenario/usesLsp.ts → src/lsp/server.ts',
  'sim-below-cli: src/sim/usesLsp.ts → src/lsp/server.ts',
];

const root = mkdtempSync(join(tmpdir(), 'hflux-lsp-layers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the language server in the layer rules', () => {
  it('reports exactly the forbidden imports to and from src/lsp', () => {
    for (const [path, text] of Object.entries(TREE)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    copyFileSync(join(REPO, '.dependency-cruiser.cjs'), join(root, '.dependency-cruiser.cjs'));
    copyFileSync(join(REPO, 'tsconfig.json'), join(root, 'tsconfig.json'));
    const args = [DEPCRUISE, 'src', 'codegen', '--config', '.dependency-cruiser.cjs', '-T', 'json'];
    const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    expect(run.stdout, run.stderr).not.toBe('');
    const violations = JSON.parse(run.stdout).summary.violations as {
      from: string;
      to: string;
      rule: { name: string };
    }[];
    const found = violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect([...new Set(found)].sort()).toEqual(EXPECTED);
  });
});
