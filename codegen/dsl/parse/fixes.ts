// 「もしかして」 for a sentence that does not parse: small edits at the failure position — a typo replaced
// by a known phrase, a missing particle inserted, a stray character deleted, two neighbouring phrases
// swapped (「1000ダメージをそれに」→「それに1000ダメージを」). An edit is offered only when the sentence, in its
// line, then parses and passes the line checks, and when every equally small edit that does so means the same
// (the same IR, spans stripped); the suggestion is the whole corrected sentence, never a fragment.
import { editDistance } from '../../../src/deck/suggest.js';
import { type Phrases, phrasesFor } from '../diagnostics/phrases.js';
import type { Finding } from '../diagnostics/report.js';
import { cardGrammar } from '../grammar.js';
import { normalizeWidth } from '../normalize.js';
import { cardSemantics } from '../semantics/index.js';

export interface FixProblem {
  rule: 'headerLine' | 'textLine';
  /** The line before the sentence (its head and the sentences that parse), width-normalised. */
  before: string;
  /** The sentence, width-normalised, and as written (same length). */
  text: string;
  written: string;
  /** The line after the sentence (「】」 of 【空装】). */
  after: string;
  /** Index in `text` where the grammar gave up, the token written there and ohm's failure texts. */
  at: number;
  token: string;
  raw: string[];
  phrases: Phrases;
}

interface Edit {
  cost: number;
  /** Applies the edit to the sentence (normalised or as written: the indexes are the same). */
  apply(s: string): string;
  /**
   * The same edit on the sentence as written, with the phrase as the grammar prints it (「：」, not the
   * normalised 「:」: nc10, 「コスト2」 got 「もしかして: コスト:2」 beside 「期待される語句: 「：」」).
   */
  applyWritten?(s: string): string;
}

/** A phrase the grammar expected: normalised (to match the sentence) and as it prints it. */
interface Phrase {
  norm: string;
  shown: string;
}

const MAX_TRIES = 24;
const MAX_INSERT = 2;
const SWAP_REACH = 24;
const SWAP_STARTS = 2;
/** Where a phrase may end: after a particle, a counter or a comma. */
const PHRASE_END = /[をにはがのでと、枚体点]$|から$|まで$/;

function commonChars(a: string, b: string): number {
  const pool = [...b];
  let n = 0;
  for (const ch of a) {
    const i = pool.indexOf(ch);
    if (i >= 0) {
      pool.splice(i, 1);
      n++;
    }
  }
  return n;
}

/** A typo: `written` is close enough to `phrase` to be a slip of it. */
function closeEnough(written: string, phrase: string, distance: number): boolean {
  if (distance === 0) return false;
  if (phrase.length === 1) return written.length === 1; // one particle for another: 「お」→「を」
  if (distance >= phrase.length) return false;
  if (distance > Math.max(1, Math.floor(Math.max(written.length, phrase.length) / 2))) return false;
  const shared = commonChars(written, phrase);
  return shared >= 1 && shared * 2 >= Math.min(written.length, phrase.length);
}

function splice(at: number, length: number, insert: string): (s: string) => string {
  return (s) => s.slice(0, at) + insert + s.slice(at + length);
}

/**
 * The known phrases the grammar expected: the token, or a prefix of it (the token often runs on into the
 * next phrase), replaced by one of them. Longer replaced prefixes first among equally small edits.
 */
function replacements(p: FixProblem, phrases: Phrase[]): Edit[] {
  const edits: (Edit & { n: number })[] = [];
  const token = p.token;
  for (const { norm: c } of phrases) {
    const lo = Math.max(1, Math.min(c.length - 2, token.length));
    const hi = Math.max(lo, Math.min(token.length, c.length + 2));
    for (let n = hi; n >= lo; n--) {
      const d = editDistance(token.slice(0, n), c);
      if (closeEnough(token.slice(0, n), c, d)) edits.push({ cost: d, n, apply: splice(p.at, n, c) });
    }
  }
  return edits.sort((a, b) => a.cost - b.cost || b.n - a.n);
}

