// Puts generated/ back when a `gen` was killed between its two renames (generated/ → generated.old-<pid>,
// generated.tmp-<pid> → generated/): the old tree is complete, so it is renamed back. Plain JavaScript with
// no imports of the project, so it can run before anything imports generated/ — in the launcher
// (bin/hflux.js), in `npm run gen` (codegen/gen.ts), `npm start` (src/cli/start.ts) and in every `gen` run
// (codegen/files.ts cleanLeftovers). Returns the name of the tree put back, or null.
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} root @param {string} [dir] @returns {string | null} */
export function recoverTree(root, dir = 'generated') {
  if (existsSync(join(root, dir))) return null;
  let names;
  try {
    names = readdirSync(root);
  } catch {
    return null;
  }
  const olds = names.filter((n) => n.startsWith(`${dir}.old-`)).sort();
  if (olds.length === 0) return null;
  renameSync(join(root, olds[0]), join(root, dir));
  return olds[0];
}
