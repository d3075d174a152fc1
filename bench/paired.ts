import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
// `npm run bench -- --against <git-rev> --paired [--pairs 40] [--chunk 30] [--warm-up 16] [--json]`: the
// random-player throughput of this tree against another revision's, both measured in ONE process. Each tree's
// own bench/play.ts is bundled with esbuild (tsx's, no new dependency) two levels below a folder whose `cards`
// is a symlink to that tree's cards/ (the deck loaders resolve ../../cards from their module); a child process
// (bench/pairedProbe.ts) imports both bundles and alternates small chunks of games between the trees, pair
// after pair, timing each chunk by the process's CPU time. Two chunks of a pair run within a fraction of a
// second of each other, so they share the machine's load at that instant; the per-pair ratios this / that
// are summarised by their median and interquartile range. Both bundles share one heap and one JIT, so this
// mode complements the one-process-per-tree rounds of bench/against.ts rather than replacing them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverages, machineFacts } from './machine.js';

const PAIRED_PROBE = fileURLToPath(new URL('./pairedProbe.ts', import.meta.url));

export interface PairedOptions {
  rev: string;
  /** Pairs of chunks timed (each pair: one chunk per tree, for checks off and for checks on). */
  pairs: number;
  /** Random games per chunk. */
  chunk: number;
  /** Untimed chunks per tree and setting before the first pair. */
  warmUp: number;
  json: boolean;
}

/** One pair of chunks, the same games in both trees: each tree's decisions and CPU milliseconds. */
export interface ChunkPair {
  from: number;
  games: number;
  thisDecisions: number;
  thisMs: number;
  thatDecisions: number;
  thatMs: number;
}

/**
 * What the paired probe prints for one setting (checks off / on): the pairs, or why it could not. `swapped`:
 * the pairs of a second probe run with the two trees in each other's place (perf23), already turned back to
 * this / that; pair k's ratio is then the geometric mean of its ratio in both runs (see positionFair).
 */
export type PairedFigure = { pairs: ChunkPair[]; swapped?: ChunkPair[] } | { missing: string };

/** A pair of the probe run with the trees' places swapped, read as this / that again. */
export function unswap(p: ChunkPair): ChunkPair {
  return {
    from: p.from,
    games: p.games,
    thisDecisions: p.thatDecisions,
    thisMs: p.thatMs,
    thatDecisions: p.thisDecisions,
    thatMs: p.thisMs,
  };
}

/**
 * Merges the figures of the two probe runs (this tree imported first, then that tree first) into one. In
 * one process the tree imported first ran 0.79–0.85× as fast as the other with IDENTICAL code (perf23: an
 * A/A at load ≈ 20, both orders), a bias of the place, not of the code: if the place multiplies a tree's
 * rate by b, pair k reads r·b in one run and r/b in the other, and √(r·b · r/b) = r.
 */
export function positionFair(
  first: PairedFigure | undefined,
  second: PairedFigure | undefined,
): PairedFigure | undefined {
  if (!first || 'missing' in first) return first;
  if (!second || 'missing' in second) return second ?? first;
  return { pairs: first.pairs, swapped: second.pairs.map(unswap) };
}

/** The quantile `q` (0…1) of sorted numbers, interpolated linearly between order statistics (R's type 7). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface RatioSummary {
  median: number;
  /** First and third quartiles: the interquartile range of the per-pair ratios. */
  q1: number;
  q3: number;
  min: number;
  max: number;
  n: number;
}

export function summarizeRatios(ratios: number[]): RatioSummary {
  const s = [...ratios].sort((a, b) => a - b);
  return {
    median: quantile(s, 0.5),
    q1: quantile(s, 0.25),
    q3: quantile(s, 0.75),
    min: s[0],
    max: s[s.length - 1],
    n: s.length,
  };
}

export interface PairedRow {
  figure: string;
  label: string;
  /** Each tree's decisions per CPU-second: the median over its chunks. */
  this?: number;
  that?: number;
  /** The per-pair ratios (this tree's rate / that tree's rate on the same games). */
  ratio?: RatioSummary;
  perGame?: { this: number; that: number; sameGames: boolean; differingPairs: number };
  missing?: string;
}

