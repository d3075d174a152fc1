// The playtest page's layer rules (.dependency-cruiser.cjs, docs/architecture.md) are not vacuous: on a small
// tree that breaks each once, `npm run deps` reports exactly those imports — a page module that reaches a Node
// module through another file, one that imports the CLI or the scenario runner, an engine module that imports
// the page — and not the ones allowed (the page on the engine and the setup writer; `hflux serve` on the page's
// API contract).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DEPCRUISE = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const TREE: Record<string, string> = {
  'src/engine/game.ts': 'export const first = 0;\n',
  'src/scenario/emit.ts': "import { first } from '../engine/game.js';\nexport const setupOf = () => first;\n",
  'src/scenario/run.ts': "import { first } from '../engine/game.js';\nexport const run = first;\n",
  'src/io/files.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'src/deck/builtIn.ts': "import { read } from '../io/files.js';\nexport const deckFrom = read;\n",
  'src/cli/main.ts': 'export const main = 1;\n',
  // allowed: the page on the engine and the setup writer; `hflux serve` on the page's contract
  'web/src/ok.ts':
    "import { first } from '../../src/engine/game.js';\nimport { setupOf } from '../../src/scenario/emit.js';\nexport const ok = [first, setupOf];\n",
  'web/src/api.ts': 'export const API = 1;\n',
  'src/cli/serve.ts': "import { API } from '../../web/src/api.js';\nexport const serve = API;\n",
  // a Node module two imports away
  'web/src/usesDecks.ts':
    "import { deckFrom } from '../../src/deck/builtIn.js';\nexport const d = deckFrom;\n",
  'web/src/usesCli.ts': "import { main } from '../../src/cli/main.js';\nexport const c = main;\n",
  'web/src/usesRunner.ts': "import { run } from '../../src/scenario/run.js';\nexport const r = run;\n",
  'src/engine/usesPage.ts': "import { API } from '../../web/src/api.js';\nexport const p = API;\n",
};

const EXPECTED = [
  'only-serve-knows-the-page: src/engine/usesPage.ts → web/src/api.ts',
  'page-runs-in-the-browser: web/src/usesDecks.ts → fs',
  'page-uses-no-tools: web/src/usesCli.ts → src/cli/main.ts',
  'page-uses-no-tools: web/src/usesRunner.ts → src/scenario/run.ts',
];

const root = mkdtempSync(join(tmpdir(), 'hflux-web-layers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the playtest page’s dependency rules', () => {
  it('report each forbidden import of the page and to the page, and nothing the rules allow', () => {
    for (const [path, text] of Object.entries(TREE)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    copyFileSync(join(REPO, '.dependency-cruiser.cjs'), join(root, '.dependency-cruiser.cjs'));
    copyFileSync(join(REPO, 'tsconfig.json'), join(root, 'tsconfig.json'));
    const run = spawnSync(
      process.execPath,
      [DEPCRUISE, 'src', 'web', '--config', '.dependency-cruiser.cjs', '-T', 'json'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stdout, run.stderr).not.toBe('');
    const violations: { from: string; to: string; rule: { name: string } }[] = JSON.parse(run.stdout).summary
      .violations;
    const found = violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect([...new Set(found)].sort()).toEqual(EXPECTED);
  });
});
