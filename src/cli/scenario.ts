import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
// `hflux scenario <files or folders>`: run scenario files; exit 0 all pass, 1 any fails or is an ERROR (a file
// that cannot be read, loaded or run: reported with file:line, and every other file still runs), 2 when the
// command itself cannot run (a path that does not exist).
import type { NarrationLang } from '../engine/narrate.js';
import { readInputFile } from '../io/readInput.js';
import { type FileOutcome, runScenarioFile } from '../scenario/batch.js';
import { formatResult, resultJson } from '../scenario/report.js';
import { ScenarioError, ScenarioErrors, errorsOf } from '../scenario/types.js';
import { wrongKind } from './fileKind.js';

/** A path given on the command line that cannot be run: one line, exit 2 (hi9). */
class PathError extends Error {}

function statPath(path: string) {
  try {
    return statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // hi9 F7: was 「ENOENT: no such file or directory, stat '…'」
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new PathError(`「${path}」がありません`);
    throw new PathError(`「${path}」を読めません（${code ?? String(e)}）`);
  }
}

/** The scenario files a command-line path names; a folder without any is an error, not 「0 passed」 (hi9 F8). */
function collectGiven(path: string): string[] {
  const files = collect(path);
  if (files.length === 0)
    throw new PathError(
      `「${path}」の中に .scenario.yaml ファイルがありません（実行するシナリオがありません）`,
    );
  return files;
}

function collect(path: string): string[] {
  const st = statPath(path);
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

/**
 * What `hflux scenario` runs without paths: test/scenarios and every set's scenarios (`cards/<set>/scenarios`,
 * where `hflux new set` puts them). nc10: a designer's own scenarios were left out, so 「352 passed」 said
 * nothing of them. None of them there: test/scenarios, which is then named as missing.
 */
export function defaultScenarioPaths(root = '.'): string[] {
  const isDir = (path: string) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  };
  const cards = join(root, 'cards');
  const sets = isDir(cards)
    ? readdirSync(cards, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => join(cards, e.name, 'scenarios'))
        .filter(isDir)
        .sort()
    : [];
  const paths = [join(root, 'test/scenarios')].filter(isDir).concat(sets);
  return paths.length > 0 ? paths : [join(root, 'test/scenarios')];
}

interface Options {
  json?: boolean;
  log?: boolean;
  lang?: NarrationLang;
}

function report(outcome: FileOutcome, opts: Options): string | object {
  const format = { log: opts.log, lang: opts.lang };
  if ('result' in outcome)
    return opts.json ? resultJson(outcome.result, format) : formatResult(outcome.result, format);
  const { error } = outcome;
  return opts.json
    ? {
        file: outcome.file,
        passed: false,
        error: error.message,
        line: error.line,
        ...(error instanceof ScenarioErrors
          ? { errors: error.errors.map((e) => ({ line: e.line, error: e.message })) }
          : {}),
      }
    : errorsOf(error)
        .map((e) => `ERROR ${e.message}`)
        .join('\n');
}

/** `--log`: after each result, the whole event log in Japanese, or English with `--lang en` (src/scenario/narration.ts). */
export function scenarioCommand(paths: string[], opts: Options): number {
  let files: string[];
  const given = paths.length ? paths : defaultScenarioPaths();
  // nc9 finding 14: every path that does not exist, named in Japanese (was Node's 「ENOENT: no such file or
  // directory, stat '…'」 for the first one)
  const missing = given.filter((p) => {
    try {
      statSync(p);
      return false;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ENOENT';
    }
  });
  if (missing.length > 0) {
    for (const p of missing)
      console.error(
        `hflux scenario: 「${p}」がありません（シナリオファイル *.scenario.yaml かフォルダを指定してください）`,
      );
    return 2;
  }
  try {
    files = given.flatMap(collectGiven);
  } catch (e) {
    if (!(e instanceof PathError)) throw e;
    console.error(`hflux scenario: ${e.message}`);
    return 2;
  }
  const counts = { passed: 0, failed: 0, errors: 0 };
  const json: object[] = [];
  for (const file of files) {
    // nc8 finding 5: a card file or a deck list is named with the command that reads it, not parsed as YAML
    const wrong = wrongKind(file, 'scenario', opts.lang === 'en' ? 'en' : 'ja');
    const outcome: FileOutcome = wrong
      ? { file, error: new ScenarioError(file, 1, wrong) }
      : runScenarioFile(file, () => readInputFile(file));
    if ('error' in outcome) counts.errors++;
    else if (outcome.result.passed) counts.passed++;
    else counts.failed++;
    const out = report(outcome, opts);
    if (typeof out === 'string') console.log(out);
    else json.push(out);
  }
  // nc8 finding 22: the note on what an ERROR is only when there is one
  const summary = `${counts.passed} passed, ${counts.failed} failed, ${counts.errors} errors${counts.errors > 0 ? '（ERROR: 読めない・実行できないファイル）' : ''}`;
  if (opts.json) {
    console.log(JSON.stringify(json, null, 2));
    console.error(summary); // stdout stays one JSON document
  } else console.log(`\n${summary}`);
  return counts.failed + counts.errors > 0 ? 1 : 0;
}
