// The card sets `hflux serve` hands the page: compiled in process from a cards/ directory with the DSL
// compiler, recompiled whenever a file under it (or rules/keywords.hf) changed. Freshness is checked on every
// request (the files' sizes and times), so a designer who saves a card and reloads at once gets the new text
// even before the file watcher has reported the change.
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
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
import { isIgnoredName, sourceFilesIn, sourceFoldersIn } from '../../io/discover.js';
import { InputFileError, readInputFile } from '../../io/readInput.js';

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
      if (isIgnoredName(entry.name)) continue; // an editor's lock file appearing is not a change
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

  /**
   * The current card sets, recompiled first if a file changed since the last call. Never throws: a file that
   * cannot be read (another user's, too large, a FIFO) is a problem on the page, and the last good sets stay.
   */
  current(): CardsPayload {
    const now = fingerprintOf(this.cardsDir, [join(this.root, KEYWORDS_FILE)]);
    if (now !== this.fingerprint) {
      this.fingerprint = now;
      const version = this.payload.version + 1;
      try {
        this.payload = this.compile(version);
      } catch (e) {
        this.payload = { ...this.payload, version, problems: [unreadableProblem(e, this.root)] };
      }
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
    const deckProblems: CardProblem[] = [];
    const decks = this.decks(deckProblems);
    if (errors.length > 0)
      return { ...this.payload, version, decks, problems: [...errors.map(problemOf), ...deckProblems] };
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
    return { version, sets, decks, defaultDecks: DEFAULT_DECKS, problems: deckProblems };
  }

  /** cards/<set>/decks/*.deck, by set then name; one that cannot be read goes to `problems`. */
  private decks(problems: CardProblem[]): ServedDeck[] {
    const out: ServedDeck[] = [];
    for (const set of sourceFoldersIn(this.cardsDir)) {
      const dir = join(this.cardsDir, set, 'decks');
      for (const name of sourceFilesIn(dir, ['.deck'])) {
        const path = join(dir, name);
        const file = toPosix(relative(this.root, path));
        let text: string;
        try {
          text = readInputFile(path, { display: file });
        } catch (e) {
          if (!(e instanceof InputFileError)) throw e;
          problems.push(unreadableProblem(e, this.root));
          continue;
        }
        out.push({ name: name.slice(0, -'.deck'.length), set, file, text });
      }
    }
    return out.sort((a, b) => (a.set === b.set ? a.name.localeCompare(b.name) : a.set < b.set ? -1 : 1));
  }
}

/** A file that could not be read (InputFileError names it), as a problem the page shows. */
function unreadableProblem(e: unknown, root: string): CardProblem {
  const file = e instanceof InputFileError ? toPosix(relative(root, resolve(root, e.path))) : '';
  const message = e instanceof Error ? e.message : String(e);
  return { file, line: 0, col: 0, code: 'HF-IO', message };
}
