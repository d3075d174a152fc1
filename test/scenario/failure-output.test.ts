// Failures explain themselves (issue 13): an expectation that fails does not stop the run; a step that fails
// still shows every expectation (held, failed, or not reached — then with its value where the game stopped)
// and the last 20 events in Japanese; `hflux scenario --log` prints the whole narrated log of any run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFailure, formatResult } from '../../src/scenario/report.js';
import { runCli } from '../helpers/runCliInProcess.js';
import { runText, scenario } from './harness.js';

const BOARD = {
  a: ['battlefield: [剛腕の闘士]', 'guardDeck: [守りの盾]'],
  b: ['battlefield: [紅蓮の剣士]', 'guardDeck: [守りの盾]'],
};
const ATTACK = ['A: attack 剛腕の闘士 -> B', 'B: pass', 'A: pass', 'B: defend 紅蓮の剣士'];

describe('a failed expectation does not stop the run', () => {
  it('two failures at two steps and one at the end are all reported', () => {
    const r = runText(
      scenario({
        ...BOARD,
        steps: [...ATTACK, 'A: pass', 'B: pass'],
        expect: [
          'after: 1\n    pending: { player: A }',
          'after: 4\n    pending: { player: B }',
          'card: { ref: 紅蓮の剣士, zone: battlefield }',
        ],
      }),
    );
    expect(r.failures.map((f) => f.step ?? 'end')).toEqual([1, 4, 'end']);
    expect(r.failures.every((f) => f.context === undefined)).toBe(true);
    expect(r.checks.map((c) => c.status)).toEqual(['failed', 'failed', 'failed']);
  });
});

describe('a failed step shows every expectation and the last events', () => {
  const r = runText(
    scenario({
      ...BOARD,
      steps: [...ATTACK, 'B: pass'], // A holds the window after the defence: B's pass is not B's to give
      expect: [
        'after: 1\n    pending: { player: B, kind: window }',
        'after: 2\n    pending: { player: B }',
        'card: { ref: 紅蓮の剣士, zone: trash }',
        'event: { type: defend, defender: 紅蓮の剣士 }',
      ],
    }),
  );
  const stop = r.failures.at(-1)!;

  it('held, failed and unreached expectations, the unreached evaluated where the game stopped', () => {
    expect(stop.step).toBe(5);
    expect(stop.context!.expectations.map((c) => [c.status, c.text, c.mismatches.length])).toEqual([
      ['held', 'pending: { player: B, kind: window }', 0],
      ['failed', 'pending: { player: B }', 1],
      ['unreached', 'card: { ref: 紅蓮の剣士, zone: trash }', 1],
      ['unreached', 'event: { type: defend, defender: 紅蓮の剣士 }', 0],
    ]);
    expect(stop.context!.expectations[2].mismatches[0]).toEqual({
      what: '紅蓮の剣士（test/fixtures/fixture.hf:6） の zone',
      expected: 'trash',
      actual: 'battlefield',
    });
  });

  it('the last events are numbered and told in Japanese with the scenario’s names', () => {
    const events = stop.context!.events;
    expect(events.length).toBe(Math.min(20, r.game.state.log.length));
    expect(events.at(-1)).toMatch(new RegExp(`^#${r.game.state.log.length} `));
    expect(events).toContain(
      `#${r.game.state.log.findIndex((e) => e.type === 'defend') + 1} Bの「紅蓮の剣士」が防御`,
    );
  });

  it('the printed failure lists them under the board', () => {
    const text = formatFailure(stop);
    expect(text).toContain('  期待（4件）:\n    ✓ 行');
    expect(text).toContain(
      '（未到達: step 5 で止まった時点の値で評価） card: { ref: 紅蓮の剣士, zone: trash }',
    );
    expect(text).toContain('        今の時点では成り立っています');
    expect(text).toContain(`  最後のイベント（${stop.context!.events.length}件）:\n    #`);
  });
});

describe('hflux scenario --log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hflux-scenario-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fixture = relative(dir, join(process.cwd(), 'test/fixtures/fixture.hf'));
  const file = join(dir, 'pass.scenario.yaml');
  writeFileSync(
    file,
    scenario({ ...BOARD, steps: [...ATTACK, 'A: pass', 'B: pass'] }).replace(
      /^cards: .*$/m,
      `cards: [${fixture}, ${relative(dir, join(process.cwd(), 'test/fixtures/scenario-names.hf'))}]`,
    ),
  );
  const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
  const hflux = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', tsx, join(process.cwd(), 'src/cli/main.ts'), 'scenario', ...args],
      {
        encoding: 'utf8',
      },
    );

  it('prints the whole narrated log of a passing run', () => {
    const out = hflux(file, '--log');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain(`PASS ${file}`);
    expect(out.stdout).toMatch(/ {2}イベントログ（\d+件）:\n {4}#1 /);
    expect(out.stdout).toContain('Aの「剛腕の闘士」がBに攻撃');
    expect(out.stdout).toContain('「紅蓮の剣士」は破壊された');
  });

  // the same command line in this process (test/helpers/runCliInProcess.ts); the case above is the real process
  it('and with --json, the log as a list', async () => {
    const out = await runCli(['scenario', file, '--log', '--json']);
    expect(out.status).toBe(0);
    const [result] = JSON.parse(out.stdout) as { passed: boolean; log: string[] }[];
    expect(result.passed).toBe(true);
    expect(result.log[0]).toMatch(/^#1 /);
    expect(result.log.some((l) => /^#\d+ Bの「紅蓮の剣士」が防御$/.test(l))).toBe(true);
  });

  it('without --log, no log', () => {
    const r = runText(scenario({ ...BOARD, steps: ATTACK }));
    expect(formatResult(r)).toBe('PASS test/scenarios/x.scenario.yaml — test/scenarios/x.scenario.yaml');
    expect(formatResult(r, { log: true })).toContain('イベントログ');
  });
});
