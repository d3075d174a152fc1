// One fuzz case = one fast-check run of the game property with its own seed. A failing case is shrunk by
// fast-check (over the decks, the seed and the decision numbers) for at most `shrinkMs`, keeping the same
// broken rule, and comes back with the seed and path that replay the shrunk game:
//   fc.check(gameProperty(...), { seed, path, endOnFailure: true })   — or `hflux fuzz --replay seed:path`.
import fc from 'fast-check';
import type { CardDefinition } from '../core/cardTypes.js';
import { type FuzzOptions, type GameInput, type GameOutcome, gameInputArb, runFuzzGame } from './game.js';

export interface ShrunkCase {
  /** fast-check's seed and counterexample path of the shrunk game. */
  seed: number;
  path: string;
  numShrinks: number;
  input: GameInput;
  outcome: GameOutcome;
  /** The failure before shrinking. */
  original: NonNullable<GameOutcome['failure']>;
}

/** `--replay seed:path` whose path is not in fast-check's shrink tree: nothing ran (issue 24). */
export class MissingCaseError extends Error {
  override name = 'MissingCaseError';
}

export interface CaseResult {
  seed: number;
  /** The game as first generated (before any shrinking). */
  first: GameOutcome;
  failure: ShrunkCase | null;
}

export interface CaseOptions extends FuzzOptions {
  /** Shrinking budget: at most this many property runs (deterministic) … */
  shrinkRuns?: number;
  /** … and at most this long (a safety net; 0: no shrinking). */
  shrinkMs?: number;
  /** Replay this counterexample path instead of generating (from a previous ShrunkCase). */
  path?: string;
}

/** Runs (and on failure shrinks) the game property for one seed. */
export function fuzzCase(pool: readonly CardDefinition[], seed: number, opts: CaseOptions = {}): CaseResult {
  let first: GameOutcome | undefined;
  let originalRule: string | undefined;
  let last: { input: GameInput; outcome: GameOutcome } | undefined;
  let runs = 0;
  const budget = opts.shrinkRuns ?? 300;
  const property = fc.property(gameInputArb, (input) => {
    // Past the budget, stop shrinking: fast-check keeps the last failing candidate as the counterexample.
    if (runs++ > budget && first) throw new fc.PreconditionFailure(true);
    const outcome = runFuzzGame(input, pool, opts);
    first ??= outcome;
    if (!outcome.failure) return true;
    // While shrinking, only the same broken rule counts, so the small game shows the same bug.
    if (originalRule !== undefined && outcome.failure.rule !== originalRule) return true;
    originalRule ??= outcome.failure.rule;
    last = { input, outcome };
    return false;
  });
  const shrinkMs = opts.shrinkMs ?? 0;
  const details = fc.check(property, {
    seed,
    numRuns: 1,
    path: opts.path,
    endOnFailure: shrinkMs <= 0,
    plugins: shrinkMs > 0 ? [fc.interruptAfterTimeLimit(shrinkMs)] : [],
  });
  if (!first && opts.path !== undefined && details.numRuns === 0)
    throw new MissingCaseError(`no case at path ${opts.path} of seed ${seed}`);
  if (!first) throw new Error(`fast-check did not run seed ${seed}`);
  if (!details.failed || !last || details.counterexamplePath === null)
    return { seed, first: { ...first, actions: [] }, failure: null };
  return {
    seed,
    first: { ...first, actions: [] },
    failure: {
      seed,
      path: details.counterexamplePath,
      numShrinks: details.numShrinks,
      input: last.input,
      outcome: last.outcome,
      original: first.failure ?? last.outcome.failure!,
    },
  };
}

/** The seed of game `index` of a campaign (32-bit mix of both; the same on every machine). */
export function gameSeed(campaignSeed: number, index: number): number {
  let h = (Math.imul(campaignSeed | 0, 0x9e3779b1) + Math.imul(index | 0, 0x85ebca77)) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h | 0;
}
