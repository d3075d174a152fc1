// Recursive file listing for the tools (sorted, so reports are stable): the shared source discovery of
// src/io/discover.ts (no dot-files, editor lock or backup files, or non-regular files).
import { sourceFilesUnder } from '../io/discover.js';

/** Paths under `dir` (relative to it, '/'-separated) whose names end with one of `suffixes`. */
export function findFiles(dir: string, suffixes: readonly string[]): string[] {
  return sourceFilesUnder(dir, suffixes);
}
