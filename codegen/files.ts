// File access for the generator: atomic writes (temp file in the same directory, then rename), and a whole
// directory swapped by rename (swapTree) with the leftovers of a killed run cleaned (cleanLeftovers).
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { recoverTree } from '../bin/recoverGenerated.js';
import { GenError } from './errors.js';

const TEMP_FILE = /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/;

/**
 * Removes what a killed run left: `<dir>.tmp-*` trees, stray `.<name>.<pid>.<hex>.tmp` files in `dir`, and
 * `<dir>.old-*` trees — but when `dir` itself is missing (killed between the two renames of swapTree), the
 * old tree is complete and is put back first, so `dir` is never left missing or mixed.
 */
export function cleanLeftovers(root: string, dir: string): void {
  checkTree(root, dir);
  recoverTree(root, dir);
  for (const name of leftoverTrees(root, dir)) rmSync(join(root, name), { recursive: true, force: true });
  removeTempFiles(join(root, dir));
}

/** The output policy (src/io/atomicWrite.ts) for the tree: a symlink, file, device or FIFO is never replaced. */
function checkTree(root: string, dir: string): void {
  let isDir = true;
  try {
    isDir = lstatSync(join(root, dir)).isDirectory();
  } catch {
    // missing: nothing to protect
  }
  if (!isDir)
    throw new GenError(
      `${dir}/ はフォルダではありません（シンボリックリンクや特殊ファイル）。置き換えません。`,
    );
}

/** `<dir>.tmp-*` and `<dir>.old-*` next to `dir`: what a killed run left (`gen --check` reports them). */
export function leftoverTrees(root: string, dir: string): string[] {
  const siblings = existsSync(root) ? readdirSync(root) : [];
  return siblings.filter((n) => n.startsWith(`${dir}.tmp-`) || n.startsWith(`${dir}.old-`)).sort();
}

/** Temp files (`.<name>.<pid>.<hex>.tmp`) below `dir`, relative to it. */
export function leftoverTempFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...leftoverTempFiles(join(dir, entry.name), path));
    else if (TEMP_FILE.test(entry.name)) found.push(path);
  }
  return found;
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
  checkTree(root, dir);
  try {
    if (existsSync(live)) cpSync(live, temp, { recursive: true });
    else mkdirSync(temp, { recursive: true });
    removeTempFiles(temp);
    for (const file of files) {
      mkdirSync(dirname(join(temp, file.path)), { recursive: true });
      writeSynced(join(temp, file.path), file.content);
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

/** Writes a file of the new tree and fsyncs it before the tree is renamed into place. */
function writeSynced(path: string, content: string): void {
  const fd = openSync(path, 'w');
  try {
    writeFileSync(fd, content, 'utf8');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
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
