// A vitest reporter for measuring the CI time per test file (docs/benchmarks.md "CI time"): the JSON reporter gives
// each file's test time but not the time spent importing it and running its top-level code and describe() bodies
// ("collect"), which was half of the suite's summed time. Enabled by HFLUX_TEST_TIMES (vitest.config.ts); writes
// <that file>.files.json: one row per file, slowest first, in seconds.
import { writeFileSync } from 'node:fs';
import type { File } from '@vitest/runner';
import type { Reporter } from 'vitest/reporters';

export interface FileTimes {
  file: string;
  project: string;
  collect: number;
  setup: number;
  prepare: number;
  tests: number;
  total: number;
}

const seconds = (ms: number | undefined): number => Math.round(ms ?? 0) / 1000;

export function fileTimes(files: readonly File[]): FileTimes[] {
  return files
    .map((f) => {
      const row = {
        file: f.filepath.replace(`${process.cwd()}/`, ''),
        project: f.projectName ?? '',
        collect: seconds(f.collectDuration),
        setup: seconds(f.setupDuration),
        prepare: seconds(f.prepareDuration),
        tests: seconds(f.result?.duration),
      };
      return { ...row, total: Math.round((row.collect + row.setup + row.prepare + row.tests) * 1000) / 1000 };
    })
    .sort((a, b) => b.total - a.total);
}

export default class FileTimesReporter implements Reporter {
  onFinished(files: File[] = []): void {
    const out = process.env.HFLUX_TEST_TIMES;
    if (out) writeFileSync(`${out}.files.json`, `${JSON.stringify(fileTimes(files), null, 1)}\n`);
  }
}
