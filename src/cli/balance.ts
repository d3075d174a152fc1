// `hflux balance diff --before <git-rev|dir> [--after <dir>] --decks A B [C…] --games N [--seed S] [--workers K]
// [--bots X [Y]] [--json] [--lang en]` (issue 16): plays the same sim — decks, bots, seeds — on two versions of
// the card set and reports which win rates and play rates moved significantly, with intervals
// (src/sim/balanceDiff.ts; the test is documented in docs/balance.md). Deck names resolve in each version's
// own cards/<set>/decks/; deck files are the same for both. Exit 0 compared; 1 illegal deck or games stopped
// on errors; 2 bad input (a revision, cards with errors, a missing deck).
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import type { CardPool } from '../deck/pool.js';
import {
  type BalanceDiff,
  type SimOutcome,
  balanceDiff,
  changedBetween,
  versionsOf,
} from '../sim/balanceDiff.js';
import type { CardLookup } from '../sim/bots/index.js';
import { formatBalanceDiff } from '../sim/formatDiff.js';
import { type MatchupSpec, loadMatchups } from '../sim/matchups.js';
import { parseGames, parseSeed, parseWorkers } from './args.js';
import {
  type CardVersionRoot,
  RevisionError,
  cardVersionRoot,
  compileVersion,
  deckIn,
  differingRules,
} from './cardRevision.js';
import { exitOnCtrlC } from './output.js';
import { DEFAULT_WORKERS, checkSimOptions, playMatchups, simSpecs, summarizeSim } from './sim.js';
import { type Lang, loadErrorMessage, parseLang } from './simErrors.js';

export interface BalanceDiffOptions {
  before: string;
  /** Default: the current folder. */
  after?: string;
  decks: string[];
  bots: string[];
  games: number;
  seed: number;
  workers: number;
  json?: boolean;
  lang?: Lang;
  /** Show progress bars (default: when stderr is a terminal and not --json). */
  progress?: boolean;
  /** The CLI: on SIGINT / SIGTERM / SIGHUP remove the temp copy, print one line and exit 130 / 143 / 129. */
  exitOnInterrupt?: boolean;
}

export interface BalanceDiffResult {
  before: string;
  after: string;
  /** Rules files that differ from this checkout's (the engine plays with this checkout's rules). */
  warnings: string[];
  errors: number;
  diff: BalanceDiff;
  /** The versions of the decks' cards on each side. */
  versions: { before: Record<string, string>; after: Record<string, string> };
}

interface Side {
  outcome: SimOutcome;
  lookup: CardLookup;
  ids: string[];
  errors: number;
}

/** A version ready to play: its cards compiled, its decks found and checked (bad input fails before any game). */
interface Prepared {
  root: CardVersionRoot;
  pool: CardPool;
  decks: string[];
  specs: MatchupSpec[];
}

async function prepare(root: CardVersionRoot, o: BalanceDiffOptions): Promise<Prepared> {
  const pool = await compileVersion(root);
  // A version without a named deck must not fall back to a file of that name or the current decks (issue 24).
  const decks = o.decks.map((d) => {
    const path = deckIn(root.root, d);
    if (path === d && !existsSync(d))
      throw new RevisionError(
        `${root.label} にデッキ「${d}」がありません`,
        `${root.label} has no deck "${d}"`,
      );
    return path;
  });
  const specs = simSpecs(decks, [o.bots[0], o.bots[1] ?? o.bots[0]], o.games);
  loadMatchups(specs, pool); // an illegal or missing deck is reported now, not after the other version's games
  return { root, pool, decks, specs };
}

async function play(v: Prepared, o: BalanceDiffOptions, label: string): Promise<Side> {
  const showProgress = o.progress ?? (process.stderr.isTTY === true && !o.json);
  const { records, loaded } = await playMatchups({
    specs: v.specs,
    pool: v.pool,
    seed: o.seed,
    workers: o.workers,
    progress: showProgress ? label : undefined,
  });
  const ids = loaded.flatMap((m) =>
    m.decks.flatMap((d) => [...d.main, ...d.guard, ...(d.extra ?? [])].map((c) => c.id)),
  );
  return {
    outcome: { ...summarizeSim(v.decks, v.specs, records, loaded), records },
    lookup: (id) => v.pool.byId.get(id),
    ids,
    errors: records.flat().filter((r) => r.error).length,
  };
}

/**
 * A bot with a time budget (`ismcts:50ms`) decides by the clock, so the two versions do not play the same games
 * even when nothing changed: the pairing the test relies on is lost. Iteration budgets keep it.
 */
function timeBudgetWarnings(bots: readonly string[]): string[] {
  return bots
    .filter((b) => /:\d+ms(:|$)/.test(b))
    .map(
      (b) =>
        `ボット ${b} は時間で打ち切るので、両方の版で同じゲームになりません（対応のある比較が弱まります）。反復回数で指定してください（例：ismcts:400）`,
    );
}

