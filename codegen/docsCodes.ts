// `npm run docs:codes`: regenerate the codes table of docs/dsl.md from codegen/dsl/diagnostics/codes.ts.
//   --check  write nothing; exit 1 if the table in docs/dsl.md is not the one the codes give.
// Exit 2 (a message, no stack trace) when docs/dsl.md cannot be read or has no table markers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '../src/io/atomicWrite.js';
import { withCurrentCodesTable } from './dsl/diagnostics/table.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = 'docs/dsl.md';

function main(argv: string[]): number {
  try {
    const { values } = parseArgs({ args: argv, options: { check: { type: 'boolean', default: false } } });
    const path = join(ROOT, DOC);
    const doc = readFileSync(path, 'utf8');
    const updated = withCurrentCodesTable(doc, DOC);
    if (updated === doc) {
      // said, not silent (nb18: a newcomer running the README's command saw nothing and could not tell)
      console.log(`docs:codes: the codes table of ${DOC} is up to date`);
      return 0;
    }
    if (values.check) {
      console.error(`docs:codes: the codes table of ${DOC} is stale; run npm run docs:codes`);
      return 1;
    }
    writeFileAtomic(path, updated);
    console.log(`docs:codes: wrote the codes table of ${DOC}`);
    return 0;
  } catch (error) {
    console.error(`docs:codes: ${(error as Error).message}`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
