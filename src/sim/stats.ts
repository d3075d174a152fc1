// Turns game records into the numbers `hflux sim` prints: win rates with 95% Wilson intervals per deck and
// per bot, the first player's win rate, averages, draws and end reasons, and each deck's balance report —
// per card, by seat, 【空装】 (./cardStats.ts).
import { type CardLookup, type DeckList, deckList } from './bots/index.js';
import { type DeckBalance, type DeckGame, deckBalance } from './cardStats.js';
import { publicCards } from './cards.js';
import { type LoadedMatchup, type MatchupSpec, deckLabel } from './matchups.js';
import type { GameRecord } from './play.js';
import { type Rate, rate } from './rates.js';

export { type Rate, wilson } from './rates.js';
export type { AbilityUse, CardRow, DeckBalance, WhenRate } from './cardStats.js';

export interface MatchupSummary {
  decks: [string, string];
  bots: [string, string];
  /** False when both players use the same bot: the per-bot rates then only restate the per-deck ones. */
  botsDiffer: boolean;
  games: number;
  perDeck: [Rate, Rate];
  perBot: [Rate, Rate];
  /** Games won by the player who went first, out of the games that had a winner. */
  firstPlayer: Rate;
  avgTurns: number;
  avgDecisions: number;
  draws: number;
  errors: number;
  /** The first few error messages (an engine or bot bug), if any. */
  errorSamples: string[];
  endReasons: { reason: string; rule: string; count: number }[];
  /** Each deck's balance report in this matchup: by seat, 【空装】, per card. */
  balance: [DeckBalance, DeckBalance];
}

/** What the summaries name cards with: the decks' lists (to list cards never drawn) and the card definitions. */
export interface SummaryContext {
  /** Per matchup deck (A, B): its deck list. */
  lists?: readonly [DeckList, DeckList];
  /** Card definitions by id (names, abilities); default: every built-in set. */
  lookup?: CardLookup;
}

/** The summary context of a loaded matchup. */
export function contextOf(m: LoadedMatchup): SummaryContext {
  return { lists: [deckList(m.decks[0]), deckList(m.decks[1])], lookup: m.cards };
}

/** Labels that tell the two sides apart even in a mirror match. */
function sideLabels(names: [string, string]): [string, string] {
  return names[0] === names[1] ? [`${names[0]} (1)`, `${names[1]} (2)`] : names;
}

/** The deck both sides play when `labels` are sideLabels' mirror-match pair ("X (1)", "X (2)"), else undefined. */
export function mirrorDeck(labels: readonly string[]): string | undefined {
  if (labels.length !== 2) return undefined;
  const base = labels[0].endsWith(' (1)') ? labels[0].slice(0, -4) : undefined;
  return base !== undefined && labels[1] === `${base} (2)` ? base : undefined;
}

export function deckLabels(spec: MatchupSpec): [string, string] {
  return sideLabels([deckLabel(spec.decks[0]), deckLabel(spec.decks[1])]);
}

/** The games of matchup deck `deck` (0 = A, 1 = B), from its seat's point of view. */
function deckGames(records: readonly GameRecord[], deck: 0 | 1): (DeckGame & { draw: boolean })[] {
  return records.map((r) => {
    const seat = r.decks[0] === deck ? 0 : 1;
    return {
      seat: r.seats[seat],
      won: r.winner === seat,
      first: r.firstPlayer === seat,
      draw: r.winner === null,
    };
  });
}

