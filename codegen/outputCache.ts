// What a card command's regeneration generated (src/cli/freshCards.ts), kept by everything that output can
// depend on: the same regeneration again writes the kept files instead of compiling every card (~5 s of CPU: ohm
// parsing the cards, ts-morph printing the modules, docs/benchmarks.md "CI time, branch ci20a"). The same inputs
// come back when a branch is switched back, or in test copies of the project that regenerate one edit per
// command (test/cli/freshCards.test.ts: ten regenerations of the same edit).
//   node_modules/.cache/hflux/generated/<key>.json: { format, output } — never committed, like the bundles.
// The key is the SHA-256 of every file (path and bytes) under the folders the generator reads or runs from:
// cards/, rules/, grammar/, codegen/ (its own code, templates, part bank), src/ (the engine files the modules are
// type-checked against, src/keywords.ts), generated/ as it is before the run (the kept grammar's files and
// generated/keywords.ts are read by the generator), package.json, package-lock.json and tsconfig.json (ohm,
// ts-morph, TypeScript), with Node's version and the caller's name for its generators (their code is in codegen/). Any change is a miss: the generator
// runs as before. Only an output that was written is kept; sources with errors are diagnosed every time.
import { createHash } from 'node:crypto';
import {
  type Dirent,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { GeneratedOutput } from './types.js';

/** Bumped when the entry's shape or what the key covers changes. */
const FORMAT = 1;
/** The newest entries kept (each ~1 MB); older ones are removed when one is stored. */
const KEEP = 8;

const FOLDERS = ['cards', 'codegen', 'generated', 'grammar', 'rules', 'src'];
const FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** The cache folder of a checkout (a copy whose node_modules is a link shares the linked one's). */
export function outputCacheDir(root: string): string {
  return join(root, 'node_modules', '.cache', 'hflux', 'generated');
}

/** The key of generating `root` with the generators `use` names: every input file's path and bytes (see above). */
export function outputKey(root: string, use: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ format: FORMAT, node: process.version, use }));
  const paths = [...FILES, ...FOLDERS.flatMap((folder) => filesUnder(root, folder))].sort();
  for (const path of paths) {
    let data: Buffer;
    try {
      data = readFileSync(join(root, path));
    } catch {
      continue; // a missing settings file (or one removed meanwhile): its absence is the input
    }
    hash.update(`\0${path}\0${data.length}\0`);
    hash.update(data);
  }
  return hash.digest('hex');
}

/** The regular files under `folder` (relative to the root, forward slashes); symlinks and special files left out. */
function filesUnder(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(path);
    }
  };
  walk(folder);
  return out;
}

/** The output kept under `key`, or undefined (none, another format, unreadable). */
export function cachedOutput(root: string, key: string): GeneratedOutput | undefined {
  try {
    const entry = JSON.parse(readFileSync(join(outputCacheDir(root), `${key}.json`), 'utf8')) as {
      format?: unknown;
      output?: GeneratedOutput;
    };
    const output = entry.output;
    if (entry.format !== FORMAT || !output || !Array.isArray(output.files) || !Array.isArray(output.owned))
      return undefined;
    return output;
  } catch {
    return undefined;
  }
}

/** Keeps `output` under `key` (written whole, then renamed); a cache that cannot be written is skipped. */
export function storeOutput(root: string, key: string, output: GeneratedOutput): void {
  const dir = outputCacheDir(root);
  try {
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `.${key}.${process.pid}.tmp`);
    writeFileSync(temp, JSON.stringify({ format: FORMAT, output }));
    renameSync(temp, join(dir, `${key}.json`));
    prune(dir);
  } catch {
    // a read-only or missing node_modules: the next regeneration compiles again
  }
}

/** A temp file this old was left by a killed process (an entry is written in well under a second). */
const STALE_TEMP_MS = 10 * 60_000;

/** Removes all but the KEEP newest entries, and temp files a killed process left. */
function prune(dir: string): void {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.tmp'))) {
    const path = join(dir, name);
    if (Date.now() - statSync(path).mtimeMs > STALE_TEMP_MS) rmSync(path, { force: true });
  }
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of entries.slice(KEEP)) rmSync(join(dir, name), { force: true });
}
