// One fuzzed game: random legal decks, a seed, and decisions picked among legalActions() by numbers that
// fast-check generates and shrinks. The invariants are checked after every decision; save/load round trips
// happen mid-game; a replay from scratch must give the same game, event for event (HF-16.9).
import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { TRIGGERS } from '../../generated/index.js';
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import { IllegalActionError } from '../core/errors.js';
import type { Limits } from '../core/state.js';
import type { Deck } from '../deck/types.js';
import {
  type Game,
  actionKey,
  apply,
  createGame,
  deserialize,
  legalActions,
  serialize,
} from '../engine/index.js';
import { type CheckerOptions, InvariantChecker, type Violation } from '../engine/invariantChecker.js';
import { type DeckGenes, buildDeck, deckGenesArb } from './decks.js';

/** Everything that decides one fuzzed game. Every field shrinks towards a simpler game. */
export interface GameInput {
  decks: [DeckGenes, DeckGenes];
  seed: number;
  firstPlayer: PlayerIndex | null;
  /** choices[i] picks decision i's action among the legal ones (modulo); past the end, a generator seeded by `seed`. */
  choices: number[];
  /** The decision at which the pending player concedes (HF-15.3), if any. */
  concedeAt: number | null;
  /** Decisions after which the game is saved and restored (serialize → deserialize) and play continues on the copy. */
  roundTrips: number[];
  /** Small bounds to exercise HF-15.4, or null for the defaults. */
  limits: Limits | null;
}

export const MAX_CHOICES = 1500;

export const gameInputArb: fc.Arbitrary<GameInput> = fc.noBias(
  fc.record({
    decks: fc.tuple(deckGenesArb, deckGenesArb),
    seed: fc.integer(),
    firstPlayer: fc.constantFrom(null, 0 as const, 1 as const),
    choices: fc.array(fc.nat({ max: 0xffff }), { maxLength: MAX_CHOICES, size: 'max' }),
    concedeAt: fc.oneof(
      { weight: 19, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.nat({ max: 400 }) },
    ),
    roundTrips: fc.uniqueArray(fc.nat({ max: 500 }), { minLength: 0, maxLength: 3 }),
    limits: fc.oneof(
      { weight: 19, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.record({
          maxTurns: fc.integer({ min: 1, max: 30 }),
          maxDecisions: fc.integer({ min: 1, max: 600 }),
        }),
      },
    ),
  }),
);

export interface FuzzOptions extends CheckerOptions {
  /** Replay every game from scratch and compare (HF-16.9). Default true. */
  replay?: boolean;
}

export interface Failure {
  /** The HF ID of the broken invariant; `crash` for an exception thrown by the engine. */
  rule: string;
  message: string;
  /** Index of the decision after which it was seen (-1: at game creation). */
  decision: number;
  kind: 'invariant' | 'crash' | 'determinism' | 'roundtrip';
}

export interface GameOutcome {
  decisions: number;
  turns: number;
  result: { winner: PlayerIndex | null; rule: string } | null;
  roundTrips: number;
  viewChecks: number;
  failure: Failure | null;
  /** The actions taken, in order (to replay the game or write a scenario). */
  actions: Action[];
}

export function decksOf(input: GameInput, pool: readonly CardDefinition[]): [Deck, Deck] {
  return [buildDeck(pool, input.decks[0]), buildDeck(pool, input.decks[1])];
}

export function newGame(input: GameInput, decks: [Deck, Deck]): Game {
  return createGame({
    decks,
    seed: input.seed,
    firstPlayer: input.firstPlayer ?? undefined,
    limits: input.limits ?? undefined,
    triggers: TRIGGERS, // the pool is the generated sets (issue 12); other cards fall back to their own entry
  });
}

/** The action decision `i` takes: concede at `concedeAt`, else a non-concede legal action. */
export function chooseAction(
  input: GameInput,
  i: number,
  legal: Action[],
  fallback: () => number,
): Action | undefined {
  if (input.concedeAt === i) return legal.find((a) => a.type === 'concede');
  const pool = legal.filter((a) => a.type !== 'concede');
  const options = pool.length > 0 ? pool : legal;
  if (options.length === 0) return undefined;
  const n = i < input.choices.length ? input.choices[i] : fallback();
  return options[n % options.length];
}

function fallbackChooser(seed: number): () => number {
  const rng = xoroshiro128plus(seed ^ 0x5bd1e995);
  return () => uniformInt(rng, 0, 0xffff);
}

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function firstViolation(violations: Violation[], decision: number): Failure | null {
  if (violations.length === 0) return null;
  const v = violations[0];
  const more =
    violations.length > 1
      ? ` (+${violations.length - 1} more: ${violations
          .slice(1)
          .map((x) => x.rule)
          .join(', ')})`
      : '';
  return { rule: v.rule, message: `${v.message}${more}`, decision, kind: 'invariant' };
}

