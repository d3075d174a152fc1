// Every problem of a line that does not parse. A text line is read sentence by sentence (split at 「。」,
// codegen/dsl/parse/sentences.ts): the sentence where the whole line failed is reported, then each later
// sentence is matched again in the context it stands in — the line's head ([自動] and its trigger, costs)
// and the sentences before the first bad one — so a bad first sentence hides nothing after it. A bad
// sentence is either an unknown wording (HF-E011, with the expected phrases and a verified 「もしかして」)
// or a mechanic this language does not have (HF-E040, codegen/dsl/diagnostics/mechanics.ts).
import type { MatchResult } from 'ohm-js';
import type { Code } from '../diagnostics/codes.js';
import { findMissingMechanic } from '../diagnostics/mechanicFamily.js';
import type { MechanicMatch } from '../diagnostics/mechanics.js';
import { maskNotes } from '../diagnostics/notes.js';
import type { Phrases } from '../diagnostics/phrases.js';
import type { Finding } from '../diagnostics/report.js';
import { type SyntaxFailure, failingToken, syntaxFailure } from '../diagnostics/syntax.js';
import { cardGrammar } from '../grammar.js';
import { spanAt } from '../semantics/context.js';
import { cardSemantics } from '../semantics/index.js';
import { suggestFix } from './fixes.js';
import { type LineShape, lineShape, segmentAt } from './sentences.js';

export type StartRule = 'headerLine' | 'textLine';

/** One sentence in the context it is matched in. */
interface Piece {
  rule: StartRule;
  before: string;
  text: string;
  written: string;
  after: string;
  /** Index of `text` in the line's content. */
  offset: number;
  /** `text` with the line's notes masked (../diagnostics/notes.ts): a note may hold several sentences. */
  masked: string;
}

/** Characters after which a line's head may end (「、」 of a trigger, 「：」 of costs, 「]」, a space…). */
const HEAD_END = '、: ]】・';
const MAX_HEADS = 6;

function syntaxFinding(code: Code, piece: Piece, at: number, failure: SyntaxFailure): Finding {
  const token = failingToken(piece.text, at);
  const from = piece.offset + at;
  const to = Math.min(from + Math.max(token.length, 1), Math.max(piece.offset + piece.text.length, from + 1));
  return { code, span: spanAt(from, to), expected: failure.expected, expectedEn: failure.expectedEn };
}

function withSuggestion(
  finding: Finding,
  piece: Piece,
  at: number,
  failure: SyntaxFailure,
  phrases: Phrases,
): Finding {
  const token = failingToken(piece.text, at);
  const fixed = suggestFix({ ...piece, at, token, raw: failure.raw, phrases });
  if (fixed === undefined) return finding;
  // the first sentence carries the line's head: with the line's closing 】 it is a whole line on its own
  return { ...finding, suggestion: piece.offset === 0 ? fixed + piece.after : fixed };
}

function mechanicFinding(piece: Piece, found: MechanicMatch): Finding {
  const { mechanic, index, length } = found;
  return {
    code: 'HF-E040',
    span: spanAt(piece.offset + index, piece.offset + index + length),
    args: {
      phrase: piece.written.slice(index, index + length),
      mechanic: mechanic.ja,
      mechanicEn: mechanic.en,
      nearest: mechanic.nearest,
    },
  };
}

/** The findings of one bad sentence; `failure.pos` counts from the start of `piece.before`. */
function sentenceFindings(code: Code, piece: Piece, failure: SyntaxFailure, phrases: Phrases): Finding[] {
  const at = Math.min(Math.max(failure.pos - piece.before.length, 0), piece.text.length);
  const unknown = syntaxFinding(code, piece, at, failure);
  // a word in a note (「（…引くことはできません。）」) names nothing the card does (../diagnostics/notes.ts, issue 22)
  const found = piece.rule === 'textLine' ? findMissingMechanic(piece.text, piece.masked) : undefined;
  if (!found) return [withSuggestion(unknown, piece, at, failure, phrases)];
  const mechanic = mechanicFinding(piece, found);
  // The unreadable phrase is the mechanic, runs into it, or comes before it: the mechanic alone (issue 22) —
  // the sentence cannot compile until it is rewritten without the mechanic (the nearest wording), which
  // rewrites the earlier phrase too, so the first thing the designer reads is what the language lacks. A
  // problem after it: the grammar read the phrase, so it was not that mechanic after all.
  return at <= found.index + found.length
    ? [mechanic]
    : [withSuggestion(unknown, piece, at, failure, phrases)];
}

/** Heads for a sentence after a bad first one: prefixes of the line up to the failure, longest first. */
function headsBefore(content: string, pos: number): string[] {
  const heads: string[] = [];
  for (let c = Math.min(pos, content.length); c > 0 && heads.length < MAX_HEADS - 1; c--)
    if (HEAD_END.includes(content[c - 1])) heads.push(content.slice(0, c));
  heads.push('');
  return heads;
}

/** Lines without sentences: a head such as 「【空装 」 can turn a bad sentence into a keyword's name. */
const NO_SENTENCES = new Set(['keywords', 'ougi']);

function readAsSentences(result: MatchResult): boolean {
  const ir = cardSemantics()(result).toIR() as { kind: string };
  return !NO_SENTENCES.has(ir.kind);
}

/** A later sentence matched after each head: undefined when it parses after one of them. */
function laterSentence(
  heads: string[],
  text: string,
  suffix: string,
): { head: string; failure: SyntaxFailure } | undefined {
  let worst: { head: string; failure: SyntaxFailure; reach: number } | undefined;
  for (const head of heads) {
    const input = head + text + suffix;
    const result = cardGrammar().match(input, 'textLine');
    if (result.succeeded()) {
      if (readAsSentences(result)) return undefined;
      continue;
    }
    const failure = syntaxFailure(result, input);
    const reach = failure.pos - head.length;
    if (!worst || reach > worst.reach) worst = { head, failure, reach };
  }
  return worst;
}

function pieceOf(shape: LineShape, content: string, written: string, index: number, before: string): Piece {
  const { start, end } = shape.segments[index];
  return {
    masked: maskNotes(content).slice(start, end),
    rule: 'textLine',
    before,
    text: content.slice(start, end),
    written: written.slice(start, end),
    after: shape.suffix,
    offset: start,
  };
}

/**
 * The findings for a line that failed to match (`result`): `content` is the width-normalised line, `written`
 * the same characters as written (for names in messages and suggestions).
 */
export function diagnoseLine(
  rule: StartRule,
  content: string,
  written: string,
  code: Code,
  phrases: Phrases,
  result: MatchResult,
): Finding[] {
  const failure = syntaxFailure(result, content);
  if (rule === 'headerLine') {
    const piece: Piece = { rule, before: '', text: content, written, after: '', offset: 0, masked: content };
    return sentenceFindings(code, piece, failure, phrases);
  }
  const shape = lineShape(content);
  const k = segmentAt(shape.segments, failure.pos);
  const first = shape.segments[k];
  const findings = sentenceFindings(
    code,
    pieceOf(shape, content, written, k, content.slice(0, first.start)),
    failure,
    phrases,
  );
  const heads =
    k > 0 ? [content.slice(0, first.start)] : headsBefore(content, Math.min(failure.pos, first.end));
  for (let j = k + 1; j < shape.segments.length; j++) {
    const piece = pieceOf(shape, content, written, j, '');
    const bad = laterSentence(heads, piece.text, shape.suffix);
    if (bad) findings.push(...sentenceFindings(code, { ...piece, before: bad.head }, bad.failure, phrases));
  }
  return findings;
}
