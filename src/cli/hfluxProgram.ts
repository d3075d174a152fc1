// The hflux command line's program with every command (./main.ts runs it). Errors are printed as messages, never
// stack traces; exit 0 ok, 1 findings, 2 error. Building it runs nothing, so tests parse documented command lines
// with it in process (test/docs/designerGuide.test.ts).
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Shard } from '../core/shard.js';
import { BOT_NAMES } from '../sim/bots/index.js';
import {
  parseExistingDir,
  parseGames,
  parseInputFile,
  parseOutputDir,
  parseOutputFile,
  parseSeed,
  parseShardOption,
  parseSimWorkers,
} from './args.js';
import { registerBalanceCommands } from './balance.js';
import { registerCampaignCommand } from './campaign.js';
import { cardsOption } from './cards.js';
import { registerDeckCommands } from './deck.js';
import { registerDslCommands } from './dsl.js';
import { registerExplainCommand } from './explain.js';
import { registerFuzzCommand } from './fuzz.js';
import { registerLspCommand } from './lsp.js';
import { registerNewCommand } from './newSet.js';
import { playCommand } from './play.js';
import { rootProgram } from './program.js';
import { recordCommand } from './record.js';
import { scenarioCommand } from './scenario.js';
import { registerServeCommand } from './serve.js';
import { DEFAULT_WORKERS, type Lang, parseLang, simCommand } from './sim.js';
import { simMergeCommand, simShardCommand } from './simShard.js';

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError(`整数ではありません: ${value}`);
  return n;
}

/** An integer of at least `min` (`--steps -5` is refused, issue 24). */
function atLeast(min: number): (value: string) => number {
  return (value) => {
    const n = integer(value);
    if (n < min) throw new InvalidArgumentError(`${min} 以上の整数を指定してください: ${value}`);
    return n;
  };
}

/** The `hflux` program with all its commands. */
/**
 * A command's promise settles the process's exit code: its own code, or 2 with one line for an internal error. The
 * actions return that promise: the binary's parse() ignores it, an in-process parseAsync() awaits it
 * (test/helpers/runCliInProcess.ts).
 */
