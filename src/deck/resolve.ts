// Deck list → deck: each line's name is looked up in the card library (HF-1.5: unknown names are
// reported with their line and the closest known name). Names compare by nameKey (NFKC, zero-width
// characters removed), the same way as the DSL checks (HF-E070) and generated/index.ts's cardByName.
import type { CardDefinition } from '../core/cardTypes.js';
import { DeckError, type DeckProblem } from '../core/errors.js';
import { nameKey } from './nameKey.js';
import { at, unknownCard as unknownCardProblem } from './problems.js';
import { type SuggestionWork, nameSuggester } from './suggest.js';
import { type CardLibrary, DECK_SECTIONS, type Deck, type DeckList, type DeckListEntry } from './types.js';

/** Distinct unknown names of one list that get a "did you mean" (a real deck has at most 47 cards). */
export const MAX_SUGGESTED_NAMES = 100;

/** The deck the list describes, one definition per card; throws DeckError naming every unknown card. */
export function resolveDeck(list: DeckList, library: CardLibrary): Deck {
  const { deck, problems } = resolveKnown(list, library);
  if (problems.length > 0) throw new DeckError(problems, list.file);
  return deck;
}

/** The deck of the lines whose names are known, and a problem for each unknown name. */
export function resolveKnown(
  list: DeckList,
  library: CardLibrary,
  work?: SuggestionWork,
): { deck: Deck; problems: DeckProblem[] } {
  const problems: DeckProblem[] = [];
  const deck: Deck = { main: [], guard: [], extra: [] };
  const byKey = new Map([...library].map(([name, definition]) => [nameKey(name), definition]));
  // One suggestion per distinct unknown name, not per line, and only for the first MAX_SUGGESTED_NAMES
  // names: 30,000 lines of unknown names stay linear (issue 24).
  const suggestions = new Map<string, string | undefined>();
  let suggester: ((name: string) => string | undefined) | undefined;
  const suggest = (name: string) => {
    if (!suggestions.has(name) && suggestions.size >= MAX_SUGGESTED_NAMES) return undefined;
    suggester ??= nameSuggester(library.keys(), work);
    if (!suggestions.has(name)) suggestions.set(name, suggester(name));
    return suggestions.get(name);
  };
  for (const section of DECK_SECTIONS) {
    for (const entry of list[section]) {
      const definition = library.get(entry.name) ?? byKey.get(nameKey(entry.name));
      if (definition) deck[section].push(...copies(definition, entry.count));
      else problems.push(unknownCard(entry, suggest(entry.name)));
    }
  }
  return { deck, problems };
}

function copies(definition: CardDefinition, count: number): CardDefinition[] {
  return Array.from({ length: count }, () => definition);
}

function unknownCard(entry: DeckListEntry, suggestion: string | undefined): DeckProblem {
  const problem = unknownCardProblem(entry.name, suggestion);
  return at(problem, { line: entry.line, col: entry.col ?? 1 });
}
