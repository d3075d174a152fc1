// Every rule ID the project prints or cites leads somewhere in this repository (issue 13): each HF-<n>(.<n>)* in
// the sources, rule files, generated code, docs, cards and tests is a heading of docs/rules.md, and each
// diagnostic code (HF-E…, HF-W…) is a code of codegen/dsl/diagnostics/codes.ts, listed in the generated codes
// table of docs/dsl.md. A new citation without a rule (or code) fails here with the file and line that cites it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CODES, RETIRED_CODES } from '../../codegen/dsl/diagnostics/codes.js';
import { withCurrentCodesTable } from '../../codegen/dsl/diagnostics/table.js';
import { findFiles } from '../../src/tools/findFiles.js';
import { RULE_ID_PATTERN, ruleIds } from '../../src/tools/rulesReference.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED_DIRS = [
  'src',
  'codegen',
  'rules',
  'generated',
  'docs',
  'grammar',
  'cards',
  'bench',
  'bin',
  'test',
];
const SCANNED_FILES = ['README.md'];
/** The tests of the ID tools themselves cite made-up IDs on purpose (HF-99.1, HF-1.9). */
const MADE_UP = 'test/tools/';
/** A diagnostic code: three digits (`HF-E01x` in prose is a range, not a code). */
const CODE_PATTERN = /\bHF-[EWI]\d{3}\b/g;

interface Text {
  file: string;
  text: string;
}

/** Where each matched ID is first cited: ID → `file:line`. */
function citations(texts: readonly Text[], pattern: RegExp): Map<string, string> {
  const first = new Map<string, string>();
  for (const { file, text } of texts) {
    text.split('\n').forEach((line, index) => {
      for (const [id] of line.matchAll(pattern)) if (!first.has(id)) first.set(id, `${file}:${index + 1}`);
    });
  }
  return first;
}

/** `ID (first cited at file:line)` for every cited ID that is not in `known`, sorted. */
function unresolved(cited: ReadonlyMap<string, string>, known: ReadonlySet<string>): string[] {
  return [...cited]
    .filter(([id]) => !known.has(id))
    .map(([id, at]) => `${id} (first cited at ${at})`)
    .sort();
}

function scannedTexts(): Text[] {
  const files = [
    ...SCANNED_DIRS.flatMap((dir) => findFiles(join(ROOT, dir), ['']).map((file) => `${dir}/${file}`)),
    ...SCANNED_FILES,
  ].filter((file) => !file.startsWith(MADE_UP));
  return files.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

const texts = scannedTexts();

describe('rule IDs', () => {
  const cited = citations(texts, RULE_ID_PATTERN);

  test('every rule ID cited in the repository is a heading of docs/rules.md', () => {
    expect(unresolved(cited, new Set(ruleIds()))).toEqual([]);
  });

  test('the scan reads the code, rules, generated code and docs that print or cite IDs', () => {
    // each directory on its own (an ID is recorded where it is first cited, so a directory whose IDs are all
    // cited earlier in the scan would look unread)
    for (const dir of ['src', 'codegen', 'rules', 'generated', 'docs']) {
      const inDir = citations(
        texts.filter((t) => t.file.startsWith(`${dir}/`)),
        RULE_ID_PATTERN,
      );
      expect(inDir.size, dir).toBeGreaterThan(0);
    }
  });

  test('an ID without a heading is reported with the file and line citing it', () => {
    const fake = [{ file: 'x.ts', text: 'first line\n// HF-5.4 and HF-5.99, then HF-5.4.7' }];
    expect(unresolved(citations(fake, RULE_ID_PATTERN), new Set(ruleIds()))).toEqual([
      'HF-5.4.7 (first cited at x.ts:2)',
      'HF-5.99 (first cited at x.ts:2)',
    ]);
  });
});

describe('diagnostic codes', () => {
  const known = new Set([...Object.keys(CODES), ...Object.keys(RETIRED_CODES)]);
  const doc = readFileSync(join(ROOT, 'docs/dsl.md'), 'utf8');

  test('every diagnostic code cited in the repository is in the codes list', () => {
    expect(unresolved(citations(texts, CODE_PATTERN), known)).toEqual([]);
  });

  test('the codes table of docs/dsl.md is the one generated from the codes list (npm run docs:codes)', () => {
    expect(withCurrentCodesTable(doc, 'docs/dsl.md')).toBe(doc);
    for (const code of known) expect(doc).toContain(`| ${code} |`);
  });
});
