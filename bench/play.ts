import { TRIGGERS } from '../generated/cards/starter/index.js';
import { initialRngState, randomInt } from '../src/core/rng.js';
// The engine benchmark's workload: uniformly random players on the three starter decks, fixed seeds. Game i
// uses the i-th ordered pairing of the decks (each deck against each other, both ways) and seed i; each
// player picks uniformly among the legal actions except conceding (as src/sim/randomPlayer.ts does). Games
// use the starter set's generated trigger index (issue 12).
import { deckFrom } from '../src/deck/builtIn.js';
import {
  type Action,
  type Deck,
  type Game,
  apply,
  cloneGame,
  createGame,
  legalActions,
} from '../src/engine/index.js';
import { checkInvariants } from '../src/engine/invariants.js';

export const STARTER_DECKS = ['guren-aggro', 'soukyu-knights', 'kage-funeral'];

export interface PlayOptions {
  /** Run checkInvariants (HF-16) after every decision. */
  checks: boolean;
  /** Record the event log (createGame's `log`). */
  log: boolean;
  /**
   * Create the games with `engineOnly` (default true, as the sims do: the state is changed only through the
   * engine, so it skips its per-call check for direct edits; src/engine/derived.ts, issue 25).
   */
  engineOnly?: boolean;
}

export interface Played {
  games: number;
  decisions: number;
  /** HF-16 violations found (counted, with their rule IDs, when `checks` is on). */
  violations: Record<string, number>;
}

let decks: Deck[] | null = null;

function starterDecks(): Deck[] {
  decks ??= STARTER_DECKS.map(deckFrom);
  return decks;
}

/** Deck pairing and seeds of game `i`. */
export function gameSpec(i: number): { decks: [Deck, Deck]; seed: number; chooserSeed: number } {
  const d = starterDecks();
  const pairings: [number, number][] = [];
  for (let a = 0; a < d.length; a++) for (let b = 0; b < d.length; b++) if (a !== b) pairings.push([a, b]);
  const [a, b] = pairings[i % pairings.length];
  return { decks: [d[a], d[b]], seed: i, chooserSeed: 1_000_003 * (i + 1) };
}

/** Plays games `from` … `from + count - 1` to the end. */
export function playGames(from: number, count: number, opts: PlayOptions): Played {
  const played: Played = { games: 0, decisions: 0, violations: {} };
  for (let i = from; i < from + count; i++) {
    const spec = gameSpec(i);
    const game = createGame({
      decks: spec.decks,
      seed: spec.seed,
      log: opts.log,
      triggers: TRIGGERS,
      engineOnly: opts.engineOnly ?? true,
    });
    played.decisions += playOut(game, initialRngState(spec.chooserSeed), opts, played.violations);
    played.games++;
  }
  return played;
}

function playOut(game: Game, rng: number[], opts: PlayOptions, violations: Record<string, number>): number {
  let decisions = 0;
  while (!game.state.result) {
    apply(game, randomAction(legalActions(game), rng));
    decisions++;
    if (opts.checks)
      for (const v of checkInvariants(game)) violations[v.rule] = (violations[v.rule] ?? 0) + 1;
  }
  return decisions;
}

/** `concede` is always listed last: a uniformly random choice among the others (if any). */
function randomAction(actions: Action[], rng: number[]): Action {
  return actions.length === 1 ? actions[0] : actions[randomInt(rng, 0, actions.length - 2)];
}

/** Mid-game positions for the snapshot benchmark: games `from`… stopped every `every` decisions. */
export function positions(from: number, count: number, every: number): Game[] {
  const out: Game[] = [];
  for (let i = from; i < from + count; i++) {
    const spec = gameSpec(i);
    const game = createGame({ decks: spec.decks, seed: spec.seed, log: false, engineOnly: true });
    const rng = initialRngState(spec.chooserSeed);
    for (let n = 1; !game.state.result; n++) {
      apply(game, randomAction(legalActions(game), rng));
      if (n % every === 0 && !game.state.result) out.push(cloneGame(game));
    }
  }
  return out;
}
