import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { type Shard, shardSize } from '../core/shard.js';
import type { CardPool } from '../deck/pool.js';
import { botNameProblem } from '../sim/bots/index.js';
import { formatMatchup, formatTournament } from '../sim/format.js';
import { type LoadedMatchup, type MatchupSpec, loadMatchups } from '../sim/matchups.js';
import type { GameRecord } from '../sim/play.js';
import { runSim } from '../sim/run.js';
import {
  type MatchupSummary,
  type TournamentSummary,
  contextOf,
  roundRobin,
  summarize,
  summarizeTournament,
} from '../sim/stats.js';
// `hflux sim`: self-play between two decks (or a round robin of three or more) with bots, on worker threads.
// Prints win rates with 95% Wilson intervals, the first player's win rate, averages, draws, end reasons and
// each deck's balance report (by seat, 【空装】, per card: play rate, win rate when played / drawn / in the
// opening hand, damage triggers, ability uses, flags); `--json` for tools; `--report out.html`, `--csv out.csv`
// and `--samples <dir>` write files (./simOutputs.ts). The same seed gives the same numbers whatever the
// worker count. Exit 0 ok, 1 illegal deck or games stopped on errors, 2 bad input or a file not written.
import { GAMES_MAX, clampWorkers } from './args.js';
import { loadCardPool } from './cards.js';
import { exitOnCtrlC } from './output.js';
import { plainProgress } from './plainProgress.js';
import { type Lang, loadErrorMessage } from './simErrors.js';
import { writeSimOutputs } from './simOutputs.js';
import { replayCommand } from './simReplay.js';

export { type Lang, parseLang } from './simErrors.js';

export interface SimOptions {
  decks: string[];
  /** `--cards`: the sources the deck lists' names resolve in (default: every built-in set). */
  cards?: string[];
  bots: string[];
  games: number;
  seed: number;
  workers: number;
  json?: boolean;
  report?: string;
  /** `--csv <file>`: the balance report as a table (src/sim/csv.ts). */
  csv?: string;
  /** `--samples <dir>`: keep the first `sampleGames` games of each matchup as replays (src/sim/sample.ts). */
  samples?: string;
  sampleGames?: number;
  /** `--replay <file>`: replay a sim sample instead of simulating (./simReplay.ts). */
  replay?: string;
  /** With `replay`: print only the result. */
  quiet?: boolean;
  /** Message language for card-source errors (default ja). */
  lang?: Lang;
  /** Show a progress bar (default: when stderr is a terminal and not --json). */
  progress?: boolean;
  /** Title of the HTML report. */
  title?: string;
  /** On SIGINT: stop, restore the terminal, say how many games were done and exit 130 (the CLI sets this). */
  exitOnInterrupt?: boolean;
  /** `--shard i/n`: play only that shard's games and print a partial result (./simShard.ts). */
  shard?: Shard;
  /** `--merge <files…>`: add up the partial results of every shard instead of playing. */
  merge?: string[];
}

export const DEFAULT_WORKERS = Math.max(1, availableParallelism());

/** Sim samples kept per matchup when `--samples` is given without `--sample-games`: one with each deck first. */
export const DEFAULT_SAMPLE_GAMES = 2;

export interface SimResult {
  matchups: MatchupSummary[];
  tournament?: TournamentSummary;
  elapsedMs: number;
  /** Files written (`report: …`, `csv: …`, `samples: …`). */
  written: string[];
  /** Why a file could not be written (the summary is still there). */
  writeErrors: string[];
}

