// What `npm start` prints after its round robin (issue 23): the win-rate table and the headline findings in a
// dozen lines — the full tables (each deck by seat, 【空装】, every card) are in the HTML report, and in the
// terminal with `npm start -- --verbose` (then `hflux sim`'s whole output).
import { MIN_FLAG_GAMES } from '../sim/cardStats.js';
import { pct, table } from '../sim/format.js';
import type { Rate, TournamentSummary } from '../sim/stats.js';

const interval = (r: { low: number; high: number }) => `[${pct(r.low)}, ${pct(r.high)}]`;

/** The table of deck i's win rate against deck j, and each deck overall with its interval. */
function winRateTable(t: TournamentSummary): string {
  return table(
    ['win rate (row vs column)', ...t.decks, 'overall', '95% CI'],
    t.decks.map((d, i) => [
      d,
      ...t.matrix[i].map((r) => (r ? pct(r.rate) : '—')),
      pct(t.overall[i].rate),
      interval(t.overall[i]),
    ]),
    ['l', ...t.decks.map(() => 'r' as const), 'r', 'r'],
  );
}

/** Whether a rate's interval leaves out 50 %. */
const beyondEven = (r: Rate) => r.low > 0.5 || r.high < 0.5;

function strongest(t: TournamentSummary): string {
  const order = t.overall.map((r, i) => ({ r, deck: t.decks[i] })).sort((a, b) => b.r.rate - a.r.rate);
  const best = order[0];
  const worst = order[order.length - 1];
  const notes = [
    best.r.low > 0.5 ? `${best.deck}'s interval is above 50%` : '',
    worst.r.high < 0.5 ? `${worst.deck}'s is below 50%` : '',
  ].filter(Boolean);
  const verdict = notes.length
    ? notes.join(', ')
    : 'every interval includes 50%: no deck shown stronger or weaker than even';
  return `- strongest ${best.deck} ${pct(best.r.rate)} ${interval(best.r)}, weakest ${worst.deck} ${pct(worst.r.rate)} ${interval(worst.r)}; ${verdict}`;
}

function firstPlayer(t: TournamentSummary): string {
  const sum = (f: (m: TournamentSummary['matchups'][number]) => number) =>
    t.matchups.reduce((n, m) => n + f(m), 0);
  const games = sum((m) => m.games);
  const decided = sum((m) => m.firstPlayer.games);
  const wins = sum((m) => m.firstPlayer.wins);
  const turns = sum((m) => m.avgTurns * m.games) / Math.max(1, games);
  return `- ${games} games: the first player won ${pct(decided ? wins / decided : 0)} of decided games; ${turns.toFixed(1)} turns a game; draws ${sum((m) => m.draws)}`;
}

function flagged(t: TournamentSummary): string {
  const cards = t.balance.flatMap((b) =>
    b.cards.filter((c) => c.flag).map((c) => `${c.card} (${b.deck}, ${c.flag})`),
  );
  const shown = cards.length > 4 ? [...cards.slice(0, 4), `… ${cards.length - 4} more`] : cards;
  return `- cards flagged (played in ${MIN_FLAG_GAMES}+ games, win rate when played outside the deck's interval): ${shown.length ? shown.join(', ') : 'none'}`;
}

/** The summary lines (at most 15 for three decks). */
export function startSummary(t: TournamentSummary, extra: { errors: number; written: string[] }): string[] {
  const lines = [
    `round robin: ${t.decks.length} decks, ${t.gamesPerPairing} games per pairing, bots ${t.bots[0]} / ${t.bots[1]}`,
    winRateTable(t),
    strongest(t),
    firstPlayer(t),
    flagged(t),
  ];
  if (extra.errors > 0)
    lines.push(`- errors: ${extra.errors} games stopped on an exception (see the report)`);
  for (const w of extra.written)
    lines.push(`${w} (every table: per deck, by seat, 【空装】, per card; or --verbose)`);
  return lines.join('\n').split('\n');
}
