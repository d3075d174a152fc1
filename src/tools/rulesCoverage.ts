// `npm run rules:coverage [-- --json] [-- --strict]`: which rules of the rules reference docs/rules.md (HF-1 …
// HF-17, numbered as the digest ../shared/RULES.md) are cited by a test name in test/**/*.test.ts or a
// `rules:` / `name:` field of test/**/*.scenario.yaml.
//   --json    print the report as JSON instead of a table
//   --strict  exit 1 when coverage is below 100%
// Exit 2 (with a message, no stack trace) when docs/rules.md or a test file cannot be read or is malformed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../cli/scriptArgs.js';
import { type CoverageReport, computeCoverage } from './coverage.js';
import { findFiles } from './findFiles.js';
import { definedRuleIds } from './ruleIds.js';
import { RULES_REFERENCE_FILE } from './rulesReference.js';
import type { CitingText } from './testCitations.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULES_PATH = RULES_REFERENCE_FILE;
const TEST_DIR = 'test';
const TEST_SUFFIX = '.test.ts';
const SCENARIO_SUFFIX = '.scenario.yaml';

class ToolError extends Error {}

function readText(path: string, shown: string): string {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch (error) {
    throw new ToolError(`cannot read ${shown}: ${(error as Error).message}`);
  }
}

/**
 * Loaded when the report is built, not at start: it loads TypeScript's compiler (~2 s of CPU), which `--help` and a
 * usage error do not need.
 */
async function citingTexts(): Promise<CitingText[]> {
  const { scenarioTexts, testNames } = await import('./testCitations.js');
  const files = findFiles(join(ROOT, TEST_DIR), [TEST_SUFFIX, SCENARIO_SUFFIX]).map(
    (f) => `${TEST_DIR}/${f}`,
  );
  return files.flatMap((file) => {
    const source = readText(file, file);
    if (file.endsWith(TEST_SUFFIX)) return testNames(source, file);
    try {
      return scenarioTexts(source, file);
    } catch (error) {
      throw new ToolError(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    }
  });
}

async function buildReport(): Promise<CoverageReport> {
  const rules = definedRuleIds(readText(RULES_PATH, RULES_PATH), RULES_PATH);
  if (rules.length === 0) throw new ToolError(`${RULES_PATH} defines no rule IDs (### HF-<n>.<m> headings)`);
  return computeCoverage(rules, await citingTexts());
}

function formatTable(report: CoverageReport): string {
  const rows = report.rules.map((rule) => {
    const status = rule.count > 0 ? 'covered' : 'UNCOVERED';
    const files =
      rule.files.length > 1 ? `${rule.files[0]} +${rule.files.length - 1}` : (rule.files[0] ?? '');
    return `${rule.id.padEnd(9)} ${status.padEnd(10)} ${String(rule.count).padStart(5)}  ${files}`.trimEnd();
  });
  const unknown = report.unknown.map((u) => `  ${u.id} (${u.count}×: ${u.files.join(', ')})`);
  return [
    `Rule coverage of ${RULES_PATH} by test names (${TEST_DIR}/**/*${TEST_SUFFIX}, *${SCENARIO_SUFFIX})`,
    '',
    `${'rule'.padEnd(9)} ${'status'.padEnd(10)} ${'cited'.padStart(5)}  files`,
    ...rows,
    '',
    `Covered ${report.covered} of ${report.total} rules (${report.percentage}%); ` +
      `${report.total - report.covered} uncovered.`,
    ...(unknown.length > 0 ? [`Cited but not defined in ${RULES_PATH}:`, ...unknown] : []),
  ].join('\n');
}

const USAGE = `usage: npm run rules:coverage -- [--json] [--strict]

Which rule IDs of docs/rules.md (HF-1 … HF-17) the tests and scenarios cite in their names.

  --json      the report as JSON
  --strict    exit 1 when a rule is not covered
  -h, --help  this text`;

async function main(argv: string[]): Promise<number> {
  try {
    const options = { json: { type: 'boolean' }, strict: { type: 'boolean' } } as const;
    const { values } = parseScriptArgs(
      { args: argv, options },
      { name: 'npm run rules:coverage', usage: USAGE },
    );
    const report = await buildReport();
    console.log(values.json ? JSON.stringify(report, null, 2) : formatTable(report));
    return values.strict && report.covered < report.total ? 1 : 0;
  } catch (error) {
    console.error(`rules:coverage: ${(error as Error).message}`);
    return 2;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
