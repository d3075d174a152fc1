// `--report out.html`: an HTML report (tables and inline SVG bar charts, no external assets) rendered from
// the handlebars templates shipped in ./templates. Only those files are compiled; every value is inserted
// with {{ }}, so handlebars HTML-escapes it (deck and card names, end reasons, file names). Each deck's
// balance report (./cardStats.ts) is the `balance` partial: by seat, 【空装】, per card with a chart of the
// win rate when played against the deck's interval, and ability uses.
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { MIN_FLAG_GAMES } from './cardStats.js';
import { botsDifferWarning, pct } from './format.js';
import type { DeckBalance, MatchupSummary, Rate, TournamentSummary, WhenRate } from './stats.js';

const TEMPLATES = new URL('./templates/', import.meta.url);

function template(name: string): string {
  return readFileSync(new URL(name, TEMPLATES), 'utf8');
}

let compiled: HandlebarsTemplateDelegate | undefined;

function render(model: ReportModel): string {
  if (!compiled) {
    const hb = Handlebars.create();
    hb.registerPartial('rates', hb.compile(template('rates.hbs'), { strict: true }));
    hb.registerPartial('chart', hb.compile(template('chart.hbs'), { strict: true }));
    hb.registerPartial('balance', hb.compile(template('balance.hbs'), { strict: true }));
    compiled = hb.compile(template('report.html.hbs'), { strict: true });
  }
  return compiled(model);
}

interface Bar {
  label: string;
  value: string;
  y: number;
  h: number;
  w: number;
  textY: number;
  valueX: number;
  fill: string;
  whisker: { x1: number; x2: number; y1: number; y2: number } | null;
}

interface Chart {
  title: string;
  width: number;
  height: number;
  plotX: number;
  plotWidth: number;
  plotHeight: number;
  labelX: number;
  axisY: number;
  ticks: { x: number; label: string; stroke: string; dash: string }[];
  /** A shaded range behind the bars (the deck's interval in a card chart). */
  band: { x: number; w: number; label: string } | null;
  bars: Bar[];
}

/** The report's one colour (issue 23): bars; flagged rows and the deck's interval are lighter tints of it. */
const NEUTRAL = '#5b6b7b';

const ROW = 26;
const LABEL_WIDTH = 280;
const PLOT_WIDTH = 440;
const round = (x: number) => Math.round(x * 10) / 10;

/** Horizontal bars of values in [0, max]; `ci` adds interval whiskers, `half` a dashed line at 50%. */
function barChart(
  title: string,
  items: { label: string; value: number; text: string; low?: number; high?: number }[],
  options: {
    max: number;
    percent: boolean;
    half?: boolean;
    band?: { low: number; high: number; label: string };
  },
): Chart {
  const plotX = LABEL_WIDTH;
  const scale = (v: number) => round(plotX + (PLOT_WIDTH * Math.min(v, options.max)) / (options.max || 1));
  const plotHeight = items.length * ROW + 8;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({
    x: scale(f * options.max),
    label: options.percent ? `${Math.round(f * 100)}%` : `${Math.round(f * options.max)}`,
    stroke: options.half && f === 0.5 ? '#888' : '#e4e4e4',
    dash: options.half && f === 0.5 ? '4 3' : 'none',
  }));
  const bars = items.map((item, i): Bar => {
    const y = 6 + i * ROW;
    const h = ROW - 10;
    const textY = y + h / 2 + 4;
    return {
      label: item.label,
      value: item.text,
      y,
      h,
      w: round(scale(item.value) - plotX),
      textY,
      valueX: round(Math.max(scale(item.value), item.high !== undefined ? scale(item.high) : 0) + 6),
      fill: NEUTRAL,
      whisker:
        item.low !== undefined && item.high !== undefined
          ? { x1: scale(item.low), x2: scale(item.high), y1: y + 2, y2: y + h - 2 }
          : null,
    };
  });
  return {
    title,
    width: plotX + PLOT_WIDTH + 140,
    height: plotHeight + 20,
    plotX,
    plotWidth: PLOT_WIDTH,
    plotHeight,
    labelX: plotX - 8,
    axisY: plotHeight + 15,
    ticks,
    band: options.band
      ? {
          x: scale(options.band.low),
          w: round(scale(options.band.high) - scale(options.band.low)),
          label: options.band.label,
        }
      : null,
    bars,
  };
}

const rateChart = (title: string, rates: Rate[]) =>
  barChart(
    title,
    rates.map((r) => ({ label: r.label, value: r.rate, text: pct(r.rate), low: r.low, high: r.high })),
    { max: 1, percent: true, half: true },
  );

const rateRows = (rates: Rate[]) =>
  rates.map((r) => ({
    label: r.label,
    games: r.games,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    rate: pct(r.rate),
    ci: `${pct(r.low)} – ${pct(r.high)}`,
  }));

const CARD_CHART_ROWS = 20;

const whenText = (r: WhenRate) =>
  r.games ? `${pct(r.rate)} [${pct(r.low)} – ${pct(r.high)}] n=${r.games}` : '—';

