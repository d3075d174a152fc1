// The CI's file order (test/helpers/durationSequencer.ts, docs/benchmarks.md "CI time, branch ci22"): longest
// recorded first, so the slow child-process and browser files do not start last and run alone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { longestFirst, readDurations } from '../helpers/durationSequencer.js';

const id = (f: string) => f;

describe('longest recorded test files start first', () => {
  test('files run in the order of their recorded seconds, longest first', () => {
    const recorded = { 'a.test.ts': 1, 'b.test.ts': 30, 'c.test.ts': 5 };
    expect(longestFirst(['a.test.ts', 'b.test.ts', 'c.test.ts'], id, recorded)).toEqual([
      'b.test.ts',
      'c.test.ts',
      'a.test.ts',
    ]);
  });

  test('a file not recorded yet counts as the median file; equal times keep the order of the paths', () => {
    const recorded = { 'a.test.ts': 1, 'b.test.ts': 9, 'c.test.ts': 5 };
    expect(longestFirst(['new.test.ts', 'a.test.ts', 'b.test.ts', 'c.test.ts'], id, recorded)).toEqual([
      'b.test.ts',
      'c.test.ts',
      'new.test.ts',
      'a.test.ts',
    ]);
  });

  test('with nothing recorded the order is the paths', () => {
    expect(longestFirst(['z.test.ts', 'm.test.ts'], id, {})).toEqual(['m.test.ts', 'z.test.ts']);
  });

  test('the durations file: numbers are read, anything else is left out, a missing file is empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hflux-durations-'));
    const path = join(dir, 'durations.json');
    writeFileSync(path, JSON.stringify({ 'a.test.ts': 2.5, 'b.test.ts': 'slow', 'c.test.ts': null }));
    expect({ ...readDurations(path) }).toEqual({ 'a.test.ts': 2.5 });
    expect(readDurations(join(dir, 'missing.json'))).toEqual({});
  });

  test('the recorded file of this repository names only test files', () => {
    for (const file of Object.keys(readDurations())) expect(file).toMatch(/^test\/.+\.test\.ts$/);
  });
});
