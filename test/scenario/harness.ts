// Running scenario text in tests, named as if it were test/scenarios/x.scenario.yaml (card files resolve from there).
import { scenarioLibrary } from '../../src/scenario/library.js';
import { loadScenario } from '../../src/scenario/load.js';
import { type ScenarioResult, runScenario } from '../../src/scenario/run.js';

export const FILE = 'test/scenarios/x.scenario.yaml';

/** Loads and runs; a malformed file throws its ScenarioError (file:line: problem). */
export function runText(text: string): ScenarioResult {
  const s = loadScenario(text, FILE);
  return runScenario(s, scenarioLibrary(FILE, s.cards));
}

/** The file's error message, or 'no error'. */
export function fileError(text: string): string {
  try {
    runText(text);
    return 'no error';
  } catch (e) {
    return (e as Error).message;
  }
}

/** Every mismatch of a run, as `what: expected / actual` lines (empty when it passed). */
export function mismatches(r: ScenarioResult): string[] {
  return r.failures.flatMap((f) =>
    f.mismatches.map((m) => `${m.what}: ${JSON.stringify(m.expected)} / ${JSON.stringify(m.actual)}`),
  );
}

/**
 * A scenario text: `cards` (fixture.hf and scenario-names.hf), a board of A's and B's zones, steps and
 * expectations as YAML lines (each indented by the caller as a list item).
 */
export function scenario(parts: {
  a: string[];
  b?: string[];
  steps?: string[];
  expect?: string[];
  top?: string[];
}): string {
  const zone = (lines: string[]) => lines.map((l) => `      ${l}`).join('\n');
  return [
    ...(parts.top ?? []),
    'cards: [../fixtures/fixture.hf, ../fixtures/scenario-names.hf]',
    'setup:',
    '  turn: 3',
    '  players:',
    '    A:',
    zone(parts.a),
    '    B:',
    zone(parts.b ?? ['guardDeck: [守りの盾]']),
    'steps:',
    ...(parts.steps ?? []).map((s) => `  - ${JSON.stringify(s)}`),
    'expect:',
    ...(parts.expect ?? []).map((e) => `  - ${e}`),
    '',
  ].join('\n');
}
