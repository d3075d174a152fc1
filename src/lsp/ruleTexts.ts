// Rule texts for hover on a rule ID (HF-13.1): the rule's heading and text in docs/rules.md, read through
// src/tools/rulesReference.ts (the same reader `npm run rules:coverage` uses, with the same ID pattern).
import { RULES_REFERENCE_FILE, RULE_ID_PATTERN, ruleText } from '../tools/rulesReference.js';

export interface RuleEntry {
  id: string;
  title: string;
  /** Markdown, as the reference writes it. */
  text: string;
  /** Where it is written: `docs/rules.md:120`. */
  where: string;
}

/** The rule an ID names, or undefined for an ID the rules do not have. */
export type RuleLookup = (id: string) => RuleEntry | undefined;

/** Rules from docs/rules.md. */
export const rulesReference: RuleLookup = (id) => {
  const rule = ruleText(id);
  return rule && { id, title: rule.title, text: rule.text, where: `${RULES_REFERENCE_FILE}:${rule.line}` };
};

/** The rule ID written around index `at` of a line, with where it starts and ends. */
export function ruleIdAt(line: string, at: number): { id: string; start: number; end: number } | undefined {
  for (const m of line.matchAll(RULE_ID_PATTERN)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (start <= at && at <= end) return { id: m[0], start, end };
  }
  return undefined;
}
