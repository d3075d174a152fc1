// Deck construction (HF-1). The validator looks only at the decks a player brings, before the game (HF-1.3:
// during the game the decks may shrink or grow freely, so nothing here is checked again). It reports every
// problem at once (HF-1.5), each naming its rule and the cards involved, and — for a deck list — the line
// and column to fix: sizes at the section's header, copies at the name's first line with every line listed.
import { GAME_RULES } from '../../generated/rules.js';
import { DeckError, type DeckProblem } from '../core/errors.js';
import { type DeckLicense, deckLicenses, extraDeckGrantors } from './licenses.js';
import { nameKey } from './nameKey.js';
import {
  type ExtraDeckBlocker,
  type SectionCopies,
  at,
  deckSize,
  extraDeckNotAllowed,
  extraDeckSize,
  tooManyCopies,
} from './problems.js';
import { DECK_SECTIONS, type Deck, type DeckListPosition, type DeckSection } from './types.js';

/** Cards of one name in one deck, as written: a deck-list line (with its position), or one card of a Deck. */
export interface CountedCards {
  section: DeckSection;
  name: string;
  count: number;
  line?: number;
  col?: number;
}

/**
 * What construction is judged on. `counted` is every card as written — names the library does not know
 * included, so that a misspelt line still counts towards its deck's size and its name's copies — and `deck`
 * the cards that are known (a 【空装】 licence needs the definitions). `headers` place deck-size problems.
 */
export interface DeckUnderCheck {
  deck: Deck;
  counted: readonly CountedCards[];
  headers?: Partial<Record<DeckSection, DeckListPosition>>;
}

/** Where a problem about a whole deck goes when its list has no header for that deck. */
const LIST_START: DeckListPosition = { line: 1, col: 1 };

/**
 * Every construction problem of the deck, or [] when it is legal. When 【空装】 cards could license the deck
 * (HF-1.4), the problems are those under the licence that leaves the fewest; on a tie a 【空装】 licence is
 * preferred to the normal rules, as the player put that card in the guard deck to use it.
 */
export function validateDeck(deck: Deck): DeckProblem[] {
  return constructionProblems({ deck, counted: countedCards(deck) });
}

/** validateDeck for a deck list: the problems carry the lines and columns of `input.counted`. */
export function constructionProblems(input: DeckUnderCheck): DeckProblem[] {
  const outcomes = deckLicenses(input.deck).map((license) => problemsUnder(input, license));
  return outcomes.reduce((best, problems) => (problems.length <= best.length ? problems : best));
}

/** Throws DeckError listing every problem of the deck (HF-1.5); `file` names the deck list in the message. */
export function checkDeck(deck: Deck, file?: string): void {
  const problems = validateDeck(deck);
  if (problems.length > 0) throw new DeckError(problems, file);
}

function countedCards(deck: Deck): CountedCards[] {
  return DECK_SECTIONS.flatMap((section) =>
    deck[section].map((card) => ({ section, name: card.name, count: 1 })),
  );
}

function problemsUnder(input: DeckUnderCheck, license: DeckLicense): DeckProblem[] {
  return [...sizeProblems(input), ...copyProblems(input, license), ...extraDeckProblems(input, license)];
}

function sectionSize(input: DeckUnderCheck, section: DeckSection): number {
  return input.counted.filter((c) => c.section === section).reduce((sum, c) => sum + c.count, 0);
}

/** A deck-wide problem goes to the section's first header (or the list's start); a Deck has no positions. */
function headerOf(input: DeckUnderCheck, section: DeckSection): DeckListPosition | undefined {
  return input.headers ? (input.headers[section] ?? LIST_START) : undefined;
}

/** HF-1.1: exactly 30 main and 10 guard cards. */
function sizeProblems(input: DeckUnderCheck): DeckProblem[] {
  const wanted = { main: GAME_RULES.mainDeckSize, guard: GAME_RULES.guardDeckSize };
  return (['main', 'guard'] as const).flatMap((section) => {
    const size = sectionSize(input, section);
    return size === wanted[section]
      ? []
      : [at(deckSize(section, size, wanted[section]), headerOf(input, section))];
  });
}

