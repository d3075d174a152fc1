import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    // Browser and child-process suites start servers in beforeAll; a loaded 2-core machine needs more than 10 s.
    hookTimeout: 120_000,
    pool: 'threads',
    // vitest's default is one worker less than the cores: a single worker on the 2-core CI machine, where much of
    // the suite waits on child processes and the browser. Two workers there (docs/testing.md "CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
