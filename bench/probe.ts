// One round of the engine figures of one tree, for `npm run bench -- --against <rev>` (bench/against.ts), in
// its own process. The tree may be an older revision: the probe drives that tree's own bench/play.ts (random
// players, starter decks, fixed seeds) and, where the tree has them, its bots — nothing of this tree's engine
// is loaded. A figure the tree cannot produce is reported as missing, with the reason.
//
//   node --import tsx bench/probe.ts --tree DIR [--games 60] [--iterations 40] [--bot-games 2]
//
// Every figure is per CPU-second of the probe process (see cpuMs), so that the machine's load falls out.
// Prints one JSON line: { figures: { name: { value, unit, better, perGame?, signature? } | { missing } } }.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { GREEDY_WARM_UP, ISMCTS_WARM_UP } from './warmUp.js';

export interface Figure {
  value: number;
  unit: string;
  /** 'higher' for rates, 'lower' for times. */
  better: 'higher' | 'lower';
  /** Decisions per game of the games measured (the same games in both trees where the cards are). */
  perGame?: number;
  /** A fingerprint of the games played (decisions and results), equal in both trees when the games are. */
  signature?: string;
  /** ismcts only, where the tree counts them: search iterations per second of the bot's time. */
  iterationsPerSecond?: number;
}
export type Probe = Record<string, Figure | { missing: string }>;

// biome-ignore lint/suspicious/noExplicitAny: the modules of another revision have no types here
type Module = any;

const { values } = parseArgs({
  options: {
    tree: { type: 'string' },
    games: { type: 'string', default: '60' },
    iterations: { type: 'string', default: '40' },
    'bot-games': { type: 'string', default: '2' },
  },
});
const tree = values.tree ?? process.cwd();
const games = Number(values.games);
const iterations = Number(values.iterations);
const botGames = Number(values['bot-games']);

/**
 * This process's CPU time (user + system) in milliseconds. The figures are rates per CPU-second, not per
 * wall-clock second: on a shared machine (other jobs on the 2 cores) the wall clock counts the time the
 * process waited for a core, the CPU time does not.
 */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

async function load(path: string): Promise<Module | null> {
  const file = join(tree, path);
  if (!existsSync(file)) return null;
  return import(pathToFileURL(file).href);
}

/** FNV-1a over a string: a short fingerprint. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/**
 * Decisions per CPU-second with HF-16 checks off and on, measured in alternation (off, on, off, on…): V8 is
 * still getting faster well after the warm-up (a checks-off run after the checks-on runs was up to 2× the one
 * before them, in both trees alike, issue 25), so measuring all of one setting first put it in the warm-up's
 * tail and gave each tree's two figures opposite biases.
 */
function throughputs(play: Module): [Figure, Figure] {
  const rates: [number[], number[]] = [[], []];
  const played = [
    { games: 1, decisions: 0 },
    { games: 1, decisions: 0 },
  ];
  for (let r = 0; r < 3; r++)
    for (const on of [0, 1]) {
      const start = cpuMs();
      played[on] = play.playGames(0, games, { checks: on === 1, log: false });
      rates[on].push(played[on].decisions / ((cpuMs() - start) / 1000));
    }
  const figure = (on: number): Figure => ({
    value: median(rates[on]),
    unit: 'decisions/s',
    better: 'higher',
    perGame: Math.round((played[on].decisions / played[on].games) * 10) / 10,
    signature: String(played[on].decisions),
  });
  return [figure(0), figure(1)];
}

function snapshotFigure(play: Module, engine: Module): Figure {
  const positions = (play.positions(200_000, 30, 37) as unknown[]).filter((_, i) => i % 10 === 0);
  // Issue 25: where the tree has an undo trail (src/engine/trail.ts), snapshots are taken as the bots take them.
  if (typeof engine.startTrail === 'function') for (const game of positions) engine.startTrail(game);
  const pairs = 50_000;
  const once = () => {
    const start = cpuMs();
    for (let i = 0; i < pairs; i++) {
      const game = positions[i % positions.length];
      engine.restore(game, engine.snapshot(game));
    }
    return ((cpuMs() - start) * 1000) / pairs;
  };
  once();
  return { value: median([once(), once(), once()]), unit: 'µs', better: 'lower' };
}

interface BotModules {
  bots: Module;
  engine: Module;
  decks: Module;
  generated: Module;
  sim: Module;
  /** src/sim/bots/ismcts.ts, whose ISMCTS_COUNTERS (where the tree has them) count iterations. */
  ismcts: Module | null;
}

