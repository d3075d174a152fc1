// A failed match → where it failed and what the grammar expected there: the rightmost failure position, the
// written token at it, and the expected phrases (rule descriptions and literal phrases from ohm's failures),
// deduplicated and closest to what was written first, in Japanese and in English (expectedEn.ts).
import type { FailedMatchResult, MatchResult } from 'ohm-js';
import { editDistance } from '../../../src/deck/suggest.js';
import { expectedInEnglish } from './expectedEn.js';
import { phrasesOfDescription } from './phrases.js';

interface OhmFailure {
  getText(): string;
  type: 'description' | 'string' | 'code';
  isFluffy(): boolean;
}

export interface SyntaxFailure {
  /** Index in the matched text where the grammar gave up. */
  pos: number;
  /** The written text from `pos` to the end of the phrase there (may be empty at the end of the line). */
  token: string;
  /** What the grammar expected at `pos`, for the designer (Japanese labels). */
  expected: string[];
  /** The same in English. */
  expectedEn: string[];
  /** ohm's failure texts (descriptions and literals, fluffy ones too), for looking up known phrases. */
  raw: string[];
}

const TOKEN_END = /[、。:】[\s]/;
const DROPPED = /^(not |nothing$|any object$)/;
/** The optional form of a verb (「与えてもよい」) is a variant of the plain form listed beside it. */
const OPTIONAL_FORM = /てもよい$|でもよい$|してもよい$/;

/** ohm lists the failures last-tried first; the grammar's order reads better. */
function rightmostFailures(result: MatchResult): OhmFailure[] {
  return (result as unknown as { getRightmostFailures(): OhmFailure[] }).getRightmostFailures().reverse();
}

function useful(failure: OhmFailure): boolean {
  return !(failure.type === 'description' && DROPPED.test(failure.getText()));
}

/** Drops 「…てもよい」 when another phrase is listed (its plain form is there too). */
function withoutOptionalForms(failures: OhmFailure[]): OhmFailure[] {
  const kept = failures.filter((f) => !(f.type === 'string' && OPTIONAL_FORM.test(f.getText())));
  return kept.length ? kept : failures;
}

function labelJa(failure: OhmFailure): string {
  const text = failure.getText();
  if (failure.type === 'string') return `「${text}」`;
  return text === 'end of input' ? '行末' : text;
}

function dedupe(labels: string[]): string[] {
  return [...new Set(labels)];
}

/** The written text from the failure position up to the end of the phrase there. */
export function failingToken(input: string, pos: number): string {
  const rest = input.slice(pos);
  const end = rest.search(TOKEN_END);
  return end < 0 ? rest : rest.slice(0, Math.max(end, 1));
}

/** How far the written token is from the closest phrase a failure stands for (0: it starts with one). */
function remoteness(failure: OhmFailure, token: string): number {
  const text = failure.getText();
  const phrases = failure.type === 'string' ? [text] : phrasesOfDescription(text);
  let best = 1;
  for (const phrase of phrases)
    if (phrase) best = Math.min(best, editDistance(token.slice(0, phrase.length), phrase) / phrase.length);
  return best;
}

/** The phrases closest to what was written first (the list is cut short when printed). */
function byRelevance(failures: OhmFailure[], token: string): OhmFailure[] {
  const scored = failures.map((failure, i) => ({ failure, i, score: remoteness(failure, token) }));
  return scored.sort((a, b) => a.score - b.score || a.i - b.i).map((s) => s.failure);
}

export function syntaxFailure(result: MatchResult, input: string): SyntaxFailure {
  const pos = (result as FailedMatchResult).getRightmostFailurePosition();
  const all = rightmostFailures(result).filter(useful);
  const token = failingToken(input, pos);
  // "fluffy" failures ended a repetition (another sentence could have followed): not shown, but their
  // phrases may still fix the line
  const shown = byRelevance(withoutOptionalForms(all.filter((f) => !f.isFluffy())), token);
  return {
    pos,
    token,
    expected: dedupe(shown.map(labelJa)),
    expectedEn: dedupe(shown.map((f) => expectedInEnglish(f.getText(), f.type))),
    raw: all.map((f) => f.getText()),
  };
}
