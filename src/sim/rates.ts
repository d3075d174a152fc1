// Win rates with their 95% Wilson score intervals: the one kind of number every sim table shows.

export interface Rate {
  label: string;
  wins: number;
  losses: number;
  draws: number;
  games: number;
  /** wins / games (a draw is not a win). */
  rate: number;
  /** 95% Wilson score interval of `rate`. */
  low: number;
  high: number;
}

/** z for a two-sided 95% interval: the 97.5th percentile of the standard normal distribution. */
export const Z95 = 1.959963984540054;

/** The Wilson score interval for `wins` successes out of `n` (95% unless another z is given). */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 0];
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

export function rate(label: string, wins: number, losses: number, draws: number): Rate {
  const games = wins + losses + draws;
  const [low, high] = wilson(wins, games);
  return { label, wins, losses, draws, games, rate: games ? wins / games : 0, low, high };
}
