// `npm run bench:compile [-- --json] [-- --cards N] [-- --runs N] [-- --edits N]`: issue 12's three figures on
// a synthesized set of N cards (default 500): the card blocks of cards/starter/*.hf and cards/kuon/*.hf,
// copied under new names until there are enough, in files of 50 cards (cards/bench/benchNN.hf) in a temporary
// project root next to a copy of rules/.
//   cold gen   a fresh process runs `hflux gen` once: compile, emit, in-memory type check, write (≤ 3 s);
//   watch      one process keeps the generator (and its ts-morph project) warm and regenerates after one card
//              file is edited: compile, re-emit and re-check the changed module, write (≤ 300 ms);
//   check      a fresh process runs `hflux check` on the same root, without loading ts-morph (≤ 400 ms): the
//              check's modules from their bundle as the CLI loads them (HFLUX_CHECK_BUNDLE=0: from the sources),
//              its lines from the line store an earlier check wrote (codegen/dsl/parse/lineStore.ts); and again
//              with every line parsed (HFLUX_LINE_CACHE=0), the compiler's own cold speed.
// Internal flags: --child gen|check --root <dir> runs one cold measurement and prints it as JSON.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../src/cli/scriptArgs.js';
import { loadAverages, machineFacts } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_SETS = ['cards/starter', 'cards/kuon'];
const SET_ID = 'bench';
const CARDS_PER_FILE = 50;

/** Card blocks (from `【カード】` to the next) of every file of the source sets, in file order. */
function sourceBlocks(): string[] {
  const blocks: string[] = [];
  for (const dir of SOURCE_SETS.map((d) => join(ROOT, d)).filter(existsSync)) {
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.hf'))
      .sort()) {
      const text = readFileSync(join(dir, name), 'utf8');
      blocks.push(
        ...text
          .split(/^(?=【カード】)/m)
          .slice(1)
          .map((part) => `${part.trimEnd()}\n`),
      );
    }
  }
  return blocks;
}

/** `count` cards: the source cards, then renamed copies (`名前・2`…), as set files of CARDS_PER_FILE cards. */
export function synthesizeFiles(count: number, blocks = sourceBlocks()): string[] {
  if (blocks.length === 0) throw new Error('cards/starter and cards/kuon have no cards to copy');
  const cards = Array.from({ length: count }, (_, i) => {
    const block = blocks[i % blocks.length];
    const copy = Math.floor(i / blocks.length);
    return copy === 0
      ? block
      : block.replace(/^【カード】(.*)$/m, (_, name: string) => `【カード】${name.trim()}・${copy + 1}`);
  });
  const files: string[] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_FILE) {
    files.push(`【セット】${SET_ID}\n\n${cards.slice(i, i + CARDS_PER_FILE).join('\n')}`);
  }
  return files;
}

function benchFile(i: number): string {
  return `cards/${SET_ID}/bench${String(i + 1).padStart(2, '0')}.hf`;
}

/** A project root holding the synthesized set and a copy of this repository's rules/. */
function benchRoot(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-bench-'));
  mkdirSync(join(root, `cards/${SET_ID}`), { recursive: true });
  cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
  synthesizeFiles(count).forEach((text, i) => writeFileSync(join(root, benchFile(i)), text));
  return root;
}

interface ColdGen {
  /** Loading the compiler and generator modules (tsx transpiles them); ts-morph loads later, on first emit. */
  importMs: number;
  /** compile + emit + type check + write: the whole `hflux gen` after its modules are loaded. */
  genMs: number;
  exitCode: number;
}

interface ColdCheck {
  importMs: number;
  checkMs: number;
  exitCode: number;
  tsMorphLoaded: boolean;
}

async function coldGen(root: string): Promise<ColdGen> {
  const t0 = performance.now();
  const { runGen } = await import('../codegen/command.js');
  const t1 = performance.now();
  const exitCode = runGen({ root, io: { out: () => {}, err: (line) => console.error(line) } });
  const t2 = performance.now();
  return { importMs: round(t1 - t0), genMs: round(t2 - t1), exitCode };
}

async function coldCheck(root: string): Promise<ColdCheck> {
  const t0 = performance.now();
  // as `hflux check` loads it (src/cli/dsl.ts): the check's bundle, or its sources with HFLUX_CHECK_BUNDLE=0
  const { loadCheck } = await import('../codegen/dsl/tools/checkBundle.js');
  const { runCheck } = await loadCheck(undefined, root);
  const t1 = performance.now();
  const { exitCode } = runCheck({ paths: [], root });
  const t2 = performance.now();
  const loaded = Object.keys(createRequire(import.meta.url).cache).some((p) => p.includes('ts-morph'));
  return { importMs: round(t1 - t0), checkMs: round(t2 - t1), exitCode, tsMorphLoaded: loaded };
}

