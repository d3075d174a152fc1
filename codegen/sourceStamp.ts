// generated/sources.json: the SHA-256 of every source `hflux gen` read (the grammar, rules/, cards/**/*.hf),
// written with the rest of generated/. Commands that play cards compare it with the files as they are now
// (src/cli/freshCards.ts): a few milliseconds, where regenerating to find out takes seconds (issue 23).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findCardFiles } from './dsl/index.js';
import type { Generator } from './types.js';

export const STAMP_FILE = 'generated/sources.json';

/** The sources other than card files, relative to the root (a missing one is left out). */
const FIXED_SOURCES = ['grammar/card.ohm', 'rules/game.yaml', 'rules/keywords.hf'];

/** Every source path (relative, forward slashes, sorted) → the SHA-256 (hex) of its bytes. */
export function sourceDigests(root: string): Record<string, string> {
  const paths = [...FIXED_SOURCES.filter((p) => existsSync(join(root, p))), ...findCardFiles(root)];
  const out: Record<string, string> = {};
  for (const path of paths.sort()) {
    out[path] = createHash('sha256')
      .update(readFileSync(join(root, path)))
      .digest('hex');
  }
  return out;
}

export function stampContent(digests: Record<string, string>): string {
  return `${JSON.stringify({ note: 'written by hflux gen: the sources generated/ was made from', sources: digests }, null, 2)}\n`;
}

/** The digests generated/sources.json records, or undefined when it is missing or unreadable. */
export function recordedDigests(root: string): Record<string, string> | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as { sources?: unknown };
    const sources = parsed.sources;
    if (typeof sources !== 'object' || sources === null) return undefined;
    return sources as Record<string, string>;
  } catch {
    return undefined;
  }
}

/**
 * The source paths that differ from what generated/ was made from: changed, added or removed (sorted).
 * Every source when there is no stamp.
 */
export function changedSources(root: string): string[] {
  const now = sourceDigests(root);
  const then = recordedDigests(root);
  if (!then) return Object.keys(now);
  const paths = new Set([...Object.keys(now), ...Object.keys(then)]);
  return [...paths].filter((p) => now[p] !== then[p]).sort();
}

export const stampGenerator: Generator = {
  name: 'sources',
  generate(root) {
    return [{ path: STAMP_FILE, content: stampContent(sourceDigests(root)) }];
  },
};
