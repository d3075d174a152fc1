// Deck list text → a legal deck, in one pass: parse (syntax), resolve (card names), construction (HF-1).
// Every problem is reported at once (issue 11, issue 13): malformed lines, unknown names, deck sizes, copies
// and the extra deck together, in line order, each at its line and column. A misspelt name still counts
// towards its deck's size and its name's copies, so fixing it never brings up a new round of problems.
import { DeckError, type DeckProblem } from '../core/errors.js';
import { nameKey } from './nameKey.js';
import { readDeckList } from './parse.js';
import { resolveKnown } from './resolve.js';
import { type CardLibrary, DECK_SECTIONS, type Deck, type DeckList } from './types.js';
import { type CountedCards, constructionProblems } from './validate.js';

/** A deck list checked: the deck of its known cards, and every problem (none when the deck is legal). */
export interface DeckListReport {
  list: DeckList;
  deck: Deck;
  problems: DeckProblem[];
}

/** Every problem of a deck list in one pass, sorted by line and column. Never throws. */
export function checkDeckList(text: string, file: string | undefined, library: CardLibrary): DeckListReport {
  const { list, problems: lineProblems } = readDeckList(text, file);
  const { deck, problems: nameProblems } = resolveKnown(list, library);
  const construction = constructionProblems({
    deck,
    counted: countedLines(list, library),
    headers: list.headers,
  });
  const problems = [...lineProblems, ...nameProblems, ...construction].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0),
  );
  return { list, deck, problems };
}

/** Throws DeckError (naming `file`) listing every problem of the list, in line order. */
export function loadDeck(text: string, file: string | undefined, library: CardLibrary): Deck {
  const { deck, problems } = checkDeckList(text, file, library);
  if (problems.length > 0) throw new DeckError(problems, file);
  return deck;
}

/** Every card line as written, named as its card is named when the library knows it. */
function countedLines(list: DeckList, library: CardLibrary): CountedCards[] {
  const byKey = new Map(
    [...library.values()].map((definition) => [nameKey(definition.name), definition.name]),
  );
  return DECK_SECTIONS.flatMap((section) =>
    list[section].map((entry) => ({
      section,
      name: byKey.get(nameKey(entry.name)) ?? entry.name,
      count: entry.count,
      line: entry.line,
      col: entry.col,
    })),
  );
}

export type { Deck };