/** One deck's balance report: by seat, 【空装】, cards (chart and table), abilities; `anchor`: its id on the page. */
function balanceModel(b: DeckBalance, anchor: string) {
  const played = b.cards.filter((c) => c.whenPlayed.games > 0).slice(0, CARD_CHART_ROWS);
  const kuusouCards = b.cards.filter((c) => c.asKuusou.games > 0);
  return {
    deck: b.deck,
    anchor,
    overall: whenText(b.overall),
    first: whenText(b.first),
    second: whenText(b.second),
    kuusou:
      b.kuusou.used > 0 || kuusouCards.length > 0
        ? {
            used: `${b.kuusou.used} of ${b.kuusou.games} games (${pct(b.kuusou.useRate)})`,
            withKuusou: whenText(b.kuusou.withKuusou),
            without: whenText(b.kuusou.without),
            cards: kuusouCards.map((c) => ({ card: c.card, rate: whenText(c.asKuusou) })),
          }
        : null,
    cardChart: barChart(
      `${b.deck}: win rate when played (most played ${CARD_CHART_ROWS}; shaded: the deck's 95% interval)`,
      played.map((c) => ({
        label: c.card,
        value: c.whenPlayed.rate,
        text: `${pct(c.whenPlayed.rate)} (n=${c.whenPlayed.games})`,
        low: c.whenPlayed.low,
        high: c.whenPlayed.high,
      })),
      {
        max: 1,
        percent: true,
        half: true,
        band: { low: b.overall.low, high: b.overall.high, label: b.deck },
      },
    ),
    cards: b.cards.map((c) => ({
      card: c.card,
      plays: c.plays,
      playRate: pct(c.playRate),
      whenPlayed: whenText(c.whenPlayed),
      whenDrawn: whenText(c.whenDrawn),
      whenOpening: whenText(c.whenOpening),
      reveals: c.reveals,
      flag: c.flag ?? '',
      flagClass: c.flag ? `flag-${c.flag}` : '',
    })),
    abilities: b.cards.flatMap((c) =>
      c.abilities.map((a) => ({ card: c.card, label: a.label, uses: a.uses })),
    ),
  };
}

function matchupModel(s: MatchupSummary, i: number) {
  return {
    anchor: `matchup-${i + 1}`,
    title: `${s.decks[0]} vs ${s.decks[1]} (${s.bots[0]} / ${s.bots[1]})`,
    games: s.games,
    firstPlayer: `won ${s.firstPlayer.wins} of ${s.firstPlayer.games} decided games, ${pct(s.firstPlayer.rate)} (95% CI ${pct(s.firstPlayer.low)} – ${pct(s.firstPlayer.high)})`,
    perGame: `${s.avgTurns.toFixed(1)} turns, ${s.avgDecisions.toFixed(1)} decisions on average`,
    draws: s.draws,
    errors: s.errors ? `${s.errors} games stopped on an exception: ${s.errorSamples.join('; ')}` : '',
    deckRates: rateRows(s.perDeck),
    deckChart: rateChart('win rate per deck', s.perDeck),
    botRates: s.botsDiffer ? rateRows(s.perBot) : null,
    endReasons: s.endReasons,
    balance: s.balance.map((b, k) => balanceModel(b, `matchup-${i + 1}-deck-${k + 1}`)),
  };
}

type ReportModel = {
  title: string;
  /** The players' bots differ: the figures measure the bots (src/sim/format.ts). */
  botsWarning: string | null;
  minFlagGames: number;
  toc: { anchor: string; title: string; children: { anchor: string; title: string }[] }[];
  params: { name: string; value: string }[];
  tournament: {
    decks: string[];
    rows: { deck: string; cells: { text: string }[]; overall: string; ci: string }[];
    chart: Chart;
    balance: ReturnType<typeof balanceModel>[];
  } | null;
  matchups: ReturnType<typeof matchupModel>[];
};

export interface ReportInput {
  title: string;
  params: Record<string, string | number>;
  matchups: MatchupSummary[];
  tournament?: TournamentSummary;
}

/** The table of contents: the round robin and its decks, then each matchup and its decks. */
function tocOf(model: Pick<ReportModel, 'tournament' | 'matchups'>): ReportModel['toc'] {
  const toc: ReportModel['toc'] = [];
  if (model.tournament)
    toc.push({
      anchor: 'round-robin',
      title: 'Round robin',
      children: model.tournament.balance.map((b) => ({
        anchor: b.anchor,
        title: `${b.deck} over all its games`,
      })),
    });
  for (const m of model.matchups)
    toc.push({
      anchor: m.anchor,
      title: m.title,
      children: m.balance.map((b) => ({ anchor: b.anchor, title: b.deck })),
    });
  return toc;
}

export function renderReport(input: ReportInput): string {
  const t = input.tournament;
  const parts = {
    tournament: t ? tournamentModel(t) : null,
    matchups: input.matchups.map(matchupModel),
  };
  const bots = t?.bots ?? input.matchups[0]?.bots;
  return render({
    title: input.title,
    botsWarning: bots ? botsDifferWarning(bots, t?.decks ?? input.matchups[0]?.decks) : null,
    minFlagGames: MIN_FLAG_GAMES,
    toc: tocOf(parts),
    ...parts,
    params: Object.entries(input.params).map(([name, value]) => ({ name, value: String(value) })),
  });
}

function tournamentModel(t: TournamentSummary): NonNullable<ReportModel['tournament']> {
  return {
    decks: t.decks,
    rows: t.decks.map((deck, i) => ({
      deck,
      cells: t.matrix[i].map((r) => ({ text: r ? `${pct(r.rate)} (${r.wins}/${r.games})` : '—' })),
      overall: pct(t.overall[i].rate),
      ci: `${pct(t.overall[i].low)} – ${pct(t.overall[i].high)}`,
    })),
    chart: rateChart('overall win rate per deck', t.overall),
    balance: t.balance.map((b, k) => balanceModel(b, `deck-${k + 1}`)),
  };
}