function insertions(p: FixProblem, phrases: Phrase[]): Edit[] {
  return phrases
    .filter(({ norm }) => norm.length <= MAX_INSERT)
    .map(({ norm, shown }) => ({
      cost: norm.length,
      apply: splice(p.at, 0, norm),
      applyWritten: splice(p.at, 0, shown),
    }));
}

function deletions(p: FixProblem): Edit[] {
  const rest = p.text.length - p.at;
  return [1, 2].filter((n) => n <= rest).map((n) => ({ cost: n, apply: splice(p.at, n, '') }));
}

/** Phrase boundaries in the sentence: indexes just after a particle, a counter or a comma. */
function boundaries(text: string): number[] {
  const out: number[] = [];
  for (let i = 1; i <= text.length; i++) if (PHRASE_END.test(text.slice(0, i))) out.push(i);
  return out;
}

/**
 * Two neighbouring phrases swapped: the first one holds the failure position (it starts there or at one
 * of the last phrase boundaries before it), the second one follows it (one or two phrases long).
 */
function swaps(p: FixProblem): Edit[] {
  const cuts = boundaries(p.text);
  const starts = [p.at, ...cuts.filter((b) => b < p.at && b >= p.at - SWAP_REACH).slice(-SWAP_STARTS)];
  const edits: Edit[] = [];
  for (const start of new Set(starts)) {
    const after = cuts.filter((b) => b > p.at && b > start);
    const [b1, ...rest] = after;
    if (b1 === undefined) continue;
    for (const b2 of rest.slice(0, 2))
      edits.push({
        cost: 1,
        apply: (s) => s.slice(0, start) + s.slice(b1, b2) + s.slice(start, b1) + s.slice(b2),
      });
  }
  return edits;
}

/** Inserted punctuation as the canonical printer writes it (hflux fmt: 「コスト：2」). */
const PRINTED: Record<string, string> = { ':': '：' };

function knownPhrases(p: FixProblem): Phrase[] {
  const all = p.raw.flatMap((r) => phrasesFor(r, p.phrases)).map(normalizeWidth);
  return [...new Set(all)]
    .filter((c) => c.length > 0)
    .map((norm) => ({ norm, shown: PRINTED[norm] ?? norm }));
}

function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== 'span') out[k] = stripSpans(v);
  return out;
}

/** The meaning of the line with the sentence replaced, when it parses cleanly. */
function meaningOf(p: FixProblem, sentence: string): string | undefined {
  const result = cardGrammar().match(p.before + sentence + p.after, p.rule);
  if (result.failed()) return undefined;
  const node = cardSemantics()(result);
  if ((node.check() as Finding[]).length > 0) return undefined;
  return JSON.stringify(stripSpans(node.toIR()));
}

function editsOf(p: FixProblem): Edit[] {
  const known = knownPhrases(p);
  const edits = [...replacements(p, known), ...insertions(p, known), ...deletions(p), ...swaps(p)];
  return edits.sort((a, b) => a.cost - b.cost);
}

/** The corrected sentence (as written), or undefined when no small edit fixes it unambiguously. */
export function suggestFix(p: FixProblem): string | undefined {
  let tries = 0;
  let found: { cost: number; meaning: string; text: string } | undefined;
  for (const edit of editsOf(p)) {
    if (found && edit.cost > found.cost) break;
    if (++tries > MAX_TRIES) break;
    const meaning = meaningOf(p, edit.apply(p.text));
    if (meaning === undefined) continue;
    if (found && found.meaning !== meaning) return undefined; // two equally small edits, two meanings
    found ??= { cost: edit.cost, meaning, text: (edit.applyWritten ?? edit.apply)(p.written).trimEnd() };
  }
  return found?.text;
}
