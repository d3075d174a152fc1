// The CLI's build cache (bin/bundleCache.js) keeps a directory per checkout; a temporary copy of the project or a
// removed worktree left its ~6 MB bundle behind for ever. pruneOrphanCaches removes exactly those.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { FORMAT, MANIFEST, pruneOrphanCaches } from '../../bin/bundleCache.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hflux-prune-'));
  made.push(dir);
  return dir;
}

function cacheEntry(cacheRoot: string, name: string, manifest: unknown): void {
  mkdirSync(join(cacheRoot, name), { recursive: true });
  writeFileSync(join(cacheRoot, name, 'cli-0123.cjs'), '// bundle');
  if (manifest !== undefined) writeFileSync(join(cacheRoot, name, MANIFEST), JSON.stringify(manifest));
}

describe('pruneOrphanCaches', () => {
  test('removes the directories of checkouts that are gone and keeps the rest', () => {
    const cacheRoot = temp();
    const liveRoot = temp();
    const goneRoot = join(temp(), 'removed-checkout');
    cacheEntry(cacheRoot, 'cli-live', { format: FORMAT, root: liveRoot, file: 'cli-0123.cjs', inputs: {} });
    cacheEntry(cacheRoot, 'cli-gone', { format: FORMAT, root: goneRoot, file: 'cli-0123.cjs', inputs: {} });
    cacheEntry(cacheRoot, 'check-gone', { format: FORMAT - 1, root: goneRoot, file: 'x', inputs: {} });
    cacheEntry(cacheRoot, 'cli-building', undefined); // no manifest yet: a build in progress
    mkdirSync(join(cacheRoot, 'typecheck'));
    expect(pruneOrphanCaches(cacheRoot).sort()).toEqual(['check-gone', 'cli-gone']);
    expect(readdirSync(cacheRoot).sort()).toEqual(['cli-building', 'cli-live', 'typecheck']);
  });

  test('a missing cache root removes nothing and does not throw', () => {
    expect(pruneOrphanCaches(join(temp(), 'absent'))).toEqual([]);
  });

  test('a manifest that is not JSON or names no root is kept', () => {
    const cacheRoot = temp();
    mkdirSync(join(cacheRoot, 'cli-bad'));
    writeFileSync(join(cacheRoot, 'cli-bad', MANIFEST), '{not json');
    cacheEntry(cacheRoot, 'cli-noroot', { format: FORMAT });
    expect(pruneOrphanCaches(cacheRoot)).toEqual([]);
    expect(existsSync(join(cacheRoot, 'cli-bad'))).toBe(true);
  });
});