/** HF-1.2 (or the licence's limit, HF-1.4): copies of one name across main + guard + extra. */
function copyProblems(input: DeckUnderCheck, license: DeckLicense): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const entries of groupByName(input.counted)) {
    const total = entries.reduce((sum, c) => sum + c.count, 0);
    if (total <= license.copyLimit) continue;
    const licensor = license.copyLimitFromCard ? license.card?.name : undefined;
    const first = entries.filter((c) => c.line !== undefined).sort((a, b) => a.line! - b.line!)[0];
    const position = first ? { line: first.line!, col: first.col ?? 1 } : undefined;
    problems.push(
      at(tooManyCopies(entries[0].name, copiesPerSection(entries), license.copyLimit, licensor), position),
    );
  }
  return problems;
}

/** The entries of each name (names compare by nameKey), names in order of first appearance. */
function groupByName(counted: readonly CountedCards[]): CountedCards[][] {
  const groups = new Map<string, CountedCards[]>();
  for (const entry of counted) {
    const key = nameKey(entry.name);
    const group = groups.get(key);
    if (group)
      group.push(entry); // not a copy per entry: 30,000 lines of one name were quadratic (issue 24)
    else groups.set(key, [entry]);
  }
  return [...groups.values()];
}

function copiesPerSection(entries: readonly CountedCards[]): SectionCopies[] {
  return DECK_SECTIONS.flatMap((section) => {
    const here = entries.filter((c) => c.section === section);
    if (here.length === 0) return [];
    const count = here.reduce((sum, c) => sum + c.count, 0);
    const lines = [...new Set(here.flatMap((c) => (c.line === undefined ? [] : [c.line])))].sort(
      (a, b) => a - b,
    );
    return [{ section, count, lines }];
  });
}

/** HF-1.4: an extra deck only under a licence that grants one, and then exactly 7 cards. */
function extraDeckProblems(input: DeckUnderCheck, license: DeckLicense): DeckProblem[] {
  const size = sectionSize(input, 'extra');
  if (size === 0) return [];
  const position = headerOf(input, 'extra');
  if (!license.extraDeck) {
    const names = [...new Set(input.counted.filter((c) => c.section === 'extra').map((c) => c.name))];
    return [at(extraDeckNotAllowed(size, names, extraDeckBlockers(input.deck, license)), position)];
  }
  if (size === GAME_RULES.extraDeckSize) return [];
  return [at(extraDeckSize(size, GAME_RULES.extraDeckSize, license.card!.name), position)];
}

/** Why no 【空装】 of the deck grants its extra deck under `license` (which grants none). */
function extraDeckBlockers(deck: Deck, license: DeckLicense): ExtraDeckBlocker[] {
  const grantors = extraDeckGrantors(deck);
  if (grantors.length === 0) return [{ kind: 'noGrantor' }];
  return grantors.map((status): ExtraDeckBlocker => {
    const card = status.card.name;
    if (!status.revealable) {
      return status.inGuard
        ? { kind: 'conditionUnmet', card, shortfalls: status.shortfalls }
        : { kind: 'notInGuard', card };
    }
    // Revealable, yet another licence left fewer problems: another 【空装】 (HF-13.8), or the normal rules
    // because this card's condition states a tighter copy limit than HF-1.2's.
    if (license.card) return { kind: 'otherKuusou', card, chosen: license.card.name };
    return { kind: 'copyCondition', card, limit: licenseLimit(deck, status.card.id) };
  });
}

function licenseLimit(deck: Deck, cardId: string): number {
  return deckLicenses(deck).find((l) => l.card?.id === cardId)?.copyLimit ?? GAME_RULES.copyLimit;
}
