// The fuzz budgets: CI's (`npm test`, kept within the 15-minute CI of the developers' guide) or the long one
// (`npm run fuzz:long`, FUZZ_BUDGET=long: the same fuzzers with several times the inputs; docs/fuzzing.md "CI budget").

/** Whether this run has the long budget. */
export const LONG_BUDGET = process.env.FUZZ_BUDGET === 'long';

/** `ci` in CI, `long` with FUZZ_BUDGET=long. */
export function budget(ci: number, long: number): number {
  return LONG_BUDGET ? long : ci;
}
