// `npx tsx bench/instructions.ts [--rev <git-rev>] [--warm 10] [--games 20] [--checks on|off]`: machine
// instructions per decision of the random-player benchmark (bench/play.ts), counted by valgrind's callgrind —
// deterministic, so unaffected by the machine's load (issue 25, perf21: under load 10–30 the timed `--paired`
// ratios spread over ±20 %). The tree (or `--rev`, checked out into a temporary worktree) has its bench/play.ts
// bundled with esbuild (as `--paired` does); two callgrind runs of `node --single-threaded` play `warm` games
// (seeds 100000…), then 0 or `games` games (seeds 0…): the difference is the steady-state cost of those games
// (module loading, JIT warm-up and the warm games fall out). Needs valgrind; takes minutes (≈ 50× slower).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundlePlay } from './paired.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    rev: { type: 'string' },
    warm: { type: 'string', default: '10' },
    games: { type: 'string', default: '20' },
    checks: { type: 'string', default: 'on' },
  },
});

const RUNNER = `const [b, w, n, checks] = process.argv.slice(2);
const play = await import(b);
const o = { checks: checks === 'on', log: false };
play.playGames(100000, Number(w), o);
console.log(JSON.stringify(play.playGames(0, Number(n), o)));
`;

/** Instructions (callgrind's Ir) of one run, and what the measured games played. */
function count(dir: string, bundle: string, games: number): { ir: number; decisions: number } {
  const out = join(dir, `callgrind.${games}`);
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--smc-check=all-non-file',
      `--callgrind-out-file=${out}`,
      process.execPath,
      '--single-threaded',
      join(dir, 'runner.mjs'),
      bundle,
      String(values.warm),
      String(games),
      String(values.checks),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (run.status !== 0) throw new Error(`valgrind failed: ${run.stderr.split('\n').slice(-5).join('\n')}`);
  const summary = /^summary: (\d+)/m.exec(readFileSync(out, 'utf8'));
  if (!summary) throw new Error(`no summary in ${out}`);
  return { ir: Number(summary[1]), decisions: JSON.parse(run.stdout.trim()).decisions as number };
}

const dir = mkdtempSync(join(tmpdir(), 'hflux-instructions-'));
let tree = ROOT;
try {
  if (values.rev) {
    tree = join(dir, 'tree');
    const add = spawnSync('git', ['worktree', 'add', '--detach', tree, values.rev], { cwd: ROOT });
    if (add.status !== 0) throw new Error(`git worktree add ${values.rev} failed`);
    // the revision's bench/play.ts bundles against this tree's packages (as bench/against.ts links them;
    // without them the bundle failed: perf23)
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
  }
  const b = await bundlePlay(tree, join(dir, 'bundle'));
  if ('missing' in b) throw new Error(b.missing);
  writeFileSync(join(dir, 'runner.mjs'), RUNNER);
  const base = count(dir, b.bundle, 0);
  const full = count(dir, b.bundle, Number(values.games));
  const ir = full.ir - base.ir;
  console.log(
    `${values.rev ?? 'this tree'}: ${values.games} games (${full.decisions} decisions) after ${values.warm} warm-up games, checks ${values.checks}: ${(ir / 1e6).toFixed(1)} M instructions, ${Math.round(ir / full.decisions).toLocaleString('en-US')} per decision`,
  );
} finally {
  if (values.rev) spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT });
  rmSync(dir, { recursive: true, force: true });
}
