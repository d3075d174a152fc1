// Turns game records into the numbers `hflux sim` prints: win rates with 95% Wilson intervals per deck and
// per bot, the first player's win rate, averages, draws and end reasons, and per-card play counts.
import { cardName } from './cards.js';
import { type MatchupSpec, deckLabel } from './matchups.js';
import type { GameRecord } from './play.js';

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

export interface CardRow {
  /** The deck (label) whose player played the card. */
  deck: string;
  card: string;
  id: string;
  plays: number;
  /** Games in which that deck's player played it at least once, and how many of those it won. */
  games: number;
  wins: number;
  winRate: number;
}

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
  cards: CardRow[];
}

const Z = 1.959963984540054;

/** The 95% Wilson score interval for `wins` successes out of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const p = wins / n;
  const z2 = Z * Z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

function rate(label: string, wins: number, losses: number, draws: number): Rate {
  const games = wins + losses + draws;
  const [low, high] = wilson(wins, games);
  return { label, wins, losses, draws, games, rate: games ? wins / games : 0, low, high };
}

/** Labels that tell the two sides apart even in a mirror match. */
function sideLabels(names: [string, string]): [string, string] {
  return names[0] === names[1] ? [`${names[0]} (1)`, `${names[1]} (2)`] : names;
}

export function deckLabels(spec: MatchupSpec): [string, string] {
  return sideLabels([deckLabel(spec.decks[0]), deckLabel(spec.decks[1])]);
}

export function summarize(spec: MatchupSpec, records: readonly GameRecord[]): MatchupSummary {
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
  const cards = new Map<string, CardRow>();
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
    for (const seat of [0, 1] as const) {
      const deck = decks[r.decks[seat]];
      for (const [id, n] of Object.entries(r.plays[seat])) {
        const k = `${r.decks[seat]}\u0000${id}`;
        let row = cards.get(k);
        if (!row)
          cards.set(k, (row = { deck, card: cardName(id), id, plays: 0, games: 0, wins: 0, winRate: 0 }));
        row.plays += n;
        row.games++;
        if (r.winner === seat) row.wins++;
      }
    }
  }
  const n = records.length;
  const lost = (wins: number[], i: number) => n - draws - wins[i];
  const cardRows = [...cards.values()]
    .map((row) => ({ ...row, winRate: row.games ? row.wins / row.games : 0 }))
    .sort((a, b) => a.deck.localeCompare(b.deck) || b.plays - a.plays || a.id.localeCompare(b.id));
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
    cards: cardRows,
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
): TournamentSummary {
  const labels = decks.map(deckLabel);
  const matchups = specs.map((s, k) => summarize(s, records[k]));
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
    matchups,
  };
}
