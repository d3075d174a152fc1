// `hflux check` from one prebuilt JavaScript file (issue 22: a cold check of 500 cards ≤ 400 ms, aim 300 ms).
// Run through tsx, the check's ~110 TypeScript modules cost ~120 ms before any card is read: every import is
// resolved and loaded by tsx's hooks on another thread while the main thread waits, and tsx wraps named
// closures in a naming helper. So the check's module graph (codegen/dsl/tools/check.ts and what it imports)
// is bundled by esbuild — tsx's own esbuild, so no new dependency — into a cache file, and a fresh process
// loads that one file instead. It is a build cache, like tsx's transform cache, never committed:
//   node_modules/.cache/hflux/check-<checkout>/check-<inputs>.cjs, with manifest.json naming every input
//   file (the bundled sources, tsconfig.json, package.json, this file) and its SHA-256;
//   check-<inputs>.cjs.v8: V8's code cache of the bundle (vm.Script cachedData, as v8-compile-cache does),
//   written when a process exits after a run without it, so later processes neither parse the bundle nor
//   compile the functions that run used. V8 rejects a cache made by another V8 or other flags; it is then
//   made again.
// A process uses the bundle only when every input is byte-for-byte what it was built from; otherwise it builds
// it again first (~0.3 s, once after the compiler's sources change) and, if that fails (no esbuild, a
// read-only node_modules), runs the sources as before. Each module keeps its own `import.meta.url` (the
// grammar, partBank.json and the repository root are found as from the sources). HFLUX_CHECK_BUNDLE=0 runs the
// sources. test/dsl/checkBundle.test.ts compares the bundle's output with the sources'. The bundle is this
// repository's own compiled code; card text is never evaluated.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

export type CheckModule = typeof import('./check.js');

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ENTRY = 'codegen/dsl/tools/check.ts';
/** Files that change how the sources are compiled, though no bundled module imports them (this one builds it). */
const SETTINGS = ['tsconfig.json', 'package.json', 'codegen/dsl/tools/checkBundle.ts'];
const MANIFEST = 'manifest.json';
const FORMAT = 2;

