// `npm run bench [-- --json] [-- --runs N] [-- --games N] [-- --no-compile] [-- --no-lsp] [-- --no-web]`: the engine's speed on one core
// with uniformly random players on the starter decks and fixed seeds (bench/play.ts) — decisions/s and games/s
// with the HF-16 invariant checks off and on, decisions per game, snapshot + restore time, the throughput of
// 2 worker_threads against 1 on the same games — plus the card compiler's figure from `npm run bench:compile`
// and the playtest page's first render and bot moves in Chromium (bench/web.ts).
// Every figure is the median of the timed runs, taken after warm-up runs. docs/benchmarks.md records results.
// `npm run bench -- --against <git-rev> [--rounds 7]`: instead, every engine figure (and the greedy and ismcts
// bots') as a ratio to another revision's, both trees measured in turn in this session (bench/against.ts);
// `--against <git-rev> --paired [--pairs 40] [--chunk 30]`: both trees' random games in one process, chunks
// alternating, the median and interquartile range of the per-pair ratios (bench/paired.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../src/cli/scriptArgs.js';
import { restore, snapshot } from '../src/engine/index.js';
import { loadAverages, machineFacts } from './machine.js';
import { type PlayOptions, type Played, STARTER_DECKS, playGames, positions } from './play.js';
import { type ScalingFigure, scalingFigure } from './scaling.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GOALS = {
  decisionsPerSecond: 250_000,
  checkedDecisionsPerSecond: 100_000,
  snapshotUs: 5,
  workers: 1.8,
};

interface Throughput {
  runs: number;
  gamesPerRun: number;
  decisionsPerSecond: number;
  /** Decisions per second of this process's CPU time (user + system): less sensitive to other processes. */
  cpuDecisionsPerSecond: number;
  gamesPerSecond: number;
  decisionsPerGame: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Warm-up on other games, then `runs` rounds; each round times one run of games 0 … games-1 per configuration,
 * so that a change of the machine's load affects every configuration alike.
 */
function throughputs(
  runs: number,
  games: number,
  configs: PlayOptions[],
): (Throughput & { played: Played })[] {
  // V8 keeps optimizing for the first second or so: each configuration first plays 4 runs' worth of other games.
  for (const opts of configs) playGames(100_000, 4 * games, opts);
  const samples = configs.map(() => ({
    rates: [] as number[],
    cpuRates: [] as number[],
    gameRates: [] as number[],
  }));
  const played: Played[] = configs.map(() => ({ games: 0, decisions: 0, violations: {} }));
  for (let r = 0; r < runs; r++) {
    configs.forEach((opts, c) => {
      const start = performance.now();
      const cpu = process.cpuUsage();
      played[c] = playGames(0, games, opts);
      const seconds = (performance.now() - start) / 1000;
      const used = process.cpuUsage(cpu);
      samples[c].rates.push(played[c].decisions / seconds);
      samples[c].cpuRates.push(played[c].decisions / ((used.user + used.system) / 1e6));
      samples[c].gameRates.push(played[c].games / seconds);
    });
  }
  return configs.map((_, c) => ({
    runs,
    gamesPerRun: games,
    decisionsPerSecond: Math.round(median(samples[c].rates)),
    cpuDecisionsPerSecond: Math.round(median(samples[c].cpuRates)),
    gamesPerSecond: Math.round(median(samples[c].gameRates) * 10) / 10,
    decisionsPerGame: Math.round((played[c].decisions / played[c].games) * 10) / 10,
    played: played[c],
  }));
}

/** Microseconds per snapshot() + restore() pair, on mid-game positions (one per game, at various points). */
function snapshotTime(runs: number): { runs: number; positions: number; us: number } {
  const games = positions(200_000, 30, 37).filter((_, i) => i % 10 === 0);
  const pairs = 50_000;
  const once = () => {
    const start = performance.now();
    for (let i = 0; i < pairs; i++) {
      const game = games[i % games.length];
      restore(game, snapshot(game));
    }
    return ((performance.now() - start) * 1000) / pairs;
  };
  once(); // warm-up
  const times = Array.from({ length: runs }, once);
  return { runs, positions: games.length, us: Math.round(median(times) * 100) / 100 };
}

// --- the card compiler (bench/compile.ts, `npm run bench:compile`) --------------------------------------------

interface CompileFigure {
  cards: number;
  coldMs: number;
  warmMs: number;
}

function compileFigure(): CompileFigure | { error: string } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/compile.ts', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (child.status !== 0) return { error: child.stderr.trim().split('\n').slice(-1)[0] ?? 'failed' };
  const r = JSON.parse(child.stdout) as {
    cards: number;
    cold: { totalMs: number };
    warm: { totalMs: number };
  };
  return { cards: r.cards, coldMs: r.cold.totalMs, warmMs: r.warm.totalMs };
}

// --- the language server (bench/lsp.ts): re-check, hover and completion latency --------------------------------

interface LspFigure {
  cards: number;
  recheck: { median: number; p90: number };
  hover: { median: number };
  completion: { median: number };
}

