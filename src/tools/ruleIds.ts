// Rule IDs of ../shared/RULES.md (`HF-<n>.<m>`): where they are defined, and where a text cites them.

export interface RuleDefinition {
  id: string;
  section: number;
  /** 1-based line in RULES.md. */
  line: number;
}

/** The rule sections whose bullets define the IDs that tests must cover (HF-0 is the glossary). */
export const FIRST_SECTION = 1;
export const LAST_SECTION = 17;

/** An exact ID: `HF-1.1` matches in "HF-1.1:" or "(HF-1.1)" but not inside "HF-1.10" or "HF-11.1". */
const CITED_ID = /\bHF-(\d+)\.(\d+)(?!\d)/g;
const SECTION_HEADING = /^##\s+HF-(\d+)\b/;
const RULE_BULLET = /^-\s+\*\*HF-(\d+)\.(\d+)(?!\d)/;

/** Every distinct rule ID cited in `text`, in order of first appearance. */
export function citedRuleIds(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(CITED_ID), (match) => match[0]))];
}

/** Whether `text` cites exactly `id` (not a longer ID that starts with it). */
export function citesRule(text: string, id: string): boolean {
  return citedRuleIds(text).includes(id);
}

/** The IDs defined as `- **HF-<n>.<m>…` bullets in sections HF-1 … HF-17 of the rules digest. */
export function definedRuleIds(markdown: string): RuleDefinition[] {
  const rules: RuleDefinition[] = [];
  let section: number | undefined;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const heading = SECTION_HEADING.exec(text);
    if (heading) section = Number(heading[1]);
    else if (text.startsWith('## ')) section = undefined;
    const bullet = RULE_BULLET.exec(text);
    if (bullet && section !== undefined && inScope(section) && Number(bullet[1]) === section) {
      rules.push({ id: `HF-${bullet[1]}.${bullet[2]}`, section, line: index + 1 });
    }
  });
  return rules;
}

function inScope(section: number): boolean {
  return section >= FIRST_SECTION && section <= LAST_SECTION;
}
