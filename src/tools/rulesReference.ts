// The project's rules reference, docs/rules.md, read at run time: which rule IDs it defines and what each says.
// A rule is a heading `### HF-5.4 <title>` inside its section `## HF-5 <title>` (deeper sub-rules,
// `#### HF-<n>.<m>.<k>`, go inside their rule). Used by `npm run rules:coverage`, by
// test/tools/rule-ids.test.ts (every ID a tool cites must resolve here) and by editor hovers on rule IDs.
//
//   ruleIds()          every ID the reference defines, in document order (sections and rules)
//   ruleText('HF-5.4') { title, text, line } of the rule, or undefined; `ruleText('HF-5')` is its section
//   parseRulesReference(markdown, file?)  the same for any text (throws RulesReferenceError when malformed)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the reference lives, relative to the repository root (for messages and links). */
export const RULES_REFERENCE_FILE = 'docs/rules.md';

/**
 * A rule ID as the project writes it: `HF-5`, `HF-5.4`, `HF-<n>.<m>.<k>`. Not the compiler's diagnostic codes
 * (`HF-E011`), and not a prefix of a longer number (`HF-7.1` is not found inside `HF-7.10` or `HF-17.1`).
 */
export const RULE_ID_PATTERN = /\bHF-\d+(?:\.\d+)*(?!\.?\d)/g;

export interface RuleText {
  /** The heading after the ID: `HF-5.4 No legal target, no play` → `No legal target, no play`. */
  readonly title: string;
  /**
   * The Markdown under the heading, up to the next heading. For a section, its introduction followed by a list
   * of its rules (`- HF-5.1 When a card can be played`).
   */
  readonly text: string;
  /** 1-based line of the heading in the reference. */
  readonly line: number;
}

export class RulesReferenceError extends Error {
  override name = 'RulesReferenceError';
}

/** A heading that defines an ID: level (number of #), ID, title. */
const RULE_HEADING = /^(#{2,6})\s+(HF-\d+(?:\.\d+)*)(?:\s+(.*?))?\s*#*\s*$/;
const ANY_HEADING = /^#{1,6}\s/;
const FENCE = /^\s*(```|~~~)/;

interface Entry {
  id: string;
  title: string;
  text: string;
  line: number;
  level: number;
}

/**
 * Every rule and section of a rules reference, by ID in document order. Throws RulesReferenceError (naming the
 * file and line) for an ID defined twice, a rule outside its parent (`### HF-5.1` not under `## HF-5`), or a
 * heading level that does not match the ID's depth (`## HF-5`, `### HF-5.4`, `#### HF-<n>.<m>.<k>`).
 */
export function parseRulesReference(
  markdown: string,
  file = RULES_REFERENCE_FILE,
): ReadonlyMap<string, RuleText> {
  const entries = readEntries(markdown.split(/\r?\n/), file);
  const byId = new Map<string, RuleText>();
  for (const entry of entries) {
    const children = entries.filter((child) => parentOf(child.id) === entry.id);
    const text = entry.level === 2 ? withRuleList(entry.text, children) : entry.text;
    byId.set(entry.id, { title: entry.title, text, line: entry.line });
  }
  return byId;
}

function readEntries(lines: readonly string[], file: string): Entry[] {
  const entries: Entry[] = [];
  const open: Entry[] = []; // the current section, rule, sub-rule… (one per heading level)
  let current: { entry: Entry; body: string[] } | undefined;
  let inFence = false;
  const close = (): void => {
    if (current) current.entry.text = current.body.join('\n').trim();
    current = undefined;
  };
  lines.forEach((line, index) => {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : RULE_HEADING.exec(line);
    if (heading) {
      close();
      const entry = newEntry(heading, index + 1, file, entries, open);
      entries.push(entry);
      current = { entry, body: [] };
    } else if (!inFence && ANY_HEADING.test(line)) {
      close();
      if (/^##\s/.test(line)) open.length = 0; // a section without an ID ends the numbered part
    } else {
      current?.body.push(line);
    }
  });
  close();
  return entries;
}

function newEntry(
  heading: RegExpExecArray,
  line: number,
  file: string,
  entries: readonly Entry[],
  open: Entry[],
): Entry {
  const [, hashes, id, title = ''] = heading;
  const depth = id.split('.').length; // HF-5 → 1, HF-5.4 → 2
  const at = `${file}:${line}`;
  if (hashes.length !== depth + 1) {
    throw new RulesReferenceError(
      `${at}: ${id} needs a heading of level ${depth + 1} (${'#'.repeat(depth + 1)})`,
    );
  }
  const defined = entries.find((entry) => entry.id === id);
  if (defined) throw new RulesReferenceError(`${at}: ${id} is defined twice (first at line ${defined.line})`);
  const parent = parentOf(id);
  if (parent !== undefined && open[depth - 2]?.id !== parent) {
    throw new RulesReferenceError(`${at}: ${id} is not under its parent heading ${parent}`);
  }
  const entry: Entry = { id, title: title.trim(), text: '', line, level: hashes.length };
  open.length = depth - 1;
  open.push(entry);
  return entry;
}

/** `HF-5.4` → `HF-5`; `HF-5` → undefined. */
function parentOf(id: string): string | undefined {
  const cut = id.lastIndexOf('.');
  return cut < 0 ? undefined : id.slice(0, cut);
}

function withRuleList(intro: string, rules: readonly Entry[]): string {
  const list = rules.map((rule) => `- ${rule.id} ${rule.title}`.trimEnd()).join('\n');
  return [intro, list].filter((part) => part !== '').join('\n\n');
}

let loaded: ReadonlyMap<string, RuleText> | undefined;

/** docs/rules.md of this repository, parsed once. */
function reference(): ReadonlyMap<string, RuleText> {
  if (!loaded) {
    const path = fileURLToPath(new URL(`../../${RULES_REFERENCE_FILE}`, import.meta.url));
    loaded = parseRulesReference(readFileSync(path, 'utf8'));
  }
  return loaded;
}

/** Every ID docs/rules.md defines — sections (`HF-5`) and rules (`HF-5.4`) — in document order. */
export function ruleIds(): string[] {
  return [...reference().keys()];
}

/** What docs/rules.md says under `id` (`HF-5.4`: the rule; `HF-5`: the section), or undefined. */
export function ruleText(id: string): RuleText | undefined {
  return reference().get(id);
}
