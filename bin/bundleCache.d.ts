import type { Script } from 'node:vm';

export const FORMAT: number;
export const MANIFEST: string;
export function sha256(data: string | Buffer): string;
/** The checkout's cache directory for bundle `name`. */
export function bundleCacheDir(root: string, name: string): string;
/** Removes the cache directories whose manifest names a checkout that no longer exists; returns their names. */
export function pruneOrphanCaches(cacheRoot: string): string[];
export function writeAtomic(path: string, data: string | Buffer): void;
/** The bundle's path when it was built from the sources of `root` as they are now, else undefined. */
export function freshBundle(root: string, dir: string): string | undefined;
/** Whether bundles are used: not when HFLUX_BUNDLE=0 (or HFLUX_CHECK_BUNDLE=0). */
export function bundlesEnabled(env?: NodeJS.ProcessEnv): boolean;
export interface CompiledBundle {
  path: string;
  script: Script;
  cached: boolean;
  cachePath: string;
}
export function compileBundle(path: string): CompiledBundle;
export function runCompiled<T = unknown>(compiled: CompiledBundle): T;
