// `npm run bench -- --against <git-rev> [--rounds 7] [--games 60] [--iterations 40] [--bot-games 2] [--json]`:
// this tree's engine figures as ratios to another revision's, measured in one session so that the machine's
// drift and load fall on both alike. The revision is checked out into a temporary `git worktree` (its
// node_modules a symlink to this tree's); each round runs one probe process per tree (bench/probe.ts, which
// drives each tree's own bench/play.ts and bots), alternating which tree goes first. Each figure is printed as
// the ratio this / that of the per-round medians, with the median and range of the per-round ratios, and both
// trees' decisions per game (the same where the cards are). The worktree is removed on exit, Ctrl-C and SIGTERM.
// With `--paired [--pairs 40] [--chunk 30] [--warm-up 16]`, the random-player throughput instead: both trees'
// bench/play.ts bundled into one process, chunks of games alternating between them (bench/paired.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverages, machineFacts } from './machine.js';
import type { Figure, Probe } from './probe.js';
import { GREEDY_WARM_UP, ISMCTS_WARM_UP } from './warmUp.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROBE = fileURLToPath(new URL('./probe.ts', import.meta.url));

export interface AgainstOptions {
  rev: string;
  rounds: number;
  games: number;
  iterations: number;
  botGames: number;
  json: boolean;
  /** Both trees in one process, alternating chunks of games (bench/paired.ts). */
  paired: boolean;
  pairs: number;
  chunk: number;
  warmUp: number;
}

/** The options of `npm run bench -- --against <rev> …` from bench/engine.ts's parsed arguments. */
export function againstOptions(values: {
  against: string;
  rounds?: string;
  games?: string;
  iterations?: string;
  'bot-games'?: string;
  json?: boolean;
  paired?: boolean;
  pairs?: string;
  chunk?: string;
  'warm-up'?: string;
}): AgainstOptions {
  const n = (v: string | undefined, fallback: number, least: number) => {
    const x = Math.floor(Number(v ?? fallback));
    if (!Number.isFinite(x)) throw new Error(`not a number: ${v}`);
    return Math.max(least, x);
  };
  return {
    rev: values.against,
    rounds: n(values.rounds, 7, 1),
    games: n(values.games, 60, 6),
    iterations: n(values.iterations, 40, 1),
    botGames: n(values['bot-games'], 2, 1),
    json: values.json ?? false,
    paired: values.paired ?? false,
    pairs: n(values.pairs, 40, 1),
    chunk: n(values.chunk, 30, 1),
    warmUp: n(values['warm-up'], 16, 0),
  };
}

const FIGURES: Record<string, string> = {
  checksOff: 'decisions/s, HF-16 checks off',
  checksOn: 'decisions/s, HF-16 checks on',
  snapshotRestore: 'snapshot + restore (µs, lower is better)',
  greedy: 'greedy bot decisions/s (vs greedy)',
  ismcts: 'ismcts decisions/s at a fixed iteration budget (vs greedy)',
};

function git(args: string[]): string {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** A detached worktree of `rev` in a fresh temporary directory, and how to remove it (idempotent). */
function checkout(rev: string): { dir: string; parent: string; commit: string; remove: () => void } {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const parent = mkdtempSync(join(tmpdir(), 'hflux-against-'));
  const dir = join(parent, 'tree');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
    rmSync(parent, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT });
  };
  try {
    git(['worktree', 'add', '--detach', '--quiet', dir, commit]);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, parent, commit, remove };
}

let running: ReturnType<typeof spawn> | null = null;

function probe(tree: string, o: AgainstOptions): Promise<Probe> {
  const args = ['--import', 'tsx', PROBE, '--tree', tree, '--games', String(o.games)];
  args.push('--iterations', String(o.iterations), '--bot-games', String(o.botGames));
  return runJson(args, tree).then((r) => (r as { figures: Probe }).figures);
}

/** Runs `node args` in `cwd` (killed on Ctrl-C) and parses its last line of output as JSON. */
function runJson(args: string[], cwd: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let out = '';
    let err = '';
    child.stdout.on('data', (b) => {
      out += b;
    });
    child.stderr.on('data', (b) => {
      err += b;
    });
    child.on('close', (code) => {
      running = null;
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(
          new Error(`probe in ${cwd} failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`),
        );
      }
    });
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const isFigure = (f: Probe[string] | undefined): f is Figure => f !== undefined && 'value' in f;

interface Row {
  figure: string;
  label: string;
  this?: number;
  that?: number;
  unit?: string;
  /** this / that of the medians (for a time: that / this, so that > 1 is always faster). */
  speedup?: number;
  ratio?: { median: number; min: number; max: number };
  perGame?: { this?: number; that?: number; sameGames?: boolean };
  missing?: string;
  /** ismcts: this tree's search iterations per second (where it counts them), median of the rounds. */
  iterationsPerSecond?: { this?: number; that?: number };
}

