import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import DurationSequencer from './test/helpers/durationSequencer.js';

/**
 * Test files that replace or spy on modules (vi.mock, vi.spyOn, …) or fake timers and globals: they run isolated,
 * each in a fresh module graph. Found by reading the files, so a new mocking test is isolated without a list to keep.
 * A spy on `console` alone does not isolate a file: it replaces no module of the graph, and the files that capture
 * the CLI's output so restore it after each use (mockRestore in a finally, or vi.restoreAllMocks after each test);
 * each such file isolated reloaded the whole CLI graph for it (docs/benchmarks.md "CI time, branch ci21").
 */
const MOCKING = /\bvi\.(?:mock|doMock|spyOn(?!\(console,)|stubGlobal|stubEnv|useFakeTimers)\(/;
const ISOLATED = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/${f}`)
  .filter((f) => MOCKING.test(readFileSync(f, 'utf8')));

/**
 * HFLUX_TEST_TIMES=<file> also writes vitest's JSON report (every file's and test's duration) there, and each file's
 * collect, setup and test seconds to <file>.files.json (test/helpers/fileTimesReporter.ts): how the CI time is
 * measured per file (docs/benchmarks.md "CI time"), e.g. `HFLUX_TEST_TIMES=/tmp/times.json CI=true ./.ci/run`.
 */
const timesFile = process.env.HFLUX_TEST_TIMES;

export default defineConfig({
  test: {
    ...(timesFile
      ? { reporters: ['default', ['json', { outputFile: timesFile }], './test/helpers/fileTimesReporter.ts'] }
      : {}),
    // Longest files first, by test/durations.json (a fresh clone has no timings of vitest's own).
    sequence: { sequencer: DurationSequencer },
    testTimeout: 120_000,
    // Browser and child-process suites start servers in beforeAll; a loaded 2-core machine needs more than 10 s.
    hookTimeout: 120_000,
    pool: 'threads',
    // The pool's own isolation is read from the root config, not from the projects: with the root's default (true)
    // tinypool ends the worker thread after every file, so the `shared` project below reloaded the compiler, the
    // grammar and the engine for each of its files all the same (collect ~1.6 s a file). Off here, the threads live
    // on; each project's `isolate` still decides, inside the worker, whether a file starts from a fresh module graph
    // (vitest runBaseTests: resetModules per file when the project isolates).
    poolOptions: { threads: { isolate: false } },
    // vitest's default is one worker less than the cores: a single worker on the 2-core CI machine, where much of
    // the suite waits on child processes and the browser. Two workers there (docs/benchmarks.md "CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Every other file shares its worker's module graph: the compiler, the grammar and the engine are loaded
        // once per worker, not once per file (isolation was 7× the CPU time of test/rules, docs/benchmarks.md).
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
          poolOptions: { threads: { isolate: false } },
        },
      },
      {
        extends: true,
        // A project's poolOptions win over its `isolate` (vitest serializeConfig), and it inherits the root's: each
        // project says both.
        test: {
          name: 'isolated',
          include: ISOLATED,
          isolate: true,
          poolOptions: { threads: { isolate: true } },
        },
      },
    ],
  },
});
