// Runs the generators and compares or writes their output. codegen/gen.ts is the command line around it.
import { join } from 'node:path';
import { GenError } from './errors.js';
import { readFileIfExists, writeFileAtomic } from './files.js';
import type { GeneratedFile, Generator } from './types.js';

/** Every file the generators produce; two generators may not claim the same path. */
export function generateAll(root: string, generators: readonly Generator[]): GeneratedFile[] {
  const owners = new Map<string, string>();
  const files: GeneratedFile[] = [];
  for (const generator of generators) {
    for (const file of generator.generate(root)) {
      const owner = owners.get(file.path);
      if (owner)
        throw new GenError(`generators '${owner}' and '${generator.name}' both produce ${file.path}`);
      owners.set(file.path, generator.name);
      files.push(file);
    }
  }
  return files;
}

/** Paths whose content on disk differs from the generated content (or that are missing). */
export function staleFiles(root: string, files: readonly GeneratedFile[]): string[] {
  return files.filter((file) => readFileIfExists(join(root, file.path)) !== file.content).map((f) => f.path);
}

/** Writes the stale files atomically and returns their paths; fresh files are left untouched. */
export function writeGenerated(root: string, files: readonly GeneratedFile[]): string[] {
  const stale = staleFiles(root, files);
  for (const file of files) {
    if (stale.includes(file.path)) writeFileAtomic(join(root, file.path), file.content);
  }
  return stale;
}
