// The codes table of docs/dsl.md, generated from ./codes.ts (the one list of codes): `npm run docs:codes`
// rewrites it between its two marker lines, `npm run docs:codes -- --check` and test/tools/rule-ids.test.ts
// fail when it is stale.
import { CODES, type CodeInfo, RETIRED_CODES } from './codes.js';

export const TABLE_BEGIN =
  '<!-- codes table: generated from codegen/dsl/diagnostics/codes.ts by `npm run docs:codes`; do not edit -->';
export const TABLE_END = '<!-- end of codes table -->';

const HEADER = ['| code | | message | English | example |', '| --- | --- | --- | --- | --- |'];

/** The Markdown table of every code, current ones in code order, then the retired ones. */
export function codesTable(): string {
  const current = Object.entries(CODES).map(([code, info]) => currentRow(code, info));
  const retired = Object.entries(RETIRED_CODES).map(
    ([code, why]) => `| ${code} | retired | (${cell(why)}) | | |`,
  );
  return [...HEADER, ...current, ...retired].join('\n');
}

function currentRow(code: string, info: CodeInfo): string {
  const note = info.note ? ` (${cell(info.note)})` : '';
  return `| ${code} | ${info.severity} | ${cell(info.ja)}${note} | ${cell(info.en)} | ${example(info.example)} |`;
}

/** Text in a table cell: a `|` would end the cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** Each line of the example as code, the lines joined by a line break (a table row is one line). */
function example(text: string): string {
  return text
    .split('\n')
    .map((line) => `\`${cell(line)}\``)
    .join('<br>');
}

export class CodesTableError extends Error {
  override name = 'CodesTableError';
}

/** `doc` with the text between the marker lines replaced by the current table; throws without the markers. */
export function withCurrentCodesTable(doc: string, file: string): string {
  const lines = doc.split('\n');
  const begin = lines.indexOf(TABLE_BEGIN);
  const end = lines.indexOf(TABLE_END);
  if (begin < 0 || end < begin) {
    throw new CodesTableError(
      `${file}: the marker lines of the codes table are missing:\n${TABLE_BEGIN}\n${TABLE_END}`,
    );
  }
  return [...lines.slice(0, begin + 1), codesTable(), ...lines.slice(end)].join('\n');
}
