// Golden diagnostics (issue 3): each test/dsl/golden/*.hf is malformed on purpose; its *.out holds the exact
// text `hflux check` prints for it (Japanese; *.en.out: English) — message, source line, caret line,
// expected phrases and suggestion (every bad sentence of a line, unsupported mechanics HF-E040, whole-sentence
// suggestions: issue 10). Regenerate after a deliberate change with UPDATE_GOLDEN=1 and review.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { type Lang, formatDiagnostics } from '../../codegen/dsl/diagnostics/format.js';
import { sortDiagnostics } from '../../codegen/dsl/diagnostics/report.js';
import { loadKeywords } from '../../codegen/dsl/index.js';
import type { Diagnostic } from '../../codegen/dsl/types.js';
import { lineExplainer } from '../../src/explain/index.js';

const DIR = 'test/dsl/golden';
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const ENGLISH = new Set([
  '13-trigger-typo',
  '16-noun-typo',
  '37-mixed-width',
  '42-every-problem-reported',
  '53-bad-trigger-hides-nothing',
  '55-unsupported-win',
  '57-unsupported-mechanics',
  '58-designer-mechanics',
]);
const CASES = readdirSync(DIR)
  .filter((f) => f.endsWith('.hf'))
  .map((f) => f.slice(0, -3))
  .sort();

/** What `hflux check --lang <lang>` reports: the CLI explains each search suggestion in that language. */
function diagnose(name: string, lang: Lang = 'ja'): Diagnostic[] {
  const path = `${DIR}/${name}.hf`;
  const text = readFileSync(path, 'utf8');
  const keywordFile = name.startsWith('kw-');
  const explain = lineExplainer(lang);
  const result = keywordFile
    ? compileSources([{ path, text }], { explain })
    : compileSources([{ path, text }], { keywords: loadKeywords().table, explain });
  return sortDiagnostics(result.diagnostics);
}

function expectGolden(name: string, lang: Lang): void {
  const file = join(DIR, `${name}${lang === 'en' ? '.en' : ''}.out`);
  const actual = `${formatDiagnostics(diagnose(name, lang), lang)}\n`;
  if (UPDATE) writeFileSync(file, actual);
  expect(existsSync(file), `${file} is missing: run UPDATE_GOLDEN=1 npx vitest run ${DIR}/..`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('golden diagnostics of malformed card files (HF-4, HF-5, HF-12, HF-13)', () => {
  test('there are at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  test.each(CASES)('%s reports exactly its golden diagnostics', (name) => {
    expect(diagnose(name).length).toBeGreaterThan(0);
    expectGolden(name, 'ja');
  });

  test.each([...ENGLISH])('%s in English (--lang en)', (name) => {
    expectGolden(name, 'en');
  });
});
