// Longest files first (LPT scheduling), from durations recorded in test/durations.json: CI runs on a fresh clone,
// where vitest has no timings of its own and falls back to the largest files first, so a slow child-process or
// browser file that happens to be small started last and ran alone on one core while the other idled (docs/
// benchmarks.md "CI time, branch ci22"). Only the recorded durations count, not vitest's cache of the last local run,
// so every machine starts the files in the same order; a file not recorded yet is placed as the median file.
// Re-record with `npm run test:durations`.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = resolve(import.meta.dirname, '..', 'durations.json');

/** test file (relative to the root) → seconds it took (collect + tests) in a whole run. */
export type Durations = Record<string, number>;

export function readDurations(path = DURATIONS_FILE): Durations {
  if (!existsSync(path)) return {};
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: Durations = Object.create(null);
  for (const [file, seconds] of Object.entries(parsed)) if (typeof seconds === 'number') out[file] = seconds;
  return out;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The order to start files in: longest expected first, ties by path so the order never depends on discovery. */
export function longestFirst<T>(files: readonly T[], pathOf: (f: T) => string, recorded: Durations): T[] {
  const fallback = median(Object.values(recorded));
  return [...files]
    .map((f) => ({ f, path: pathOf(f) }))
    .map((row) => ({ ...row, seconds: recorded[row.path] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ f }) => f);
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return longestFirst(files, (spec) => relative(root, spec.moduleId), readDurations());
  }
}
