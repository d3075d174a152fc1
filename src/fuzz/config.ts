// Campaign settings and their defaults (kept free of heavy imports: `hflux --help` reads them).
import { availableParallelism } from 'node:os';
import { ALL_SETS } from '../../generated/index.js';

export interface CampaignConfig {
  seed: number;
  sets: string[];
  /** Check hidden information every n-th decision (HF-16.8). */
  viewEvery: number;
  /** Replay every n-th game from scratch (HF-16.9); 1: every game. */
  replayEvery: number;
  /** Shrinking budget per failure: property runs, and a time limit. */
  shrinkRuns: number;
  shrinkMs: number;
  /** Where failing scenarios and counterexamples are written; null: nowhere. */
  out: string | null;
}

export const DEFAULT_CONFIG: Omit<CampaignConfig, 'seed' | 'sets' | 'out'> = {
  viewEvery: 8,
  replayEvery: 4,
  shrinkRuns: 300,
  shrinkMs: 60_000,
};

/** The card sets the fuzzer may draw from: every generated set (cards/). */
export function knownSets(): string[] {
  return ALL_SETS.map((s) => s.id);
}

export const DEFAULT_SETS: readonly string[] = ALL_SETS.map((s) => s.id);

export const DEFAULT_WORKERS = Math.max(1, Math.min(availableParallelism(), 8));
