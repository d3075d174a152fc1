// Where the card sources are. Its own module, with nothing of the compiler behind it: the CLI's freshness check
// (codegen/sourceStamp.ts, run before every card command) reads it before anything else is loaded.
import { join, relative, sep } from 'node:path';
import { sourceFilesUnder } from '../../src/io/discover.js';

/** The `.hf` files under `dir` (recursively), sorted, as paths relative to `root`. */
export function findCardFiles(root: string, dir = 'cards'): string[] {
  // src/io/discover.ts (issue 24): no dot-files (Emacs's `.#fire.hf`), backups or non-regular files.
  const start = join(root, dir);
  return sourceFilesUnder(start, ['.hf'])
    .map((path) => relative(root, join(start, path)).split(sep).join('/'))
    .sort();
}