/** Checks the options; returns an error message or null. */
export function checkSimOptions(o: SimOptions): string | null {
  if (o.decks.length < 2)
    return '--decks にはデッキを2つ以上指定してください（例：--decks guren-aggro soukyu-knights）';
  if (new Set(o.decks).size !== o.decks.length && o.decks.length > 2)
    return '総当たり（3デッキ以上）では同じデッキを2回指定できません';
  if (o.bots.length < 1 || o.bots.length > 2)
    return '--bots にはボットを1つか2つ指定してください（例：--bots greedy random）';
  for (const b of o.bots) {
    const problem = botNameProblem(b);
    if (problem) return problem;
  }
  if (!Number.isInteger(o.games) || o.games < 1) return '--games は1以上の整数にしてください';
  const pairings = simSpecs(o.decks, [o.bots[0], o.bots[1] ?? o.bots[0]], 1).length;
  if (o.games * pairings > GAMES_MAX)
    return `ゲーム数の合計（${pairings}組 × ${o.games}）が上限 ${GAMES_MAX.toLocaleString('en')} を超えます。--games を減らしてください`;
  if (!Number.isInteger(o.workers) || o.workers < 1) return '--workers は1以上の整数にしてください';
  if (o.sampleGames !== undefined && !o.samples) return '--sample-games は --samples と一緒に使います';
  return null;
}

/** The matchups of a sim: two decks, or a round robin of three or more. */
export function simSpecs(decks: readonly string[], bots: [string, string], games: number): MatchupSpec[] {
  return decks.length === 2
    ? [{ decks: [decks[0], decks[1]], bots, games }]
    : roundRobin([...decks], bots, games);
}

export interface PlayOptions {
  specs: MatchupSpec[];
  pool: CardPool;
  seed: number;
  workers: number;
  samples?: number;
  /** Only this shard's games (src/sim/shard.ts). */
  shard?: Shard;
  /** Show a progress bar labelled so. */
  progress?: string;
  /** No terminal: a plain line labelled so on stderr every ~10 s (./plainProgress.ts). */
  plainProgress?: { label: string; lang?: Lang };
  exitOnInterrupt?: boolean;
}

/**
 * Plays every game of `specs` with the cards of `pool`: the decks are loaded here first, so an illegal or
 * missing deck is reported before any worker starts. Returns the records in game order and the loaded decks.
 */
export async function playMatchups(
  o: PlayOptions,
): Promise<{ records: GameRecord[][]; loaded: LoadedMatchup[] }> {
  const loaded = loadMatchups(o.specs, o.pool);
  const total = shardSize(
    o.specs.reduce((n, s) => n + s.games, 0),
    o.shard,
  );
  const bar = o.progress ? progressBar(o.progress) : null;
  bar?.start(total, 0);
  const plain = o.plainProgress
    ? plainProgress(o.plainProgress.label, total, { lang: o.plainProgress.lang })
    : null;
  const started = performance.now();
  let done = 0;
  const whatWasDone = () =>
    `hflux sim: 中断しました: ${done}/${total} 局、${((performance.now() - started) / 1000).toFixed(1)} 秒（seed ${o.seed}）`;
  const removeCtrlC = o.exitOnInterrupt ? exitOnCtrlC(() => bar?.stop(), whatWasDone) : () => {};
  try {
    const records = await runSim({
      matchups: o.specs,
      seed: o.seed,
      cards: o.pool.spec,
      workers: clampWorkers(o.workers, total),
      samples: o.samples,
      shard: o.shard,
      onProgress: (n) => {
        done = n;
        bar?.update(n);
        plain?.update(n);
      },
    });
    return { records, loaded };
  } finally {
    removeCtrlC();
    bar?.stop();
  }
}

