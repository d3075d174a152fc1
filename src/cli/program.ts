// The hflux command line's root program and how it is run, shared by main.ts (every command) and check.ts
// (`hflux check` alone: main.ts imports every command, and through src/cli/cards.ts the whole card compiler
// from its sources, which `hflux check` loads from its bundle instead — codegen/dsl/tools/checkBundle.ts).
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { DeckError } from '../core/errors.js';

/** The version in this checkout's package.json. */
function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return `hflux ${pkg.version}`;
}

/** The root `hflux` program, without its commands. */
export function rootProgram(): Command {
  return new Command()
    .name('hflux')
    .description(
      'Hollow Flux rules engine. Rule IDs in its messages (HF-5.4) are explained in docs/rules.md.',
    )
    .version(packageVersion(), '-v, --version', 'prints the version of hflux')
    .enablePositionalOptions() // `hflux campaign … sim --games …` passes the campaign's options through
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
}

/** Parses the command line and runs the command; errors are messages, never stack traces (exit 2). */
export function runProgram(program: Command): void {
  try {
    program.parse(process.argv);
  } catch (e) {
    const err = e as { code?: string; exitCode?: number; message?: string };
    if (err.code?.startsWith('commander.'))
      process.exit(err.code === 'commander.helpDisplayed' || err.code === 'commander.version' ? 0 : 2);
    if (e instanceof DeckError) {
      console.error(e.message);
      process.exit(1);
    }
    if (e instanceof Error && e.name === 'InputFileError') {
      console.error(`hflux: ${e.message}`);
      process.exit(2);
    }
    console.error(`hflux: 内部エラー: ${err.message ?? String(e)}`);
    process.exit(2);
  }
}
