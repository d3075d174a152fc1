// Every *.scenario.yaml under test/scenarios runs as one vitest test. A file that cannot be loaded or run is
// that test's failure (its ERROR, file:line), never an exception that stops the collection of the others.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFile } from '../src/scenario/batch.js';
import { loadScenario } from '../src/scenario/load.js';
import { formatFailure } from '../src/scenario/report.js';

const ROOT = join(import.meta.dirname, 'scenarios');

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? scenarioFiles(join(dir, e.name))
      : e.name.endsWith('.scenario.yaml')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The scenario's name for the test's title; a file that does not load is titled by its path. */
function titleOf(file: string, text: string): string {
  try {
    return loadScenario(text, file).name;
  } catch {
    return '(does not load)';
  }
}

/** nc10: a set's own scenarios (`cards/<set>/scenarios`, from `hflux new set`) run too, as `hflux scenario` does. */
const SETS = join(import.meta.dirname, '../cards');
const setScenarios = readdirSync(SETS, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() && existsSync(join(SETS, e.name, 'scenarios'))
    ? scenarioFiles(join(SETS, e.name, 'scenarios'))
    : [],
);

describe('scenarios', () => {
  for (const file of [...scenarioFiles(ROOT), ...setScenarios]) {
    const text = readFileSync(file, 'utf8');
    const shown = relative(process.cwd(), file);
    it(`${titleOf(shown, text)} (${relative(ROOT, file)})`, () => {
      const outcome = runScenarioFile(shown, () => text);
      expect('error' in outcome ? `ERROR ${outcome.error.message}` : '').toBe('');
      if ('result' in outcome) expect(outcome.result.failures.map(formatFailure).join('\n\n')).toBe('');
    });
  }
});