interface Manifest {
  format: number;
  root: string;
  esbuild: string;
  /** The bundle's file name in the cache directory. */
  file: string;
  /** Every input, relative to the root (posix), and the SHA-256 of its content. */
  inputs: Record<string, string>;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** This checkout's cache directory (checkouts sharing one node_modules keep a bundle each). */
export function cacheDir(root = ROOT): string {
  return join(root, 'node_modules', '.cache', 'hflux', `check-${sha256(root).slice(0, 12)}`);
}

function readManifest(dir: string): Manifest | undefined {
  try {
    const m = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
    return m.format === FORMAT && m.root === ROOT ? m : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every input the manifest names has the content the bundle was built from. */
function inputsUnchanged(manifest: Manifest): boolean {
  for (const [path, hash] of Object.entries(manifest.inputs)) {
    let text: Buffer;
    try {
      text = readFileSync(join(ROOT, path));
    } catch {
      return false;
    }
    if (sha256(text) !== hash) return false;
  }
  return true;
}

/** The bundle's path when it was built from the sources as they are now, else undefined. */
export function freshBundle(dir = cacheDir()): string | undefined {
  const manifest = readManifest(dir);
  if (!manifest || !inputsUnchanged(manifest)) return undefined;
  const path = join(dir, manifest.file);
  return existsSync(path) ? path : undefined;
}

interface Esbuild {
  version: string;
  build(options: Record<string, unknown>): Promise<{
    outputFiles?: { text: string }[];
    metafile?: { inputs: Record<string, unknown> };
  }>;
}

/** tsx's esbuild (tsx depends on it; the project does not, directly). */
function esbuild(): Esbuild {
  const fromHere = createRequire(import.meta.url);
  return createRequire(fromHere.resolve('tsx'))('esbuild') as Esbuild;
}

const LOADERS: Record<string, string> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.json': 'json',
};

function posix(path: string): string {
  return path.split(sep).join('/');
}

function writeAtomic(path: string, text: string | Buffer): void {
  const temp = `${path}.${process.pid}.${Math.random().toString(16).slice(2, 10)}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/**
 * Bundles the check's module graph into the cache directory and returns the bundle's path. The inputs are
 * hashed as esbuild read them, so a file edited during the build makes the next process build again.
 */
export async function buildBundle(dir = cacheDir()): Promise<string> {
  const esb = esbuild();
  const seen = new Map<string, string>();
  const result = await esb.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [
      {
        name: 'hflux-own-import-meta-url',
        setup(build: {
          onLoad(
            options: { filter: RegExp },
            callback: (args: { path: string }) => { contents: string; loader: string } | undefined,
          ): void;
        }) {
          build.onLoad({ filter: /\.[cm]?[jt]s$|\.json$/ }, ({ path }) => {
            const loader = LOADERS[extname(path)];
            if (!loader) return undefined;
            const text = readFileSync(path, 'utf8');
            seen.set(posix(relative(ROOT, path)), sha256(text));
            // each module keeps the URL it has when run from the sources
            const contents = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
            return { contents, loader };
          });
        },
      },
    ],
  });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error('esbuild wrote no bundle');
  const inputs: Record<string, string> = {};
  for (const path of Object.keys(result.metafile?.inputs ?? {}).sort()) {
    inputs[path] = seen.get(path) ?? sha256(readFileSync(join(ROOT, path)));
  }
  for (const path of SETTINGS) inputs[path] = sha256(readFileSync(join(ROOT, path)));
  const file = `check-${sha256(JSON.stringify([esb.version, inputs])).slice(0, 16)}.cjs`;
  mkdirSync(dir, { recursive: true });
  writeAtomic(join(dir, file), text);
  const manifest: Manifest = { format: FORMAT, root: ROOT, esbuild: esb.version, file, inputs };
  writeAtomic(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  for (const old of readdirSync(dir))
    if (!old.startsWith(file) && /^check-[0-9a-f]+\.[cm]js/.test(old))
      rmSync(join(dir, old), { force: true });
  return join(dir, file);
}

/** A fresh bundle's path, built first when missing or stale; undefined when it cannot be built. */
export async function ensureBundle(dir = cacheDir()): Promise<string | undefined> {
  const fresh = freshBundle(dir);
  if (fresh) return fresh;
  try {
    return await buildBundle(dir);
  } catch {
    return undefined;
  }
}

/**
 * Runs the bundle (CommonJS) as Node runs a CommonJS module, with V8's code cache of an earlier process when
 * there is one; without one (or when V8 rejects it), one is written when this process exits.
 */
export function runBundle(path: string): CheckModule {
  const code = readFileSync(path, 'utf8');
  const cachePath = `${path}.v8`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cachePath);
  } catch {
    cachedData = undefined;
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
  const script = new Script(wrapped, { filename: path, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as CheckModule };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(path), module, path, dirname(path));
  if (!cachedData || script.cachedDataRejected)
    process.once('exit', () => {
      try {
        writeAtomic(cachePath, script.createCachedData()); // after the run: with the functions it compiled
      } catch {
        // a cache that cannot be written is made again next time
      }
    });
  return module.exports;
}

/**
 * The `hflux check` module: from the bundle (built first when the sources changed), or from the sources
 * when HFLUX_CHECK_BUNDLE=0 or the bundle cannot be built or loaded.
 */
export async function loadCheck(dir = cacheDir()): Promise<CheckModule> {
  if (process.env.HFLUX_CHECK_BUNDLE !== '0') {
    const path = await ensureBundle(dir);
    if (path) {
      try {
        return runBundle(path);
      } catch {
        // a bundle that does not load: the sources below
      }
    }
  }
  return import('./check.js');
}
