// One simulated game between two bots. The runner holds the Game; each bot is handed only its player's
// view() (HF-16.8) and the legal actions. Everything about a game follows from its spec, so a game gives the
// same record wherever and in whatever order it runs (HF-16.9).
import { TRIGGERS } from '../../generated/index.js';
import type { PlayerIndex } from '../core/cardTypes.js';
import type { TriggerIndex } from '../core/triggerIndex.js';
import { type Action, type Deck, apply, createGame, legalActions, view } from '../engine/index.js';
import { type CardLookup, createBot, deckList } from './bots/index.js';
import { GameObserver, type SeatRecord } from './observe.js';

/** Which deck and bot sit in each seat, who goes first, and the seeds: derived from the sim seed. */
export interface GameSpec {
  matchup: number;
  index: number;
  seed: number;
  /** Per seat: index into the matchup's decks (0 = A, 1 = B). */
  decks: [0 | 1, 0 | 1];
  /** Per seat: index into the matchup's bots. */
  bots: [0 | 1, 0 | 1];
  firstPlayer: PlayerIndex;
  botSeeds: [number, number];
}

export interface GameRecord {
  matchup: number;
  index: number;
  decks: [0 | 1, 0 | 1];
  bots: [0 | 1, 0 | 1];
  firstPlayer: PlayerIndex;
  /** Winning seat, or null for a draw (HF-15.2, HF-15.4) or an error. */
  winner: PlayerIndex | null;
  reason: string;
  rule: string;
  turns: number;
  decisions: number;
  /** Per seat: what the balance report counts (./observe.ts). */
  seats: [SeatRecord, SeatRecord];
  /** Every action applied, in order, when the game was kept as a sample (./sample.ts). */
  actions?: Action[];
  /** Set when the game stopped on an exception (an engine or bot bug); the game counts as no result. */
  error?: string;
}

/** A 32-bit mix of integers (murmur3 finalizer): independent seeds for each game and seat. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h | 0;
}

/**
 * Game `index` of matchup `matchup`. Over every 8 games deck A sits in each seat, goes first and second, and
 * plays with each bot equally often.
 */
export function gameSpec(seed: number, matchup: number, index: number): GameSpec {
  const aFirst = index % 2 === 0;
  const botSwap = Math.floor(index / 2) % 2 === 1;
  const aSeat: PlayerIndex = Math.floor(index / 4) % 2 === 0 ? 0 : 1;
  const bSeat: PlayerIndex = aSeat === 0 ? 1 : 0;
  const decks: [0 | 1, 0 | 1] = aSeat === 0 ? [0, 1] : [1, 0];
  const botOf = (deck: 0 | 1): 0 | 1 => ((deck === 0) !== botSwap ? 0 : 1);
  const gameSeed = mixSeed(seed, matchup, index);
  return {
    matchup,
    index,
    seed: gameSeed,
    decks,
    bots: [botOf(decks[0]), botOf(decks[1])],
    firstPlayer: aFirst ? aSeat : bSeat,
    botSeeds: [mixSeed(gameSeed, 1), mixSeed(gameSeed, 2)],
  };
}

export interface MatchupDecks {
  decks: [Deck, Deck];
  bots: [string, string];
  cards?: CardLookup;
  /** The trigger index of the decks' card set (default: the generated sets', issue 12). */
  triggers?: TriggerIndex;
}

export interface PlayOptions {
  /** Keep every action (a sim sample, ./sample.ts). */
  keepActions?: boolean;
}

export function playGame(spec: GameSpec, m: MatchupDecks, options: PlayOptions = {}): GameRecord {
  const empty = (): SeatRecord => ({
    plays: {},
    drawn: [],
    opening: [],
    reveals: {},
    abilities: {},
    kuusou: null,
  });
  const actions: Action[] | undefined = options.keepActions ? [] : undefined;
  const record: GameRecord = {
    matchup: spec.matchup,
    index: spec.index,
    decks: spec.decks,
    bots: spec.bots,
    firstPlayer: spec.firstPlayer,
    winner: null,
    reason: '',
    rule: '',
    turns: 0,
    decisions: 0,
    seats: [empty(), empty()],
    actions,
  };
  let observer: GameObserver | undefined;
  try {
    const game = createGame({
      decks: [m.decks[spec.decks[0]], m.decks[spec.decks[1]]],
      seed: spec.seed,
      firstPlayer: spec.firstPlayer,
      log: true, // read and emptied after every decision by the observer: bots see an empty log
      triggers: m.triggers ?? TRIGGERS, // the decks' card set's trigger index (issue 12)
      engineOnly: true, // changed only by apply() (the observer empties the log, which no memo reads; issue 25)
    });
    observer = new GameObserver(game);
    observer.drain();
    // Both deck lists are known to both bots, as in open-decklist play: they guess hidden cards from them.
    const decks = [deckList(m.decks[spec.decks[0]]), deckList(m.decks[spec.decks[1]])] as const;
    const bots = ([0, 1] as const).map((seat) =>
      createBot(m.bots[spec.bots[seat]], {
        player: seat,
        seed: spec.botSeeds[seat],
        cards: m.cards,
        decks,
        triggers: m.triggers,
      }),
    );
    const state = game.state;
    while (!state.result) {
      const player = state.pending!.player;
      const legal = legalActions(game);
      // A decision with one answer besides conceding is not put to the bot (as the engine itself does not
      // ask forced choices); this skips a view() for about one decision in ten.
      const only = legal.length === 2 ? legal.find((a) => a.type !== 'concede') : undefined;
      const action = only ?? bots[player].choose(view(game, player), legal);
      actions?.push(action);
      apply(game, action);
      observer.drain();
      record.decisions++;
    }
    record.winner = state.result.winner;
    record.reason = state.result.reason;
    record.rule = state.result.rule;
    record.turns = state.turn;
  } catch (e) {
    record.winner = null;
    record.reason = 'error';
    record.rule = '';
    record.error = e instanceof Error ? e.message : String(e);
  }
  if (observer) record.seats = observer.records();
  return record;
}