function exitWith(name: string): [(code: number) => void, (e: unknown) => void] {
  return [
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      console.error(`${name}: 内部エラー: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 2;
    },
  ];
}

export function hfluxProgram(): Command {
  const program = rootProgram();

  program
    .command('play')
    .description('plays one complete game between two decks with random players and tells what happened')
    .option('--seed <n>', 'random seed (0…4294967295)', parseSeed, 1)
    .option(
      '--decks <decks...>',
      'two deck list files or built-in names (guren-aggro, soukyu-knights, kage-funeral, tenryu-sky, …)',
    )
    .addOption(cardsOption())
    .option('--quiet', 'print only the result')
    .option('--lang <lang>', 'language of the narration: ja or en', parseLang, 'ja')
    .action((opts: { seed: number; decks?: string[]; cards?: string[]; quiet?: boolean; lang: Lang }) => {
      if (opts.decks && opts.decks.length !== 2) {
        console.error(
          'hflux play: --decks にはデッキを2つ指定してください（例：--decks guren-aggro soukyu-knights）',
        );
        process.exitCode = 2;
        return;
      }
      return playCommand({
        seed: opts.seed,
        decks: opts.decks as [string, string] | undefined,
        cards: opts.cards,
        quiet: opts.quiet,
        lang: opts.lang,
      }).then(...exitWith('hflux play'));
    });

  program
    .command('sim')
    .description(
      'self-play: bots play N games between two decks (three or more: a round robin) and report win rates with 95% intervals',
    )
    .option(
      '--decks <decks...>',
      'deck list files or built-in names (guren-aggro, soukyu-knights, kage-funeral, tenryu-sky, …)',
      ['guren-aggro', 'soukyu-knights'],
    )
    .addOption(cardsOption())
    .option('--games <n>', 'games (per pairing in a round robin)', parseGames, 100)
    .addOption(
      new Option(
        '--bots <bots...>',
        `one bot for both players or one per player: ${BOT_NAMES.join(', ')}; settings after colons, e.g. ismcts:400 (iterations per decision), ismcts:50ms, ismcts:400:random (playouts)`,
      ).default(['greedy']),
    )
    .option('--seed <n>', 'random seed (0…4294967295): the same seed gives the same numbers', parseSeed, 1)
    .addOption(
      new Option('--workers <k>', 'worker threads (0 or 1: in this thread; at most 4× the cores)')
        .argParser(parseSimWorkers)
        .default(DEFAULT_WORKERS, `the number of cores: ${DEFAULT_WORKERS} here`),
    )
    .option('--json', 'machine-readable summary on stdout')
    .option('--report <out.html>', 'write an HTML report with tables and charts', parseOutputFile)
    .option('--csv <out.csv>', 'write the per-card balance report as a CSV table', parseOutputFile)
    .option(
      '--samples <dir>',
      'keep the first games of each matchup as replays (sim samples) here',
      parseOutputDir,
    )
    .option('--sample-games <n>', 'games kept per matchup with --samples (default 2)', parseGames)
    .option(
      '--replay <file>',
      'replay a sim sample with the current cards instead of simulating',
      parseInputFile,
    )
    .option('--quiet', 'with --replay: print only the result')
    .option(
      '--shard <i/n>',
      'play only the games whose number ≡ i (mod n) and print a partial result (with --json; docs/cluster.md)',
      parseShardOption,
    )
    .option(
      '--merge <files...>',
      'add up the partial results of every shard of one campaign instead of playing',
    )
    .option('--lang <lang>', 'language of card and sample errors: ja or en', parseLang, 'ja')
    .action(
      (opts: {
        shard?: Shard;
        merge?: string[];
        decks: string[];
        cards?: string[];
        games: number;
        bots: string[];
        seed: number;
        workers: number;
        json?: boolean;
        report?: string;
        csv?: string;
        samples?: string;
        sampleGames?: number;
        replay?: string;
        quiet?: boolean;
        lang: Lang;
      }) => {
        const command = opts.merge ? simMergeCommand : opts.shard ? simShardCommand : simCommand;
        return command(opts).then(...exitWith('hflux sim'));
      },
    );

  program
    .command('scenario')
    .description('runs scenario files (*.scenario.yaml) and reports pass / fail per file')
    .argument(
      '[paths...]',
      'scenario files or folders (default: test/scenarios and every cards/<set>/scenarios)',
    )
    .option('--json', 'machine-readable results')
    .option('--log', 'print the whole event log of each run in Japanese')
    .option('--lang <lang>', 'with --log: the language of the event log, ja or en', parseLang, 'ja')
    .option(
      '--record <out>',
      'write a scenario from a random-bot game (or --from a saved game) instead of running',
      parseOutputFile,
    )
    .option(
      '--from <save.json>',
      'with --record: start from a saved game (serialize() output)',
      parseInputFile,
    )
    .option('--seed <n>', 'with --record: bot seed (0…4294967295)', parseSeed, 1)
    .option('--turn <n>', 'with --record: start at the main phase of this turn', atLeast(1), 1)
    .option('--steps <n>', 'with --record: at most this many decisions', atLeast(0), 200)
    .option('--decks <decks...>', 'with --record: two deck list files or built-in names')
    .addOption(cardsOption())
    .action(
      (
        paths: string[],
        opts: {
          json?: boolean;
          log?: boolean;
          lang: Lang;
          record?: string;
          from?: string;
          seed: number;
          turn: number;
          steps: number;
          decks?: string[];
          cards?: string[];
        },
      ) => {
        if (!opts.record && opts.from !== undefined) {
          // hi9 F10: --from without --record was ignored and every scenario of test/scenarios ran
          console.error(
            'hflux scenario: --from は --record と一緒に使います（例：--record out.scenario.yaml --from save.json）',
          );
          process.exitCode = 2;
          return;
        }
        if (!opts.record && (opts.decks || opts.cards)) {
          console.error('hflux scenario: --decks と --cards は --record と一緒に使います');
          process.exitCode = 2;
          return;
        }
        if (opts.decks && opts.decks.length !== 2) {
          console.error('hflux scenario --record: --decks にはデッキを2つ指定してください');
          process.exitCode = 2;
          return;
        }
        if (!opts.record) {
          process.exitCode = scenarioCommand(paths, opts);
          return;
        }
        return recordCommand({
          out: opts.record,
          from: opts.from,
          seed: opts.seed,
          turn: opts.turn,
          steps: opts.steps,
          decks: opts.decks as [string, string] | undefined,
          cards: opts.cards,
        }).then(...exitWith('hflux scenario --record'));
      },
    );

  program
    .command('gen')
    .description(
      'regenerates generated/ from cards/ and rules/ (exit 1: stale with --check, or errors in the sources)',
    )
    .option('--check', 'write nothing; exit 1 if generated/ is stale')
    .option('--watch', 'regenerate whenever a file under cards/ or rules/ is saved')
    .option('--root <dir>', 'the project root (default: this hflux checkout)', parseExistingDir)
    .option('--lang <lang>', 'language of its messages: ja or en', parseLang, 'ja')
    .action((opts: { check?: boolean; watch?: boolean; root?: string; lang: Lang }) => {
      if (opts.check && opts.watch) {
        console.error(
          opts.lang === 'en'
            ? 'hflux gen: --check and --watch cannot be given together'
            : 'hflux gen: --check と --watch は同時に指定できません',
        );
        process.exitCode = 2;
        return;
      }
      // Loaded on demand: the generator is not needed by the other commands.
      return import('../../codegen/command.js')
        .then(({ runGen, watchGen }) => {
          if (!opts.watch) {
            process.exitCode = runGen({ check: opts.check, root: opts.root, lang: opts.lang });
            return;
          }
          // Ctrl-C, SIGTERM and the death of the parent process (stopWithParent) all end the watch.
          const watcher = watchGen({ root: opts.root, stopWithParent: true, lang: opts.lang });
          for (const signal of ['SIGINT', 'SIGTERM'] as const)
            process.on(signal, () => {
              watcher.close();
              process.exit(signal === 'SIGINT' ? 130 : 143);
            });
        })
        .catch((e: unknown) => {
          console.error(`hflux gen: 内部エラー: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });

  registerBalanceCommands(program);
  registerDeckCommands(program);
  registerDslCommands(program);
  registerExplainCommand(program);
  registerFuzzCommand(program);
  registerCampaignCommand(program);
  registerLspCommand(program);
  registerNewCommand(program);
  registerServeCommand(program);
  return program;
}
