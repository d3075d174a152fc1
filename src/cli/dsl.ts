// `hflux check` and `hflux fmt`: the card DSL's diagnostics and canonical formatter (codegen/dsl/tools/).
// Loaded on demand so that `hflux play` does not load the compiler. Exit 0 clean, 1 findings, 2 error;
// never a stack trace.
import { type Command, InvalidArgumentError } from 'commander';
import { wrongKind } from './fileKind.js';
import { describeWriteError } from './output.js';

type Lang = 'ja' | 'en';
interface Result {
  exitCode: number;
  stdout: string;
}

function lang(value: string): Lang {
  if (value !== 'ja' && value !== 'en')
    throw new InvalidArgumentError(`ja か en を指定してください: ${value}`);
  return value;
}

function run(name: string, task: () => Promise<Result>): Promise<void> {
  return task()
    .then((result) => {
      process.stdout.write(result.stdout);
      process.exitCode = result.exitCode;
    })
    .catch((e: unknown) => {
      const usage =
        e instanceof Error && ['UsageError', 'InputFileError', 'OutputFileError'].includes(e.name);
      const message = e instanceof Error ? e.message : String(e);
      // an fs error (EACCES: a read-only folder, ENOSPC) is the machine's, not hflux's: one line, no 内部エラー
      const fsError = typeof (e as NodeJS.ErrnoException)?.code === 'string' && (e as Error).name === 'Error';
      if (fsError)
        console.error(`hflux ${name}: ${describeWriteError(e)}: ${(e as { path?: string }).path ?? ''}`);
      else console.error(usage ? `hflux ${name}: ${message}` : `hflux ${name}: 内部エラー: ${message}`);
      process.exitCode = 2;
    });
}

/** nc8 finding 5: a deck list or a scenario is named with the command that reads it (one line each). */
function refuseOtherKinds(paths: string[], language: Lang): void {
  const wrong = paths.flatMap((p) => wrongKind(p, 'cards', language) ?? []);
  if (wrong.length > 0) throw Object.assign(new Error(wrong.join('\n')), { name: 'UsageError' });
}

export function registerDslCommands(program: Command): void {
  program
    .command('check')
    .description('checks card files (default: cards rules) and reports every problem (exit 1 on findings)')
    .argument('[paths...]', '.hf files or directories')
    .option('--json', 'print the diagnostics as JSON')
    .option('--lang <lang>', 'message language: ja or en', lang, 'ja' as Lang)
    .action((paths: string[], opts: { json?: boolean; lang: Lang }) =>
      run('check', async () => {
        refuseOtherKinds(paths, opts.lang);
        // both module graphs load at once (the explainer only serves search suggestions of unreadable lines)
        // (the check itself from its bundle, codegen/dsl/tools/checkBundle.ts: one file instead of ~110 modules)
        const [{ lineExplainer }, { runCheck }] = await Promise.all([
          import('../explain/index.js'),
          import('../../codegen/dsl/tools/checkBundle.js').then((m) => m.loadCheck()),
        ]);
        return runCheck({
          paths,
          ...opts,
          explain: lineExplainer(opts.lang),
        });
      }),
    );
  program
    .command('fmt')
    .description('rewrites card files in canonical form (default: cards rules); --check only reports')
    .argument('[paths...]', '.hf files or directories')
    .option('--check', 'write nothing; exit 1 if a file is not canonical')
    .option('--lang <lang>', 'message language: ja or en', lang, 'ja' as Lang)
    .action((paths: string[], opts: { check?: boolean; lang: Lang }) =>
      run('fmt', async () => {
        refuseOtherKinds(paths, opts.lang); // hi10 finding 7: fmt of a deck list was one HF-E003 per line
        const [{ lineExplainer }, { runFmt }] = await Promise.all([
          import('../explain/index.js'),
          import('../../codegen/dsl/tools/fmt.js'),
        ]);
        return runFmt({ paths, ...opts, explain: lineExplainer(opts.lang) });
      }),
    );
}
