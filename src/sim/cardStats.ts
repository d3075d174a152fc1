// The balance report of one deck over a set of games (issue 16): per card, how often it was played and the win
// rate in the games where it was played, drawn or in the opening hand (HF-2.4), each with its 95% Wilson
// interval and sample size; damage triggers revealed (HF-9.3) and uses of each ability; the deck's win rate
// going first and second; its 【空装】 use (HF-13.8) and the win rate with and without one. A card is flagged
// when its win rate when played lies outside the deck's own interval: it wins notably more (or less) often
// than the deck does in the games where it was played — and only once it was played in MIN_FLAG_GAMES games.
import type { CardDefinition } from '../core/cardTypes.js';
import { keywordPrintedName } from '../keywords.js';
import type { CardLookup, DeckList } from './bots/index.js';
import { GRANTED_ABILITY, type SeatRecord } from './observe.js';
import { type Rate, rate, wilson } from './rates.js';

/** One game of the deck: what its seat did, and whether it won and went first. */
export interface DeckGame {
  seat: SeatRecord;
  won: boolean;
  first: boolean;
}

/** A win rate over the games where a condition held: `wins` of `games`, with its 95% Wilson interval. */
export interface WhenRate {
  games: number;
  wins: number;
  rate: number;
  low: number;
  high: number;
}

export interface AbilityUse {
  /** The ability's index in the card's printed abilities (0-based), or `granted` (./observe.ts). */
  ability: string;
  /** `#1 【反撃】`, `#2 …text…`, `付与` (an ability the card's lasting effect granted). */
  label: string;
  /** The label with the ability's whole text (`--csv`: a table should not cut it off, nc7). */
  fullLabel?: string;
  /** Times activated (HF-12.4) or triggered (HF-12.1), over all the deck's games. */
  uses: number;
}

export interface CardRow {
  /** The deck (label) whose player used the card. */
  deck: string;
  card: string;
  id: string;
  /** Times played over all the deck's games. */
  plays: number;
  /** Games in which it was played at least once, of the deck's games. */
  playRate: number;
  whenPlayed: WhenRate;
  whenDrawn: WhenRate;
  whenOpening: WhenRate;
  /** Times revealed as a 【ダメージトリガー】 (HF-9.3). */
  reveals: number;
  abilities: AbilityUse[];
  /** The games in which it was the player's 【空装】 card (HF-13.8); 0 games for other cards. */
  asKuusou: WhenRate;
  /** `high` / `low`: the win rate when played lies above / below the deck's 95% interval. */
  flag: 'high' | 'low' | null;
}

export interface DeckBalance {
  deck: string;
  /** The deck's win rate over these games; its interval is what cards are flagged against. */
  overall: Rate;
  /** Going first, going second. */
  first: Rate;
  second: Rate;
  /** 【空装】: games in which the player chose a card, and the win rate with and without one. */
  kuusou: { used: number; games: number; useRate: number; withKuusou: WhenRate; without: WhenRate };
  cards: CardRow[];
}

export function whenRate(wins: number, games: number): WhenRate {
  const [low, high] = wilson(wins, games);
  return { games, wins, rate: games ? wins / games : 0, low, high };
}

class Tally {
  wins = 0;
  games = 0;
  add(won: boolean): void {
    this.games++;
    if (won) this.wins++;
  }
  rate(): WhenRate {
    return whenRate(this.wins, this.games);
  }
}

class CardTally {
  plays = 0;
  readonly played = new Tally();
  readonly drawn = new Tally();
  readonly opening = new Tally();
  readonly kuusou = new Tally();
  reveals = 0;
  readonly abilities = new Map<string, number>();
}

/** The deck list's ids (main, guard, extra), each once, in list order. */
function listedIds(list: DeckList | undefined): string[] {
  return list ? [...new Set([...list.main, ...list.guard, ...list.extra])] : [];
}

/** Every id the games mention, each once, in order of first mention. */
function seenIds(games: readonly DeckGame[]): string[] {
  const ids = new Set<string>();
  for (const { seat } of games) {
    for (const id of Object.keys(seat.plays)) ids.add(id);
    for (const id of seat.drawn) ids.add(id);
    for (const id of seat.opening) ids.add(id);
    for (const id of Object.keys(seat.reveals)) ids.add(id);
    for (const key of Object.keys(seat.abilities)) ids.add(key.slice(0, key.lastIndexOf('#')));
    if (seat.kuusou) ids.add(seat.kuusou);
  }
  return [...ids];
}

function tallyCards(ids: readonly string[], games: readonly DeckGame[]): Map<string, CardTally> {
  const tallies = new Map(ids.map((id) => [id, new CardTally()]));
  // a card outside `ids` (one taken from the opponent) is counted nowhere
  const of = (id: string) => tallies.get(id) ?? new CardTally();
  for (const { seat, won } of games) {
    for (const [id, n] of Object.entries(seat.plays)) {
      of(id).plays += n;
      of(id).played.add(won);
    }
    for (const id of seat.drawn) of(id).drawn.add(won);
    for (const id of seat.opening) of(id).opening.add(won);
    for (const [id, n] of Object.entries(seat.reveals)) of(id).reveals += n;
    for (const [key, n] of Object.entries(seat.abilities)) {
      const at = key.lastIndexOf('#');
      const t = of(key.slice(0, at)).abilities;
      t.set(key.slice(at + 1), (t.get(key.slice(at + 1)) ?? 0) + n);
    }
    if (seat.kuusou) of(seat.kuusou).kuusou.add(won);
  }
  return tallies;
}