const rate = (decisions: number, ms: number) => decisions / (ms / 1000);

/** A table row from one setting's chunk pairs: per-pair ratios, each tree's median rate, same games or not. */
export function summarizePairs(figure: string, label: string, f: PairedFigure | undefined): PairedRow {
  if (!f) return { figure, label, missing: 'not measured' };
  if ('missing' in f) return { figure, label, missing: f.missing };
  const ps = f.pairs;
  if (ps.length === 0) return { figure, label, missing: 'no pairs' };
  const median = (xs: number[]) =>
    quantile(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  const games = ps.reduce((n, p) => n + p.games, 0);
  const sum = (k: 'thisDecisions' | 'thatDecisions') => ps.reduce((n, p) => n + p[k], 0);
  const differingPairs = ps.filter((p) => p.thisDecisions !== p.thatDecisions).length;
  return {
    figure,
    label,
    this: median([...ps, ...(f.swapped ?? [])].map((p) => rate(p.thisDecisions, p.thisMs))),
    that: median([...ps, ...(f.swapped ?? [])].map((p) => rate(p.thatDecisions, p.thatMs))),
    ratio: summarizeRatios(pairRatios(ps, f.swapped)),
    perGame: {
      this: Math.round((sum('thisDecisions') / games) * 10) / 10,
      that: Math.round((sum('thatDecisions') / games) * 10) / 10,
      sameGames: differingPairs === 0,
      differingPairs,
    },
  };
}

/** Each pair's ratio this / that; with the swapped run, the geometric mean of pair k in both runs. */
function pairRatios(ps: ChunkPair[], swapped: ChunkPair[] | undefined): number[] {
  const r = (p: ChunkPair) => rate(p.thisDecisions, p.thisMs) / rate(p.thatDecisions, p.thatMs);
  if (swapped === undefined) return ps.map(r);
  const n = Math.min(ps.length, swapped.length);
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(Math.sqrt(r(ps[k]) * r(swapped[k])));
  return out;
}

export const PAIRED_FIGURES: Record<string, string> = {
  checksOff: 'decisions/s, HF-16 checks off',
  checksOn: 'decisions/s, HF-16 checks on',
};

interface Esbuild {
  build(options: Record<string, unknown>): Promise<unknown>;
}

/** tsx's esbuild (tsx depends on it; the project does not, directly), as codegen/dsl/tools/checkBundle.ts. */
function esbuild(): Esbuild {
  const fromHere = createRequire(import.meta.url);
  return createRequire(fromHere.resolve('tsx'))('esbuild') as Esbuild;
}

/**
 * Bundles `tree`'s bench/play.ts to `<folder>/a/b/play.mjs`, with `<folder>/cards` a symlink to the tree's
 * cards/ (its deck loader resolves ../../cards from the bundle). Returns the bundle's path, or why not.
 */
export async function bundlePlay(
  tree: string,
  folder: string,
): Promise<{ bundle: string } | { missing: string }> {
  const entry = join(tree, 'bench', 'play.ts');
  if (!existsSync(entry)) return { missing: 'no bench/play.ts at this revision' };
  mkdirSync(join(folder, 'a', 'b'), { recursive: true });
  if (existsSync(join(tree, 'cards'))) symlinkSync(join(tree, 'cards'), join(folder, 'cards'), 'dir');
  const bundle = join(folder, 'a', 'b', 'play.mjs');
  try {
    await esbuild().build({
      absWorkingDir: tree,
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
  } catch (e) {
    return { missing: `bench/play.ts does not bundle: ${String((e as Error).message ?? e).split('\n')[0]}` };
  }
  return { bundle };
}

const num = (n: number | undefined, digits = 0) =>
  n === undefined
    ? '—'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printPaired(rows: PairedRow[], o: PairedOptions, commit: string, load: number[][]): void {
  const m = machineFacts();
  console.log(
    `hflux bench --against ${o.rev} --paired (${commit.slice(0, 7)}): this tree / that tree, ${o.pairs} pairs of ${o.chunk}-game chunks in one process`,
  );
  console.log(
    `machine: ${m.cpu}, nproc ${m.nproc}, Node ${m.node}; load average ${load[0].join(' ')} before, ${load[1].join(' ')} after`,
  );
  console.log(
    `both trees' bench/play.ts bundled (esbuild) and loaded into one process, twice (each tree imported first once: the place biases the rate); each pair runs the same ${o.chunk} random games in both trees (alternating first), checks off then on; figures per CPU-second of each chunk, after ${o.warmUp} warm-up chunks per tree and setting; a pair's ratio is the geometric mean of its two runs`,
  );
  console.log('');
  console.log(
    '| figure | this tree | that tree | per-pair ratio: median | interquartile range (min – max) | decisions/game this · that |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | --- |');
  for (const r of rows) {
    if (r.missing) {
      console.log(`| ${r.label} | — | — | missing (${r.missing}) | | |`);
      continue;
    }
    const q = r.ratio!;
    const pg = r.perGame!;
    const same = pg.sameGames
      ? ' (same games)'
      : ` (different games in ${pg.differingPairs} of ${q.n} pairs)`;
    console.log(
      `| ${r.label} | ${num(r.this)} | ${num(r.that)} | **${q.median.toFixed(2)}×** | ${q.q1.toFixed(2)} – ${q.q3.toFixed(2)} (${q.min.toFixed(2)} – ${q.max.toFixed(2)}) | ${num(pg.this, 1)} · ${num(pg.that, 1)}${same} |`,
    );
  }
  console.log(
    '\nratio > 1: this tree is faster. One process, one heap and one JIT for both trees: compare with the rounds of `--against` without `--paired`.',
  );
}

/**
 * Bundles both trees under `scratch` (removed with the worktree by the caller), runs the paired probe with
 * `run` (the caller's child-process runner, which it kills on Ctrl-C) and prints the table or the JSON.
 */
export async function benchPaired(
  o: PairedOptions,
  trees: { root: string; other: string; commit: string; scratch: string },
  run: (args: string[], cwd: string) => Promise<unknown>,
): Promise<void> {
  const mine = await bundlePlay(trees.root, join(trees.scratch, 'this'));
  const theirs = await bundlePlay(trees.other, join(trees.scratch, 'that'));
  const load = [loadAverages()];
  const figures: Record<string, PairedFigure> = {};
  if ('missing' in mine || 'missing' in theirs) {
    const missing =
      'missing' in mine
        ? `this tree: ${mine.missing}`
        : `that tree: ${(theirs as { missing: string }).missing}`;
    for (const f of Object.keys(PAIRED_FIGURES)) figures[f] = { missing };
  } else {
    // Twice, each tree imported first once: the place biases the rate (positionFair).
    const probe = async (a: string, b: string) => {
      const args = ['--import', 'tsx', PAIRED_PROBE, '--this', a, '--that', b];
      args.push('--pairs', String(o.pairs), '--chunk', String(o.chunk), '--warm-up', String(o.warmUp));
      return ((await run(args, trees.root)) as { figures: Record<string, PairedFigure> }).figures;
    };
    const first = await probe(mine.bundle, theirs.bundle);
    const second = await probe(theirs.bundle, mine.bundle);
    for (const f of Object.keys(PAIRED_FIGURES)) {
      const merged = positionFair(first[f], second[f]);
      if (merged) figures[f] = merged;
    }
  }
  load.push(loadAverages());
  const rows = Object.entries(PAIRED_FIGURES).map(([f, label]) => summarizePairs(f, label, figures[f]));
  if (o.json)
    console.log(
      JSON.stringify(
        { against: o.rev, commit: trees.commit, paired: true, machine: machineFacts(), load, rows, figures },
        null,
        2,
      ),
    );
  else printPaired(rows, o, trees.commit, load);
}
