// Deck list → deck: each line's name is looked up in the card library (HF-1.5: unknown names are
// reported with their line and the closest known name).
import type { CardDefinition } from '../core/cardTypes.js';
import { DeckError, type DeckProblem } from '../core/errors.js';
import { closestName } from './suggest.js';
import { type CardLibrary, DECK_SECTIONS, type Deck, type DeckList, type DeckListEntry } from './types.js';

/** The deck the list describes, one definition per card; throws DeckError naming every unknown card. */
export function resolveDeck(list: DeckList, library: CardLibrary): Deck {
  const problems: DeckProblem[] = [];
  const deck: Deck = { main: [], guard: [], extra: [] };
  for (const section of DECK_SECTIONS) {
    for (const entry of list[section]) {
      const definition = library.get(entry.name);
      if (definition) deck[section].push(...copies(definition, entry.count));
      else problems.push(unknownCard(entry, library));
    }
  }
  if (problems.length > 0) throw new DeckError(problems, list.file);
  return deck;
}

function copies(definition: CardDefinition, count: number): CardDefinition[] {
  return Array.from({ length: count }, () => definition);
}

function unknownCard(entry: DeckListEntry, library: CardLibrary): DeckProblem {
  const suggestion = closestName(entry.name, library.keys());
  const hint = suggestion ? `「${suggestion}」のことですか？` : '似た名前のカードもありません。';
  return {
    rule: 'HF-1.5',
    message: `「${entry.name}」という名前のカードはありません。${hint}`,
    cards: [entry.name],
    line: entry.line,
  };
}
