// `hflux check` from one prebuilt JavaScript file (issue 22: a cold check of 500 cards ≤ 400 ms, aim 300 ms).
// The check's module graph (codegen/dsl/tools/check.ts and what it imports, ~110 modules) is bundled into a build
// cache by src/io/moduleBundle.ts, which says how (esbuild, a manifest of input hashes, V8's code cache) and when
// the sources run instead (HFLUX_BUNDLE=0, or HFLUX_CHECK_BUNDLE=0 as before; no esbuild). test/dsl/
// checkBundle.test.ts compares the bundle's output with the sources'.
import { basename, dirname, resolve } from 'node:path';
import {
  type BundleSpec,
  buildBundle as build,
  bundleCacheDir,
  ensureBundle as ensure,
  freshBundle as fresh,
  loadBundled,
  runBundle as run,
} from '../../../src/io/moduleBundle.js';

export type CheckModule = typeof import('./check.js');

const CHECK: BundleSpec = {
  name: 'check',
  entry: 'codegen/dsl/tools/check.ts',
  settings: ['codegen/dsl/tools/checkBundle.ts'],
};

/** This checkout's cache directory of the check's bundle. */
export function cacheDir(root?: string): string {
  return bundleCacheDir(CHECK, root);
}

export function freshBundle(dir = cacheDir()): string | undefined {
  return fresh(CHECK, dir);
}

export function buildBundle(dir = cacheDir()): Promise<string> {
  return build(CHECK, dir);
}

export function ensureBundle(dir = cacheDir()): Promise<string | undefined> {
  return ensure(CHECK, dir);
}

export function runBundle(path: string): CheckModule {
  return run<CheckModule>(path);
}

/**
 * The `hflux check` module: from the bundle (built first when the sources changed), or from the sources. From the
 * bundle, the check of the project at `root` keeps its parsed lines on disk beside the bundle (../parse/lineStore.ts;
 * HFLUX_LINE_CACHE=0: not).
 */
export function loadCheck(dir = cacheDir(), root = process.cwd()): Promise<CheckModule> {
  return loadBundled(
    CHECK,
    () => import('./check.js'),
    dir,
    (check, path) => check.useLineStore(dirname(path), basename(path), resolve(root)),
  );
}
