// `npx tsx bench/freshness.ts [--runs N]` (issue 23): what it costs a card command to use the cards as they are
// now. Two ways were open; each is timed in fresh processes in a temporary copy of cards/, rules/, grammar/ and
// generated/, median of N runs (default 5):
//   check      what every card command pays (src/cli/freshCards.ts): load the stamp code, hash every source and
//              compare with generated/sources.json;
//   regen      what the first command after a card edit pays on top: `hflux gen` in process;
//   compile    the way not taken: load the DSL compiler and compile every card in process — on every start, and
//              again in every sim or fuzz worker thread, since they import the catalog.
// Internal: --child check|regen|compile --root <dir> prints one measurement (ms) as JSON.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAverages, machineFacts } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KINDS = ['check', 'regen', 'compile'] as const;
type Kind = (typeof KINDS)[number];

async function child(kind: Kind, root: string): Promise<void> {
  const started = performance.now();
  if (kind === 'check') {
    const { changedSources } = await import('../codegen/sourceStamp.js');
    if (changedSources(root).length > 0) throw new Error('expected fresh sources');
  } else if (kind === 'regen') {
    const { runGen } = await import('../codegen/command.js');
    if (runGen({ root, io: { out: () => {}, err: () => {} } }) !== 0) throw new Error('gen failed');
  } else {
    const { compileProject } = await import('../codegen/dsl/index.js');
    const result = compileProject(root);
    if (result.diagnostics.some((d) => d.severity === 'error')) throw new Error('cards have errors');
  }
  console.log(JSON.stringify({ ms: performance.now() - started }));
}

function measure(kind: Kind, root: string): number {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', kind, '--root', root],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`${kind}: ${r.stderr}`);
  return (JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { ms: number }).ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hflux-bench-fresh-'));
  for (const entry of ['cards', 'rules', 'grammar', 'generated'])
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  return dir;
}

/** A changed card: the first power of cards/starter/fire.hf, a different number each run. */
function touch(root: string, run: number): void {
  const path = join(root, 'cards/starter/fire.hf');
  writeFileSync(path, readFileSync(path, 'utf8').replace(/パワー：\d+/, `パワー：${1000 + 100 * (run + 1)}`));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, child: { type: 'string' }, root: { type: 'string' } },
  });
  if (values.child) return child(values.child as Kind, values.root!);
  const runs = Number(values.runs);
  const root = copy();
  try {
    const load = loadAverages();
    const times: Record<Kind, number[]> = { check: [], regen: [], compile: [] };
    for (let i = 0; i < runs; i++) {
      times.check.push(measure('check', root));
      times.compile.push(measure('compile', root));
      touch(root, i);
      times.regen.push(measure('regen', root));
    }
    const facts = machineFacts();
    console.log(
      `card freshness (issue 23): median of ${runs} fresh processes; ${facts.nproc} cores, ${facts.cpu}`,
    );
    console.log(`load average before: ${load.join(' ')}, after: ${loadAverages().join(' ')}`);
    console.log(`  check    (every card command)           ${median(times.check).toFixed(0)} ms`);
    console.log(`  regen    (first command after an edit)  ${median(times.regen).toFixed(0)} ms`);
    console.log(
      `  compile  (in process, every start and every worker)  ${median(times.compile).toFixed(0)} ms`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
