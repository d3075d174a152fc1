// How long a bot takes per decision (wall clock), playing against greedy on the starter decks in this
// thread: every decision it is asked, and the decisions the search bot searches (main phase, windows with
// something to play, defense, damage, targets and choices). docs/benchmarks.md quotes it.
//
//   npx tsx bench/bots.ts [--bot ismcts:50ms] [--games 12] [--decks guren-aggro soukyu-knights] [--json]
import { TRIGGERS } from '../generated/index.js';
import type { PlayerIndex } from '../src/core/cardTypes.js';
import { deckFrom } from '../src/deck/builtIn.js';
import { apply, createGame, legalActions, view } from '../src/engine/index.js';
import { botNameProblem, createBot, deckList } from '../src/sim/bots/index.js';
import { SEARCHED_DECISIONS } from '../src/sim/bots/ismcts.js';
import { mixSeed } from '../src/sim/play.js';

function option(name: string, fallback: string[]): string[] {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const out: string[] = [];
  for (let j = i + 1; j < process.argv.length && !process.argv[j].startsWith('--'); j++)
    out.push(process.argv[j]);
  return out;
}

const [bot] = option('bot', ['ismcts:50ms']);
const games = Number(option('games', ['12'])[0]);
const decks = option('decks', ['guren-aggro', 'soukyu-knights']);
const problem = botNameProblem(bot);
if (problem || !Number.isInteger(games) || games < 1 || decks.length !== 2) {
  console.error(problem ?? 'usage: bench/bots.ts [--bot NAME] [--games N] [--decks A B] [--json]');
  process.exit(2);
}

const all: number[] = [];
const searched: number[] = [];
for (let i = 0; i < games; i++) {
  // The bot plays each deck, first and second, as in hflux sim.
  const botSeat = (Math.floor(i / 2) % 2) as PlayerIndex;
  const ordered = i % 4 < 2 ? decks : [decks[1], decks[0]];
  const d = ordered.map(deckFrom);
  const lists = [deckList(d[0]), deckList(d[1])] as const;
  const seed = mixSeed(16, i);
  const game = createGame({
    decks: [d[0], d[1]],
    seed,
    firstPlayer: (i % 2) as PlayerIndex,
    log: false,
    triggers: TRIGGERS,
  });
  const bots = ([0, 1] as const).map((p) =>
    createBot(p === botSeat ? bot : 'greedy', { player: p, seed: mixSeed(seed, p), decks: lists }),
  );
  while (!game.state.result) {
    const p = game.state.pending!.player;
    const legal = legalActions(game);
    const only = legal.length === 2 ? legal.find((a) => a.type !== 'concede') : undefined;
    if (only) {
      apply(game, only); // not asked, as in hflux sim
      continue;
    }
    const v = view(game, p);
    const started = performance.now();
    const a = bots[p].choose(v, legal);
    const ms = performance.now() - started;
    if (p === botSeat) {
      all.push(ms);
      const kind = game.state.pending!.kind;
      const plays = legal.some((x) => x.type !== 'pass' && x.type !== 'concede' && x.type !== 'extraDraw');
      if (kind === 'window' ? plays : SEARCHED_DECISIONS.has(kind)) searched.push(ms);
    }
    apply(game, a);
  }
}

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (f: number) => s[Math.min(s.length - 1, Math.floor(f * s.length))] ?? 0;
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  return { decisions: s.length, mean, median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? 0 };
}

const result = { bot, games, decks, asked: stats(all), searched: stats(searched) };
if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else
  for (const [label, s] of [
    ['every decision asked', result.asked],
    ['searched decisions', result.searched],
  ] as const)
    console.log(
      `${bot} ${label}: n=${s.decisions} mean ${s.mean.toFixed(1)} ms, median ${s.median.toFixed(1)}, p95 ${s.p95.toFixed(1)}, max ${s.max.toFixed(1)}`,
    );