function progressBar(label: string): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} games | {duration_formatted} elapsed, ETA {eta_formatted}`,
      stream: process.stderr,
      clearOnComplete: true,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
}

/** The summaries of a sim's records (a round robin when there are several matchups). */
export function summarizeSim(
  decks: readonly string[],
  specs: MatchupSpec[],
  records: GameRecord[][],
  loaded: readonly LoadedMatchup[],
): { matchups: MatchupSummary[]; tournament?: TournamentSummary } {
  const contexts = loaded.map(contextOf);
  if (specs.length === 1) return { matchups: [summarize(specs[0], records[0], contexts[0])] };
  const tournament = summarizeTournament([...decks], specs, records, contexts);
  return { matchups: tournament.matchups, tournament };
}

/** Runs the games, summarizes them and writes the files asked for; throws DeckError for an illegal deck. */
export async function runSimulation(o: SimOptions): Promise<SimResult> {
  const bots: [string, string] = [o.bots[0], o.bots[1] ?? o.bots[0]];
  const specs = simSpecs(o.decks, bots, o.games);
  const pool = await loadCardPool(o.cards);
  const started = performance.now();
  const tty = process.stderr.isTTY === true;
  const showProgress = o.progress ?? (tty && !o.json);
  const { records, loaded } = await playMatchups({
    specs,
    pool,
    seed: o.seed,
    workers: o.workers,
    samples: o.samples ? (o.sampleGames ?? DEFAULT_SAMPLE_GAMES) : 0,
    progress: showProgress ? 'sim' : undefined,
    plainProgress: o.progress === undefined && !tty ? { label: 'hflux sim', lang: o.lang } : undefined,
    exitOnInterrupt: o.exitOnInterrupt,
  });
  const elapsedMs = performance.now() - started;
  const summary = summarizeSim(o.decks, specs, records, loaded);
  const files = writeSimOutputs(o, bots, summary, { specs, loaded, records });
  return { ...summary, elapsedMs, ...files };
}

/** The `--json` document: the options and the summaries (no timings, so it is the same for any worker count). */
export function simJson(o: SimOptions, r: SimResult): object {
  const bots = [o.bots[0], o.bots[1] ?? o.bots[0]];
  return r.tournament
    ? { decks: o.decks, bots, gamesPerPairing: o.games, seed: o.seed, tournament: r.tournament }
    : { decks: o.decks, bots, games: o.games, seed: o.seed, summary: r.matchups[0] };
}

/** Runs the simulation; a known load error (a bad deck or card file) is printed and becomes its exit code. */
export async function runSimulationOrExit(o: SimOptions): Promise<SimResult | number> {
  try {
    return await runSimulation({ exitOnInterrupt: true, ...o });
  } catch (e) {
    const known = loadErrorMessage(e, 'sim', o.lang);
    if (!known) throw e;
    console.error(known[0]);
    return known[1];
  }
}

export async function simCommand(o: SimOptions): Promise<number> {
  if (o.replay) return replayCommand({ file: o.replay, cards: o.cards, lang: o.lang, quiet: o.quiet });
  const problem = checkSimOptions(o);
  if (problem) {
    console.error(`hflux sim: ${problem}`);
    return 2;
  }
  const r = await runSimulationOrExit(o);
  if (typeof r === 'number') return r;
  const games = r.matchups.reduce((n, m) => n + m.games, 0);
  const decisions = r.matchups.reduce((n, m) => n + m.avgDecisions * m.games, 0);
  const secs = r.elapsedMs / 1000;
  const workers = clampWorkers(o.workers, games);
  return printSimResult(
    o,
    r,
    `${games} games, ${Math.round(decisions)} decisions in ${secs.toFixed(1)} s on ${workers} worker${workers > 1 ? 's' : ''} (${(games / secs).toFixed(1)} games/s, ${Math.round(decisions / secs)} decisions/s)`,
  );
}

/** Prints a sim's result (stdout: the summary or --json; stderr: `timing`) and returns the exit code. */
export function printSimResult(o: SimOptions, r: SimResult, timing: string): number {
  if (o.json) console.log(JSON.stringify(simJson(o, r), null, 2));
  else {
    const parts = r.tournament
      ? [
          formatTournament(r.tournament),
          ...r.matchups.map((m) => formatMatchup(m, { cards: false, botsWarning: false })),
        ]
      : [formatMatchup(r.matchups[0])];
    console.log(`seed ${o.seed}\n`);
    console.log(parts.join('\n\n'));
  }
  console.error(timing);
  for (const line of r.written) (o.json ? console.error : console.log)(line);
  for (const error of r.writeErrors) console.error(`hflux sim: ${error}`);
  if (r.writeErrors.length > 0) return 2;
  return r.matchups.some((m) => m.errors > 0) ? 1 : 0;
}
