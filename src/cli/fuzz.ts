// `hflux fuzz`: the game fuzzer (docs/fuzzing.md). Plays random legal decks with random decisions, checks the
// HF-16 invariants after every decision, shrinks failures and writes them as scenarios. Exit 0 when no game
// failed, 1 on any failure, 2 on a usage error.
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { canonicalJson, cardVersions } from '../catalog/cardHash.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { sha256Hex } from '../core/sha256.js';
import type { FuzzCampaign, Summary } from '../fuzz/campaign.js';
import {
  type CampaignConfig,
  DEFAULT_CONFIG,
  DEFAULT_SETS,
  DEFAULT_WORKERS,
  knownSets,
} from '../fuzz/config.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import {
  eachInputFile,
  parseGames,
  parseOutputDir,
  parseSeed,
  parseShardOption,
  workersParser,
} from './args.js';
import { exitOnCtrlC } from './output.js';
import { type PlainProgress, plainProgress } from './plainProgress.js';

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError(`整数ではありません: ${value}`);
  return n;
}

function positive(value: string): number {
  const n = integer(value);
  if (n < 1) throw new InvalidArgumentError(`1 以上を指定してください: ${value}`);
  return n;
}

function nonNegative(value: string): number {
  const n = integer(value);
  if (n < 0) throw new InvalidArgumentError(`0 以上を指定してください: ${value}`);
  return n;
}

/** A duration that must be longer than zero (`--time 0`, `--game-timeout 0` are refused). */
export function positiveDuration(value: string): number {
  const ms = duration(value);
  if (ms < 1) throw new InvalidArgumentError(`0 より長い時間を指定してください: ${value}`);
  return ms;
}

/** "60s", "5m", "1h", "1500ms" or a plain number of seconds → milliseconds. */
export function duration(value: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  if (!m) throw new InvalidArgumentError(`時間は 60s / 5m / 1h / 500ms の形で指定してください: ${value}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  return Math.round(Number(m[1]) * unit);
}

/** "i/n" with 0 ≤ i < n (the same parser as sim's and balance diff's). */
export function shard(value: string): [number, number] {
  const { index, count } = parseShardOption(value);
  return [index, count];
}

function sets(value: string, previous: string[] | undefined): string[] {
  const list = [...(previous ?? []), ...value.split(',').filter(Boolean)];
  for (const s of list)
    if (!knownSets().includes(s))
      throw new InvalidArgumentError(`不明なカードセット「${s}」（あるもの: ${knownSets().join(', ')}）`);
  return list;
}

export interface FuzzCliOptions {
  games?: number;
  seed: number;
  sets?: string[];
  time?: number;
  workers: number;
  out: string;
  shard: [number, number];
  json?: boolean;
  merge?: string[];
  replay?: string;
  viewEvery: number;
  replayEvery: number;
  shrinkRuns: number;
  gameTimeout: number;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function formatSummary(s: Summary): string {
  const lines = [
    `hflux fuzz — seed ${s.seed}, sets ${s.sets.join(',')}, shards ${s.shards.join(' ')}`,
    `  games      ${fmt(s.games)} (${fmt(s.decisions)} decisions; longest ${fmt(s.maxDecisions)} decisions, ${s.maxTurns} turns)`,
    `  results    ${Object.entries(s.results)
      .map(([k, v]) => `${k} ${fmt(v)}`)
      .join(' · ')}`,
    `  winners    A ${fmt(s.winners.A)} · B ${fmt(s.winners.B)} · draw ${fmt(s.winners.draw)}${s.winners.none ? ` · none ${fmt(s.winners.none)}` : ''}`,
    `  checks     invariants after every decision · view checks ${fmt(s.viewChecks)} · save/load round trips ${fmt(s.roundTrips)} · replays ${fmt(s.replays)}`,
    `  time       ${(s.timing.wallMs / 1000).toFixed(1)} s · ${fmt(s.timing.decisionsPerSecond)} decisions/s · ${s.timing.workers} workers`,
    `  failures   ${s.failures.length}`,
  ];
  for (const f of s.failures) {
    lines.push(
      '',
      `FAIL game ${f.game}: ${f.rule} ${f.message}`,
      `  at decision ${f.decision} of the shrunk game (${f.numShrinks} shrinks; first seen at decision ${f.original.decision}: ${f.original.rule})`,
      `  replay:   ${f.replay}`,
      f.scenario
        ? `  scenario: ${f.scenario} (${f.scenarioSteps} steps${f.reproduces ? '' : '; does not reproduce on its own'})`
        : '  scenario: none',
    );
  }
  return lines.join('\n');
}

function config(opts: FuzzCliOptions): CampaignConfig {
  return {
    ...DEFAULT_CONFIG,
    seed: opts.seed,
    sets: opts.sets?.length ? opts.sets : [...DEFAULT_SETS],
    viewEvery: opts.viewEvery,
    replayEvery: opts.replayEvery,
    shrinkRuns: opts.shrinkRuns,
    out: opts.out,
  };
}

function parseSummary(text: string, file: string): Summary {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: JSON として読めません（${e instanceof Error ? e.message : String(e)}）`);
  }
  // hi9: `null`, `[]` or another tool's JSON is named as such, never a TypeError from reading its fields.
  const problem = summaryShapeProblem(value);
  if (problem)
    throw new Error(
      `${file}: fuzz の要約ではありません（${problem}。hflux fuzz --shard i/n --json の出力を渡してください）`,
    );
  return value as Summary;
}

