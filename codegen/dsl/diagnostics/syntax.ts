// A failed match → a finding at the rightmost failure: the expected phrases (rule descriptions and
// literal phrases from ohm's failures) and a suggestion when the text there is close to one of them.
import type { FailedMatchResult, MatchResult } from 'ohm-js';
import { spanAt } from '../semantics/context.js';
import type { Code } from './codes.js';
import { type Phrases, phrasesFor } from './phrases.js';
import type { Finding } from './report.js';
import { closestPhrase } from './suggest.js';

interface OhmFailure {
  getText(): string;
  type: 'description' | 'string' | 'code';
  isFluffy(): boolean;
}

const TOKEN_END = /[、。:】[\s]/;
const DROPPED = /^(not |nothing$|any object$)/;

function expectedPhrases(result: MatchResult): { shown: string[]; raw: string[] } {
  const failures = (result as unknown as { getRightmostFailures(): OhmFailure[] }).getRightmostFailures();
  const shown: string[] = [];
  const raw: string[] = [];
  for (const failure of failures) {
    if (failure.isFluffy()) continue;
    const text = failure.getText();
    if (failure.type === 'description' && DROPPED.test(text)) continue;
    const label = failure.type === 'string' ? `「${text}」` : text === 'end of input' ? '行末' : text;
    if (!shown.includes(label)) shown.push(label);
    raw.push(text);
  }
  // ohm lists the failures last-tried first; the grammar's order reads better
  return { shown: shown.reverse(), raw: raw.reverse() };
}

/** The written text from the failure position up to the end of the phrase there. */
export function failingToken(input: string, pos: number): string {
  const rest = input.slice(pos);
  const end = rest.search(TOKEN_END);
  return end < 0 ? rest : rest.slice(0, Math.max(end, 1));
}

export function syntaxFinding(code: Code, result: MatchResult, input: string, phrases: Phrases): Finding {
  const pos = (result as FailedMatchResult).getRightmostFailurePosition();
  const { shown, raw } = expectedPhrases(result);
  const token = failingToken(input, pos);
  const end = pos + Math.max(token.length, 1);
  const finding: Finding = {
    code,
    span: spanAt(pos, Math.min(end, Math.max(input.length, pos + 1))),
    expected: shown,
  };
  const suggestion = closestPhrase(
    token,
    raw.flatMap((r) => phrasesFor(r, phrases)),
  );
  if (suggestion !== undefined) finding.suggestion = suggestion;
  return finding;
}
