import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    // Browser and child-process suites start servers in beforeAll; a loaded 2-core machine needs more than 10 s.
    hookTimeout: 120_000,
    pool: 'threads',
  },
});
