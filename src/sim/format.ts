// Plain-text tables of a sim summary for the terminal.
import type { MatchupSummary, Rate, TournamentSummary } from './stats.js';

/** Terminal columns a string takes: East Asian wide and full-width characters count 2. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const wide =
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x20000 && c <= 0x3fffd);
    w += wide ? 2 : 1;
  }
  return w;
}

type Align = 'l' | 'r';

export function table(header: string[], rows: string[][], align: Align[]): string {
  const widths = header.map((h, i) =>
    Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))),
  );
  const cell = (s: string, i: number) => {
    const pad = ' '.repeat(widths[i] - displayWidth(s));
    return align[i] === 'r' ? pad + s : s + pad;
  };
  const line = (r: string[]) => r.map(cell).join('  ').replace(/\s+$/, '');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (r: Rate) => `[${pct(r.low)}, ${pct(r.high)}]`;

function rateTable(title: string, rates: Rate[]): string {
  return table(
    [title, 'games', 'wins', 'losses', 'draws', 'win rate', '95% CI'],
    rates.map((r) => [r.label, `${r.games}`, `${r.wins}`, `${r.losses}`, `${r.draws}`, pct(r.rate), ci(r)]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

export function formatMatchup(s: MatchupSummary, options: { cards?: boolean } = {}): string {
  const out: string[] = [];
  out.push(`${s.decks[0]} vs ${s.decks[1]} — ${s.games} games, bots ${s.bots[0]} / ${s.bots[1]}`);
  out.push('');
  out.push(rateTable('deck', s.perDeck));
  if (s.botsDiffer) {
    out.push('');
    out.push(rateTable('bot', s.perBot));
  }
  out.push('');
  out.push(
    `first player: won ${s.firstPlayer.wins} of ${s.firstPlayer.games} decided games, ${pct(s.firstPlayer.rate)} ${ci(s.firstPlayer)}`,
  );
  out.push(
    `per game: ${s.avgTurns.toFixed(1)} turns, ${s.avgDecisions.toFixed(1)} decisions on average; draws: ${s.draws}`,
  );
  if (s.errors) out.push(`errors: ${s.errors} games stopped on an exception (${s.errorSamples.join('; ')})`);
  out.push('');
  out.push(
    table(
      ['end reason', 'rule', 'games'],
      s.endReasons.map((r) => [r.reason, r.rule, `${r.count}`]),
      ['l', 'l', 'r'],
    ),
  );
  if (options.cards !== false && s.cards.length) {
    out.push('');
    out.push(
      table(
        ['deck', 'card', 'plays', 'per game', 'games played', 'win rate when played'],
        s.cards.map((c) => [
          c.deck,
          c.card,
          `${c.plays}`,
          (c.plays / Math.max(1, s.games)).toFixed(2),
          `${c.games}`,
          pct(c.winRate),
        ]),
        ['l', 'l', 'r', 'r', 'r', 'r'],
      ),
    );
  }
  return out.join('\n');
}

export function formatTournament(t: TournamentSummary): string {
  const out: string[] = [];
  out.push(
    `round robin: ${t.decks.length} decks, ${t.gamesPerPairing} games per pairing, bots ${t.bots[0]} / ${t.bots[1]}`,
  );
  out.push('');
  out.push(
    table(
      ['win rate (row vs column)', ...t.decks, 'overall', '95% CI'],
      t.decks.map((d, i) => [
        d,
        ...t.matrix[i].map((r) => (r ? pct(r.rate) : '—')),
        pct(t.overall[i].rate),
        ci(t.overall[i]),
      ]),
      ['l', ...t.decks.map(() => 'r' as const), 'r', 'r'],
    ),
  );
  const first = t.matchups.reduce((n, m) => n + m.firstPlayer.wins, 0);
  const decided = t.matchups.reduce((n, m) => n + m.firstPlayer.games, 0);
  const games = t.matchups.reduce((n, m) => n + m.games, 0);
  const turns = t.matchups.reduce((n, m) => n + m.avgTurns * m.games, 0);
  const decisions = t.matchups.reduce((n, m) => n + m.avgDecisions * m.games, 0);
  const draws = t.matchups.reduce((n, m) => n + m.draws, 0);
  out.push('');
  out.push(
    `${games} games: first player won ${pct(decided ? first / decided : 0)} of decided games; ` +
      `${(turns / Math.max(1, games)).toFixed(1)} turns and ${(decisions / Math.max(1, games)).toFixed(1)} decisions per game; draws: ${draws}`,
  );
  const errors = t.matchups.reduce((n, m) => n + m.errors, 0);
  if (errors) out.push(`errors: ${errors} games stopped on an exception`);
  return out.join('\n');
}