/** Plays both versions and compares them; throws RevisionError, CardPoolError or DeckError on bad input. */
export async function runBalanceDiff(o: BalanceDiffOptions): Promise<BalanceDiffResult> {
  const roots: CardVersionRoot[] = [];
  // Ctrl-C or SIGTERM: the revision's temp copy is removed and one line says so (issue 24).
  const removeHandlers = o.exitOnInterrupt
    ? exitOnCtrlC(
        () => {},
        () => 'hflux balance diff: 中断しました（一時フォルダは削除しました）',
        () => {
          for (const r of roots) r.cleanup();
        },
      )
    : () => {};
  try {
    roots.push(cardVersionRoot(o.before));
    roots.push(cardVersionRoot(o.after ?? '.'));
    const versions = [await prepare(roots[0], o), await prepare(roots[1], o)];
    const before = await play(versions[0], o, 'before');
    const after = await play(versions[1], o, 'after');
    const ids = [...before.ids, ...after.ids];
    const changed = changedBetween(ids, before.lookup, after.lookup);
    const warnings = [
      ...timeBudgetWarnings(o.bots),
      ...roots.flatMap((r) =>
        differingRules(r).map(
          (file) =>
            `${r.label} の ${file} はこのチェックアウトと違います：エンジンはこのチェックアウトのルールで対戦し、比べるのはカードの定義だけです`,
        ),
      ),
    ];
    return {
      before: roots[0].label,
      after: roots[1].label,
      warnings,
      errors: before.errors + after.errors,
      diff: balanceDiff(before.outcome, after.outcome, changed),
      versions: { before: versionsOf(before.ids, before.lookup), after: versionsOf(after.ids, after.lookup) },
    };
  } finally {
    removeHandlers();
    for (const r of roots) r.cleanup();
  }
}

function header(o: BalanceDiffOptions, r: BalanceDiffResult): string[] {
  const bots = [o.bots[0], o.bots[1] ?? o.bots[0]].join(' / ');
  return [
    `balance diff: before ${r.before} → after ${r.after}`,
    `decks ${o.decks.join(', ')}; ${o.games} games per pairing; bots ${bots}; seed ${o.seed} (the same games on both versions)`,
  ];
}

export async function balanceDiffCommand(o: BalanceDiffOptions): Promise<number> {
  const lang = o.lang ?? 'ja';
  const problem = checkSimOptions(o);
  if (problem) {
    console.error(`hflux balance diff: ${problem}`);
    return 2;
  }
  let r: BalanceDiffResult;
  try {
    r = await runBalanceDiff(o);
  } catch (e) {
    if (e instanceof RevisionError) {
      console.error(`hflux balance diff: ${lang === 'en' ? e.english : e.message}`);
      return 2;
    }
    const known = loadErrorMessage(e, 'balance diff', lang);
    if (!known) throw e;
    console.error(known[0]);
    return known[1];
  }
  for (const w of r.warnings) console.error(`hflux balance diff: ${w}`);
  if (o.json) {
    const bots = [o.bots[0], o.bots[1] ?? o.bots[0]];
    const { diff, ...rest } = r;
    console.log(
      JSON.stringify({ ...rest, decks: o.decks, bots, games: o.games, seed: o.seed, diff }, null, 2),
    );
  } else console.log(formatBalanceDiff(r.diff, header(o, r)));
  if (r.errors > 0) console.error(`hflux balance diff: ${r.errors} games stopped on an exception`);
  return r.errors > 0 ? 1 : 0;
}

export function registerBalanceCommands(program: Command): void {
  const balance = program
    .command('balance')
    .description('balance tools: `hflux balance diff` compares two versions of the card set');
  balance
    .command('diff')
    .description(
      'plays the same games on two versions of the cards and reports significant shifts (docs/balance.md)',
    )
    .requiredOption(
      '--before <rev|dir>',
      'the earlier cards: a git revision of this repository, or a folder with cards/',
    )
    .option('--after <dir>', 'the later cards: a folder with cards/ (default: the current folder)')
    .option(
      '--decks <decks...>',
      'two or more decks: built-in names (each version its own list) or deck files',
      ['guren-aggro', 'soukyu-knights'],
    )
    .option('--games <n>', 'games per pairing', parseGames, 400)
    .option('--bots <bots...>', 'one bot for both players or one per player (as hflux sim)', ['greedy'])
    .option('--seed <n>', 'random seed: both versions play the same games', parseSeed, 1)
    .option('--workers <k>', 'worker threads', parseWorkers, DEFAULT_WORKERS)
    .option('--json', 'machine-readable result')
    .option('--lang <lang>', 'language of error messages: ja or en', parseLang, 'ja')
    .action((opts: BalanceDiffOptions) => {
      void balanceDiffCommand({ ...opts, exitOnInterrupt: true })
        .then((code) => {
          process.exitCode = code;
        })
        .catch((e: unknown) => {
          console.error(`hflux balance diff: 内部エラー: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });
}
