// Where tests cite rules: the name (first argument) of each describe/it/test call in `*.test.ts`, and the
// `rules:` / `name:` fields of `*.scenario.yaml`. Only names count: an ID in a test body cites nothing.
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

/** A test name or scenario field; `line` is known for test names. */
export interface CitingText {
  file: string;
  text: string;
  line?: number;
}

const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'suite']);
/** Modifiers that mean the test does not run, so it covers nothing. */
const NOT_RUN = new Set(['skip', 'todo']);
const SCENARIO_FIELDS = new Set(['rules', 'name']);

/** The names of every describe/it/test call in a TypeScript test file (template parts joined by '…'). */
export function testNames(source: string, file: string): CitingText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names: CitingText[] = [];
  const visit = (node: ts.Node): void => {
    const name = ts.isCallExpression(node) && isTestCall(node) ? literalText(node.arguments[0]) : undefined;
    if (name !== undefined) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      names.push({ file, text: name, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** `describe(…)`, `test.each(table)(…)`, `it.only(…)`… but not `.skip` / `.todo`. */
function isTestCall(call: ts.CallExpression): boolean {
  const chain = calleeChain(call.expression);
  return TEST_FUNCTIONS.has(chain[0]) && !chain.some((part) => NOT_RUN.has(part));
}

/** The identifiers of a callee from the root: `test.each(x)` → ['test', 'each']. */
function calleeChain(expression: ts.Expression): string[] {
  if (ts.isIdentifier(expression)) return [expression.text];
  if (ts.isPropertyAccessExpression(expression))
    return [...calleeChain(expression.expression), expression.name.text];
  if (ts.isCallExpression(expression)) return calleeChain(expression.expression);
  return [];
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
  return undefined;
}

/** Every string under a `rules:` or `name:` key, at any depth of a scenario file. */
export function scenarioTexts(source: string, file: string): CitingText[] {
  return fieldStrings(parseYaml(source), false).map((text) => ({ file, text }));
}

function fieldStrings(value: unknown, inField: boolean): string[] {
  if (typeof value === 'string') return inField ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => fieldStrings(item, inField));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      fieldStrings(item, inField || SCENARIO_FIELDS.has(key)),
    );
  }
  return [];
}
