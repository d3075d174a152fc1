import { GAME_RULES } from '../../generated/rules.js';
// The deck-list text format (HF-1.5: problems are reported before the game, naming file:line).
//
//   # Blaze deck                 ← comment: from '#' (or '＃') at the start or after a space to the line end
//   [main]                       ← section header, see sectionHeaders.ts (also `メインデッキ:` style)
//   3 紅蓮の剣士                  ← card line: count, space(s), card name
//   ３　蒼の守り手                ← full-width digits and full-width space are accepted
//                                ← blank lines are ignored
// Card lines must come after a header. A name may repeat; the counts add up when the deck is checked.
import { DeckError, type DeckProblem } from '../core/errors.js';
import { splitLineTexts } from '../io/lines.js';
import { at, countTooLarge, missingHeader, unreadableLine, zeroCount } from './problems.js';
import { parseSectionHeader } from './sectionHeaders.js';
import type { DeckList, DeckListPosition, DeckSection } from './types.js';

const CARD_LINE = /^([0-9０-９]+)\s+(.+)$/;
const COMMENT = /(?:^|\s)[#＃]/;
const FULL_WIDTH_ZERO = '０'.charCodeAt(0);
/** No single line can hold more cards than a whole deck (HF-1.1, HF-1.4); this also bounds memory. */
const MAX_LINE_COUNT = GAME_RULES.mainDeckSize + GAME_RULES.guardDeckSize + GAME_RULES.extraDeckSize;

interface ParseState {
  list: DeckList;
  section?: DeckSection;
  problems: DeckProblem[];
}

/** Parses a deck list; throws DeckError listing every malformed line as `file:line`. */
export function parseDeckList(text: string, file?: string): DeckList {
  const { list, problems } = readDeckList(text, file);
  if (problems.length > 0) throw new DeckError(problems, file);
  return list;
}

/** The readable lines of a deck list and a problem for each malformed one (loadDeck reports all at once). */
export function readDeckList(text: string, file?: string): { list: DeckList; problems: DeckProblem[] } {
  const state: ParseState = { list: { file, main: [], guard: [], extra: [], headers: {} }, problems: [] };
  // Every line-ending convention (CRLF, LF, CR, U+0085, U+2028, U+2029) ends a line: src/io/lines.ts.
  splitLineTexts(text.replace(/^\uFEFF/, '')).forEach((raw, index) => readLine(state, raw, index + 1));
  return { list: state.list, problems: state.problems };
}

/** One line: `text` is the line without its comment and surrounding space, starting at column `col`. */
function readLine(state: ParseState, raw: string, line: number): void {
  const text = stripComment(raw);
  if (text === '') return;
  const start: DeckListPosition = { line, col: raw.length - raw.trimStart().length + 1 };
  const section = parseSectionHeader(text);
  if (section) {
    state.section = section;
    state.list.headers![section] ??= start;
  } else readCardLine(state, text, start);
}

function readCardLine(state: ParseState, text: string, start: DeckListPosition): void {
  const card = CARD_LINE.exec(text);
  if (!card) {
    state.problems.push(at(unreadableLine(text), start));
    return;
  }
  const name = card[2].trim();
  // `\s+` is greedy, so the name starts right after the spaces that follow the count.
  const nameAt = { line: start.line, col: start.col + text.length - card[2].length };
  const digits = toAsciiDigits(card[1]).replace(/^0+(?=\d)/, '');
  const count = Number.parseInt(digits, 10);
  const problem = cardLineProblem(name, count, digits, state.section);
  if (problem) state.problems.push(at(problem, start));
  else state.list[state.section!].push({ name, count, ...nameAt });
}

function cardLineProblem(
  name: string,
  count: number,
  digits: string,
  section: DeckSection | undefined,
): DeckProblem | undefined {
  if (count === 0) return zeroCount(name);
  // the count as written: 99999999999999999999 is past 2^53 and read as 100000000000000000000 (hi10 finding 5)
  if (count > MAX_LINE_COUNT) return countTooLarge(name, digits, MAX_LINE_COUNT);
  if (!section) return missingHeader(name);
  return undefined;
}

function stripComment(raw: string): string {
  const comment = COMMENT.exec(raw);
  return (comment ? raw.slice(0, comment.index) : raw).trim();
}

function toAsciiDigits(digits: string): string {
  return digits.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - FULL_WIDTH_ZERO));
}
