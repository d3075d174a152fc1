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
import { parseSectionHeader } from './sectionHeaders.js';
import type { DeckList, DeckSection } from './types.js';

const CARD_LINE = /^([0-9０-９]+)\s+(.+)$/;
const COMMENT = /(?:^|\s)[#＃]/;
const FULL_WIDTH_ZERO = '０'.charCodeAt(0);
const PARSE_RULE = 'HF-1.5';
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
  const state: ParseState = { list: { file, main: [], guard: [], extra: [] }, problems: [] };
  // Every line-ending convention (CRLF, LF, CR, U+0085, U+2028, U+2029) ends a line: src/io/lines.ts.
  splitLineTexts(text.replace(/^\uFEFF/, '')).forEach((raw, index) =>
    readLine(state, stripComment(raw), index + 1),
  );
  return { list: state.list, problems: state.problems };
}

function readLine(state: ParseState, text: string, line: number): void {
  if (text === '') return;
  const section = parseSectionHeader(text);
  if (section) state.section = section;
  else readCardLine(state, text, line);
}

function readCardLine(state: ParseState, text: string, line: number): void {
  const card = CARD_LINE.exec(text);
  if (!card) {
    report(state, line, [], unreadableLine(text));
    return;
  }
  const name = card[2].trim();
  const count = Number.parseInt(toAsciiDigits(card[1]), 10);
  const problem = cardLineProblem(name, count, state.section);
  if (problem) report(state, line, [name], problem);
  else state.list[state.section!].push({ name, count, line });
}

function cardLineProblem(name: string, count: number, section: DeckSection | undefined): string | undefined {
  if (count === 0) return `「${name}」の枚数が0です。枚数は1以上で書いてください。`;
  if (count > MAX_LINE_COUNT) return tooMany(name, count);
  if (!section) return missingHeader(name);
  return undefined;
}

function report(state: ParseState, line: number, cards: string[], message: string): void {
  state.problems.push({ rule: PARSE_RULE, message, cards, line });
}

function unreadableLine(text: string): string {
  return (
    `「${text}」を読めません。カード行は「枚数 カード名」（例: 3 紅蓮の剣士）、` +
    '見出しは [main] / [guard] / [extra]（または メインデッキ: / ガードデッキ: / 追加デッキ:）です。'
  );
}

function tooMany(name: string, count: number): string {
  return `「${name}」が${count}枚です。1行の枚数はデッキ全体の枚数（${MAX_LINE_COUNT}枚）を超えられません。`;
}

function missingHeader(name: string): string {
  return `「${name}」の前にデッキの見出し（[main] / [guard] / [extra]）がありません。`;
}

function stripComment(raw: string): string {
  const comment = COMMENT.exec(raw);
  return (comment ? raw.slice(0, comment.index) : raw).trim();
}

function toAsciiDigits(digits: string): string {
  return digits.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - FULL_WIDTH_ZERO));
}