function lspFigure(): LspFigure | { error: string } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lsp.ts', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (child.status !== 0) return { error: child.stderr.trim().split('\n').slice(-1)[0] ?? 'failed' };
  return JSON.parse(child.stdout) as LspFigure;
}

// --- the playtest page (bench/web.ts): first render and bot moves in Chromium --------------------------------

interface WebFigure {
  firstRender: { coldMs: number; warm: { median: number } };
  botMove: { roundTrip: { median: number; p90: number }; workerPerDecision: { median: number } };
}

function webFigure(): WebFigure | { error: string } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/web.ts', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (child.status !== 0) return { error: child.stderr.trim().split('\n').slice(-1)[0] ?? 'failed' };
  return JSON.parse(child.stdout) as WebFigure;
}

// --- report ---------------------------------------------------------------------------------------------------

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const USAGE = `usage: npm run bench -- [--json] [--runs N] [--games N] [--no-compile] [--no-lsp] [--no-web]
       npm run bench -- --against <git-rev> [--rounds N] [--paired [--pairs N] [--chunk N]]

The engine's speed on one core (decisions/s with the HF-16 checks off and on, snapshot + restore, 2 worker
threads against 1) with random players on the starter decks, then the card compiler's (bench:compile), the
language server's (bench:lsp) and the browser playtest's (Chromium) figures. Each figure is the median of the
timed runs. It takes several minutes on a 2-core machine; how to run it and read it: docs/benchmarks.md.

  --json          one JSON document instead of the table
  --runs N        timed runs per figure (default 7, at least 5)
  --games N       random games per run (default 60)
  --no-compile    skip the compile figure
  --no-lsp        skip the language-server figure
  --no-web        skip the Chromium figure (no browser needed)
  --against REV   every engine and bot figure as a ratio to another git revision's, both measured now
  -h, --help      this text`;

async function main(): Promise<void> {
  const { values } = parseScriptArgs(
    {
      options: {
        json: { type: 'boolean', default: false },
        runs: { type: 'string', default: '7' },
        games: { type: 'string', default: '60' },
        'no-compile': { type: 'boolean', default: false },
        'no-lsp': { type: 'boolean', default: false },
        'no-web': { type: 'boolean', default: false },
        against: { type: 'string' },
        rounds: { type: 'string', default: '7' },
        iterations: { type: 'string', default: '40' },
        'bot-games': { type: 'string', default: '2' },
        paired: { type: 'boolean', default: false },
        pairs: { type: 'string', default: '40' },
        chunk: { type: 'string', default: '30' },
        'warm-up': { type: 'string', default: '16' },
      },
    },
    { name: 'npm run bench', usage: USAGE },
  );
  if (values.against !== undefined) {
    // Ratios against another revision, measured in this session (bench/against.ts; --paired: bench/paired.ts).
    const { againstOptions, benchAgainst } = await import('./against.js');
    return benchAgainst(againstOptions({ ...values, against: values.against }));
  }
  const runs = Math.max(5, Number(values.runs));
  const games = Math.max(6, Number(values.games));
  const loadBefore = loadAverages();
  const [off, on, logged] = throughputs(runs, games, [
    { checks: false, log: false },
    { checks: true, log: false },
    { checks: false, log: true },
  ]);
  const snap = snapshotTime(runs);
  // runs of ½ s or so: GC pauses average out; threads and processes interleaved (bench/scaling.ts, issue 25)
  const scaling = await scalingFigure(Math.max(5, runs), games * 8);
  const workers = { runs: scaling.runs, games: scaling.games, ratio: scaling.threads };
  const compile = values['no-compile'] ? null : compileFigure();
  const lsp = values['no-lsp'] ? null : lspFigure();
  const web = values['no-web'] ? null : webFigure();
  const summary = {
    machine: {
      ...machineFacts(),
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAverages(),
    },
    workload: { decks: STARTER_DECKS, players: 'uniformly random (never concede)', seeds: `0…${games - 1}` },
    checksOff: strip(off),
    checksOn: { ...strip(on), violations: on.played.violations },
    checksOffLogOn: strip(logged),
    snapshotRestore: snap,
    workers,
    scaling,
    compile,
    lsp,
    web,
    goals: GOALS,
  };
  if (values.json) console.log(JSON.stringify(summary, null, 2));
  else printTable(summary);
}

function strip(t: Throughput & { played: Played }): Throughput {
  const { played: _played, ...rest } = t;
  return rest;
}

