// The line cache (./matchLine.ts LineCache) kept on disk between processes, for `hflux check` run from its bundle
// (codegen/dsl/tools/checkBundle.ts): issue 22's cold check of 500 cards (≤ 400 ms) spent about three quarters
// of its work reading, matching (ohm) and checking the ~250 distinct lines of the set, again in every process,
// although a line's result depends only on its text, the phrases (keywords, traits), the compiler's code and the
// grammar (compile.ts lineCache). A store names all of these: its directory is the bundle's own (built from the
// compiler's sources as they are now, src/io/moduleBundle.ts), and each file is named by the bundle, the grammar
// source's hash, the project root and the phrases. Only lines that parse are kept (an unreadable line's
// diagnosis also reads partBank.json and runs the suggestion search, so it is done again each time), only in a
// full compilation (not `quick`), and only entries that V8's serializer gives back exactly. Nothing is stored
// when the check runs from its sources or with HFLUX_LINE_CACHE=0. test/dsl/lineStore.test.ts compares a check
// with the store against one without.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { grammarSource } from '../grammar.js';
import type { LineCache } from './matchLine.js';

interface Store {
  dir: string;
  identity: string;
  root: string;
}

type Entry = LineCache['entries'] extends Map<string, infer E> ? E : never;

let store: Store | undefined;
/** The caches loaded from (or to be written to) the store, with the entries they had when loaded. */
const opened = new Map<LineCache, { path: string; loaded: Set<string> }>();
let exitHook = false;
/** More entries than this are not written (a long session's cache starts over, compile.ts LINE_CACHE_LIMIT). */
const STORE_LIMIT = 20_000;
/** Store files kept in a directory (one per project root and phrase set; tests check many temporary roots). */
const STORES_KEPT = 24;

/** Removes the least recently written stores beyond STORES_KEPT. */
function pruneStores(dir: string): void {
  const stores = readdirSync(dir)
    .filter((f) => f.startsWith('lines-') && f.endsWith('.bin'))
    .map((f) => ({ path: join(dir, f), at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { path } of stores.slice(STORES_KEPT)) rmSync(path, { force: true });
}

/** Whether the line store may be used (HFLUX_LINE_CACHE=0 turns it off). */
export function lineStoreEnabled(env = process.env): boolean {
  return env.HFLUX_LINE_CACHE !== '0';
}

/**
 * Keeps line caches under `dir` for this process's compilations of the project at `root`; `identity` names the
 * compiler's code (the bundle's file name, a hash of every source it was built from).
 */
export function useLineStore(dir: string, identity: string, root: string): void {
  if (!lineStoreEnabled()) return;
  const grammar = createHash('sha256').update(grammarSource()).digest('hex').slice(0, 16);
  store = { dir, identity: `${identity}\u0000${grammar}`, root };
  if (!exitHook) {
    exitHook = true;
    process.once('exit', saveLineStore);
  }
}

function pathOf(s: Store, phrasesKey: string): string {
  const name = createHash('sha256').update(`${s.identity}\u0000${s.root}\u0000${phrasesKey}`).digest('hex');
  return join(s.dir, `lines-${name.slice(0, 20)}.bin`);
}

/** Fills a new (empty) line cache with the stored lines of these phrases, when a store is in use. */
export function openLineStore(cache: LineCache, phrasesKey: string): void {
  if (!store || cache.quick) return;
  const path = pathOf(store, phrasesKey);
  const loaded = new Set<string>();
  try {
    const entries = deserialize(readFileSync(path)) as [string, Entry][];
    for (const [key, entry] of entries) {
      cache.entries.set(key, entry);
      loaded.add(key);
    }
  } catch {
    // no store yet, or one this Node cannot read: the lines are matched
  }
  opened.set(cache, { path, loaded });
}

/** Writes each opened cache that gained parsed lines (parsed lines only, and only those serialized exactly). */
export function saveLineStore(): void {
  for (const [cache, { path, loaded }] of opened) {
    if (cache.entries.size === loaded.size || cache.entries.size > STORE_LIMIT) continue;
    const kept: [string, Entry][] = [];
    let added = 0;
    for (const [key, entry] of cache.entries) {
      if (!entry.result.ok) continue;
      if (loaded.has(key)) {
        kept.push([key, entry]);
        continue;
      }
      let copy: unknown;
      try {
        copy = deserialize(serialize(entry));
      } catch {
        continue;
      }
      if (!isDeepStrictEqual(copy, entry)) continue;
      kept.push([key, entry]);
      added++;
    }
    if (added === 0) continue; // only lines that do not parse were new: the store has the rest
    try {
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      writeFileSync(temp, serialize(kept));
      renameSync(temp, path);
      pruneStores(dirname(path));
    } catch {
      // a store that cannot be written: the next process matches its lines
    }
  }
  opened.clear();
}
