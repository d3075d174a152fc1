// `hflux balance diff --before <git-rev|dir> [--after <dir>] --decks A B [C…] --games N [--seed S] [--workers K]
// [--bots X [Y]] [--json] [--lang en]` (issue 16): plays the same sim — decks, bots, seeds — on two versions of
// the card set and reports which win rates and play rates moved significantly, with intervals
// (src/sim/balanceDiff.ts; the test is documented in docs/balance.md). Deck names resolve in each version's
// own cards/<set>/decks/; deck files are the same for both. Exit 0 compared; 1 illegal deck or games stopped
// on errors; 2 bad input (a revision, cards with errors, a missing deck).
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { canonicalJson } from '../catalog/cardHash.js';
import { type Shard, ShardError, mergeParts, shardPart } from '../core/shard.js';
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
import { type LoadedMatchup, type MatchupSpec, loadMatchups } from '../sim/matchups.js';
import type { GameRecord } from '../sim/play.js';
import { parseGames, parseSeed, parseShardOption, parseWorkers } from './args.js';
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
import { deckIdentity, readShardParts } from './simShard.js';

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
  /** `--shard i/n`: play only that shard's games on both versions and print a partial result (docs/cluster.md). */
  shard?: Shard;
  /** `--merge <files…>`: add up the partial results of every shard instead of playing. */
  merge?: string[];
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
        `${root.label} にデッキ「${d}」がありません${root.rev ? missingInRevisionHint(root.rev, 'ja') : ''}`,
        `${root.label} has no deck "${d}"${root.rev ? missingInRevisionHint(root.rev, 'en') : ''}`,
      );
    return path;
  });
  const specs = simSpecs(decks, [o.bots[0], o.bots[1] ?? o.bots[0]], o.games);
  loadMatchups(specs, pool); // an illegal or missing deck is reported now, not after the other version's games
  return { root, pool, decks, specs };
}

/**
 * A git revision holds only committed files: a set or deck made since (`hflux new set`, not yet committed) is
 * not in it (nc7). What to do instead.
 */
function missingInRevisionHint(rev: string, lang: Lang): string {
  return lang === 'en'
    ? `. A git revision holds only committed files: a new or uncommitted deck or set is not in ${rev}. Commit it first (git add cards && git commit), change the cards, then compare with --before HEAD; or give --before a folder holding the earlier cards/ (e.g. a copy of the project made before the change)`
    : `。git のリビジョンにはコミットしたファイルしかありません：新しいデッキやセット、まだコミットしていないものは ${rev} にありません。先にコミットし（git add cards && git commit）、カードを変えてから --before HEAD で比べるか、--before に変更前の cards/ を含むフォルダ（変更前にコピーしたプロジェクトなど）を指定してください`;
}

/** A version's records: played here, or (a merge) put together from the shards' parts. */
type Records = (v: Prepared, label: string) => Promise<GameRecord[][]>;

function playHere(o: BalanceDiffOptions): Records {
  const tty = process.stderr.isTTY === true;
  const showProgress = o.progress ?? (tty && !o.json);
  return async (v, label) =>
    (
      await playMatchups({
        specs: v.specs,
        pool: v.pool,
        seed: o.seed,
        workers: o.workers,
        shard: o.shard,
        progress: showProgress ? label : undefined,
        // No terminal (a log, CI): a line every ~10 s instead of minutes of silence (nc7).
        plainProgress:
          o.progress === undefined && !tty
            ? { label: `hflux balance diff (${label}: ${v.root.label})`, lang: o.lang }
            : undefined,
      })
    ).records;
}

async function play(v: Prepared, label: string, records: Records): Promise<Side> {
  const played = await records(v, label);
  const loaded = loadMatchups(v.specs, v.pool);
  return side(v, played, loaded);
}

function side(v: Prepared, records: GameRecord[][], loaded: LoadedMatchup[]): Side {
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

/** The two versions, prepared; cleans up their temporary copies after `use`. */
async function withVersions<T>(o: BalanceDiffOptions, use: (v: Prepared[], labels: string[]) => Promise<T>) {
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
    return await use(
      versions,
      roots.map((r) => r.label),
    );
  } finally {
    removeHandlers();
    for (const r of roots) r.cleanup();
  }
}

/**
 * Plays both versions (or, with `records`, takes a merge's records) and compares them; throws RevisionError,
 * CardPoolError or DeckError on bad input.
 */
