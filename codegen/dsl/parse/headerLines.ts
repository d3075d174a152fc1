// 【セット】, 【カード】 and 【キーワード】 lines read without running the grammar. Every card's name is new, so
// no line cache helps: of a 500-card `hflux check` (issue 12's ≤ 400 ms), matching the 500 name lines with ohm
// was about a quarter of the work. The grammar's rules for these lines accept any name:
//   headerLine = setHeader | cardHeader | keywordHeader | field
//   cardHeader = "【カード】" sp headerText      headerText = (~end any)+      sp = " "*
// so such a line matches exactly when some character follows the opener and its spaces, and its IR is built
// by the same function as the grammar's semantics (semantics/toIRHeader.ts openerIR); a header line has no
// line-local findings (semantics/check.ts checks only fields). The shortcut is taken only while the grammar
// still says exactly this (checked once per process against the loaded grammar); any other line, a line
// with nothing after the opener, or a changed grammar is matched by the grammar itself.
// test/dsl/headerLines.test.ts compares both on many lines.
import { cardGrammar } from '../grammar.js';
import { openerIR } from '../semantics/toIRHeader.js';

const OPENERS = [
  ['【セット】', 'set'],
  ['【カード】', 'card'],
  ['【キーワード】', 'keyword'],
] as const;

/** The grammar's rules this shortcut relies on, as ohm prints them. */
const RULES: Record<string, string> = {
  headerLine: '(setHeader | cardHeader | keywordHeader | field)',
  setHeader: '("【セット】" sp headerText)',
  cardHeader: '("【カード】" sp headerText)',
  keywordHeader: '("【キーワード】" sp headerText)',
  headerText: '(~end any)+',
  sp: '" "*',
};

let agrees: boolean | undefined;

/** Whether the loaded grammar's header rules are those above (else the shortcut is never taken). */
export function grammarAgrees(): boolean {
  if (agrees === undefined) {
    const rules = (cardGrammar() as unknown as { rules: Record<string, { body: object } | undefined> }).rules;
    agrees = Object.entries(RULES).every(([name, body]) => String(rules[name]?.body) === body);
  }
  return agrees;
}

/**
 * The IR the grammar would give `content` (a header line, width-normalised, in the current line context) when
 * it opens a set, card or keyword block with a name; undefined when the grammar has to match it.
 */
export function openerLine(content: string): unknown | undefined {
  if (content[0] !== '【') return undefined;
  for (const [tag, kind] of OPENERS) {
    if (!content.startsWith(tag)) continue;
    let nameStart = tag.length;
    while (content[nameStart] === ' ') nameStart++;
    if (nameStart === content.length || !grammarAgrees()) return undefined;
    return openerIR(kind, 0, nameStart, content.length, content.slice(nameStart));
  }
  return undefined;
}
