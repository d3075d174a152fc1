// The .hf files named on a command line: files as given, directories searched recursively.
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { findCardFiles } from '../index.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** Paths relative to `root`; a missing default path is skipped, a missing named path is an error. */
export function expandPaths(root: string, paths: string[], defaults: boolean): string[] {
  const out = new Set<string>();
  for (const given of paths) {
    const abs = isAbsolute(given) ? given : resolve(root, given);
    if (!existsSync(abs)) {
      if (defaults) continue;
      throw new UsageError(`パスがありません: ${given}`);
    }
    const rel = toPosix(relative(root, abs));
    if (statSync(abs).isDirectory()) {
      const found = findCardFiles(root, rel);
      // hi9 F9: a folder named on the command line without any card file was 「0ファイル」 and exit 0
      if (found.length === 0 && !defaults)
        throw new UsageError(`「${given}」の中に .hf ファイルがありません`);
      for (const f of found) out.add(f);
    } else out.add(rel);
  }
  return [...out].sort();
}

/**
 * A path as the commands print it: relative to `root` inside it, absolute outside it (nc9 finding 6: a file under
 * /tmp was printed 「../../../tmp/x.hf」).
 */
export function displayPath(root: string, path: string): string {
  return path === '..' || path.startsWith('../') ? toPosix(resolve(root, path)) : path;
}
