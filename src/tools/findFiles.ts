// Recursive file listing for the tools (sorted, so reports are stable).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Paths under `dir` (relative to it, '/'-separated) whose names end with one of `suffixes`. */
export function findFiles(dir: string, suffixes: readonly string[], prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') {
      found.push(...findFiles(join(dir, entry.name), suffixes, path));
    } else if (entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix))) {
      found.push(path);
    }
  }
  return found.sort();
}
