// `npm run gen` / `hflux gen`: regenerate generated/ from its sources.
//   --check  write nothing; exit 1 and name each stale file if generated/ differs from what would be written.
// Exit codes: 0 fresh (or written), 1 stale (--check), 2 bad input or internal error (message, no stack trace).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GenError } from './errors.js';
import { GENERATORS } from './generators.js';
import { generateAll, staleFiles, writeGenerated } from './run.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'usage: tsx codegen/gen.ts [--check]';

function readCheckFlag(argv: string[]): boolean {
  try {
    return parseArgs({ args: argv, options: { check: { type: 'boolean', default: false } } }).values.check;
  } catch (error) {
    throw new GenError(`${(error as Error).message}\n${USAGE}`);
  }
}

function check(): number {
  const stale = staleFiles(ROOT, generateAll(ROOT, GENERATORS));
  for (const path of stale) console.error(`stale: ${path} differs from its sources; run \`npm run gen\``);
  if (stale.length === 0) console.log('generated files are up to date');
  return stale.length === 0 ? 0 : 1;
}

function write(): number {
  const written = writeGenerated(ROOT, generateAll(ROOT, GENERATORS));
  for (const path of written) console.log(`wrote ${path}`);
  if (written.length === 0) console.log('generated files are up to date');
  return 0;
}

function describeFailure(error: unknown): string {
  if (error instanceof GenError) return `hflux gen: ${error.message}`;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `hflux gen: internal error: ${detail}`;
}

function main(argv: string[]): number {
  try {
    return readCheckFlag(argv) ? check() : write();
  } catch (error) {
    console.error(describeFailure(error));
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
