import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
// `hflux scenario <files or folders>`: run scenario files; exit 0 all pass, 1 any fails, 2 unreadable input
// or a malformed file.
import type { NarrationLang } from '../engine/narrate.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { scenarioLibrary } from '../scenario/library.js';
import { loadScenario } from '../scenario/load.js';
import { formatResult, resultJson } from '../scenario/report.js';
import { runScenario } from '../scenario/run.js';
import { ScenarioError } from '../scenario/types.js';

function collect(path: string): string[] {
  const st = statSync(path);
  if (!st.isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? collect(join(path, e.name))
        : e.name.endsWith('.scenario.yaml')
          ? [join(path, e.name)]
          : [],
    )
    .sort();
}

/** The scenario file's text; a file that cannot be read is a broken scenario (ScenarioError), not a crash. */
function scenarioText(file: string): string {
  try {
    return readInputFile(file);
  } catch (e) {
    if (e instanceof InputFileError) throw new ScenarioError(file, 1, e.message);
    throw e;
  }
}

/** `--log`: after each result, the whole event log in Japanese, or English with `--lang en` (src/scenario/narration.ts). */
export function scenarioCommand(
  paths: string[],
  opts: { json?: boolean; log?: boolean; lang?: NarrationLang },
): number {
  let files: string[];
  try {
    files = (paths.length ? paths : ['test/scenarios']).flatMap(collect);
  } catch (e) {
    console.error(`hflux scenario: ${(e as Error).message}`);
    return 2;
  }
  let failed = 0;
  let broken = 0;
  const json: object[] = [];
  for (const file of files) {
    try {
      const scenario = loadScenario(scenarioText(file), file);
      const result = runScenario(scenario, scenarioLibrary(file, scenario.cards));
      if (!result.passed) failed++;
      const format = { log: opts.log, lang: opts.lang };
      if (opts.json) json.push(resultJson(result, format));
      else console.log(formatResult(result, format));
    } catch (e) {
      if (!(e instanceof ScenarioError)) throw e;
      broken++;
      if (opts.json) json.push({ file, passed: false, error: e.message, line: e.line });
      else console.log(`ERROR ${e.message}`);
    }
  }
  if (opts.json) console.log(JSON.stringify(json, null, 2));
  else console.log(`\n${files.length - failed - broken} passed, ${failed + broken} failed`);
  return broken > 0 ? 2 : failed > 0 ? 1 : 0;
}
