// Runs the generators and compares or writes their output. codegen/gen.ts is the command line around it.
// All or nothing: every generator runs before anything is written, so a failing generator (bad input,
// diagnostics) leaves generated/ exactly as it was. generated/ is swapped as a whole (issue 11): the new
// tree is written to a sibling generated.tmp-<pid>, then generated/ → generated.old-<pid>, the new tree →
// generated/, and the old one is deleted. Files outside generated/ are staged as temp files and renamed.
// Leftovers of a killed run are cleaned at the start of the next one (cleanLeftovers).
import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GenError } from './errors.js';
import { cleanLeftovers, readFileIfExists, removeFile, stageFile, swapTree } from './files.js';
import type { GeneratedFile, GeneratedOutput, Generator } from './types.js';

/** Every file the generators produce; two generators may not claim the same path. */
export function generateAll(root: string, generators: readonly Generator[]): GeneratedFile[] {
  return generateOutput(root, generators).files;
}

/** generateAll, with the directories the generators own wholly. */
export function generateOutput(root: string, generators: readonly Generator[]): GeneratedOutput {
  const owners = new Map<string, string>();
  const files: GeneratedFile[] = [];
  const owned: string[] = [];
  for (const generator of generators) {
    for (const file of generator.generate(root)) {
      const owner = owners.get(file.path);
      if (owner)
        throw new GenError(`generators '${owner}' and '${generator.name}' both produce ${file.path}`);
      owners.set(file.path, generator.name);
      files.push(file);
    }
    owned.push(...(generator.owns ?? []));
  }
  return { files, owned };
}

/**
 * Paths whose content on disk differs from the generated content (or that are missing), then the files in
 * owned directories that no generator produces (they would be deleted).
 */
export function staleFiles(root: string, output: readonly GeneratedFile[] | GeneratedOutput): string[] {
  const { files, owned } = normalize(output);
  const changed = files
    .filter((file) => readFileIfExists(join(root, file.path)) !== file.content)
    .map((f) => f.path);
  return [...changed, ...orphans(root, files, owned)];
}

/**
 * Writes the stale files atomically (all staged, then renamed), deletes orphans in owned directories and
 * returns the paths it changed; fresh files are left untouched.
 */
export function writeGenerated(root: string, output: readonly GeneratedFile[] | GeneratedOutput): string[] {
  const { files, owned } = normalize(output);
  cleanLeftovers(root, TREE);
  const changed = files.filter((file) => readFileIfExists(join(root, file.path)) !== file.content);
  const extra = orphans(root, files, owned);
  const inTree = (path: string) => path.startsWith(`${TREE}/`);
  const treeChanges = changed.filter((f) => inTree(f.path));
  const treeRemovals = extra.filter(inTree);
  if (treeChanges.length > 0 || treeRemovals.length > 0) {
    swapTree(
      root,
      TREE,
      treeChanges.map((f) => ({ path: f.path.slice(TREE.length + 1), content: f.content })),
      treeRemovals.map((path) => path.slice(TREE.length + 1)),
    );
  }
  writeStaged(
    root,
    changed.filter((f) => !inTree(f.path)),
  );
  for (const path of extra.filter((p) => !inTree(p))) removeFile(join(root, path));
  return [...changed.map((f) => f.path), ...extra];
}

/** The directory written as a whole. */
const TREE = 'generated';

function writeStaged(root: string, changed: readonly GeneratedFile[]): void {
  const staged: { commit(): void; abort(): void }[] = [];
  try {
    for (const file of changed) staged.push(stageFile(join(root, file.path), file.content));
  } catch (error) {
    for (const s of staged) s.abort();
    throw error;
  }
  staged.forEach((s, i) => {
    try {
      s.commit();
    } catch (error) {
      for (const rest of staged.slice(i + 1)) rest.abort();
      throw error;
    }
  });
}

function normalize(output: readonly GeneratedFile[] | GeneratedOutput): GeneratedOutput {
  return Array.isArray(output) ? { files: [...output], owned: [] } : (output as GeneratedOutput);
}

/** Files in owned directories that no generator produces any more (writing deletes them). */
export function orphanFiles(root: string, output: GeneratedOutput): string[] {
  return orphans(root, output.files, output.owned);
}

/**
 * Files (not dot-files: temp files of a concurrent write) in owned directories, at any depth, that nothing
 * produces (generated/cards/<set>/<file>.ts of a removed card file, say).
 */
function orphans(root: string, files: readonly GeneratedFile[], owned: readonly string[]): string[] {
  const produced = new Set(files.map((f) => f.path));
  return owned.flatMap((dir) => filesUnder(root, dir).filter((path) => !produced.has(path)));
}

/** Paths (relative to root, sorted) of the files below `dir`, not dot-files; none when `dir` is missing. */
function filesUnder(root: string, dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(root, path));
    else if (entry.isFile() && !entry.name.startsWith('.')) found.push(path);
  }
  return found;
}