/** Why `value` is not a fuzz --json summary (the fields mergeSummaries reads), or null. */
function summaryShapeProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'JSON のオブジェクトではありません';
  const s = value as Record<string, unknown>;
  if (s.version !== 1) return `version が 1 ではありません（${JSON.stringify(s.version) ?? 'なし'}）`;
  const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const counts = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isInt);
  if (!isInt(s.seed)) return 'seed が整数ではありません';
  if (!strings(s.sets)) return 'sets が文字列のリストではありません';
  if (!strings(s.shards)) return 'shards が文字列のリストではありません';
  for (const k of ['games', 'decisions', 'maxDecisions', 'maxTurns', 'roundTrips', 'replays', 'viewChecks'])
    if (!isInt(s[k])) return `${k} が 0 以上の整数ではありません`;
  if (!counts(s.results)) return 'results が回数の表ではありません';
  if (!counts(s.winners)) return 'winners が回数の表ではありません';
  if (!Array.isArray(s.failures) || !s.failures.every((f) => typeof f === 'object' && f !== null))
    return 'failures がリストではありません';
  return null;
}

/** What, besides seed and sets, decides the games of a campaign (compared by --merge). */
function fuzzCampaign(
  opts: FuzzCliOptions,
  games: number | undefined,
  cards: CardDefinition[],
): FuzzCampaign {
  return {
    games: games ?? null,
    viewEvery: opts.viewEvery,
    replayEvery: opts.replayEvery,
    shrinkRuns: opts.shrinkRuns,
    cards: sha256Hex(canonicalJson(cardVersions(cards))),
  };
}

