// Every *.scenario.yaml under test/scenarios runs as one vitest test.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioLibrary } from '../src/scenario/library.js';
import { loadScenario } from '../src/scenario/load.js';
import { formatFailure } from '../src/scenario/report.js';
import { runScenario } from '../src/scenario/run.js';

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

describe('scenarios', () => {
  for (const file of scenarioFiles(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const scenario = loadScenario(text, relative(process.cwd(), file));
    it(`${scenario.name} (${relative(ROOT, file)})`, () => {
      const result = runScenario(scenario, scenarioLibrary(file, scenario.cards));
      expect(result.failures.map(formatFailure).join('\n\n')).toBe('');
    });
  }
});
