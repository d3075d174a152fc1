// The read side of the CLI's build cache (src/io/moduleBundle.ts builds it): whether a bundle is still what its
// sources make, and running one. Plain JavaScript with no dependency, so a launcher can use it before any
// TypeScript loader (not done yet: a start with plain Node failed to load the command line's bundle after a gen,
// docs/benchmarks.md "CLI start-up").
//   node_modules/.cache/hflux/<name>-<checkout>/manifest.json names the bundle file and every input file (the
//   bundled sources and the settings files) with the SHA-256 of its content; <bundle>.v8 is V8's code cache of
//   the bundle (vm.Script cachedData), written when a process exits after a run without a usable one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script, constants as vmConstants } from 'node:vm';

export const FORMAT = 3;

/** The Scripts of the bundles this process ran (see runCompiled). */
const RUN = [];
export const MANIFEST = 'manifest.json';

export function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/** The checkout's cache directory for bundle `name` (checkouts sharing one node_modules keep a bundle each). */
export function bundleCacheDir(root, name) {
  return join(root, 'node_modules', '.cache', 'hflux', `${name}-${sha256(root).slice(0, 12)}`);
}

/**
 * Removes the cache directories of checkouts that no longer exist (a temporary copy of the project, a removed
 * worktree: each left ~6 MB a bundle behind, as nothing else ever deleted them). Only a directory whose manifest
 * names a root that is gone is removed: one being built (no manifest yet) or of another format is kept. Returns
 * the names removed. Called after a build, so it costs one directory listing per build, not per run.
 */
export function pruneOrphanCaches(cacheRoot) {
  const removed = [];
  let names;
  try {
    names = readdirSync(cacheRoot);
  } catch {
    return removed;
  }
  for (const name of names) {
    let root;
    try {
      root = JSON.parse(readFileSync(join(cacheRoot, name, MANIFEST), 'utf8')).root;
    } catch {
      continue;
    }
    if (typeof root !== 'string' || existsSync(root)) continue;
    try {
      rmSync(join(cacheRoot, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // another process removing it too, or a read-only cache: harmless
    }
  }
  return removed;
}

export function writeAtomic(path, data) {
  const temp = `${path}.${process.pid}.${Math.random().toString(16).slice(2, 10)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}

function readManifest(root, dir) {
  try {
    const m = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
    return m.format === FORMAT && m.root === root ? m : undefined;
  } catch {
    return undefined;
  }
}

function inputsUnchanged(root, manifest) {
  for (const [path, hash] of Object.entries(manifest.inputs)) {
    let data;
    try {
      data = readFileSync(join(root, path));
    } catch {
      return false;
    }
    if (sha256(data) !== hash) return false;
  }
  return true;
}

/** The bundle's path when it was built from the sources of `root` as they are now, else undefined. */
export function freshBundle(root, dir) {
  const manifest = readManifest(root, dir);
  if (!manifest || !inputsUnchanged(root, manifest)) return undefined;
  const path = join(dir, manifest.file);
  return existsSync(path) ? path : undefined;
}

/** Whether bundles are used: not when HFLUX_BUNDLE=0 (or the older HFLUX_CHECK_BUNDLE=0). */
export function bundlesEnabled(env = process.env) {
  return env.HFLUX_BUNDLE !== '0' && env.HFLUX_CHECK_BUNDLE !== '0';
}

/** The bundle compiled (CommonJS, wrapped as Node wraps a module), with V8's code cache of an earlier process. */
export function compileBundle(path) {
  const code = readFileSync(path, 'utf8');
  const cachePath = `${path}.v8`;
  let cachedData;
  try {
    cachedData = readFileSync(cachePath);
  } catch {
    cachedData = undefined;
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
  const script = new Script(wrapped, {
    filename: path,
    // an import() left in the bundle (a package) goes through the process's own loader (tsx's hooks included; a
    // function here would need --experimental-vm-modules on Node 20)
    importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    ...(cachedData ? { cachedData } : {}),
  });
  return { path, script, cached: cachedData !== undefined && !script.cachedDataRejected, cachePath };
}

/**
 * Runs a compiled bundle as Node runs a CommonJS module and returns its exports. Without a usable code cache,
 * one is written when this process exits (after the run: with the functions it compiled), even when the module
 * itself ends the process. A dynamic `import()` left in the bundle goes through the process's own loader.
 */
export function runCompiled(compiled) {
  const { path, script, cached, cachePath } = compiled;
  // Node finds the dynamic-import loader of a function through its Script: once the Script is collected, an
  // `import()` in a function compiled later fails ("A dynamic import callback was not specified"). So every
  // bundle that ran stays referenced for the life of the process.
  RUN.push(script);
  if (!cached)
    process.once('exit', () => {
      try {
        writeAtomic(cachePath, script.createCachedData());
      } catch {
        // a cache that cannot be written is made again next time
      }
    });
  const module = { exports: {} };
  const run = script.runInThisContext();
  run(module.exports, createRequire(path), module, path, dirname(path));
  return module.exports;
}
