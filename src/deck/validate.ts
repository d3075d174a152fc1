// Deck construction (HF-1). validateDeck looks only at the deck lists a player brings, before the game
// (HF-1.3: during the game the decks may shrink or grow freely, so nothing here is checked again).
// It reports every problem at once (HF-1.5), each naming its rule and the cards involved.
import { GAME_RULES } from '../../generated/rules.js';
import { DeckError, type DeckProblem } from '../core/errors.js';
import { type DeckLicense, deckLicenses, extraDeckGrantors } from './licenses.js';
import { DECK_SECTIONS, type Deck, type DeckSection, SECTION_LABELS } from './types.js';

/**
 * Every construction problem of the deck, or [] when it is legal. When 【空装】 cards could license the deck
 * (HF-1.4), the problems are those under the licence that leaves the fewest; on a tie a 【空装】 licence is
 * preferred to the normal rules, as the player put that card in the guard deck to use it.
 */
export function validateDeck(deck: Deck): DeckProblem[] {
  const outcomes = deckLicenses(deck).map((license) => problemsUnder(deck, license));
  return outcomes.reduce((best, problems) => (problems.length <= best.length ? problems : best));
}

/** Throws DeckError listing every problem of the deck (HF-1.5); `file` names the deck list in the message. */
export function checkDeck(deck: Deck, file?: string): void {
  const problems = validateDeck(deck);
  if (problems.length > 0) throw new DeckError(problems, file);
}

function problemsUnder(deck: Deck, license: DeckLicense): DeckProblem[] {
  return [...sizeProblems(deck), ...copyProblems(deck, license), ...extraDeckProblems(deck, license)];
}

function sizeProblems(deck: Deck): DeckProblem[] {
  return [
    sizeProblem('HF-1.1', 'main', deck.main.length, GAME_RULES.mainDeckSize),
    sizeProblem('HF-1.1', 'guard', deck.guard.length, GAME_RULES.guardDeckSize),
  ].filter((problem) => problem !== undefined);
}

function sizeProblem(
  rule: string,
  section: DeckSection,
  size: number,
  wanted: number,
): DeckProblem | undefined {
  if (size === wanted) return undefined;
  const deckName = `${SECTION_LABELS[section]}デッキ`;
  return {
    rule,
    message: `${deckName}が${size}枚です。${deckName}はちょうど${wanted}枚で作ります。`,
    cards: [],
  };
}

/** HF-1.2 (or the licence's limit, HF-1.4): copies of one name across main + guard + extra. */
function copyProblems(deck: Deck, license: DeckLicense): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const [name, perSection] of countsByName(deck)) {
    const total = [...perSection.values()].reduce((sum, count) => sum + count, 0);
    if (total > license.copyLimit) problems.push(copyProblem(name, total, perSection, license));
  }
  return problems;
}

function copyProblem(
  name: string,
  total: number,
  perSection: ReadonlyMap<DeckSection, number>,
  license: DeckLicense,
): DeckProblem {
  const breakdown = [...perSection]
    .map(([section, count]) => `${SECTION_LABELS[section]}${count}`)
    .join('・');
  const message = `「${name}」が${total}枚あります（${breakdown}）。同名カードは合計${license.copyLimit}枚までです`;
  if (!license.copyLimitFromCard) return { rule: 'HF-1.2', message: `${message}。`, cards: [name] };
  const card = license.card!.name;
  return { rule: 'HF-1.4', message: `${message}（「${card}」の【空装】の条件）。`, cards: [name, card] };
}

/** Per name (in order of first appearance), the count in each deck that holds it. */
function countsByName(deck: Deck): Map<string, Map<DeckSection, number>> {
  const counts = new Map<string, Map<DeckSection, number>>();
  for (const section of DECK_SECTIONS) {
    for (const card of deck[section]) {
      const perSection = counts.get(card.name) ?? new Map<DeckSection, number>();
      perSection.set(section, (perSection.get(section) ?? 0) + 1);
      counts.set(card.name, perSection);
    }
  }
  return counts;
}

/** HF-1.4: an extra deck only under a licence that grants one, and then exactly 7 cards. */
function extraDeckProblems(deck: Deck, license: DeckLicense): DeckProblem[] {
  const size = deck.extra.length;
  if (size === 0) return [];
  if (!license.extraDeck) return [unlicensedExtraDeck(deck)];
  const problem = sizeProblem('HF-1.4', 'extra', size, GAME_RULES.extraDeckSize);
  return problem ? [{ ...problem, cards: [license.card!.name] }] : [];
}

function unlicensedExtraDeck(deck: Deck): DeckProblem {
  const names = [...new Set(deck.extra.map((card) => card.name))];
  const grantors = extraDeckGrantors(deck).map((card) => `「${card.name}」`);
  const why =
    grantors.length > 0
      ? `${grantors.join('')}の【空装】は、ガードデッキにあってデッキがその条件を満たすときだけ追加デッキを与えます。`
      : '追加デッキを与える【空装】のカードがありません。';
  return {
    rule: 'HF-1.4',
    message: `追加デッキ（${deck.extra.length}枚）は使えません。${why}`,
    cards: names,
  };
}
