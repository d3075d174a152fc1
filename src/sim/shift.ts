// Is a rate different after a change? `hflux balance diff` (./balanceDiff.ts) plays the same games — the same
// seeds, seats and first players — on two versions of the cards, so most rates come in pairs: game i before
// and game i after. A paired rate (a deck's win rate, a card's play rate) is compared with McNemar's exact
// test (the discordant games: won before but lost after, against the reverse; a two-sided binomial test at
// 1/2) and its difference shown with Newcombe's hybrid score interval for paired data (Newcombe 1998,
// method 10). A rate over different games in each version (a card's win rate in the games where it was
// played) is compared with the two-proportion z-test (pooled standard error, two-sided) and Newcombe's
// interval for independent samples (method 10, the square-and-add of the two Wilson intervals). Many rates
// are compared at once, so significance is decided by the Holm–Bonferroni procedure over each family of
// tests: the family-wise error rate stays at alpha.
import { type WhenRate, whenRate } from './cardStats.js';
import { Z95, wilson } from './rates.js';

/** The family-wise error rate of `hflux balance diff`. */
export const SHIFT_ALPHA = 0.05;

/**
 * The complementary error function, by the Chebyshev fit of Numerical Recipes (erfcc): relative error below
 * 1.2e-7 everywhere, ample for p-values.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}

/** The two-sided p-value of a standard normal statistic. */
export function twoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/**
 * The two-proportion z-test of w1/n1 against w2/n2 with the pooled standard error; null when a side has no
 * games or the pooled rate is 0 or 1 (nothing varies: no evidence of a shift).
 */
export function twoProportionP(w1: number, n1: number, w2: number, n2: number): number | null {
  if (n1 === 0 || n2 === 0) return null;
  const pooled = (w1 + w2) / (n1 + n2);
  if (pooled === 0 || pooled === 1) return null;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return twoSidedP((w2 / n2 - w1 / n1) / se);
}

/** Newcombe's 95% hybrid score interval of p2 − p1 (method 10); [0, 0] when a side has no games. */
export function newcombe(w1: number, n1: number, w2: number, n2: number, z = Z95): [number, number] {
  if (n1 === 0 || n2 === 0) return [0, 0];
  const p1 = w1 / n1;
  const p2 = w2 / n2;
  const [l1, u1] = wilson(w1, n1, z);
  const [l2, u2] = wilson(w2, n2, z);
  const d = p2 - p1;
  return [d - Math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2), d + Math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)];
}

/**
 * McNemar's exact test: `b` pairs succeeded only before, `c` only after; the two-sided binomial p-value of
 * min(b, c) at 1/2 over b + c pairs. Null when no pair is discordant (nothing changed).
 */
export function mcnemarP(b: number, c: number): number | null {
  const n = b + c;
  if (n === 0) return null;
  const k = Math.min(b, c);
  // P(X ≤ k) for X ~ Binomial(n, 1/2), summed in log space: pmf(i) = pmf(i−1) · (n − i + 1) / i.
  let log = n * Math.log(0.5);
  let total = Math.exp(log);
  for (let i = 1; i <= k; i++) {
    log += Math.log((n - i + 1) / i);
    total += Math.exp(log);
  }
  return Math.min(1, 2 * total);
}

/** The four cells of paired outcomes: a both, b before only, c after only, d neither. */
export interface PairCounts {
  a: number;
  b: number;
  c: number;
  d: number;
}

export function pairCounts(pairs: readonly (readonly [boolean, boolean])[]): PairCounts {
  const n = { a: 0, b: 0, c: 0, d: 0 };
  for (const [before, after] of pairs) {
    if (before && after) n.a++;
    else if (before) n.b++;
    else if (after) n.c++;
    else n.d++;
  }
  return n;
}

/**
 * Newcombe's 95% hybrid score interval of p_after − p_before for paired data (method 10): the Wilson limits of
 * each rate combined with the correlation φ of the pairs; [0, 0] without pairs.
 */
export function newcombePaired({ a, b, c, d }: PairCounts, z = Z95): [number, number] {
  const n = a + b + c + d;
  if (n === 0) return [0, 0];
  const p1 = (a + b) / n;
  const p2 = (a + c) / n;
  const [l1, u1] = wilson(a + b, n, z);
  const [l2, u2] = wilson(a + c, n, z);
  const denominator = Math.sqrt((a + b) * (c + d) * (a + c) * (b + d));
  const phi = denominator === 0 ? 0 : (a * d - b * c) / denominator;
  const diff = p2 - p1;
  const lower = Math.sqrt(Math.max(0, (p2 - l2) ** 2 - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) ** 2));
  const upper = Math.sqrt(Math.max(0, (u2 - p2) ** 2 - 2 * phi * (u2 - p2) * (p1 - l1) + (p1 - l1) ** 2));
  return [diff - lower, diff + upper];
}

/**
 * Holm–Bonferroni: which of the p-values (null: not tested) are significant at family-wise level `alpha`. The
 * k-th smallest p of the m tested is compared with alpha / (m − k); the first that fails stops the procedure.
 */
export function holm(ps: readonly (number | null)[], alpha = SHIFT_ALPHA): boolean[] {
  const tested = ps
    .map((p, i) => ({ p, i }))
    .filter((x): x is { p: number; i: number } => x.p !== null)
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out = ps.map(() => false);
  for (let k = 0; k < tested.length; k++) {
    if (tested[k].p > alpha / (tested.length - k)) break;
    out[tested[k].i] = true;
  }
  return out;
}

/** A rate before and after, the 95% interval of after − before, its p-value and (after Holm) significance. */
export interface Shift {
  /** `paired`: the same games in both versions (McNemar); `unpaired`: different games (two-proportion z). */
  test: 'paired' | 'unpaired';
  before: WhenRate;
  after: WhenRate;
  /** after − before. */
  diff: number;
  low: number;
  high: number;
  p: number | null;
  significant: boolean;
}

/** The shift of a rate over the same games: `pairs[i]` = [held in game i before, held in game i after]. */
export function pairedShift(pairs: readonly (readonly [boolean, boolean])[]): Shift {
  const n = pairCounts(pairs);
  const games = pairs.length;
  const before = whenRate(n.a + n.b, games);
  const after = whenRate(n.a + n.c, games);
  const [low, high] = newcombePaired(n);
  return {
    test: 'paired',
    before,
    after,
    diff: after.rate - before.rate,
    low,
    high,
    p: mcnemarP(n.b, n.c),
    significant: false,
  };
}

/** The shift of a rate over different games (significance is set over the family by `markSignificant`). */
export function unpairedShift(before: WhenRate, after: WhenRate): Shift {
  const [low, high] = newcombe(before.wins, before.games, after.wins, after.games);
  return {
    test: 'unpaired',
    before,
    after,
    diff: after.rate - before.rate,
    low,
    high,
    p: twoProportionP(before.wins, before.games, after.wins, after.games),
    significant: false,
  };
}

/** Sets `significant` on a family of shifts by Holm–Bonferroni at `alpha`. */
export function markSignificant(shifts: readonly Shift[], alpha = SHIFT_ALPHA): void {
  const marks = holm(
    shifts.map((s) => s.p),
    alpha,
  );
  shifts.forEach((s, i) => {
    s.significant = marks[i];
  });
}
