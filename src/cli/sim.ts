import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { DeckError } from '../core/errors.js';
import { builtInDeckNames } from '../deck/builtIn.js';
import { BOT_NAMES, isBotName } from '../sim/bots/index.js';
import { formatMatchup, formatTournament } from '../sim/format.js';
import { type MatchupSpec, loadMatchups } from '../sim/matchups.js';
import { renderReport } from '../sim/report.js';
import { runSim } from '../sim/run.js';
import {
  type MatchupSummary,
  type TournamentSummary,
  roundRobin,
  summarize,
  summarizeTournament,
} from '../sim/stats.js';
// `hflux sim`: self-play between two decks (or a round robin of three or more) with bots, on worker threads.
// Prints win rates with 95% Wilson intervals, the first player's win rate, averages, draws, end reasons and
// per-card play counts; `--json` for tools; `--report out.html` writes an HTML report. The same seed gives
// the same numbers whatever the worker count. Exit 0 ok, 1 illegal deck or games stopped on errors, 2 bad input.
import { clampWorkers } from './args.js';
import { describeWriteError, exitOnCtrlC, writeFileAtomic } from './output.js';

export interface SimOptions {
  decks: string[];
  bots: string[];
  games: number;
  seed: number;
  workers: number;
  json?: boolean;
  report?: string;
  /** Show a progress bar (default: when stderr is a terminal and not --json). */
  progress?: boolean;
  /** Title of the HTML report. */
  title?: string;
  /** On SIGINT: stop, restore the terminal, say how many games were done and exit 130 (the CLI sets this). */
  exitOnInterrupt?: boolean;
}

export const DEFAULT_WORKERS = Math.max(1, availableParallelism());

export interface SimResult {
  matchups: MatchupSummary[];
  tournament?: TournamentSummary;
  elapsedMs: number;
  reportPath?: string;
  /** Why the report could not be written (the summary is still there). */
  reportError?: string;
}

/** Checks the options; returns an error message or null. */
export function checkSimOptions(o: SimOptions): string | null {
  if (o.decks.length < 2)
    return '--decks にはデッキを2つ以上指定してください（例：--decks guren-aggro soukyu-knights）';
  if (new Set(o.decks).size !== o.decks.length && o.decks.length > 2)
    return '総当たり（3デッキ以上）では同じデッキを2回指定できません';
  if (o.bots.length < 1 || o.bots.length > 2)
    return '--bots にはボットを1つか2つ指定してください（例：--bots greedy random）';
  for (const b of o.bots)
    if (!isBotName(b)) return `不明なボット: ${b}（使えるボット: ${BOT_NAMES.join(', ')}）`;
  if (!Number.isInteger(o.games) || o.games < 1) return '--games は1以上の整数にしてください';
  if (!Number.isInteger(o.workers) || o.workers < 1) return '--workers は1以上の整数にしてください';
  return null;
}

