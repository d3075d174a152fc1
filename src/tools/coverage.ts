// Rule coverage: which rule IDs of the rules reference (docs/rules.md) are cited by at least one test name or
// scenario.
import { type RuleDefinition, citedRuleIds } from './ruleIds.js';
import type { CitingText } from './testCitations.js';

export interface RuleCoverage {
  id: string;
  section: number;
  /** How many test names / scenario fields cite the rule. */
  count: number;
  files: string[];
}

export interface CoverageReport {
  total: number;
  covered: number;
  /** covered / total × 100, rounded to one decimal. */
  percentage: number;
  rules: RuleCoverage[];
  /** IDs that tests cite but docs/rules.md does not define (typos, or rules not yet written down). */
  unknown: { id: string; count: number; files: string[] }[];
}

export function computeCoverage(
  rules: readonly RuleDefinition[],
  texts: readonly CitingText[],
): CoverageReport {
  const citations = citationsById(texts);
  const report = rules.map((rule) => ({
    id: rule.id,
    section: rule.section,
    ...tally(citations.get(rule.id)),
  }));
  const defined = new Set(rules.map((rule) => rule.id));
  const unknown = [...citations]
    .filter(([id]) => !defined.has(id))
    .map(([id, cited]) => ({ id, ...tally(cited) }));
  const covered = report.filter((rule) => rule.count > 0).length;
  return {
    total: rules.length,
    covered,
    percentage: percentage(covered, rules.length),
    rules: report,
    unknown,
  };
}

function citationsById(texts: readonly CitingText[]): Map<string, CitingText[]> {
  const byId = new Map<string, CitingText[]>();
  for (const text of texts) {
    for (const id of citedRuleIds(text.text)) byId.set(id, [...(byId.get(id) ?? []), text]);
  }
  return byId;
}

function tally(cited: readonly CitingText[] = []): { count: number; files: string[] } {
  return { count: cited.length, files: [...new Set(cited.map((text) => text.file))].sort() };
}

function percentage(covered: number, total: number): number {
  return total === 0 ? 0 : Math.round((covered / total) * 1000) / 10;
}