interface WatchRun {
  totalMs: number;
}

/**
 * The watch loop's work after one save, in one process: the generator (with its warm ts-morph project) is
 * created once and run once; then each edit changes one card's power in one file and regenerates.
 */
async function watchRuns(root: string, edits: number): Promise<{ firstMs: number; runs: WatchRun[] }> {
  const { runGen } = await import('../codegen/command.js');
  const { cardsGenerator, PROJECT_COMPILER } = await import('../codegen/emit/index.js');
  const { GENERATORS } = await import('../codegen/generators.js');
  const generator = cardsGenerator({ compile: PROJECT_COMPILER });
  const generators = [...GENERATORS.filter((g) => g.name !== 'cards'), generator];
  const io = { out: () => {}, err: (line: string) => console.error(line) };
  let t = performance.now();
  runGen({ root, generators, io });
  const firstMs = round(performance.now() - t);
  const runs: WatchRun[] = [];
  for (let i = 0; i < edits; i++) {
    const file = join(root, benchFile(i % 3));
    const text = readFileSync(file, 'utf8');
    // Alternate 1000 ↔ 1500 on the first character's power: the file differs on every save.
    writeFileSync(
      file,
      /パワー：1000/.test(text)
        ? text.replace('パワー：1000', 'パワー：1500')
        : text.replace('パワー：1500', 'パワー：1000'),
    );
    t = performance.now();
    const code = runGen({ root, generators, io });
    const totalMs = round(performance.now() - t);
    if (code !== 0) throw new Error(`watch run ${i} failed with exit code ${code}`);
    runs.push({ totalMs });
  }
  return { firstMs, runs };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One cold run: a fresh Node process (through tsx, as `hflux` runs) that measures `what` once. */
function child<T>(
  what: 'gen' | 'check',
  root: string,
  env: Record<string, string> = {},
): T & { processMs: number } {
  const start = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', what, '--root', root],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  const processMs = round(performance.now() - start);
  if (run.status !== 0) throw new Error(`cold ${what} failed: ${run.stderr}`);
  return { ...(JSON.parse(run.stdout) as T), processMs };
}

const USAGE = `usage: npm run bench:compile -- [--json] [--cards N] [--runs N] [--edits N]

The card compiler's three figures on a synthesized set of N cards (starter and kuon cards copied under new names)
in a temporary project: cold gen (a fresh process runs hflux gen), watch (regenerate after one file is edited)
and check (a fresh process runs hflux check). Each is the median of the runs. docs/benchmarks.md.

  --json      one JSON document instead of the table
  --cards N   cards in the synthesized set (default 500)
  --runs N    cold runs (default 5)
  --edits N   watch edits (default 10)
  -h, --help  this text`;

async function main(): Promise<void> {
  const { values } = parseScriptArgs(
    {
      options: {
        json: { type: 'boolean', default: false },
        child: { type: 'string' },
        root: { type: 'string' },
        cards: { type: 'string', default: '500' },
        runs: { type: 'string', default: '5' },
        edits: { type: 'string', default: '10' },
      },
    },
    { name: 'npm run bench:compile', usage: USAGE },
  );
  if (values.child) {
    const result = values.child === 'gen' ? await coldGen(values.root!) : await coldCheck(values.root!);
    process.stdout.write(JSON.stringify(result));
    return;
  }
  const loadBefore = loadAverages();
  const root = benchRoot(Number(values.cards));
  try {
    const runs = Number(values.runs);
    const gens = Array.from({ length: runs }, () => {
      rmSync(join(root, 'generated'), { recursive: true, force: true });
      return child<ColdGen>('gen', root);
    });
    // the check's bundle is built once when the compiler's sources changed (codegen/dsl/tools/checkBundle.ts),
    // as the gen runs above fill tsx's transform cache: neither is part of a cold run's time
    // and its V8 code cache is written by the first process that runs it: one untimed run
    const { ensureBundle } = await import('../codegen/dsl/tools/checkBundle.js');
    if (process.env.HFLUX_CHECK_BUNDLE !== '0') await ensureBundle();
    // (that run also fills the check's line store, codegen/dsl/parse/lineStore.ts; the `parsed` runs go without it)
    child<ColdCheck>('check', root);
    const checks = Array.from({ length: runs }, () => child<ColdCheck>('check', root));
    const parsed = Array.from({ length: runs }, () =>
      child<ColdCheck>('check', root, { HFLUX_LINE_CACHE: '0' }),
    );
    const watch = await watchRuns(root, Number(values.edits));
    report({ cards: Number(values.cards), gens, checks, parsed, watch, json: values.json, loadBefore });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function report(r: {
  cards: number;
  gens: (ColdGen & { processMs: number })[];
  checks: (ColdCheck & { processMs: number })[];
  parsed: (ColdCheck & { processMs: number })[];
  watch: { firstMs: number; runs: WatchRun[] };
  json: boolean;
  loadBefore: number[];
}): void {
  const machine = { ...machineFacts(), loadAverage: r.loadBefore };
  const summary = {
    machine,
    cards: r.cards,
    files: Math.ceil(r.cards / CARDS_PER_FILE),
    coldGen: {
      runs: r.gens.length,
      exitCodes: [...new Set(r.gens.map((g) => g.exitCode))],
      importMs: median(r.gens.map((g) => g.importMs)),
      genMs: median(r.gens.map((g) => g.genMs)),
      totalMs: round(median(r.gens.map((g) => g.importMs + g.genMs))),
      processMs: median(r.gens.map((g) => g.processMs)),
    },
    watch: {
      firstMs: r.watch.firstMs,
      edits: r.watch.runs.length,
      medianMs: median(r.watch.runs.map((w) => w.totalMs)),
      maxMs: Math.max(...r.watch.runs.map((w) => w.totalMs)),
    },
    check: {
      runs: r.checks.length,
      exitCodes: [...new Set(r.checks.map((c) => c.exitCode))],
      tsMorphLoaded: r.checks.some((c) => c.tsMorphLoaded),
      importMs: median(r.checks.map((c) => c.importMs)),
      checkMs: median(r.checks.map((c) => c.checkMs)),
      processMs: median(r.checks.map((c) => c.processMs)),
    },
    // every line parsed again (HFLUX_LINE_CACHE=0): the compiler's own cold speed
    checkParsed: {
      runs: r.parsed.length,
      exitCodes: [...new Set(r.parsed.map((c) => c.exitCode))],
      importMs: median(r.parsed.map((c) => c.importMs)),
      checkMs: median(r.parsed.map((c) => c.checkMs)),
      processMs: median(r.parsed.map((c) => c.processMs)),
    },
  };
  if (r.json) {
    // `cold` / `warm`: the figures bench/engine.ts prints (cold gen, and a watch regeneration).
    const compat = { cold: { totalMs: summary.coldGen.totalMs }, warm: { totalMs: summary.watch.medianMs } };
    console.log(JSON.stringify({ ...summary, ...compat }, null, 2));
    return;
  }
  const { coldGen: g, watch: w, check: c, checkParsed: p } = summary;
  console.log(`hflux bench:compile — ${summary.cards} cards in ${summary.files} files`);
  console.log(
    `machine: ${machine.cpu}, nproc ${machine.nproc}, Node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage.join(' ')} (before the runs)`,
  );
  console.log('');
  console.log('| measure | module load | work | load + work | whole process | target |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| cold \`hflux gen\`, type check included (median of ${g.runs}; exit ${g.exitCodes.join('/')}) | ${g.importMs} ms | ${g.genMs} ms | **${g.totalMs} ms** | ${g.processMs} ms | ≤ 3 s |`,
  );
  console.log(
    `| \`hflux gen --watch\`, one file edited (median of ${w.edits}, max ${w.maxMs} ms; first run ${w.firstMs} ms) | — | **${w.medianMs} ms** | — | — | ≤ 300 ms |`,
  );
  console.log(
    `| cold \`hflux check\` (median of ${c.runs}; exit ${c.exitCodes.join('/')}; ts-morph loaded: ${c.tsMorphLoaded ? 'YES' : 'no'}) | ${c.importMs} ms | **${c.checkMs} ms** | ${round(c.importMs + c.checkMs)} ms | ${c.processMs} ms | ≤ 400 ms |`,
  );
  console.log(
    `| … every line parsed (\`HFLUX_LINE_CACHE=0\`; median of ${p.runs}; exit ${p.exitCodes.join('/')}) | ${p.importMs} ms | ${p.checkMs} ms | ${round(p.importMs + p.checkMs)} ms | ${p.processMs} ms | — |`,
  );
}

// Run as a script (not when a profiling script imports synthesizeFiles).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
