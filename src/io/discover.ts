// How card and deck files are found in a folder (issue 24): every tool that lists cards/ (check, gen, fmt,
// explain, serve, the language server, the deck commands, the built-in decks) goes through these. Skipped:
// dot-files and dot-folders (Emacs lock files `.#fire.hf`, Vim swap files, `.git`), editor backups
// (`fire.hf~`, `#fire.hf#`), `node_modules`, and anything that is not a regular file (a FIFO, a device, a
// dangling symlink). A symlink to a regular file is listed. A folder that cannot be read is left out; a
// file that cannot be read is still listed, so reading it reports the problem (readInputFile) by name.
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A name no tool should treat as a source: a dot-file, an editor lock or backup file. */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || name.endsWith('~') || (name.startsWith('#') && name.endsWith('#'));
}

function entriesOf(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** 'file' for a regular file (or a symlink to one), 'dir' for a folder (not through a symlink), else null. */
function kindOf(dir: string, entry: Dirent): 'file' | 'dir' | null {
  if (entry.isDirectory()) return 'dir';
  if (entry.isFile()) return 'file';
  if (!entry.isSymbolicLink()) return null;
  try {
    return statSync(join(dir, entry.name)).isFile() ? 'file' : null;
  } catch {
    return null; // dangling or looping
  }
}

/** The regular files directly in `dir` whose names end with one of `suffixes`, sorted by name. */
export function sourceFilesIn(dir: string, suffixes: readonly string[]): string[] {
  return entriesOf(dir)
    .filter((e) => !isIgnoredName(e.name) && suffixes.some((s) => e.name.endsWith(s)))
    .filter((e) => kindOf(dir, e) === 'file')
    .map((e) => e.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The folders directly in `dir` (not dot-folders, not node_modules), sorted by name. */
export function sourceFoldersIn(dir: string): string[] {
  return entriesOf(dir)
    .filter((e) => !isIgnoredName(e.name) && e.name !== 'node_modules' && e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Paths under `dir` (relative to it, '/'-separated, sorted) of the source files ending with `suffixes`. */
export function sourceFilesUnder(dir: string, suffixes: readonly string[], prefix = ''): string[] {
  const found: string[] = [];
  const at = (name: string) => (prefix ? `${prefix}/${name}` : name);
  for (const name of sourceFilesIn(dir, suffixes)) found.push(at(name));
  for (const name of sourceFoldersIn(dir))
    found.push(...sourceFilesUnder(join(dir, name), suffixes, at(name)));
  return found.sort();
}