export function summarize(
  spec: MatchupSpec,
  records: readonly GameRecord[],
  context: SummaryContext = {},
): MatchupSummary {
  const decks = deckLabels(spec);
  const botLabels = sideLabels(spec.bots);
  const deckWins = [0, 0];
  const botWins = [0, 0];
  let draws = 0;
  let errors = 0;
  const errorSamples: string[] = [];
  let firstWins = 0;
  let decided = 0;
  let turns = 0;
  let decisions = 0;
  const reasons = new Map<string, { reason: string; rule: string; count: number }>();
  for (const r of records) {
    turns += r.turns;
    decisions += r.decisions;
    const key = `${r.reason}\u0000${r.rule}`;
    const entry = reasons.get(key) ?? { reason: r.reason, rule: r.rule, count: 0 };
    entry.count++;
    reasons.set(key, entry);
    if (r.error) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(`game ${r.index}: ${r.error}`);
    }
    if (r.winner === null) draws++;
    else {
      deckWins[r.decks[r.winner]]++;
      botWins[r.bots[r.winner]]++;
      decided++;
      if (r.winner === r.firstPlayer) firstWins++;
    }
  }
  const n = records.length;
  const lost = (wins: number[], i: number) => n - draws - wins[i];
  const lookup = context.lookup ?? publicCards;
  const balance = ([0, 1] as const).map((d) =>
    deckBalance(decks[d], deckGames(records, d), context.lists?.[d], lookup),
  );
  return {
    decks,
    bots: [spec.bots[0], spec.bots[1]],
    botsDiffer: spec.bots[0] !== spec.bots[1],
    games: n,
    perDeck: [
      rate(decks[0], deckWins[0], lost(deckWins, 0), draws),
      rate(decks[1], deckWins[1], lost(deckWins, 1), draws),
    ],
    perBot: [
      rate(botLabels[0], botWins[0], lost(botWins, 0), draws),
      rate(botLabels[1], botWins[1], lost(botWins, 1), draws),
    ],
    firstPlayer: rate('first player', firstWins, decided - firstWins, 0),
    avgTurns: n ? turns / n : 0,
    avgDecisions: n ? decisions / n : 0,
    draws,
    errors,
    errorSamples,
    endReasons: [...reasons.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    balance: [balance[0], balance[1]],
  };
}

export interface TournamentSummary {
  decks: string[];
  bots: [string, string];
  gamesPerPairing: number;
  /** matrix[i][j]: deck i's win rate against deck j (null on the diagonal). */
  matrix: (Rate | null)[][];
  /** Each deck over all its games. */
  overall: Rate[];
  /** Each deck's balance report over all its games (cards flagged against its overall interval). */
  balance: DeckBalance[];
  matchups: MatchupSummary[];
}

/** A round robin: every pair of decks once (deck i as A against deck j as B, i < j). */
export function roundRobin(decks: string[], bots: [string, string], games: number): MatchupSpec[] {
  const out: MatchupSpec[] = [];
  for (let i = 0; i < decks.length; i++)
    for (let j = i + 1; j < decks.length; j++) out.push({ decks: [decks[i], decks[j]], bots, games });
  return out;
}

export function summarizeTournament(
  decks: string[],
  specs: MatchupSpec[],
  records: GameRecord[][],
  contexts: readonly SummaryContext[] = [],
): TournamentSummary {
  const labels = decks.map(deckLabel);
  const matchups = specs.map((s, k) => summarize(s, records[k], contexts[k]));
  const matrix: (Rate | null)[][] = labels.map(() => labels.map(() => null));
  const totals = labels.map(() => ({ wins: 0, losses: 0, draws: 0 }));
  specs.forEach((s, k) => {
    const i = decks.indexOf(s.decks[0]);
    const j = decks.indexOf(s.decks[1]);
    const [a, b] = matchups[k].perDeck;
    matrix[i][j] = { ...a, label: labels[j] };
    matrix[j][i] = { ...b, label: labels[i] };
    for (const [side, r] of [
      [i, a],
      [j, b],
    ] as const) {
      totals[side].wins += r.wins;
      totals[side].losses += r.losses;
      totals[side].draws += r.draws;
    }
  });
  return {
    decks: labels,
    bots: specs[0]?.bots ?? ['greedy', 'greedy'],
    gamesPerPairing: specs[0]?.games ?? 0,
    matrix,
    overall: labels.map((l, i) => rate(l, totals[i].wins, totals[i].losses, totals[i].draws)),
    balance: decks.map((deck, i) => pooledBalance(deck, labels[i], specs, records, contexts)),
    matchups,
  };
}

/** Deck `deck`'s games over every matchup it plays in, as one balance report. */
function pooledBalance(
  deck: string,
  label: string,
  specs: readonly MatchupSpec[],
  records: readonly GameRecord[][],
  contexts: readonly SummaryContext[],
): DeckBalance {
  const games: (DeckGame & { draw: boolean })[] = [];
  let list: DeckList | undefined;
  let lookup: CardLookup = publicCards;
  specs.forEach((s, k) => {
    const side = s.decks[0] === deck ? 0 : s.decks[1] === deck ? 1 : null;
    if (side === null) return;
    games.push(...deckGames(records[k], side));
    list ??= contexts[k]?.lists?.[side];
    lookup = contexts[k]?.lookup ?? lookup;
  });
  return deckBalance(label, games, list, lookup);
}