/** Plays one fuzzed game, checking after every decision; stops at the first failure. */
export function runFuzzGame(
  input: GameInput,
  pool: readonly CardDefinition[],
  opts: FuzzOptions = {},
): GameOutcome {
  const decks = decksOf(input, pool);
  const defs = pool;
  const actions: Action[] = [];
  const outcome = (
    game: Game | null,
    failure: Failure | null,
    roundTrips: number,
    checker?: InvariantChecker,
  ): GameOutcome => ({
    decisions: actions.length,
    turns: game?.state.turn ?? 0,
    result: game?.state.result ? { winner: game.state.result.winner, rule: game.state.result.rule } : null,
    roundTrips,
    viewChecks: checker?.viewChecks ?? 0,
    failure,
    actions,
  });
  let game: Game;
  try {
    game = newGame(input, decks);
  } catch (e) {
    return outcome(null, { rule: 'crash', message: describeError(e), decision: -1, kind: 'crash' }, 0);
  }
  const checker = new InvariantChecker(game, opts);
  const atStart = firstViolation(checker.start(), -1);
  if (atStart) return outcome(game, atStart, 0, checker);
  const fallback = fallbackChooser(input.seed);
  const marks: number[] = [game.state.log.length]; // the log length at creation, then after each decision
  const trips = new Set(input.roundTrips);
  let roundTrips = 0;
  while (!game.state.result) {
    const i = actions.length;
    let legal: Action[];
    try {
      legal = legalActions(game);
    } catch (e) {
      return outcome(
        game,
        { rule: 'crash', message: `legalActions: ${describeError(e)}`, decision: i - 1, kind: 'crash' },
        roundTrips,
        checker,
      );
    }
    const action = chooseAction(input, i, legal, fallback);
    if (!action)
      return outcome(
        game,
        {
          rule: 'HF-16.10',
          message: `no legal action for ${game.state.pending?.kind}`,
          decision: i - 1,
          kind: 'invariant',
        },
        roundTrips,
        checker,
      );
    actions.push(action);
    try {
      apply(game, action);
    } catch (e) {
      const rule = e instanceof IllegalActionError ? (e.rule ?? 'crash') : 'crash';
      const what = e instanceof IllegalActionError ? 'a legal action was rejected' : 'apply threw';
      return outcome(
        game,
        { rule, message: `${what}: ${describeError(e)} — ${actionKey(action)}`, decision: i, kind: 'crash' },
        roundTrips,
        checker,
      );
    }
    marks.push(game.state.log.length);
    const failure = firstViolation(checker.afterDecision(action), i);
    if (failure) return outcome(game, failure, roundTrips, checker);
    if (trips.has(i) && !game.state.result) {
      const problem = roundTrip(game, defs);
      roundTrips++;
      if (typeof problem === 'string')
        return outcome(
          game,
          { rule: 'HF-16.9', message: problem, decision: i, kind: 'roundtrip' },
          roundTrips,
          checker,
        );
      game = problem;
      checker.game = game;
    }
  }
  if (opts.replay !== false) {
    const problem = replayDiffers(input, decks, actions, game, marks);
    if (problem) return outcome(game, { ...problem, kind: 'determinism' }, roundTrips, checker);
  }
  return outcome(game, null, roundTrips, checker);
}

/** serialize → deserialize: the copy must serialize identically and offer the same actions (HF-16.9). */
export function roundTrip(game: Game, library: readonly CardDefinition[]): Game | string {
  const saved = serialize(game);
  let restored: Game;
  try {
    restored = deserialize(saved, library);
  } catch (e) {
    return `deserialize failed: ${describeError(e)}`;
  }
  if (serialize(restored) !== saved) return 'a restored game serializes differently';
  const a = legalActions(game).map(actionKey).join('\n');
  const b = legalActions(restored).map(actionKey).join('\n');
  if (a !== b) return 'a restored game offers different legal actions';
  return restored;
}

/** HF-16.9: a fresh game with the same decks, seed and decisions must give the same log and state. */
export function replayDiffers(
  input: GameInput,
  decks: [Deck, Deck],
  actions: Action[],
  played: Game,
  marks: number[] = [],
): { rule: string; message: string; decision: number } | null {
  const again = newGame(input, decks);
  const logA = played.state.log;
  for (let i = 0; i < actions.length; i++) {
    try {
      apply(again, actions[i]);
    } catch (e) {
      return {
        rule: 'HF-16.9',
        message: `the replay rejects decision ${i}: ${describeError(e)}`,
        decision: i,
      };
    }
  }
  const logB = again.state.log;
  const n = Math.max(logA.length, logB.length);
  for (let k = 0; k < n; k++) {
    if (JSON.stringify(logA[k]) !== JSON.stringify(logB[k])) {
      return {
        rule: 'HF-16.9',
        message: `the replay's event ${k} differs: ${JSON.stringify(logA[k])} ≠ ${JSON.stringify(logB[k])}`,
        decision: decisionOfEvent(marks, actions.length, k),
      };
    }
  }
  if (serialize(again) !== serialize(played))
    return { rule: 'HF-16.9', message: 'the replay ends in a different state', decision: actions.length - 1 };
  return null;
}

/** The decision whose processing logged event `k` (-1: game creation). */
function decisionOfEvent(marks: number[], decisions: number, k: number): number {
  const j = marks.findIndex((length) => length > k);
  return j < 0 ? decisions - 1 : j - 1;
}
