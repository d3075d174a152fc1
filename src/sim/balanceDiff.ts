// `hflux balance diff`: the same sim — decks, bots, seeds — played on two versions of the card set, and every
// rate that moved. Per deck: its win rate in each matchup (and, in a round robin, over all its games). Per card
// (each deck over all its games): its play rate and its win rate when played. Each comparison is a Shift
// (./shift.ts): both versions' rates with their Wilson intervals, the difference with its 95% interval and
// p-value — paired rates (win rate, play rate: the same games) by McNemar's exact test, the win rate when
// played (different games) by the two-proportion z-test — and significance by Holm–Bonferroni over the decks'
// family and over the cards' family separately (alpha 0.05 each).
import { type CardVersions, cardHash } from '../catalog/cardHash.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { type CardRow, type DeckBalance, type WhenRate, whenRate } from './cardStats.js';
import type { GameRecord } from './play.js';
import { SHIFT_ALPHA, type Shift, markSignificant, pairedShift, unpairedShift } from './shift.js';
import type { MatchupSummary, TournamentSummary } from './stats.js';

export const SHIFT_TEST =
  "McNemar's exact test for rates over the same games (deck win rate, play rate), two-proportion z-test " +
  '(pooled standard error, two-sided) for the win rate when played; Holm–Bonferroni over each family (decks; cards)';
export const SHIFT_INTERVAL =
  "95% Newcombe hybrid score interval of after − before (paired or independent, as the test); each version's: 95% Wilson";

/** One version's sim: its summaries and its game records (matchup by matchup, in game order). */
export interface SimOutcome {
  matchups: MatchupSummary[];
  tournament?: TournamentSummary;
  records: GameRecord[][];
}

export interface DeckShift {
  deck: string;
  /** The opponent, or `all` for the deck over every matchup of a round robin. */
  versus: string;
  winRate: Shift;
}

export interface CardShift {
  deck: string;
  card: string;
  id: string;
  /** The card's definition differs between the versions (its hash, src/catalog/cardHash.ts). */
  changed: boolean;
  playRate: Shift;
  whenPlayed: Shift;
}

export interface ChangedCard {
  id: string;
  name: string;
  /** `changed`: both versions define it differently; `added` / `removed`: only the after / before version has it. */
  how: 'changed' | 'added' | 'removed';
  /** The after version's `.hf` line (the before version's for a removed card). */
  source?: string;
}

export interface BalanceDiff {
  alpha: number;
  test: string;
  interval: string;
  /** Cards the decks use whose definitions differ between the versions. */
  changedCards: ChangedCard[];
  decks: DeckShift[];
  cards: CardShift[];
}

/** The cards of `ids` whose definitions differ between the two versions' lookups. */
export function changedBetween(
  ids: Iterable<string>,
  before: (id: string) => CardDefinition | undefined,
  after: (id: string) => CardDefinition | undefined,
): ChangedCard[] {
  const out: ChangedCard[] = [];
  for (const id of [...new Set(ids)].sort()) {
    const [b, a] = [before(id), after(id)];
    if (b && a && cardHash(b) === cardHash(a)) continue;
    const def = a ?? b;
    if (!def) continue;
    const source = def.source ? `${def.source.file}:${def.source.line}` : undefined;
    out.push({ id, name: def.name, how: !b ? 'added' : !a ? 'removed' : 'changed', source });
  }
  return out;
}

/** Card versions of a lookup's cards, for the JSON record of what was compared. */
export function versionsOf(
  ids: Iterable<string>,
  lookup: (id: string) => CardDefinition | undefined,
): CardVersions {
  const out: CardVersions = {};
  for (const id of [...new Set(ids)].sort()) {
    const def = lookup(id);
    if (def) out[id] = cardHash(def);
  }
  return out;
}

/** Deck `label`'s games over every matchup it plays in, in game order, with its seat in each. */
function gamesOf(o: SimOutcome, label: string): { record: GameRecord; seat: 0 | 1 }[] {
  const out: { record: GameRecord; seat: 0 | 1 }[] = [];
  o.matchups.forEach((m, k) => {
    const side = m.decks[0] === label ? 0 : m.decks[1] === label ? 1 : null;
    if (side === null) return;
    for (const record of o.records[k]) out.push({ record, seat: record.decks[0] === side ? 0 : 1 });
  });
  return out;
}

/** [before, after] of `held` over the same games (both runs play the same games in the same order). */
function pairs<T>(before: readonly T[], after: readonly T[], held: (x: T) => boolean): [boolean, boolean][] {
  return before.map((x, i) => [held(x), held(after[i])]);
}

const won = (g: { record: GameRecord; seat: 0 | 1 }) => g.record.winner === g.seat;

function deckShifts(before: SimOutcome, after: SimOutcome): DeckShift[] {
  const out: DeckShift[] = [];
  before.matchups.forEach((m, k) => {
    for (const side of [0, 1] as const) {
      const seatOf = (r: GameRecord) => ({ record: r, seat: (r.decks[0] === side ? 0 : 1) as 0 | 1 });
      out.push({
        deck: m.decks[side],
        versus: m.decks[side === 0 ? 1 : 0],
        winRate: pairedShift(pairs(before.records[k].map(seatOf), after.records[k].map(seatOf), won)),
      });
    }
  });
  for (const label of before.tournament?.decks ?? [])
    out.push({
      deck: label,
      versus: 'all',
      winRate: pairedShift(pairs(gamesOf(before, label), gamesOf(after, label), won)),
    });
  return out;
}

/** Each deck over all its games: the round robin's pooled reports, or the one matchup's. */
function deckReports(o: SimOutcome): DeckBalance[] {
  return o.tournament?.balance ?? o.matchups[0].balance;
}

const NO_GAMES: WhenRate = whenRate(0, 0);

function cardShifts(before: SimOutcome, after: SimOutcome, changed: ReadonlySet<string>): CardShift[] {
  const out: CardShift[] = [];
  const afterDecks = deckReports(after);
  deckReports(before).forEach((b, i) => {
    const a = afterDecks[i];
    const rows = new Map<string, [CardRow | undefined, CardRow | undefined]>();
    for (const c of b.cards) rows.set(c.id, [c, undefined]);
    for (const c of a.cards) rows.set(c.id, [rows.get(c.id)?.[0], c]);
    const [gamesBefore, gamesAfter] = [gamesOf(before, b.deck), gamesOf(after, b.deck)];
    for (const [id, [cb, ca]] of rows) {
      const played = (g: { record: GameRecord; seat: 0 | 1 }) => (g.record.seats[g.seat].plays[id] ?? 0) > 0;
      out.push({
        deck: b.deck,
        card: (ca ?? cb)!.card,
        id,
        changed: changed.has(id),
        playRate: pairedShift(pairs(gamesBefore, gamesAfter, played)),
        whenPlayed: unpairedShift(cb?.whenPlayed ?? NO_GAMES, ca?.whenPlayed ?? NO_GAMES),
      });
    }
  });
  return out;
}

/** The shifts between two runs of the same sim (same specs, same seeds) on two versions of the cards. */
export function balanceDiff(before: SimOutcome, after: SimOutcome, changedCards: ChangedCard[]): BalanceDiff {
  const decks = deckShifts(before, after);
  const cards = cardShifts(before, after, new Set(changedCards.map((c) => c.id)));
  markSignificant(decks.map((d) => d.winRate));
  markSignificant(cards.flatMap((c) => [c.playRate, c.whenPlayed]));
  return { alpha: SHIFT_ALPHA, test: SHIFT_TEST, interval: SHIFT_INTERVAL, changedCards, decks, cards };
}