function printTable(s: {
  machine: { cpu: string; nproc: number; node: string; platform: string; loadAverageBefore: number[] };
  checksOff: Throughput;
  checksOn: Throughput & { violations: Record<string, number> };
  checksOffLogOn: Throughput;
  snapshotRestore: { runs: number; positions: number; us: number };
  workers: { runs: number; games: number; ratio: number };
  scaling: ScalingFigure;
  compile: CompileFigure | { error: string } | null;
  lsp: LspFigure | { error: string } | null;
  web: WebFigure | { error: string } | null;
  machine_?: never;
}): void {
  const { checksOff: off, checksOn: on, checksOffLogOn: logged, snapshotRestore: snap, workers } = s;
  const m = s.machine;
  const violations = Object.entries(on.violations)
    .map(([rule, n]) => `${rule} ×${n}`)
    .join(', ');
  console.log(
    `hflux bench — uniformly random players, starter decks (${STARTER_DECKS.join(', ')}), fixed seeds`,
  );
  console.log(
    `machine: ${m.cpu}, nproc ${m.nproc}, Node ${m.node}, ${m.platform}, load average ${m.loadAverageBefore.join(' ')} (before the runs)`,
  );
  console.log(
    `each figure: median of ${off.runs} timed runs of ${off.gamesPerRun} games after a warm-up (the configurations take turns)`,
  );
  console.log('');
  console.log('| measure | median | target |');
  console.log('| --- | ---: | --- |');
  console.log(
    `| decisions/s, HF-16 checks off (log off) | **${fmt(off.decisionsPerSecond)}** | ≥ 250,000 (goal 1,000,000): ${verdict(off.decisionsPerSecond >= GOALS.decisionsPerSecond)} |`,
  );
  console.log(`| games/s, checks off | ${off.gamesPerSecond} | |`);
  console.log(
    `| decisions/s, HF-16 checks on | **${fmt(on.decisionsPerSecond)}** | ≥ 100,000: ${verdict(on.decisionsPerSecond >= GOALS.checkedDecisionsPerSecond)} |`,
  );
  console.log(`| games/s, checks on | ${on.gamesPerSecond} | |`);
  console.log(`| decisions/s, checks off, event log on | ${fmt(logged.decisionsPerSecond)} | |`);
  console.log(
    `| decisions/s per CPU-second, checks off / on (this process's CPU time) | ${fmt(off.cpuDecisionsPerSecond)} / ${fmt(on.cpuDecisionsPerSecond)} | |`,
  );
  console.log(`| decisions per game | ${off.decisionsPerGame} | |`);
  console.log(
    `| snapshot + restore (${snap.positions} mid-game positions) | **${snap.us} µs** | ≤ 5 µs: ${verdict(snap.us <= GOALS.snapshotUs)} |`,
  );
  console.log(
    `| throughput, 2 worker_threads / 1 (${workers.games} games, median of ${workers.runs}) | **${workers.ratio}×** | ≥ 1.8×: ${verdict(workers.ratio >= GOALS.workers)} |`,
  );
  const sc = s.scaling;
  console.log(
    `| scaling: 2 threads / 1 against 2 processes / 1, interleaved (${sc.games} games, median of ${sc.runs}) | ${sc.threads}× / ${sc.processes}× = **${sc.threadsOverProcesses}** | ≥ 0.95 (issue 25): ${verdict(sc.threadsOverProcesses >= 0.95)} |`,
  );
  console.log(
    `| scaling: CPU per game, 2 at once / 1 alone (threads, processes; holds under load) | ${sc.cpuPerGame.threads}× / ${sc.cpuPerGame.processes}× = ${sc.cpuPerGame.threadsOverProcesses} | 1: no extra work side by side |`,
  );
  const c = s.compile;
  if (c && 'error' in c) console.log(`| DSL compile (bench:compile) | failed: ${c.error} | |`);
  else if (c)
    console.log(
      `| DSL compile, ${c.cards}-card set, parse+check+emit (bench:compile) | ${c.coldMs} ms cold, ${c.warmMs} ms warm | ≤ 1 s cold: ${verdict(c.coldMs <= 1000)} |`,
    );
  const l = s.lsp;
  if (l && 'error' in l) console.log(`| language server (bench/lsp.ts) | failed: ${l.error} | |`);
  else if (l)
    console.log(
      `| \`hflux lsp\`, ${l.cards}-card file: re-check after didChange (median, p90) · hover · completion | ${l.recheck.median} ms (${l.recheck.p90} ms) · ${l.hover.median} ms · ${l.completion.median} ms | re-check ≤ 100 ms: ${verdict(l.recheck.median <= 100)} |`,
    );
  const w = s.web;
  if (w && 'error' in w) console.log(`| playtest page (bench/web.ts) | failed: ${w.error} | |`);
  else if (w)
    console.log(
      `| playtest page in Chromium: first render (first load · later loads) · bot move, click → drawn (median, p90) | ${w.firstRender.coldMs} ms · ${w.firstRender.warm.median} ms · ${w.botMove.roundTrip.median} ms (${w.botMove.roundTrip.p90} ms) | ≤ 1.5 s, ≤ 300 ms: ${verdict(w.firstRender.coldMs <= 1500 && w.firstRender.warm.median <= 1500)}, ${verdict(w.botMove.roundTrip.p90 <= 300)} |`,
    );
  if (violations)
    console.log(`\nHF-16 violations reported by checkInvariants during the checked runs: ${violations}`);
}

await main();
