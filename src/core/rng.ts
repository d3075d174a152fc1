// Seeded randomness whose whole state lives in the game state (HF-16.9): pure-rand's xoroshiro128+, stepped
// in place on the state array (no generator object per draw). test/core/rng.test.ts checks that every value
// is the one pure-rand's xoroshiro128plusFromState + uniformInt would give.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Seeds: pure-rand's xoroshiro128plus(seed) takes a 32-bit integer (`seed | 0` below), so exactly the integers
 * 0…2^32-1 give distinct games; anything else would be aliased onto one of them.
 */
export const SEED_MAX = 0xffff_ffff;

/** A generator state's words: 32-bit integers, written signed or unsigned (the save schema's range). */
export const RNG_WORD_MIN = -0x8000_0000;
export const RNG_WORD_MAX = 0xffff_ffff;

/**
 * Why `state` cannot be a xoroshiro128+ state, or null: four 32-bit words, not all zero (the all-zero state
 * only ever gives 0, so every shuffle and random choice would come out the same).
 */
export function rngStateProblem(state: readonly unknown[]): { en: string; ja: string } | null {
  const word = (v: unknown) =>
    Number.isInteger(v) && (v as number) >= RNG_WORD_MIN && (v as number) <= RNG_WORD_MAX;
  if (state.length !== 4 || !state.every(word))
    return {
      en: `must be 4 integers in ${RNG_WORD_MIN}…${RNG_WORD_MAX}`,
      ja: `${RNG_WORD_MIN}〜${RNG_WORD_MAX} の整数4つで書いてください`,
    };
  if (state.every((v) => ((v as number) | 0) === 0))
    return {
      en: 'is all zero: xoroshiro128+ then gives only 0',
      ja: 'すべて0の状態は使えません（xoroshiro128+ が0しか出さなくなります）',
    };
  return null;
}

export function initialRngState(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/**
 * One xoroshiro128+ step on `s` = [s01, s00, s11, s10] (pure-rand's getState() order), returning the
 * signed 32-bit output, as XoroShiro128Plus.next() does.
 */
function next(s: number[]): number {
  const s01 = s[0];
  const s00 = s[1];
  const s11 = s[2];
  const s10 = s[3];
  const out = (s00 + s10) | 0;
  const a0 = s10 ^ s00;
  const a1 = s11 ^ s01;
  s[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
  s[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
  s[3] = (a1 << 5) ^ (a0 >>> 27);
  s[2] = (a0 << 5) ^ (a1 >>> 27);
  return out;
}

/** Returns an integer in [from, to] and advances `state` in place. */
export function randomInt(state: number[], from: number, to: number): number {
  const rangeSize = to - from + 1;
  if (state.length !== 4 || !(rangeSize <= 0x100000000)) return randomIntSlow(state, from, to);
  // pure-rand's uniformIntInternal: rejection sampling over the unsigned 32-bit outputs.
  const maxAllowed = rangeSize > 2 ? Math.floor(0x100000000 / rangeSize) * rangeSize : 0x100000000;
  let deltaV = next(state) + 0x80000000;
  while (deltaV >= maxAllowed) deltaV = next(state) + 0x80000000;
  return (deltaV % rangeSize) + from;
}

/** Ranges wider than 2^32 (and malformed states, which pure-rand rejects): pure-rand itself. */
function randomIntSlow(state: number[], from: number, to: number): number {
  const rng = xoroshiro128plusFromState(state);
  const value = uniformInt(rng, from, to);
  const next = rng.getState();
  for (let i = 0; i < next.length; i++) state[i] = next[i];
  return value;
}

/** Fisher–Yates shuffle in place using the game's generator. */
export function shuffleInPlace<T>(state: number[], items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, 0, i);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
