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
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script, constants as vmConstants } from 'node:vm';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MANIFEST = 'manifest.json';
const FORMAT = 3;

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

const ALWAYS = ['tsconfig.json', 'package.json', 'src/io/moduleBundle.ts'];

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** This checkout's cache directory for the spec (checkouts sharing one node_modules keep a bundle each). */
export function bundleCacheDir(spec: BundleSpec, root = ROOT): string {
  return join(root, 'node_modules', '.cache', 'hflux', `${spec.name}-${sha256(root).slice(0, 12)}`);
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
export function freshBundle(spec: BundleSpec, dir = bundleCacheDir(spec)): string | undefined {
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

interface PluginBuild {
  onLoad(
    options: { filter: RegExp },
    callback: (args: { path: string }) => { contents: string; loader: string } | undefined,
  ): void;
}

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
        const contents = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
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
  for (const old of readdirSync(dir))
    if (!old.startsWith(file) && ours.test(old)) rmSync(join(dir, old), { force: true });
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

/** The bundle compiled (CommonJS, wrapped as Node wraps a module), with V8's code cache of an earlier process. */
function compileBundle(path: string): { script: Script; cached: boolean; cachePath: string } {
  const code = readFileSync(path, 'utf8');
  const cachePath = `${path}.v8`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cachePath);
  } catch {
    cachedData = undefined;
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
  const script = new Script(wrapped, {
    filename: path,
    importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    ...(cachedData ? { cachedData } : {}),
  });
  return { script, cached: cachedData !== undefined && !script.cachedDataRejected, cachePath };
}

/**
 * Runs the compiled bundle as Node runs a CommonJS module. Without a usable code cache, one is written when this
 * process exits (after the run: with the functions it compiled), even when the module itself ends the process.
 * A dynamic `import()` left in the bundle (of a package) goes through the process's own loader.
 */
function runCompiled<T>(path: string, compiled: ReturnType<typeof compileBundle>): T {
  const { script, cached, cachePath } = compiled;
  if (!cached)
    process.once('exit', () => {
      try {
        writeAtomic(cachePath, script.createCachedData());
      } catch {
        // a cache that cannot be written is made again next time
      }
    });
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(path), module, path, dirname(path));
  return module.exports;
}

/** Runs the bundle at `path` and returns its exports. */
export function runBundle<T>(path: string): T {
  return runCompiled<T>(path, compileBundle(path));
}

/** Whether bundles are used: not when HFLUX_BUNDLE=0 (or the older HFLUX_CHECK_BUNDLE=0). */
export function bundlesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.HFLUX_BUNDLE !== '0' && env.HFLUX_CHECK_BUNDLE !== '0';
}

/**
 * The spec's module from its bundle (built first when the sources changed), or from the sources (`fromSources`)
 * when bundles are off or the bundle cannot be built or loaded.
 */
export async function loadBundled<T>(
  spec: BundleSpec,
  fromSources: () => Promise<T>,
  dir = bundleCacheDir(spec),
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
    if (path && compiled) return runCompiled<T>(path, compiled);
  }
  return fromSources();
}
