// issue 21: one bad file is that file's ERROR, never the batch's. `hflux scenario` (a real CLI process) runs a
// folder holding good scenarios, a YAML alias bomb, a 3,000-level nested list, a bad face-down setup and a file
// with a YAML mistake: every good file runs and passes, each bad one is ERROR at its own line, the summary is
// printed (to stderr with --json, whose stdout stays one JSON document), and the exit code is 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { runScenarioFile } from '../../src/scenario/batch.js';
import { scenarioLibrary } from '../../src/scenario/library.js';
import { loadScenario } from '../../src/scenario/load.js';
import { runScenario } from '../../src/scenario/run.js';
import { ScenarioError } from '../../src/scenario/types.js';
import { runCli } from '../helpers/runCliInProcess.js';

const GOOD_DAMAGE = `name: 'HF-9.4 setup の damage はゲームの単位'
setup:
  turn: 3
  players:
    A:
      hand: [業炎弾]
      energy: 2
    B:
      battlefield: [{ card: 歴戦の闘士, damage: 1000 }]
steps:
  - "A: play 業炎弾 target 歴戦の闘士"
  - "B: pass"
  - "A: pass"
expect:
  - after: 0
    card: { ref: 歴戦の闘士, damage: 1000 }
  - card: { ref: 歴戦の闘士, zone: trash }
`;

const GOOD_FACE_DOWN = `name: 'HF-14.3 裏向きのキャラクター'
setup:
  turn: 3
  players:
    A:
      battlefield:
        - card: 大地の巨人
          faceDown: { name: 影, power: 3000, traits: [亡霊] }
    B:
      guardDeck: [古き契約]
steps:
  - "A: attack 大地の巨人 -> B"
  - "B: pass"
  - "A: pass"
expect:
  - invariants: hold
  - event: { type: damagePlayer, player: B, amount: 1 }
`;

/** 10^12 expansions from a few lines (the "billion laughs"). */
function aliasBomb(): string {
  const lines = ['name: bomb', 'a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i <= 11; i++)
    lines.push(
      `l${i}: &l${i} [${Array(10)
        .fill(i === 1 ? '*a' : `*l${i - 1}`)
        .join(', ')}]`,
    );
  return `${lines.join('\n')}\n`;
}

const BAD_FILES: Record<string, { text: string; line: number; says: RegExp }> = {
  'bomb.scenario.yaml': { text: aliasBomb(), line: 3, says: /エイリアス/ },
  'deep.scenario.yaml': {
    text: `name: deep\nsetup:\n  players: ${'['.repeat(3000)}${']'.repeat(3000)}\n`,
    line: 3,
    says: /入れ子が深すぎます/,
  },
  'face-down.scenario.yaml': {
    text: 'name: bad face-down\nsetup:\n  players:\n    A:\n      battlefield:\n        - card: 大地の巨人\n          faceDown: { name: 影, power: -3000 }\nexpect:\n  - invariants: hold\n',
    line: 7,
    says: /power は0以上999999以下/,
  },
  'duplicate-key.scenario.yaml': {
    text: 'name: dup\nsetup:\n  turn: 3\n  players: {}\n  turn: 4\n',
    line: 5,
    says: /YAML の構文エラー（3列目）: 同じキーが2回/,
  },
};

describe('hflux scenario: a bad file is its own ERROR (issue 21)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hflux-batch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'a-good-damage.scenario.yaml'), GOOD_DAMAGE);
  writeFileSync(join(dir, 'z-good-face-down.scenario.yaml'), GOOD_FACE_DOWN);
  for (const [name, bad] of Object.entries(BAD_FILES)) writeFileSync(join(dir, name), bad.text);
  const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  const hflux = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', tsx, join(process.cwd(), 'src/cli/main.ts'), 'scenario', ...args],
      {
        encoding: 'utf8',
      },
    );

  it('HF-9.4 / HF-14.3 / HF-16.9: runs every good file, reports each bad one at its line, prints the summary, exits 1', () => {
    const out = hflux(dir);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(1);
    const lines = out.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('PASS '))).toHaveLength(2);
    for (const [name, bad] of Object.entries(BAD_FILES)) {
      const error = lines.find((l) => l.startsWith(`ERROR ${join(dir, name)}:`));
      expect(error, name).toBeDefined();
      expect(error).toContain(`${join(dir, name)}:${bad.line}: `);
      expect(error).toMatch(bad.says);
    }
    expect(out.stdout.trimEnd().split('\n').at(-1)).toMatch(/^2 passed, 0 failed, 4 errors/);
  });

  // the same command line in this process (test/helpers/runCliInProcess.ts); the case above is the real process
  const cli = (...args: string[]) => runCli(['scenario', ...args]);

  it('with --json: one JSON document with every file, the summary on stderr, exit 1', async () => {
    const out = await cli(dir, '--json');
    expect(out.status).toBe(1);
    const results = JSON.parse(out.stdout) as {
      file: string;
      passed: boolean;
      line?: number;
      error?: string;
    }[];
    expect(results).toHaveLength(6);
    expect(results.filter((r) => r.passed)).toHaveLength(2);
    for (const [name, bad] of Object.entries(BAD_FILES)) {
      const r = results.find((x) => x.file === join(dir, name));
      expect(r?.line, name).toBe(bad.line);
      expect(r?.error).toMatch(bad.says);
    }
    expect(out.stderr).toMatch(/^2 passed, 0 failed, 4 errors/);
  });

  it('a path that does not exist is the command failing, exit 2', async () => {
    expect((await cli(join(dir, 'missing'))).status).toBe(2);
  });
});

describe('an internal error while running a scenario is that file ERROR at the line reached (issue 21)', () => {
  const FILE = 'test/scenarios/x.scenario.yaml';
  const TEXT = 'setup:\n  turn: 3\n  players:\n    A:\n      battlefield: [村の衛兵]\nsteps:\n  - "A: end"\n';

  it('while the board is built: the line of setup:', () => {
    const scenario = loadScenario(TEXT, FILE);
    const library = new Map(scenarioLibrary(FILE, ['starter']));
    const broken = { ...library.get('村の衛兵')! } as CardDefinition;
    Object.defineProperty(broken, 'kind', {
      get() {
        throw new TypeError('boom');
      },
    });
    library.set('村の衛兵', broken);
    let error: unknown;
    try {
      runScenario(scenario, library);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    expect((error as ScenarioError).message).toBe(
      `${FILE}:1: 内部エラー（ファイルの誤りではなく hflux の不具合です。報告してください）: TypeError: boom`,
    );
  });

  it('reading the file fails in any way: ERROR at line 1, never an exception', () => {
    const outcome = runScenarioFile(FILE, () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect('error' in outcome && outcome.error.message).toMatch(
      /^test\/scenarios\/x\.scenario\.yaml:1: 内部エラー.*RangeError/,
    );
  });
});
