// Seeded randomness whose whole state lives in the game state (HF-16.9).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

export function initialRngState(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** Returns an integer in [from, to] and advances `state` in place. */
export function randomInt(state: number[], from: number, to: number): number {
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
