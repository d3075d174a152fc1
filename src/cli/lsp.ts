// `hflux lsp [--stdio]`: the language server for editors (src/lsp/, docs/editor.md), speaking LSP over
// stdin/stdout. Loaded on demand, so other commands never load it. stdout belongs to the protocol: nothing else
// is printed there; a failure to start goes to stderr (exit 2).
import type { Command } from 'commander';

export function registerLspCommand(program: Command): void {
  program
    .command('lsp')
    .description('language server for editors: LSP over stdin/stdout (docs/editor.md)')
    .option('--stdio', 'talk over stdin/stdout (the default and only transport)')
    .option(
      '--clientProcessId <pid>',
      "the editor's process id (editors pass it; the server also stops with it)",
    )
    .action(() => {
      import('../lsp/server.js')
        .then(({ startServer }) => {
          startServer(process.stdin, process.stdout);
        })
        .catch((e: unknown) => {
          console.error(`hflux lsp: 起動できません: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });
}
