// The statistics of `hflux balance diff` (src/sim/shift.ts). Expected values were computed independently
// (Python's math.erfc and math.comb, and Newcombe 1998's published example) — not by the code under test.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { whenRate } from '../../src/sim/cardStats.js';
import {
  holm,
  mcnemarP,
  newcombe,
  newcombePaired,
  pairedShift,
  twoProportionP,
  twoSidedP,
  unpairedShift,
} from '../../src/sim/shift.js';

describe('p-values', () => {
  test('two-sided normal p-values: 1.96 → 0.05, 3 → 0.0027', () => {
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(twoSidedP(-3)).toBeCloseTo(0.0026997960632601913, 8);
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
  });

  test('two-proportion z-test with the pooled standard error: 56/70 against 48/80', () => {
    expect(twoProportionP(56, 70, 48, 80)).toBeCloseTo(0.008045081368196568, 6);
    expect(twoProportionP(0, 10, 0, 10)).toBeNull(); // nothing varies
    expect(twoProportionP(3, 10, 1, 0)).toBeNull(); // no games on one side
  });

  test("McNemar's exact test: 2 against 10 discordant pairs, 40 against 60", () => {
    expect(mcnemarP(2, 10)).toBeCloseTo(0.03857421875, 12); // 2 · (1 + 12 + 66) / 4096
    expect(mcnemarP(10, 2)).toBeCloseTo(0.03857421875, 12);
    expect(mcnemarP(40, 60)).toBeCloseTo(0.05688793364098079, 10);
    expect(mcnemarP(5, 5)).toBe(1);
    expect(mcnemarP(0, 0)).toBeNull(); // identical games: nothing to test
  });
});

describe('intervals of a difference', () => {
  test("Newcombe's hybrid score interval (method 10): his example 56/70 − 48/80 is 0.0524 to 0.3339", () => {
    const [low, high] = newcombe(56, 70, 48, 80); // after − before = 48/80 − 56/70
    expect(low).toBeCloseTo(-0.333872654036906, 8);
    expect(high).toBeCloseTo(-0.05243147240236498, 8);
  });

  test("Newcombe's paired interval (method 10) for a = 20, b = 5, c = 12, d = 63", () => {
    const [low, high] = newcombePaired({ a: 20, b: 5, c: 12, d: 63 });
    expect(low).toBeCloseTo(-0.00992224693271658, 8);
    expect(high).toBeCloseTo(0.14959420617546665, 8);
  });

  test('property: an interval holds the observed difference, paired and unpaired', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 200 }),
        (pairs) => {
          const s = pairedShift(pairs);
          expect(s.low).toBeLessThanOrEqual(s.diff + 1e-12);
          expect(s.high).toBeGreaterThanOrEqual(s.diff - 1e-12);
          const u = unpairedShift(s.before, s.after);
          expect(u.low).toBeLessThanOrEqual(u.diff + 1e-12);
          expect(u.high).toBeGreaterThanOrEqual(u.diff - 1e-12);
        },
      ),
    );
  });

  test('the same games with the same outcomes: no shift, no test', () => {
    const same = Array.from({ length: 50 }, (_, i): [boolean, boolean] => [i % 3 === 0, i % 3 === 0]);
    const s = pairedShift(same);
    expect(s.diff).toBe(0);
    expect(s.p).toBeNull();
    expect(s.low).toBeLessThanOrEqual(0);
    expect(s.high).toBeGreaterThanOrEqual(0);
    expect(unpairedShift(whenRate(17, 50), whenRate(17, 50)).p).toBeCloseTo(1, 6);
  });
});

describe('Holm–Bonferroni', () => {
  test('the k-th smallest p is compared with alpha / (m − k), stopping at the first failure', () => {
    // sorted: 0.005 ≤ 0.0125 ✓, 0.01 ≤ 0.0167 ✓, 0.03 > 0.025 ✗ (so 0.04 is not significant either)
    expect(holm([0.01, 0.04, 0.03, 0.005])).toEqual([true, false, false, true]);
    // null is not tested and not counted: m = 2, so 0.04 ≤ 0.05 / 1 holds (with m = 3 it would fail)
    expect(holm([0.04, null, 0.001])).toEqual([true, false, true]);
    expect(holm([0.049])).toEqual([true]);
    expect(holm([0.049, 0.049])).toEqual([false, false]);
  });
});