function summarize(mine: Probe[], theirs: Probe[]): Row[] {
  return Object.entries(FIGURES).map(([figure, label]) => {
    const a = mine.map((p) => p[figure]).filter(isFigure);
    const b = theirs.map((p) => p[figure]).filter(isFigure);
    const why = (ps: Probe[]) =>
      ps.map((p) => p[figure]).find((f) => f && 'missing' in f) as { missing: string } | undefined;
    if (a.length === 0 || b.length === 0) {
      const side = a.length === 0 ? 'this tree' : 'that tree';
      const reason = (a.length === 0 ? why(mine) : why(theirs))?.missing ?? 'not measured';
      return { figure, label, missing: `${side}: ${reason}` };
    }
    const lower = a[0].better === 'lower';
    const ratios = a.slice(0, b.length).map((f, i) => (lower ? b[i].value / f.value : f.value / b[i].value));
    const ips = (fs: Figure[]) => {
      const xs = fs.map((f) => f.iterationsPerSecond).filter((x): x is number => x !== undefined);
      return xs.length > 0 ? median(xs) : undefined;
    };
    const mA = median(a.map((f) => f.value));
    const mB = median(b.map((f) => f.value));
    return {
      figure,
      label,
      this: mA,
      that: mB,
      unit: a[0].unit,
      speedup: lower ? mB / mA : mA / mB,
      ratio: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
      iterationsPerSecond: figure === 'ismcts' ? { this: ips(a), that: ips(b) } : undefined,
      perGame: {
        this: a[0].perGame,
        that: b[0].perGame,
        sameGames: a[0].signature !== undefined ? a[0].signature === b[0].signature : undefined,
      },
    };
  });
}

const num = (n: number | undefined, digits = 0) =>
  n === undefined
    ? '—'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function print(rows: Row[], o: AgainstOptions, commit: string, load: number[][]): void {
  const m = machineFacts();
  console.log(
    `hflux bench --against ${o.rev} (${commit.slice(0, 7)}): this tree / that tree, ${o.rounds} rounds`,
  );
  console.log(
    `machine: ${m.cpu}, nproc ${m.nproc}, Node ${m.node}; load average ${load[0].join(' ')} before, ${load[1].join(' ')} after`,
  );
  console.log(
    `each round: one probe process per tree (alternating first), figures per CPU-second of the probe, ${o.games} random games per throughput run, greedy ${4 * o.botGames} games after ${GREEDY_WARM_UP} warm-up games, ismcts:${o.iterations} ${o.botGames} games against greedy after ${ISMCTS_WARM_UP}`,
  );
  console.log('');
  console.log(
    '| figure | this tree | that tree | speed-up (medians) | per-round ratio: median (min – max) | decisions/game this · that |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | --- |');
  for (const r of rows) {
    if (r.missing) {
      console.log(`| ${r.label} | — | — | missing (${r.missing}) | | |`);
      continue;
    }
    const digits = r.figure === 'snapshotRestore' ? 2 : 0;
    const pg = r.perGame!;
    const same = pg.sameGames === undefined ? '' : pg.sameGames ? ' (same games)' : ' (different games)';
    console.log(
      `| ${r.label} | ${num(r.this, digits)} | ${num(r.that, digits)} | **${r.speedup!.toFixed(2)}×** | ${r.ratio!.median.toFixed(2)}× (${r.ratio!.min.toFixed(2)} – ${r.ratio!.max.toFixed(2)}) | ${num(pg.this, 1)} · ${num(pg.that, 1)}${same} |`,
    );
  }
  const it = rows.find((r) => r.iterationsPerSecond)?.iterationsPerSecond;
  if (it?.this !== undefined || it?.that !== undefined)
    console.log(
      `\nismcts:${o.iterations} search iterations per CPU-second of the bot: this tree ${num(it.this)}, that tree ${it.that === undefined ? 'not counted at that revision (the same games: the decisions/s ratio is the iterations/s ratio)' : num(it.that)}`,
    );
  console.log(
    '\nspeed-up > 1: this tree is faster (for snapshot + restore, the ratio of times is that / this).',
  );
}

export async function benchAgainst(o: AgainstOptions): Promise<void> {
  const other = checkout(o.rev);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches this process twice (from the terminal and relayed by tsx): clean up once, ignore the rest.
    if (stopping) return;
    stopping = true;
    running?.kill('SIGTERM');
    other.remove();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.once('exit', other.remove);
  try {
    if (o.paired) {
      // The bundles go next to the worktree, in the temporary directory removed with it.
      const { benchPaired } = await import('./paired.js');
      const trees = {
        root: ROOT,
        other: other.dir,
        commit: other.commit,
        scratch: join(other.parent, 'paired'),
      };
      return await benchPaired(o, trees, runJson);
    }
    if (!existsSync(join(other.dir, 'bench'))) throw new Error(`${o.rev} has no bench/ directory`);
    const load = [loadAverages()];
    const mine: Probe[] = [];
    const theirs: Probe[] = [];
    for (let r = 0; r < o.rounds; r++) {
      const order = r % 2 === 0 ? [ROOT, other.dir] : [other.dir, ROOT];
      for (const tree of order) {
        const figures = await probe(tree, o);
        (tree === ROOT ? mine : theirs).push(figures);
      }
      if (!o.json) process.stderr.write(`round ${r + 1}/${o.rounds} done\n`);
    }
    load.push(loadAverages());
    const rows = summarize(mine, theirs);
    if (o.json)
      console.log(
        JSON.stringify(
          { against: o.rev, commit: other.commit, machine: machineFacts(), load, rows },
          null,
          2,
        ),
      );
    else print(rows, o, other.commit, load);
  } finally {
    other.remove();
  }
}
