// One scenario file, from its text to its result, whatever goes wrong (issue 21): a file that cannot be read,
// loaded, built or run is that file's ERROR — file:line and the cause — never an exception that stops a batch.
// `hflux scenario` and test/scenarios.test.ts both run files through here.
import { InputFileError } from '../io/readInput.js';
import { scenarioLibrary } from './library.js';
import { loadScenario } from './load.js';
import { type ScenarioResult, runScenario } from './run.js';
import { ScenarioError, internalError } from './types.js';

export type FileOutcome = { file: string; result: ScenarioResult } | { file: string; error: ScenarioError };

/** `text` reads the file; any error it throws is the file's ERROR too (an unreadable file is one bad file). */
export function runScenarioFile(file: string, text: () => string): FileOutcome {
  try {
    const scenario = loadScenario(text(), file);
    return { file, result: runScenario(scenario, scenarioLibrary(file, scenario.cards)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { file, error: e };
    if (e instanceof InputFileError) return { file, error: new ScenarioError(file, 1, e.message) };
    return { file, error: internalError(file, 1, e) };
  }
}
