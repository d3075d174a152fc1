// Plain-text tables of a sim summary for the terminal.
import { MIN_FLAG_GAMES } from './cardStats.js';
import {
  type DeckBalance,
  type MatchupSummary,
  type Rate,
  type TournamentSummary,
  type WhenRate,
  mirrorDeck,
} from './stats.js';

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

/**
 * With two different bots each deck plays half its games with each (README: games alternate), so the deck,
 * seat, card and 【空装】 figures measure the bots as much as the cards: a bot that never chooses 【空装】 or
 * always wins shows up as a card effect. Said in Japanese first, as every designer-facing message. A mirror
 * match (one deck on both sides) is the README's way to compare bots, so it gets a reading hint, not a warning.
 */
export function botsDifferWarning(bots: readonly [string, string], decks?: readonly string[]): string | null {
  if (bots[0] === bots[1]) return null;
  const mirror = decks && mirrorDeck(decks);
  if (mirror) {
    return (
      `ボットの比較です（同じデッキ ${mirror} 同士、${bots[0]} / ${bots[1]}）：ボット別の勝率の表を読んでください。` +
      'デッキ・カード・【空装】の数字はボットの差を表します。' +
      '\n(a bot comparison — the same deck on both sides: read the per-bot win rates; deck, card and 【空装】 figures show the bots)'
    );
  }
  return (
    `注意：2人のボットが違います（${bots[0]} / ${bots[1]}）。デッキ・カード・【空装】の数字はカードではなくボットの差を測っています。` +
    `カードの強さを見るには両方のプレイヤーに同じボットを使ってください（--bots ${bots[0]}）。ボットを比べるには同じデッキ同士で対戦させてください（--decks A A）。` +
    `\n(warning: the players' bots differ — deck, card and 【空装】 figures measure the bots, not the cards; use one bot, e.g. --bots ${bots[0]}, or compare bots with one deck on both sides)`
  );
}

/** `botsWarning: false`: a matchup of a round robin, whose table already warned. */
export function formatMatchup(
  s: MatchupSummary,
  options: { cards?: boolean; botsWarning?: boolean } = {},
): string {
  const out: string[] = [];
  out.push(`${s.decks[0]} vs ${s.decks[1]} — ${s.games} games, bots ${s.bots[0]} / ${s.bots[1]}`);
  const warning = options.botsWarning === false ? null : botsDifferWarning(s.bots, s.decks);
  if (warning) out.push(warning);
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
  out.push(seatTable(s.balance));
  const kuusou = kuusouTables(s.balance);
  if (kuusou) out.push('', kuusou);
  out.push('');
  out.push(
    table(
      ['end reason', 'rule', 'games'],
      s.endReasons.map((r) => [r.reason, r.rule, `${r.count}`]),
      ['l', 'l', 'r'],
    ),
  );
  if (options.cards !== false) out.push(...balanceTables(s.balance));
  return out.join('\n');
}

/** A win rate over the games where something held: `58.2% [49.1%, 66.8%] n=120`, or `—` with no games. */
function when(r: WhenRate): string {
  return r.games ? `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}] n=${r.games}` : '—';
}

/** HF-2.2: each deck's win rate going first and going second. */
function seatTable(balance: readonly DeckBalance[]): string {
  return table(
    ['win rate by seat', 'first', 'second'],
    balance.map((b) => [b.deck, when(b.first), when(b.second)]),
    ['l', 'r', 'r'],
  );
}

/** HF-13.8: 【空装】 use per deck and per card, when any deck chose one. */
function kuusouTables(balance: readonly DeckBalance[]): string | null {
  if (balance.every((b) => b.kuusou.used === 0)) return null;
  const decks = table(
    ['【空装】', 'used', 'use rate', 'win rate with', 'win rate without'],
    balance.map((b) => [
      b.deck,
      `${b.kuusou.used}/${b.kuusou.games}`,
      pct(b.kuusou.useRate),
      when(b.kuusou.withKuusou),
      when(b.kuusou.without),
    ]),
    ['l', 'r', 'r', 'r', 'r'],
  );
  const cards = balance.flatMap((b) =>
    b.cards.filter((c) => c.asKuusou.games > 0).map((c) => [b.deck, c.card, when(c.asKuusou)]),
  );
  return `${decks}\n\n${table(['deck', '【空装】 card', 'win rate when chosen'], cards, ['l', 'l', 'r'])}`;
}

const FLAGS = { high: 'high', low: 'low' } as const;

/** Per deck: the card table (flags explained below it) and the ability uses. */
export function balanceTables(balance: readonly DeckBalance[]): string[] {
  const rows = balance.flatMap((b) => b.cards);
  if (rows.length === 0) return [];
  const out = [
    '',
    table(
      [
        'deck',
        'card',
        'plays',
        'play rate',
        'win rate when played',
        'when drawn',
        'in opening hand',
        'DT',
        'flag',
      ],
      rows.map((c) => [
        c.deck,
        c.card,
        `${c.plays}`,
        pct(c.playRate),
        when(c.whenPlayed),
        when(c.whenDrawn),
        when(c.whenOpening),
        c.reveals ? `${c.reveals}` : '',
        c.flag ? FLAGS[c.flag] : '',
      ]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    "(95% Wilson intervals, n = games; play rate: share of the deck's games in which the card was played; DT: " +
      `damage triggers revealed; flag: win rate when played above (high) or below (low) the deck's interval, once played in ${MIN_FLAG_GAMES}+ games)`,
  ];
  const abilities = rows.flatMap((c) => c.abilities.map((a) => [c.deck, c.card, a.label, `${a.uses}`]));
  if (abilities.length > 0)
    out.push('', table(['deck', 'card', 'ability', 'uses'], abilities, ['l', 'l', 'l', 'r']));
  return out;
}

export function formatTournament(t: TournamentSummary): string {
  const out: string[] = [];
  out.push(
    `round robin: ${t.decks.length} decks, ${t.gamesPerPairing} games per pairing, bots ${t.bots[0]} / ${t.bots[1]}`,
  );
  const warning = botsDifferWarning(t.bots, t.decks);
  if (warning) out.push(warning);
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
  out.push('', 'each deck over all its games:', '', seatTable(t.balance));
  const kuusou = kuusouTables(t.balance);
  if (kuusou) out.push('', kuusou);
  out.push(...balanceTables(t.balance));
  return out.join('\n');
}
