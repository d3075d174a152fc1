// One scenario file, from its text to its result, whatever goes wrong (issue 21): a file that cannot be read,
// loaded, built or run is that file's ERROR — file:line and the cause — never an exception that stops a batch.
// `hflux scenario` and test/scenarios.test.ts both run files through here.
import { InputFileError } from '../io/readInput.js';
import { unknownCards } from './cardLookup.js';
import { scenarioLibrary } from './library.js';
import { readScenario } from './load.js';
import { type ScenarioResult, runScenario } from './run.js';
import { type Scenario, ScenarioError, combinedError, errorsOf, internalError } from './types.js';
import { syntaxProblems } from './validate.js';

export type FileOutcome = { file: string; result: ScenarioResult } | { file: string; error: ScenarioError };

/**
 * nb17: a file with mistakes in its text is reported with every mistake found without playing — the rest of
 * its syntax and the unknown card names of its setup — as `hflux check` reports a card file.
 */
function allProblems(scenario: Scenario, problems: ScenarioError[]): ScenarioError[] {
  const more = [...syntaxProblems(scenario)];
  try {
    more.push(...unknownCards(scenario, scenarioLibrary(scenario.file, scenario.cards, scenario.cardLines)));
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    more.push(...errorsOf(e));
  }
  return [...problems, ...more];
}

/** `text` reads the file; any error it throws is the file's ERROR too (an unreadable file is one bad file). */
export function runScenarioFile(file: string, text: () => string): FileOutcome {
  try {
    const { scenario, problems } = readScenario(text(), file);
    if (!scenario || problems.length > 0)
      throw combinedError(scenario ? allProblems(scenario, problems) : problems);
    return { file, result: runScenario(scenario, scenarioLibrary(file, scenario.cards, scenario.cardLines)) };
  } catch (e) {
    if (e instanceof ScenarioError) return { file, error: e };
    if (e instanceof InputFileError) return { file, error: new ScenarioError(file, 1, e.message) };
    return { file, error: internalError(file, 1, e) };
  }
}
