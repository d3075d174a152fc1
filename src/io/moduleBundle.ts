// A module graph run from one prebuilt JavaScript file: a build cache, like tsx's transform cache, never
// committed. Run through tsx, every one of a command's TypeScript modules is resolved and loaded by tsx's
// hooks on another thread while the main thread waits (~2 ms a module: the CLI's ~480 modules cost ~1.5 s of
// CPU before a command starts, docs/benchmarks.md "CLI start-up"). So a graph (an entry and what it imports)
// is bundled by esbuild — tsx's own, so no new dependency — into
//   node_modules/.cache/hflux/<name>-<checkout>/<name>-<inputs>.cjs, with manifest.json naming every input file
//   (the bundled sources and the settings files) and its SHA-256;
//   <name>-<inputs>.cjs.v8: V8's code cache of the bundle (vm.Script cachedData, as v8-compile-cache does),
//   written when a process exits after a run without it, so later processes neither parse the bundle nor
//   compile the functions that run used. V8 rejects a cache made by another V8 or other flags; it is then
//   made again.
// A process uses the bundle only when every input is byte-for-byte what it was built from (generated/ is an
// input like any other: after `gen` the next load builds again); otherwise it builds it first (~0.3–1 s) and,
// if that fails (no esbuild, a read-only node_modules), runs the sources. Each module keeps its own
// `import.meta.url` (files found next to a module are found as from the sources; worker threads start from
// their source files). HFLUX_BUNDLE=0 runs the sources. The bundle is this repository's own compiled code; card
// text is never evaluated. Users: codegen/dsl/tools/checkBundle.ts (`hflux check`), src/cli/hflux.ts (the CLI).
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  FORMAT,
  MANIFEST,
  bundlesEnabled,
  bundleCacheDir as cacheDirOf,
  compileBundle,
  freshBundle as freshIn,
  pruneOrphanCaches,
  runCompiled,
  sha256,
  writeAtomic,
} from '../../bin/bundleCache.js';

export { bundlesEnabled };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What to bundle: a name for its cache files, the entry module and the files that change how it compiles. */
export interface BundleSpec {
  /** Lower-case letters and dashes: the cache directory's and the bundle's file names start with it. */
  readonly name: string;
  /** The entry module, relative to the repository root (posix). */
  readonly entry: string;
  /** Files no bundled module imports that still change the bundle (tsconfig.json, the module naming the spec). */
  readonly settings: readonly string[];
}

interface Manifest {
  format: number;
  root: string;
  esbuild: string;
  /** The bundle's file name in the cache directory. */
  file: string;
  /** Every input, relative to the root (posix), and the SHA-256 of its content. */
  inputs: Record<string, string>;
}

const ALWAYS = ['tsconfig.json', 'package.json', 'src/io/moduleBundle.ts', 'bin/bundleCache.js'];

/** This checkout's cache directory for the spec (checkouts sharing one node_modules keep a bundle each). */
export function bundleCacheDir(spec: BundleSpec, root = ROOT): string {
  return cacheDirOf(root, spec.name);
}

/** The bundle's path when it was built from the sources as they are now, else undefined. */
export function freshBundle(spec: BundleSpec, dir = bundleCacheDir(spec)): string | undefined {
  return freshIn(ROOT, dir);
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

interface PluginBuild {
  onLoad(
    options: { filter: RegExp },
    callback: (args: { path: string }) => { contents: string; loader: string } | undefined,
  ): void;
}

/**
 * Spelt so that no literal of it is in this file: this module is bundled too (the CLI's bundle builds the check's),
 * and a literal would be replaced by this file's own URL.
 */
const IMPORT_META_URL = ['import', 'meta', 'url'].join('.');

/** Each module keeps the URL it has when run from the sources; the inputs are hashed as esbuild read them. */
function ownImportMetaUrl(seen: Map<string, string>) {
  return {
    name: 'hflux-own-import-meta-url',
    setup(build: PluginBuild) {
      build.onLoad({ filter: /\.[cm]?[jt]s$|\.json$/ }, ({ path }) => {
        const loader = LOADERS[extname(path)];
        if (!loader) return undefined;
        const text = readFileSync(path, 'utf8');
        seen.set(posix(relative(ROOT, path)), sha256(text));
        const contents = text.replaceAll(IMPORT_META_URL, JSON.stringify(pathToFileURL(path).href));
        return { contents, loader };
      });
    },
  };
}

/**
 * Bundles the spec's module graph into the cache directory and returns the bundle's path. The inputs are
 * hashed as esbuild read them, so a file edited during the build makes the next process build again.
 */
export async function buildBundle(spec: BundleSpec, dir = bundleCacheDir(spec)): Promise<string> {
  const esb = esbuild();
  const seen = new Map<string, string>();
  const result = await esb.build({
    absWorkingDir: ROOT,
    entryPoints: [spec.entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [ownImportMetaUrl(seen)],
  });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error('esbuild wrote no bundle');
  const inputs: Record<string, string> = {};
  for (const path of Object.keys(result.metafile?.inputs ?? {}).sort()) {
    inputs[path] = seen.get(path) ?? sha256(readFileSync(join(ROOT, path)));
  }
  for (const path of [...ALWAYS, ...spec.settings]) inputs[path] = sha256(readFileSync(join(ROOT, path)));
  const file = `${spec.name}-${sha256(JSON.stringify([esb.version, inputs])).slice(0, 16)}.cjs`;
  mkdirSync(dir, { recursive: true });
  writeAtomic(join(dir, file), text);
  const manifest: Manifest = { format: FORMAT, root: ROOT, esbuild: esb.version, file, inputs };
  writeAtomic(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  const ours = new RegExp(`^${spec.name}-[0-9a-f]+\\.cjs`);
  // (and the line stores of the old bundles, codegen/dsl/parse/lineStore.ts: each names the bundle it was made by)
  for (const old of readdirSync(dir))
    if ((!old.startsWith(file) && ours.test(old)) || old.startsWith('lines-'))
      rmSync(join(dir, old), { force: true });
  pruneOrphanCaches(dirname(dir));
  return join(dir, file);
}

/** A fresh bundle's path, built first when missing or stale; undefined when it cannot be built. */
export async function ensureBundle(
  spec: BundleSpec,
  dir = bundleCacheDir(spec),
): Promise<string | undefined> {
  const fresh = freshBundle(spec, dir);
  if (fresh) return fresh;
  try {
    return await buildBundle(spec, dir);
  } catch {
    return undefined;
  }
}

/** Runs the bundle at `path` and returns its exports. */
export function runBundle<T>(path: string): T {
  return runCompiled<T>(compileBundle(path));
}

/**
 * The spec's module from its bundle (built first when the sources changed), or from the sources (`fromSources`)
 * when bundles are off or the bundle cannot be built or loaded.
 */
export async function loadBundled<T>(
  spec: BundleSpec,
  fromSources: () => Promise<T>,
  dir = bundleCacheDir(spec),
  /** Called with the module and its bundle's path when it runs from the bundle. */
  fromBundle?: (module: T, path: string) => void,
): Promise<T> {
  if (bundlesEnabled()) {
    const path = await ensureBundle(spec, dir);
    let compiled: ReturnType<typeof compileBundle> | undefined;
    try {
      compiled = path ? compileBundle(path) : undefined;
    } catch {
      compiled = undefined; // a bundle that does not compile: the sources below
    }
    // once it runs, an error is the module's own (running the sources again would run the module twice)
    if (compiled) {
      const module = runCompiled<T>(compiled);
      fromBundle?.(module, compiled.path);
      return module;
    }
  }
  return fromSources();
}
