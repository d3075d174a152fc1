// File access for the generator: atomic writes (temp file in the same directory, then rename), and a whole
// directory swapped by rename (swapTree) with the leftovers of a killed run cleaned (cleanLeftovers).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

const TEMP_FILE = /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/;

/**
 * Removes what a killed run left: `<dir>.tmp-*` trees, stray `.<name>.<pid>.<hex>.tmp` files in `dir`, and
 * `<dir>.old-*` trees — but when `dir` itself is missing (killed between the two renames of swapTree), the
 * old tree is complete and is put back first, so `dir` is never left missing or mixed.
 */
export function cleanLeftovers(root: string, dir: string): void {
  const siblings = existsSync(root) ? readdirSync(root) : [];
  const olds = siblings.filter((n) => n.startsWith(`${dir}.old-`)).sort();
  if (!existsSync(join(root, dir)) && olds.length > 0) renameSync(join(root, olds.shift()!), join(root, dir));
  for (const name of siblings.filter((n) => n.startsWith(`${dir}.tmp-`)).concat(olds))
    rmSync(join(root, name), { recursive: true, force: true });
  removeTempFiles(join(root, dir));
}

function removeTempFiles(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removeTempFiles(path);
    else if (TEMP_FILE.test(entry.name)) rmSync(path, { force: true });
  }
}

/**
 * Replaces `root/dir` as a whole: copies it to `dir.tmp-<pid>`, writes `files` and removes `removed` there
 * (paths relative to `dir`), then renames `dir` → `dir.old-<pid>`, the new tree → `dir`, and deletes the old
 * one. A failure before the swap deletes the temp tree and leaves `dir` untouched.
 */
export function swapTree(
  root: string,
  dir: string,
  files: readonly { path: string; content: string }[],
  removed: readonly string[],
): void {
  const live = join(root, dir);
  const temp = join(root, `${dir}.tmp-${process.pid}`);
  const old = join(root, `${dir}.old-${process.pid}`);
  try {
    if (existsSync(live)) cpSync(live, temp, { recursive: true });
    else mkdirSync(temp, { recursive: true });
    removeTempFiles(temp);
    for (const file of files) {
      mkdirSync(dirname(join(temp, file.path)), { recursive: true });
      writeFileSync(join(temp, file.path), file.content, 'utf8');
    }
    for (const path of removed) {
      rmSync(join(temp, path), { force: true });
      removeEmptyParents(temp, dirname(path));
    }
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const hadLive = existsSync(live);
  if (hadLive) renameSync(live, old);
  renameSync(temp, live);
  if (hadLive) rmSync(old, { recursive: true, force: true });
}

/** Removes `dir` (relative to `root`) and its parents below `root` while they are empty (a removed set). */
function removeEmptyParents(root: string, dir: string): void {
  for (let path = dir; path !== '.' && path !== ''; path = dirname(path)) {
    const abs = join(root, path);
    if (!existsSync(abs) || readdirSync(abs).length > 0) return;
    rmSync(abs, { recursive: true, force: true });
  }
}

export { stageFile, writeFileAtomic } from '../src/io/atomicWrite.js';

/** Deletes a file; a file that is already gone is fine. */
export function removeFile(path: string): void {
  rmSync(path, { force: true });
}

/** The file's text, or undefined when it does not exist. */
export function readFileIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