export async function runBalanceDiff(
  o: BalanceDiffOptions,
  records: Records = playHere(o),
): Promise<BalanceDiffResult> {
  return withVersions(o, async (versions) => {
    const roots = versions.map((v) => v.root);
    const before = await play(versions[0], 'before', records);
    const after = await play(versions[1], 'after', records);
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
  });
}

/** What decides a balance diff campaign's games: equal in every shard of it. */
interface DiffCampaign {
  before: string;
  after: string;
  decks: string[];
  bots: [string, string];
  games: number;
  seed: number;
  /** Per version: the card versions and deck contents of the decks in play. */
  sides: ReturnType<typeof deckIdentity>[];
}

function diffCampaign(o: BalanceDiffOptions, versions: Prepared[]): DiffCampaign {
  return {
    before: o.before,
    after: o.after ?? '.',
    decks: o.decks,
    bots: [o.bots[0], o.bots[1] ?? o.bots[0]],
    games: o.games,
    seed: o.seed,
    sides: versions.map((v) => deckIdentity(loadMatchups(v.specs, v.pool))),
  };
}

/** Plays shard `o.shard` on both versions and prints the partial result. */
async function runDiffShard(o: BalanceDiffOptions): Promise<number> {
  const records = playHere(o);
  return withVersions(o, async (versions) => {
    const sides = [await records(versions[0], 'before'), await records(versions[1], 'after')];
    const part = shardPart<DiffCampaign, GameRecord>(
      'balance diff',
      diffCampaign(o, versions),
      o.shard!,
      sides,
    );
    console.log(JSON.stringify(part));
    return part.sides.some((list) => list.some((r) => r.error)) ? 1 : 0;
  });
}

/** Checks the parts, then compares the versions on their records as one process would. */
async function runDiffMerge(o: BalanceDiffOptions): Promise<{ o: BalanceDiffOptions; r: BalanceDiffResult }> {
  const parts = readShardParts<DiffCampaign>(o.merge ?? [], 'balance diff');
  const { campaign, sides } = mergeParts(parts, (c) =>
    simSpecs(c.decks, c.bots, c.games).map((s) => s.games),
  );
  const merged: BalanceDiffOptions = { ...o, ...campaign, merge: undefined, shard: undefined };
  const r = await runBalanceDiff(merged, async (v, label) => {
    const here = deckIdentity(loadMatchups(v.specs, v.pool));
    const k = label === 'before' ? 0 : 1;
    if (canonicalJson(here) !== canonicalJson(campaign.sides[k]))
      throw new ShardError(
        `部分結果の ${label} 側のカードまたはデッキが、ここにあるものと違います（シャードと同じ版でマージしてください）`,
      );
    return sides[k];
  });
  return { o: merged, r };
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
  if (!o.before && !o.merge) {
    console.error(
      'hflux balance diff: --before <rev|dir> を指定してください（--merge のときは部分結果から読みます）',
    );
    return 2;
  }
  if (o.shard && !o.json) {
    console.error('hflux balance diff: --shard は --json と一緒に使います（部分結果を JSON で出力します）');
    return 2;
  }
  let r: BalanceDiffResult;
  try {
    if (o.shard && !o.merge) return await runDiffShard(o);
    if (o.merge) ({ o, r } = await runDiffMerge(o));
    else r = await runBalanceDiff(o);
  } catch (e) {
    if (e instanceof RevisionError) {
      console.error(`hflux balance diff: ${lang === 'en' ? e.english : e.message}`);
      return 2;
    }
    if (e instanceof ShardError) {
      console.error(`hflux balance diff --merge: ${e.message}`);
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
    .option(
      '--before <rev|dir>',
      'the earlier cards: a git revision of this repository, or a folder with cards/ (required unless --merge)',
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
    .option(
      '--shard <i/n>',
      'play only the games whose number ≡ i (mod n) on both versions; print a partial result (with --json)',
      parseShardOption,
    )
    .option(
      '--merge <files...>',
      'add up the partial results of every shard of one campaign instead of playing',
    )
    .option('--lang <lang>', 'language of error messages: ja or en', parseLang, 'ja')
    .action((opts: BalanceDiffOptions) => {
      return balanceDiffCommand({ ...opts, exitOnInterrupt: true })
        .then((code) => {
          process.exitCode = code;
        })
        .catch((e: unknown) => {
          console.error(`hflux balance diff: 内部エラー: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });
}
