// The hflux command line. Errors are printed as messages, never stack traces; exit 0 ok, 1 findings, 2 error.
import { Command, InvalidArgumentError } from 'commander';
import { DeckError } from '../core/errors.js';
import { playCommand } from './play.js';

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError(`整数ではありません: ${value}`);
  return n;
}

const program = new Command()
  .name('hflux')
  .description('Hollow Flux rules engine')
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

program
  .command('play')
  .description('plays one complete game between two decks with random players and tells what happened')
  .option('--seed <n>', 'random seed', integer, 1)
  .option('--decks <decks...>', 'two deck list files or built-in names (red, blue)')
  .option('--quiet', 'print only the result')
  .action((opts: { seed: number; decks?: string[]; quiet?: boolean }) => {
    if (opts.decks && opts.decks.length !== 2) {
      console.error('hflux play: --decks にはデッキを2つ指定してください（例：--decks red blue）');
      process.exitCode = 2;
      return;
    }
    process.exitCode = playCommand({
      seed: opts.seed,
      decks: opts.decks as [string, string] | undefined,
      quiet: opts.quiet,
    });
  });

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
  console.error(`hflux: 内部エラー: ${err.message ?? String(e)}`);
  process.exit(2);
}
