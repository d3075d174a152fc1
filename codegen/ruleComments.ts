// Rule sources must cite the rule each line encodes: every non-blank line carries a `#` comment with an
// HF ID (HF-<n> or HF-<n>.<m>, see docs/rules.md). Comments are found with the YAML lexer, so a `#`
// inside a quoted string does not count.
import { Lexer } from 'yaml';
import { GenError } from './errors.js';

const RULE_ID = /\bHF-\d+/;

/** Throws GenError naming the first line of `text` that has content but no comment citing an HF ID. */
export function requireRuleComments(file: string, text: string): void {
  const cited = linesWithRuleComments(text);
  const lines = text.split('\n');
  const index = lines.findIndex((line, i) => line.trim() !== '' && !cited.has(i + 1));
  if (index >= 0) {
    throw new GenError(`${file}:${index + 1}: line has no comment citing its rule (add '# HF-<n>.<m> …')`);
  }
}

function linesWithRuleComments(text: string): Set<number> {
  const cited = new Set<number>();
  let line = 1;
  for (const token of new Lexer().lex(text)) {
    if (token.startsWith('#') && RULE_ID.test(token)) cited.add(line);
    line += countNewlines(token);
  }
  return cited;
}

function countNewlines(token: string): number {
  let count = 0;
  for (const char of token) if (char === '\n') count++;
  return count;
}