/** Runs the games and summarizes them; throws DeckError for an illegal deck. */
export async function runSimulation(o: SimOptions): Promise<SimResult> {
  const bots: [string, string] = [o.bots[0], o.bots[1] ?? o.bots[0]];
  const specs: MatchupSpec[] =
    o.decks.length === 2
      ? [{ decks: [o.decks[0], o.decks[1]], bots, games: o.games }]
      : roundRobin(o.decks, bots, o.games);
  loadMatchups(specs); // report an illegal or missing deck here, before any worker starts
  const showProgress = o.progress ?? (process.stderr.isTTY === true && !o.json);
  const total = specs.reduce((n, s) => n + s.games, 0);
  const bar = showProgress
    ? new cliProgress.SingleBar(
        {
          format:
            'sim [{bar}] {percentage}% | {value}/{total} games | {duration_formatted} elapsed, ETA {eta_formatted}',
          stream: process.stderr,
          clearOnComplete: true,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(total, 0);
  const started = performance.now();
  let done = 0;
  const whatWasDone = () =>
    `hflux sim: 中断しました: ${done}/${total} games in ${((performance.now() - started) / 1000).toFixed(1)} s（seed ${o.seed}）`;
  const removeCtrlC = o.exitOnInterrupt ? exitOnCtrlC(() => bar?.stop(), whatWasDone) : () => {};
  try {
    const records = await runSim({
      matchups: specs,
      seed: o.seed,
      workers: clampWorkers(o.workers, total),
      onProgress: (n) => {
        done = n;
        bar?.update(n);
      },
    });
    const elapsedMs = performance.now() - started;
    const result: SimResult =
      specs.length === 1
        ? { matchups: [summarize(specs[0], records[0])], elapsedMs }
        : (() => {
            const tournament = summarizeTournament(o.decks, specs, records);
            return { matchups: tournament.matchups, tournament, elapsedMs };
          })();
    if (o.report) {
      const path = resolve(o.report);
      try {
        mkdirSync(dirname(path), { recursive: true }); // the CLI has checked it exists; `npm start` may not
        writeFileAtomic(
          path,
          renderReport({
            title: o.title ?? 'Hollow Flux self-play report',
            params: {
              decks: o.decks.join(', '),
              bots: bots.join(' / '),
              [specs.length === 1 ? 'games' : 'games per pairing']: o.games,
              seed: o.seed,
            },
            matchups: result.matchups,
            tournament: result.tournament,
          }),
        );
        result.reportPath = path;
      } catch (e) {
        result.reportError = `レポートを書けませんでした: ${path}: ${describeWriteError(e)}`;
      }
    }
    return result;
  } finally {
    removeCtrlC();
    bar?.stop();
  }
}

/** The `--json` document: the options and the summaries (no timings, so it is the same for any worker count). */
export function simJson(o: SimOptions, r: SimResult): object {
  const bots = [o.bots[0], o.bots[1] ?? o.bots[0]];
  return r.tournament
    ? { decks: o.decks, bots, gamesPerPairing: o.games, seed: o.seed, tournament: r.tournament }
    : { decks: o.decks, bots, games: o.games, seed: o.seed, summary: r.matchups[0] };
}

export async function simCommand(o: SimOptions): Promise<number> {
  const problem = checkSimOptions(o);
  if (problem) {
    console.error(`hflux sim: ${problem}`);
    return 2;
  }
  let r: SimResult;
  try {
    r = await runSimulation({ exitOnInterrupt: true, ...o });
  } catch (e) {
    if (e instanceof DeckError) {
      console.error(e.message);
      return 1;
    }
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') {
      console.error(
        `hflux sim: デッキが見つかりません: ${err.path ?? ''}（組み込み: ${builtInDeckNames().join(', ')}）`,
      );
      return 2;
    }
    throw e;
  }
  if (o.json) console.log(JSON.stringify(simJson(o, r), null, 2));
  else {
    const parts = r.tournament
      ? [formatTournament(r.tournament), ...r.matchups.map((m) => formatMatchup(m, { cards: false }))]
      : [formatMatchup(r.matchups[0])];
    console.log(`seed ${o.seed}\n`);
    console.log(parts.join('\n\n'));
  }
  const games = r.matchups.reduce((n, m) => n + m.games, 0);
  const decisions = r.matchups.reduce((n, m) => n + m.avgDecisions * m.games, 0);
  const secs = r.elapsedMs / 1000;
  console.error(
    `${games} games, ${Math.round(decisions)} decisions in ${secs.toFixed(1)} s on ${clampWorkers(o.workers, games)} worker${clampWorkers(o.workers, games) > 1 ? 's' : ''} (${(games / secs).toFixed(1)} games/s, ${Math.round(decisions / secs)} decisions/s)`,
  );
  if (r.reportPath) (o.json ? console.error : console.log)(`report: ${r.reportPath}`);
  if (r.reportError) {
    console.error(`hflux sim: ${r.reportError}`);
    return 2;
  }
  return r.matchups.some((m) => m.errors > 0) ? 1 : 0;
}