async function mergeCommand(files: string[], json: boolean): Promise<number> {
  const { mergeSummaries } = await import('../fuzz/campaign.js');
  let texts: string[];
  try {
    texts = files.map((f) => readInputFile(f));
  } catch (e) {
    if (!(e instanceof InputFileError)) throw e;
    console.error(`hflux fuzz: ${e.message}`);
    return 2;
  }
  let merged: Summary;
  try {
    merged = mergeSummaries(texts.map((t, i) => parseSummary(t, files[i])));
  } catch (e) {
    console.error(`hflux fuzz --merge: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  console.log(json ? JSON.stringify(merged, null, 2) : formatSummary(merged));
  return merged.failures.length > 0 ? 1 : 0;
}

/**
 * Seeds and paths the fuzzer can print: a fast-check seed is a 32-bit integer (printed signed), and every
 * game is fast-check's first run (numRuns 1), so a path starts with 0 (issue 24: other values "passed").
 */
function replayProblem(seed: number, path: string | undefined): string | null {
  if (seed < -0x8000_0000 || seed > 0xffff_ffff)
    return 'シードは32ビットの整数です（-2147483648〜4294967295）';
  if (path !== undefined && !path.startsWith('0'))
    return 'path は 0 で始まります（fuzz が表示したとおりに指定してください）';
  if (path !== undefined && /^0\d/.test(path))
    return 'path は 0 で始まります（fuzz が表示したとおりに指定してください）';
  return null;
}

async function replayCase(opts: FuzzCliOptions): Promise<number> {
  const { GameRunner, replayCommand } = await import('../fuzz/campaign.js');
  const { cardPool, poolProblem } = await import('../fuzz/decks.js');
  const { fuzzCase, MissingCaseError } = await import('../fuzz/property.js');
  const m = /^(-?\d{1,10})(?::(\d{1,4}(?::\d{1,4})*))?$/.exec(opts.replay!.trim());
  if (!m) {
    console.error('hflux fuzz: --replay は seed:path の形です（例: --replay 123:0:4:1）');
    return 2;
  }
  const problem = replayProblem(Number(m[1]), m[2]);
  if (problem) {
    console.error(`hflux fuzz: --replay ${opts.replay}: ${problem}`);
    return 2;
  }
  const c = config(opts);
  const pool = cardPool(c.sets);
  const small = poolProblem(pool, c.sets);
  if (small) {
    console.error(`hflux fuzz: ${small}`);
    return 2;
  }
  const seed = Number(m[1]);
  // fast-check shrinks only a failing game: a longer path of a seed whose game passes was never printed.
  if (m[2]?.includes(':')) {
    const base = fuzzCase(pool, seed, { path: '0', viewEvery: 1, replay: true, shrinkRuns: 0 });
    if (!base.first.failure) {
      console.error(
        `hflux fuzz: --replay ${opts.replay}: シード${seed}のゲームは失敗しないので、縮小した path はありません`,
      );
      return 2;
    }
  }
  let result: ReturnType<typeof fuzzCase>;
  try {
    result = fuzzCase(pool, seed, { path: m[2], viewEvery: 1, replay: true, shrinkRuns: opts.shrinkRuns });
  } catch (e) {
    if (!(e instanceof MissingCaseError)) throw e;
    console.error(
      `hflux fuzz: --replay ${opts.replay}: この path のケースはありません（縮小の経路にない番号です）`,
    );
    return 2;
  }
  if (!result.failure) {
    console.log(`seed ${seed}${m[2] ? ` path ${m[2]}` : ''}: the game passes every check`);
    return 0;
  }
  const runner = new GameRunner({ ...c, out: opts.out });
  const record = runner.record(-1, result);
  const f = record.failure!;
  console.log(
    `FAIL ${f.rule} ${f.message}\n  at decision ${f.decision}\n  replay:   ${replayCommand(f.seed, f.path, c.sets)}`,
  );
  if (f.scenario) console.log(`  scenario: ${f.scenario} (${f.scenarioSteps} steps)`);
  return 1;
}

export async function fuzzCommand(opts: FuzzCliOptions): Promise<number> {
  if (opts.merge) return mergeCommand(opts.merge, opts.json === true);
  if (opts.replay) return replayCase(opts);
  const { cardPool, poolProblem } = await import('../fuzz/decks.js');
  const { runCampaign } = await import('../fuzz/pool.js');
  const games = opts.games ?? (opts.time === undefined ? 1000 : undefined);
  const c = config(opts);
  const cards = cardPool(c.sets); // fails early on an unknown set
  const small = poolProblem(cards, c.sets); // … and on a set too small for a legal deck
  if (small) {
    console.error(`hflux fuzz: ${small}`);
    return 2;
  }
  const total = games === undefined ? undefined : Math.ceil((games - opts.shard[0]) / opts.shard[1]);
  const tty = process.stderr.isTTY === true;
  const bar = tty
    ? new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format:
            total === undefined
              ? 'fuzz {elapsed}s / {limit}s | {value} games | {dps} decisions/s | {failures} failures'
              : 'fuzz [{bar}] {value}/{total} games | {dps} decisions/s | {failures} failures | ETA {eta_formatted}',
          hideCursor: true,
          etaBuffer: 200,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  const plain = fuzzPlainProgress(tty, total);
  const started = performance.now();
  let decisions = 0;
  let failures = 0;
  const payload = () => ({
    dps: fmt(Math.round(decisions / Math.max(0.001, (performance.now() - started) / 1000))),
    failures,
    elapsed: Math.round((performance.now() - started) / 1000),
    limit: opts.time === undefined ? '∞' : Math.round(opts.time / 1000),
  });
  bar?.start(total ?? 0, 0, payload());
  let done = 0;
  const removeCtrlC = exitOnCtrlC(
    () => bar?.stop(),
    () =>
      `hflux fuzz: 中断しました: ${fmt(done)} 局、${fmt(decisions)} 回の決定、失敗 ${failures} 件（seed ${opts.seed}）`,
  );
  const summary = await runCampaign(c, {
    games,
    timeMs: opts.time,
    shard: opts.shard,
    // never more workers than games (0 stays 0: in this thread)
    workers: total === undefined ? opts.workers : Math.min(opts.workers, Math.max(1, total)),
    gameTimeoutMs: opts.gameTimeout,
    onGame: (r, n) => {
      decisions += r.decisions;
      if (r.failure) failures++;
      done = n;
      bar?.update(n, payload());
      plain?.update(n);
    },
  }).finally(removeCtrlC);
  bar?.stop();
  summary.campaign = fuzzCampaign(opts, games, cards);
  console.log(opts.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
  if (!opts.json && summary.failures.length > 0)
    console.log(`\nfailing scenarios and counterexamples: ${join(opts.out)}/`);
  return summary.failures.length > 0 ? 1 : 0;
}

/**
 * Without a terminal (a log file, CI, a pipe) a plain line every ~10 s when the number of games is known, as `hflux
 * sim` prints (nb18: `hflux fuzz --games 50` in a log was silent for half a minute); `--time` runs have no total.
 */
export function fuzzPlainProgress(
  tty: boolean,
  total: number | undefined,
  write?: (line: string) => void,
  now?: () => number,
): PlainProgress | null {
  return tty || total === undefined ? null : plainProgress('hflux fuzz', total, { write, now });
}

export function registerFuzzCommand(program: Command): void {
  program
    .command('fuzz')
    .description(
      'fuzzes the rules: random legal decks and decisions, HF-16 invariants after every decision; failures are shrunk to scenarios (exit 1 on any failure)',
    )
    .option('--games <n>', 'games to play (default 1000, or unlimited with --time)', parseGames)
    .option(
      '--seed <n>',
      'campaign seed (0…4294967295): the same seed gives the same games and summary',
      parseSeed,
      1,
    )
    .option(
      '--sets <ids...>',
      `card sets to draw decks from (${knownSets().join(', ')}; default: every set)`,
      sets,
    )
    .option(
      '--time <duration>',
      'stop starting games after this long (60s, 5m, 1h, 500ms; a bare number is seconds)',
      positiveDuration,
    )
    .option(
      '--workers <k>',
      'worker threads (0: in this thread; at most 4× the cores)',
      workersParser(0),
      DEFAULT_WORKERS,
    )
    .option('--out <dir>', 'where failing scenarios and counterexamples go', parseOutputDir, 'fuzz-findings')
    .addOption(
      new Option('--shard <i/n>', 'play only the games whose index ≡ i (mod n)')
        .argParser(shard)
        .default([0, 1] as [number, number], '0/1'),
    )
    .option('--json', 'print the summary as JSON (for --merge)')
    .option(
      '--merge <files...>',
      'add up JSON summaries of shards of one campaign instead of playing',
      eachInputFile,
    )
    .option('--replay <seed:path>', 'replay one fast-check case (printed for every failure)')
    .option(
      '--view-every <n>',
      'check hidden information (HF-16.8) every n-th decision',
      positive,
      DEFAULT_CONFIG.viewEvery,
    )
    .option(
      '--replay-every <n>',
      'replay every n-th game from scratch (HF-16.9)',
      positive,
      DEFAULT_CONFIG.replayEvery,
    )
    .option(
      '--shrink-runs <n>',
      'shrinking budget per failure (games replayed)',
      nonNegative,
      DEFAULT_CONFIG.shrinkRuns,
    )
    .addOption(
      new Option(
        '--game-timeout <duration>',
        'a game running longer is a failure (HF-16.10; 60s, 5m, 1h, 500ms; a bare number is seconds)',
      )
        .argParser(positiveDuration)
        .default(300_000, '5m'),
    )
    .action((opts: FuzzCliOptions) => {
      return fuzzCommand(opts)
        .then((code) => {
          process.exitCode = code;
        })
        .catch((e: unknown) => {
          console.error(`hflux fuzz: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });
}