async function botModules(): Promise<BotModules | string> {
  const bots = await load('src/sim/bots/index.ts');
  if (!bots) return 'no src/sim/bots at this revision';
  const decks = await load('src/deck/builtIn.ts');
  const generated = await load('generated/index.ts');
  const sim = await load('src/sim/play.ts');
  const engine = await load('src/engine/index.ts');
  if (!decks || !generated?.TRIGGERS || !sim?.mixSeed) return 'bot harness modules missing';
  return { bots, engine, decks, generated, sim, ismcts: await load('src/sim/bots/ismcts.ts') };
}

/**
 * `bot` (seat alternating) against greedy on guren-aggro vs soukyu-knights, games `from`…: the time the bot
 * spends in choose() per decision it is asked (decisions with one non-concede action are applied unasked, as
 * in hflux sim).
 */
function botFigure(m: BotModules, bot: string, from: number, count: number): Figure {
  const names = ['guren-aggro', 'soukyu-knights'];
  let ms = 0;
  let asked = 0;
  const counters = m.ismcts?.ISMCTS_COUNTERS as { iterations: number } | undefined;
  const iterationsBefore = counters?.iterations ?? 0;
  let decisions = 0;
  const trace: string[] = [];
  for (let i = from; i < from + count; i++) {
    const botSeat = (Math.floor(i / 2) % 2) as 0 | 1;
    const ordered = i % 4 < 2 ? names : [names[1], names[0]];
    const d = ordered.map((n) => m.decks.deckFrom(n));
    const lists = [m.bots.deckList(d[0]), m.bots.deckList(d[1])];
    const seed = m.sim.mixSeed(16, i);
    const game = m.engine.createGame({
      decks: [d[0], d[1]],
      seed,
      firstPlayer: i % 2,
      log: false,
      triggers: m.generated.TRIGGERS,
    });
    const players = [0, 1].map((p) =>
      m.bots.createBot(p === botSeat ? bot : 'greedy', {
        player: p,
        seed: m.sim.mixSeed(seed, p),
        decks: lists,
      }),
    );
    while (!game.state.result) {
      const p = game.state.pending.player;
      const legal = m.engine.legalActions(game);
      const only = legal.length === 2 ? legal.find((a: { type: string }) => a.type !== 'concede') : undefined;
      decisions++;
      if (only) {
        m.engine.apply(game, only);
        continue;
      }
      const v = m.engine.view(game, p);
      const start = cpuMs();
      const a = players[p].choose(v, legal);
      if (p === botSeat) {
        ms += cpuMs() - start;
        asked++;
      }
      m.engine.apply(game, a);
    }
    trace.push(`${decisions}:${game.state.result.winner ?? '-'}`);
  }
  const iterations = counters ? counters.iterations - iterationsBefore : 0;
  return {
    value: asked / (ms / 1000),
    unit: `${bot} decisions/s`,
    ...(iterations > 0 ? { iterationsPerSecond: iterations / (ms / 1000) } : {}),
    better: 'higher',
    perGame: Math.round((decisions / count) * 10) / 10,
    signature: hash(trace.join(',')),
  };
}

async function main(): Promise<void> {
  const figures: Probe = {};
  const play = await load('bench/play.ts');
  const engine = await load('src/engine/index.ts');
  const attempt = (name: string, f: () => Figure) => {
    try {
      figures[name] = f();
    } catch (e) {
      figures[name] = { missing: String((e as Error).message ?? e).split('\n')[0] };
    }
  };
  if (!play?.playGames) figures.checksOff = { missing: 'no bench/play.ts playGames at this revision' };
  else {
    // Warm-up on other games, both configurations, before anything is timed: V8 keeps compiling (on helper
    // threads, whose CPU time counts) for the first second or so.
    for (const checks of [false, true, false]) play.playGames(100_000, 2 * games, { checks, log: false });
    try {
      [figures.checksOff, figures.checksOn] = throughputs(play);
    } catch (e) {
      const missing = String((e as Error).message ?? e).split('\n')[0];
      figures.checksOff = { missing };
      figures.checksOn = { missing };
    }
    if (play.positions && engine?.snapshot) attempt('snapshotRestore', () => snapshotFigure(play, engine));
    else figures.snapshotRestore = { missing: 'no positions()/snapshot() at this revision' };
  }
  const m = await botModules();
  if (typeof m === 'string') {
    figures.greedy = { missing: m };
    figures.ismcts = { missing: m };
  } else {
    // Warm-ups of their own (bench/warmUp.ts): the random games above leave the bots' code cold.
    attempt('greedy', () => {
      botFigure(m, 'greedy', 1000, GREEDY_WARM_UP);
      return botFigure(m, 'greedy', 0, 4 * botGames);
    });
    attempt('ismcts', () => {
      botFigure(m, `ismcts:${iterations}`, 1000, ISMCTS_WARM_UP);
      return botFigure(m, `ismcts:${iterations}`, 0, botGames);
    });
  }
  process.stdout.write(`${JSON.stringify({ figures })}\n`);
}

await main();
