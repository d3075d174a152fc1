// Decks by name: every set's decks (cards/<set>/decks/*.deck, by name or <set>/<name>), or deck-list files.
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFilesIn, sourceFoldersIn } from '../io/discover.js';
import { FILE_KIND_NAMES, fileKindOf } from '../io/fileKind.js';
import { readInputFile } from '../io/readInput.js';
import { loadDeck } from './load.js';
import { type CardPool, cardPool } from './pool.js';
import type { Deck } from './types.js';

const CARDS_DIR = fileURLToPath(new URL('../../cards', import.meta.url));
const STARTER_DECKS = join(CARDS_DIR, 'starter', 'decks');

export const DEFAULT_DECKS: [string, string] = ['guren-aggro', 'soukyu-knights'];

function deckNamesIn(dir: string): string[] {
  return sourceFilesIn(dir, ['.deck']).map((f) => basename(f, '.deck'));
}

/** The starter set's decks (cards/starter/decks), in name order. */
export function starterDeckNames(): string[] {
  return deckNamesIn(STARTER_DECKS);
}

/** Every set's deck files: name → path (starter first, then the other sets in name order; first name wins). */
function setDecks(): Map<string, string> {
  const decks = new Map<string, string>();
  const sets = sourceFoldersIn(CARDS_DIR).sort((a, b) =>
    a === 'starter' ? -1 : b === 'starter' ? 1 : a.localeCompare(b),
  );
  for (const set of sets) {
    const dir = join(CARDS_DIR, set, 'decks');
    for (const name of deckNamesIn(dir)) {
      const path = join(dir, `${name}.deck`);
      if (!decks.has(name)) decks.set(name, path);
      decks.set(`${set}/${name}`, path);
    }
  }
  return decks;
}

export function builtInDeckNames(): string[] {
  return [...setDecks().keys()].filter((n) => !n.includes('/'));
}

/** The deck-list file a deck argument means: a built-in deck's file, or the argument itself as a path. */
export function deckFileOf(arg: string): string {
  // A Map, not an object: `constructor`, `__proto__` or `toString` are not deck names (nor files, unless they exist).
  return setDecks().get(arg) ?? arg;
}

/** A built-in deck name or a deck-list file path, its names resolved in every built-in set. */
export function deckFrom(arg: string): Deck {
  return deckFromPool(arg, cardPool());
}

/**
 * A built-in deck name or a deck-list file path, its names resolved in `pool` (`--cards`). Throws DeckError for
 * an illegal deck, InputFileError for a file that cannot be read.
 */
export function deckFromPool(arg: string, pool: CardPool): Deck {
  const file = deckFileOf(arg);
  const kind = file === arg ? fileKindOf(file) : undefined;
  if (kind === 'cards' || kind === 'scenario') throw new NotADeckError(file, kind);
  return loadDeck(readInputFile(file), file, pool.library);
}

/**
 * A deck argument (`--decks`) that is a card file or a scenario (nc9 finding 13): one line saying what it is and
 * where it goes — a card file to `--cards` — instead of one HF-1.5 per line of the file. Exit 2 (a usage error).
 */
export class NotADeckError extends Error {
  override name = 'NotADeckError';
  readonly english: string;
  constructor(
    readonly file: string,
    readonly kind: 'cards' | 'scenario',
  ) {
    const { ja, en } = FILE_KIND_NAMES[kind];
    const deck = FILE_KIND_NAMES.deck;
    const set = kind === 'cards' ? builtInSetOfFile(file) : undefined;
    const what = {
      ja: `${file} は${ja}で、${deck.ja}ではありません`,
      en: `${file} is ${en}, not ${deck.en}`,
    };
    if (set) {
      // nc10: a file of a built-in set (cards/mine/mine.hf) needs no --cards: its set's decks are the answer
      const decks = deckNamesIn(join(CARDS_DIR, set, 'decks'));
      const named = decks.length > 0 ? decks.join(' / ') : undefined;
      super(
        `${what.ja}：セット ${set} のカードは組み込みで、--cards は要りません。--decks には${named ? `このセットのデッキ（${named}）か` : ''}デッキリストを書いてください`,
      );
      this.english = `${what.en}: the cards of set ${set} are built in, no --cards needed. Give --decks ${named ? `this set's decks (${named}) or ` : ''}deck lists`;
      return;
    }
    super(
      kind === 'cards'
        ? `${what.ja}：--decks にはデッキリストか組み込みのデッキ名を書き、カードファイルは --cards ${file} で渡してください`
        : `${what.ja}：hflux scenario ${file} を使ってください`,
    );
    this.english =
      kind === 'cards'
        ? `${what.en}: give --decks deck lists or built-in deck names, and the card file with --cards ${file}`
        : `${what.en}: use hflux scenario ${file}`;
  }
}

/** The set of a card file under this checkout's cards/<set>/, if it is one. */
function builtInSetOfFile(file: string): string | undefined {
  const rel = relative(CARDS_DIR, resolve(file));
  const [set, ...rest] = rel.split(sep);
  if (!set || set === '..' || rest.length === 0 || rel.startsWith('..')) return undefined;
  return sourceFoldersIn(CARDS_DIR).includes(set) ? set : undefined;
}