const LABEL_TEXT = 24;

/** `#2 text` (the text cut to LABEL_TEXT characters for the terminal's table unless `full`). */
function abilityLabel(def: CardDefinition | undefined, ability: string, full = false): string {
  if (ability === GRANTED_ABILITY) return '付与';
  const index = Number(ability);
  const a = def?.abilities[index];
  const what = a?.keyword ? `【${keywordPrintedName(a.keyword)}】` : (a?.text ?? '').replace(/\s+/g, ' ');
  const short = what.length > LABEL_TEXT && !full ? `${what.slice(0, LABEL_TEXT - 1)}…` : what;
  return short ? `#${index + 1} ${short}` : `#${index + 1}`;
}

/** Every activated and auto ability of the card (used or not), then any other ability the games used. */
function abilityUses(def: CardDefinition | undefined, used: ReadonlyMap<string, number>): AbilityUse[] {
  const keys: string[] = [];
  def?.abilities.forEach((a, i) => {
    if (a.kind !== 'static') keys.push(String(i));
  });
  for (const key of used.keys()) if (!keys.includes(key)) keys.push(key);
  return keys.map((ability) => ({
    ability,
    label: abilityLabel(def, ability),
    fullLabel: abilityLabel(def, ability, true),
    uses: used.get(ability) ?? 0,
  }));
}

/** A card's name: its definition's, else the name part of its id (`<set>/<name>`). */
export function cardNameOf(id: string, lookup: CardLookup): string {
  return lookup(id)?.name ?? id.slice(id.indexOf('/') + 1);
}

/**
 * The fewest games a card must have been played in before it is flagged (issue 23): below it the win rate when
 * played swings too far by chance (at n = 3 one game moves it by a third) for a flag to mean anything.
 */
export const MIN_FLAG_GAMES = 20;

function flagOf(played: WhenRate, deck: Rate): CardRow['flag'] {
  if (played.games < MIN_FLAG_GAMES) return null;
  if (played.rate > deck.high) return 'high';
  if (played.rate < deck.low) return 'low';
  return null;
}

function rateOf(label: string, games: readonly DeckGame[], draws: number): Rate {
  const wins = games.filter((g) => g.won).length;
  return rate(label, wins, games.length - wins - draws, draws);
}

/**
 * The balance of deck `label` over `games` (draws: games without a winner among them, counted as not won).
 * Cards of `list` are listed even when never drawn; rows are ordered by plays, most first.
 */
export function deckBalance(
  label: string,
  games: readonly (DeckGame & { draw: boolean })[],
  list: DeckList | undefined,
  lookup: CardLookup,
): DeckBalance {
  const draws = (gs: readonly (DeckGame & { draw: boolean })[]) => gs.filter((g) => g.draw).length;
  const overall = rateOf(label, games, draws(games));
  const firstGames = games.filter((g) => g.first);
  const secondGames = games.filter((g) => !g.first);
  // Rows for the deck list's cards only (issue 23): a card the player took from the opponent is not the deck's.
  // Without a list (a deck known only from its games), the cards seen.
  const ids = list ? listedIds(list) : seenIds(games);
  const tallies = tallyCards(ids, games);
  const cards = ids.map((id): CardRow => {
    const t = tallies.get(id)!;
    const whenPlayed = t.played.rate();
    return {
      deck: label,
      card: cardNameOf(id, lookup),
      id,
      plays: t.plays,
      playRate: games.length ? t.played.games / games.length : 0,
      whenPlayed,
      whenDrawn: t.drawn.rate(),
      whenOpening: t.opening.rate(),
      reveals: t.reveals,
      abilities: abilityUses(lookup(id), t.abilities),
      asKuusou: t.kuusou.rate(),
      flag: flagOf(whenPlayed, overall),
    };
  });
  cards.sort((a, b) => b.plays - a.plays || b.whenDrawn.games - a.whenDrawn.games || compare(a.id, b.id));
  const withKuusou = new Tally();
  const without = new Tally();
  for (const g of games) (g.seat.kuusou ? withKuusou : without).add(g.won);
  return {
    deck: label,
    overall,
    first: rateOf('first', firstGames, draws(firstGames)),
    second: rateOf('second', secondGames, draws(secondGames)),
    kuusou: {
      used: withKuusou.games,
      games: games.length,
      useRate: games.length ? withKuusou.games / games.length : 0,
      withKuusou: withKuusou.rate(),
      without: without.rate(),
    },
    cards,
  };
}

/** Code-point order (not locale order): the same on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
