// `npm run bench:compile [-- --json] [-- --cards N]`: parse + check + emit time for a 500-card set
// synthesized from the starter phrases (the card blocks of cards/starter/*.hf, copied under new names), cold
// (a fresh process, first run) and warm (the same process, repeated). The set is written to a temporary
// project root next to a copy of rules/, and compiled with compileProject — exactly what `hflux gen` does.
// Internal flag: --cold-child --root <dir> runs one measurement and prints it as JSON (the cold runs).
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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAverages, machineFacts } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STARTER = join(ROOT, 'cards/starter');
const SET_ID = 'bench';
const BENCH_FILE = 'cards/bench/bench.hf';

interface Measurement {
  cards: number;
  /** Loading the compiler and generator modules (first run of a process only). */
  importMs?: number;
  parseCheckMs: number;
  emitMs: number;
  totalMs: number;
  errors: number;
}

/** Card blocks (from `【カード】` to the next) of every starter file, in file order. */
function starterBlocks(): string[] {
  if (!existsSync(STARTER)) return [];
  const blocks: string[] = [];
  for (const name of readdirSync(STARTER)
    .filter((f) => f.endsWith('.hf'))
    .sort()) {
    const text = readFileSync(join(STARTER, name), 'utf8');
    const parts = text.split(/^(?=【カード】)/m).slice(1);
    blocks.push(...parts.map((part) => `${part.trimEnd()}\n`));
  }
  return blocks;
}

/** A set file of `count` cards: the starter cards, then renamed copies (`名前・2`…) until there are enough. */
export function synthesizeSet(count: number, blocks = starterBlocks()): string {
  if (blocks.length === 0) throw new Error('cards/starter/*.hf has no cards to copy');
  const out = [`【セット】${SET_ID}`, ''];
  for (let i = 0; i < count; i++) {
    const block = blocks[i % blocks.length];
    const copy = Math.floor(i / blocks.length);
    out.push(
      copy === 0
        ? block
        : block.replace(/^【カード】(.*)$/m, (_, name: string) => `【カード】${name.trim()}・${copy + 1}`),
    );
  }
  return `${out.join('\n')}\n`;
}

/** A project root holding the synthesized set and a copy of this repository's rules/. */
function benchRoot(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-bench-'));
  mkdirSync(join(root, 'cards/bench'), { recursive: true });
  cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
  writeFileSync(join(root, BENCH_FILE), synthesizeSet(count));
  return root;
}

async function measureOnce(root: string, withImports: boolean): Promise<Measurement> {
  const t0 = performance.now();
  const { compileProject } = await import('../codegen/dsl/index.js');
  const { emitProject } = await import('../codegen/emit/index.js');
  const t1 = performance.now();
  const result = compileProject(root); // parse + check + lowering: rules/keywords.hf and the set file
  const t2 = performance.now();
  emitProject(result); // generated/cards/bench.ts, index.ts, keywords.ts, CARDS.md
  const t3 = performance.now();
  return {
    cards: result.sets.reduce((n, set) => n + set.cards.length, 0),
    ...(withImports ? { importMs: round(t1 - t0) } : {}),
    parseCheckMs: round(t2 - t1),
    emitMs: round(t3 - t2),
    totalMs: round(t3 - t1),
    errors: result.diagnostics.filter((d) => d.severity === 'error').length,
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One cold run: a fresh Node process (through tsx, as `hflux` runs) that measures its first compile. */
function coldRun(root: string): Measurement & { processMs: number } {
  const start = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--cold-child', '--root', root],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const processMs = round(performance.now() - start);
  if (child.status !== 0) throw new Error(`cold run failed: ${child.stderr}`);
  return { ...(JSON.parse(child.stdout) as Measurement), processMs };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      'cold-child': { type: 'boolean', default: false },
      root: { type: 'string' },
      cards: { type: 'string', default: '500' },
      runs: { type: 'string', default: '5' },
      warm: { type: 'string', default: '20' },
    },
  });
  if (values['cold-child']) {
    process.stdout.write(JSON.stringify(await measureOnce(values.root!, true)));
    return;
  }
  const loadBefore = loadAverages();
  const root = benchRoot(Number(values.cards));
  try {
    const cold = Array.from({ length: Number(values.runs) }, () => coldRun(root));
    await measureOnce(root, false); // warm-up
    const warm: Measurement[] = [];
    for (let i = 0; i < Number(values.warm); i++) warm.push(await measureOnce(root, false));
    report(cold, warm, values.json, loadBefore);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function report(
  cold: (Measurement & { processMs: number })[],
  warm: Measurement[],
  json: boolean,
  loadAverage: number[],
): void {
  const machine = {
    ...machineFacts(),
    loadAverage,
  };
  const summary = {
    machine,
    cards: warm[0].cards,
    errors: warm[0].errors,
    cold: {
      runs: cold.length,
      parseCheckMs: median(cold.map((m) => m.parseCheckMs)),
      emitMs: median(cold.map((m) => m.emitMs)),
      totalMs: median(cold.map((m) => m.totalMs)),
      importMs: median(cold.map((m) => m.importMs ?? 0)),
      processMs: median(cold.map((m) => m.processMs)),
    },
    warm: {
      runs: warm.length,
      parseCheckMs: median(warm.map((m) => m.parseCheckMs)),
      emitMs: median(warm.map((m) => m.emitMs)),
      totalMs: median(warm.map((m) => m.totalMs)),
    },
  };
  if (json) {
    console.log(JSON.stringify(summary, null, 2));
    return;
  }
  const { cold: c, warm: w } = summary;
  console.log(
    `hflux bench:compile — ${summary.cards} cards${summary.errors ? ` (${summary.errors} errors!)` : ''}`,
  );
  console.log(
    `machine: ${machine.cpu}, nproc ${machine.nproc}, Node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage.join(' ')} (before the runs)`,
  );
  console.log('');
  console.log('| run | parse+check | emit | parse+check+emit | module load | whole process |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| cold (median of ${c.runs} fresh processes) | ${c.parseCheckMs} ms | ${c.emitMs} ms | **${c.totalMs} ms** | ${c.importMs} ms | ${c.processMs} ms |`,
  );
  console.log(
    `| warm (median of ${w.runs} runs) | ${w.parseCheckMs} ms | ${w.emitMs} ms | ${w.totalMs} ms | — | — |`,
  );
}

await main();
