// The card sets `hflux serve` hands the page: compiled in process from a cards/ directory with the DSL
// compiler, recompiled whenever a file under it (or rules/keywords.hf) changed. Freshness is checked on every
// request (the files' sizes and times), so a designer who saves a card and reloads at once gets the new text
// even before the file watcher has reported the change.
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import {
  type Diagnostic,
  FileCache,
  KEYWORDS_FILE,
  compileCardFiles,
  findCardFiles,
  loadKeywords,
} from '../../../codegen/dsl/index.js';
import { ALL_SETS } from '../../../generated/index.js';
import type { CardProblem, CardsPayload, ServedDeck, ServedSet } from '../../../web/src/api.js';
import type { CardDefinition } from '../../core/cardTypes.js';
import { DEFAULT_DECKS } from '../../deck/builtIn.js';
import { actionKey } from '../../engine/index.js';
import { readInputFile } from '../../io/readInput.js';

const toPosix = (path: string) => path.split(sep).join('/');

/** Every file under `dir` (recursively) with its size and modification time, sorted: what a change alters. */
function fingerprintOf(dir: string, extra: string[]): string {
  const out: string[] = [];
  const visit = (abs: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) visit(path);
      else out.push(stamp(path));
    }
  };
  visit(dir);
  for (const path of extra) out.push(stamp(path));
  return out.sort().join('\n');
}

function stamp(path: string): string {
  try {
    const st = statSync(path);
    return `${path}:${st.size}:${st.mtimeMs}`;
  } catch {
    return `${path}:-`;
  }
}

function problemOf(d: Diagnostic): CardProblem {
  return { file: d.file, line: d.line, col: d.col, code: d.code, message: d.message };
}

/**
 * generated/'s definitions of a set as a canonical string (actionKey: plain data with keys sorted — the
 * generator writes fields in another order than the compiler builds them), to tell whether `hflux scenario`
 * would see the same cards.
 */
function generatedKey(id: string): string | null {
  const set = ALL_SETS.find((s) => s.id === id);
  return set ? actionKey(set.cards) : null;
}

export class CardStore {
  /** The project root: card sources are named relative to it, and its rules/keywords.hf is used. */
  readonly root: string;
  private readonly fileCache = new FileCache();
  private fingerprint = '';
  private payload: CardsPayload = {
    version: 0,
    sets: [],
    decks: [],
    defaultDecks: DEFAULT_DECKS,
    problems: [],
  };

  /** `cardsDir`: the directory of card sets (cards/<set>/*.hf and cards/<set>/decks/*.deck). */
  constructor(readonly cardsDir: string) {
    this.root = dirname(cardsDir);
  }

  /** The current card sets, recompiled first if a file changed since the last call. */
  current(): CardsPayload {
    const now = fingerprintOf(this.cardsDir, [join(this.root, KEYWORDS_FILE)]);
    if (now !== this.fingerprint) {
      this.fingerprint = now;
      this.payload = this.compile(this.payload.version + 1);
    }
    return this.payload;
  }

  /** Definitions by name across the served sets (a later set does not override an earlier one). */
  library(): Map<string, CardDefinition> {
    const lib = new Map<string, CardDefinition>();
    for (const set of this.current().sets)
      for (const c of set.cards) if (!lib.has(c.name)) lib.set(c.name, c);
    return lib;
  }

  private compile(version: number): CardsPayload {
    const keywords = loadKeywords(this.root);
    const paths = findCardFiles(
      this.root,
      toPosix(relative(this.root, this.cardsDir)) || basename(this.cardsDir),
    );
    const { files, diagnostics } = compileCardFiles(this.root, paths, keywords.table, this.fileCache);
    const errors = [...keywords.diagnostics, ...diagnostics].filter((d) => d.severity === 'error');
    const decks = this.decks();
    if (errors.length > 0) return { ...this.payload, version, decks, problems: errors.map(problemOf) };
    const bySet = new Map<string, CardDefinition[]>();
    for (const file of files) {
      if (file.setId === null) continue;
      const list = bySet.get(file.setId) ?? [];
      list.push(...file.cards.map((c) => c.def));
      bySet.set(file.setId, list);
    }
    const sets: ServedSet[] = [...bySet.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, cards]) => ({ id, cards, sameAsGenerated: generatedKey(id) === actionKey(cards) }));
    return { version, sets, decks, defaultDecks: DEFAULT_DECKS, problems: [] };
  }

  /** cards/<set>/decks/*.deck, by set then name. */
  private decks(): ServedDeck[] {
    const out: ServedDeck[] = [];
    const sets = safeList(this.cardsDir).filter((e) => e.isDirectory());
    for (const set of sets.map((e) => e.name).sort()) {
      const dir = join(this.cardsDir, set, 'decks');
      for (const entry of safeList(dir)) {
        if (!entry.isFile() || !entry.name.endsWith('.deck')) continue;
        const path = join(dir, entry.name);
        const file = toPosix(relative(this.root, path));
        out.push({
          name: entry.name.slice(0, -'.deck'.length),
          set,
          file,
          text: readInputFile(path, { display: file }),
        });
      }
    }
    return out.sort((a, b) => (a.set === b.set ? a.name.localeCompare(b.name) : a.set < b.set ? -1 : 1));
  }
}

function safeList(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
