// Rule IDs (`HF-<n>.<m>`) of the rules reference docs/rules.md: which ones tests must cover, and where a text
// cites them.
import { parseRulesReference } from './rulesReference.js';

export interface RuleDefinition {
  id: string;
  section: number;
  /** 1-based line of its heading in docs/rules.md. */
  line: number;
}

/** The rule sections whose rules tests must cover (HF-0 is the glossary). */
export const FIRST_SECTION = 1;
export const LAST_SECTION = 17;

/** An exact ID: `HF-7.1` matches in "HF-7.1:" or "(HF-7.1)" but not inside "HF-7.10" or "HF-17.1". */
const CITED_ID = /\bHF-(\d+)\.(\d+)(?!\d)/g;

/** Every distinct rule ID cited in `text`, in order of first appearance. */
export function citedRuleIds(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(CITED_ID), (match) => match[0]))];
}

/** Whether `text` cites exactly `id` (not a longer ID that starts with it). */
export function citesRule(text: string, id: string): boolean {
  return citedRuleIds(text).includes(id);
}

/**
 * The rules (`### HF-<n>.<m>` headings) of sections HF-1 … HF-17 of a rules reference; sub-rules (`HF-<n>.<m>.<k>`) go
 * with their rule. Throws RulesReferenceError when the reference is malformed.
 */
export function definedRuleIds(markdown: string, file?: string): RuleDefinition[] {
  const rules: RuleDefinition[] = [];
  for (const [id, { line }] of parseRulesReference(markdown, file)) {
    const match = /^HF-(\d+)\.\d+$/.exec(id);
    const section = Number(match?.[1]);
    if (match && section >= FIRST_SECTION && section <= LAST_SECTION) rules.push({ id, section, line });
  }
  return rules;
}
