// Deck lists and deck construction (HF-1). See parse.ts for the text format.
export { type DeckListReport, checkDeckList, loadDeck } from './load.js';
export {
  type CardFile,
  type CardPool,
  CardPoolError,
  type CardPoolSpec,
  builtInSetIds,
  cardPool,
} from './pool.js';
export { DECK_PROBLEM_RULES, type DeckProblemCode } from './problems.js';
export { parseDeckList } from './parse.js';
export { resolveDeck } from './resolve.js';
export { closestName } from './suggest.js';
export type { CardLibrary, Deck, DeckList, DeckListEntry, DeckSection } from './types.js';
export { checkDeck, validateDeck } from './validate.js';
