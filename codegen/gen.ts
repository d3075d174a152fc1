// `npm run gen`: regenerate generated/ from its sources (the same as `hflux gen`; see ./command.ts).
//   --check  write nothing; exit 1 and name each stale file if generated/ differs from what would be written.
//   --watch  regenerate whenever cards/ or rules/ change.
//   --lang en  English messages (default Japanese: ./genMessages.ts).
// Exit codes: 0 fresh (or written), 1 stale (--check) or errors in the sources, 2 bad input or internal error.
// generated/ is put back first if a killed run left it missing: the generator imports it (src/keywords.ts),
// so ./command.js is loaded only after that.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { recoverTree } from '../bin/recoverGenerated.js';

recoverTree(fileURLToPath(new URL('..', import.meta.url)));
const { runGen, watchGen } = await import('./command.js');
const { genMessages } = await import('./genMessages.js');

// nb17: the usage names the commands a user types (not the script behind them) and every option.
const USAGE = 'usage: npm run gen -- [--check] [--watch] [--root <dir>] [--lang ja|en]（hflux gen と同じ）';

function main(argv: string[]): number | undefined {
  let values: { check: boolean; watch: boolean; root?: string; lang?: string };
  try {
    values = parseArgs({
      args: argv,
      options: {
        check: { type: 'boolean', default: false },
        watch: { type: 'boolean', default: false },
        root: { type: 'string' },
        lang: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`hflux gen: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.lang !== undefined && values.lang !== 'ja' && values.lang !== 'en') {
    console.error(`hflux gen: --lang は ja か en です（「${values.lang}」）\n${USAGE}`);
    return 2;
  }
  const lang = values.lang === 'en' ? 'en' : 'ja';
  if (values.watch && values.check) {
    console.error(`${genMessages(lang).bothFlags}\n${USAGE}`);
    return 2;
  }
  if (values.watch) {
    const watcher = watchGen({ root: values.root, lang });
    process.on('SIGINT', () => {
      watcher.close();
      process.exit(0);
    });
    return undefined;
  }
  return runGen({ check: values.check, root: values.root, lang });
}

const code = main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
