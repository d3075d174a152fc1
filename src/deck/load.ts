// Deck list text → a legal deck, in one call: parse (syntax), resolve (card names), check (HF-1).
// Every problem is reported at once (issue 11): malformed lines, unknown names and construction problems
// together; copy-limit problems name the deck-list lines of that card.
import { DeckError, type DeckProblem } from '../core/errors.js';
import { nameKey } from './nameKey.js';
import { readDeckList } from './parse.js';
import { resolveKnown } from './resolve.js';
import { type CardLibrary, DECK_SECTIONS, type Deck, type DeckList } from './types.js';
import { validateDeck } from './validate.js';

/** Throws DeckError (naming `file`) listing every problem of the list, in line order. */
export function loadDeck(text: string, file: string | undefined, library: CardLibrary): Deck {
  const { list, problems: lineProblems } = readDeckList(text, file);
  const { deck, problems: nameProblems } = resolveKnown(list, library);
  const incomplete = lineProblems.length + nameProblems.length > 0;
  const construction = validateDeck(deck)
    // The deck sizes of a list with unreadable lines or unknown names would only mislead.
    .filter((p) => !(incomplete && p.rule === 'HF-1.1'))
    .map((p) => withLines(p, list));
  const problems = [...lineProblems, ...nameProblems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  problems.push(...construction);
  if (problems.length > 0) throw new DeckError(problems, file);
  return deck;
}

/** A copy-limit problem (HF-1.2, HF-1.4) with the line of the card's first entry and every line listed. */
function withLines(problem: DeckProblem, list: DeckList): DeckProblem {
  if (!problem.message.includes('同名カードは合計')) return problem;
  const key = nameKey(problem.cards[0] ?? '');
  const lines = DECK_SECTIONS.flatMap((s) => list[s])
    .filter((entry) => nameKey(entry.name) === key)
    .map((entry) => entry.line)
    .sort((a, b) => a - b);
  if (lines.length === 0) return problem;
  return { ...problem, line: lines[0], message: `${problem.message}（${lines.join('・')}行目）` };
}

export type { Deck };
