// `--csv <file>`: the balance report as one table, a row per deck and card (per matchup; a round robin adds
// each deck over all its games, matchup `all`), with the deck's own numbers repeated on each row so that a
// spreadsheet can filter and sort it. RFC 4180 quoting; UTF-8 with a byte-order mark, so that spreadsheet
// programs read the Japanese names; a text cell that a spreadsheet would take for a formula (= + - @) is
// prefixed with ' (OWASP CSV injection advice). Rates are fractions with 4 decimals.
import type { CardRow, DeckBalance, MatchupSummary, TournamentSummary, WhenRate } from './stats.js';

const WHEN = ['played', 'drawn', 'opening'] as const;

export const CSV_COLUMNS = [
  'matchup',
  'deck',
  'card',
  'card_id',
  'deck_games',
  'deck_win_rate',
  'deck_low',
  'deck_high',
  'deck_first_win_rate',
  'deck_second_win_rate',
  'plays',
  'play_rate',
  ...WHEN.flatMap((w) => [`${w}_games`, `${w}_wins`, `${w}_win_rate`, `${w}_low`, `${w}_high`]),
  'damage_triggers_revealed',
  'ability_uses',
  'kuusou_games',
  'kuusou_wins',
  'kuusou_win_rate',
  'flag',
] as const;

const fraction = (x: number) => x.toFixed(4);

/** A text cell: quoted when it must be, and never read as a formula. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function whenCells(r: WhenRate): string[] {
  return [`${r.games}`, `${r.wins}`, fraction(r.rate), fraction(r.low), fraction(r.high)];
}

function cardCells(matchup: string, b: DeckBalance, c: CardRow): string[] {
  return [
    csvText(matchup),
    csvText(b.deck),
    csvText(c.card),
    csvText(c.id),
    `${b.overall.games}`,
    fraction(b.overall.rate),
    fraction(b.overall.low),
    fraction(b.overall.high),
    fraction(b.first.rate),
    fraction(b.second.rate),
    `${c.plays}`,
    fraction(c.playRate),
    ...whenCells(c.whenPlayed),
    ...whenCells(c.whenDrawn),
    ...whenCells(c.whenOpening),
    `${c.reveals}`,
    csvText(c.abilities.map((a) => `${a.fullLabel ?? a.label}=${a.uses}`).join('; ')),
    `${c.asKuusou.games}`,
    `${c.asKuusou.wins}`,
    // no game with this card as the 【空装】: no rate (0.0000 read as "never wins"; newcomer audit)
    c.asKuusou.games === 0 ? '' : fraction(c.asKuusou.rate),
    c.flag ?? '',
  ];
}

/** The CSV text (with its byte-order mark) of a sim's matchups and, for a round robin, each deck overall. */
export function balanceCsv(matchups: readonly MatchupSummary[], tournament?: TournamentSummary): string {
  const rows: string[][] = [];
  for (const m of matchups) {
    const name = `${m.decks[0]} vs ${m.decks[1]}`;
    for (const b of m.balance) for (const c of b.cards) rows.push(cardCells(name, b, c));
  }
  for (const b of tournament?.balance ?? []) for (const c of b.cards) rows.push(cardCells('all', b, c));
  return `\ufeff${[[...CSV_COLUMNS], ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;
}
