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
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      outputError: (s, write) => write(commanderMessage(s, langOfArgv(process.argv))),
    });
}

function langOfArgv(argv: readonly string[]): 'ja' | 'en' {
  const i = argv.indexOf('--lang');
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  return value === 'en' ? 'en' : 'ja';
}

/**
 * Commander's usage errors in the command line's language (nc7): our option parsers explain the value in
 * Japanese, and commander's English frame around it (「error: option '--cards <sources...>' argument 'my.hf' is
 * invalid. ファイルがありません」) mixed the two. English with `--lang en` keeps commander's text.
 */
export function commanderMessage(
  message: string,
  lang: 'ja' | 'en',
  argv: readonly string[] = process.argv.slice(2),
): string {
  if (lang === 'en') return message;
  // nc8 finding 14: the frame names the value; a parser's reason ending 「: fr」 or 「（値: fr）」 says it again
  const reason = (why: string, value: string) =>
    why
      .trim()
      .replace(new RegExp(`(?:\\s*[:：]\\s*${escapeRegExp(value)}|（値: ${escapeRegExp(value)}）)$`), '');
  // nc8 finding 22: an unknown subcommand (`hflux new deck`) points to its group's help (`hflux new --help`)
  const helpOf = (name: string) => {
    const at = argv.indexOf(name);
    const group = (at > 0 ? argv.slice(0, at) : []).filter((a) => !a.startsWith('-'));
    return `hflux ${[...group, ''].join(' ')}--help`;
  };
  const rules: [RegExp, (...m: string[]) => string][] = [
    [
      /^error: option '([^']+)' argument '([^']*)' is invalid\. ?([\s\S]*)$/,
      (flags, value, why) =>
        `hflux: ${flags.split(/[ ,]/)[0]} の値「${value}」が使えません：${reason(why, value)}`,
    ],
    [
      /^error: command-argument value '([^']*)' is invalid for argument '([^']+)'\. ?([\s\S]*)$/,
      (value, _name, why) => `hflux: 引数「${value}」が使えません：${why.trim()}`,
    ],
    [
      /^error: option '([^']+)' argument missing$/,
      (flags) => `hflux: ${flags.split(/[ ,]/)[0]} に値がありません`,
    ],
    [
      /^error: missing required argument '([^']+)'$/,
      (name) => `hflux: 引数 <${name}> を指定してください${missingArgumentHint(name, argv)}`,
    ],
    [
      // nb17: a missing required option (`campaign slurm` without --results) was commander's English
      /^error: required option '([^']+)' not specified$/,
      (flags) => `hflux: オプション ${flags.split(/[ ,]/)[0]} を指定してください（${flags}。--help で一覧）`,
    ],
    [
      /^error: unknown option '([^']+)'(?:\n\(Did you mean (\S+)\?\))?$/,
      (flag, hint) =>
        `hflux: 不明なオプション ${flag}${hint ? `（もしかして ${hint}？）` : ''}（--help で一覧）`,
    ],
    [
      /^error: unknown command '([^']+)'(?:\n\(Did you mean (\S+)\?\))?$/,
      (name, hint) =>
        `hflux: 不明なコマンド ${name}${hint ? `（もしかして ${hint}？）` : ''}（${helpOf(name)} で一覧）`,
    ],
    [
      /^error: too many arguments(?: for '([^']+)')?\. Expected (\d+) arguments? but got (\d+)\.$/,
      (_cmd, expected, got) => `hflux: 引数が多すぎます（${expected}個のところ${got}個）`,
    ],
  ];
  const text = message.replace(/\n$/, '');
  for (const [re, say] of rules) {
    const m = re.exec(text);
    if (m) return `${say(...m.slice(1).map((x) => x ?? ''))}\n`;
  }
  return message;
}

/**
 * nc10: 「引数 <decks> を指定してください」 alone did not say what to write: an example of the command's
 * argument, and the help that has more.
 */
const ARGUMENT_EXAMPLES: Record<string, string> = {
  decks: 'cards/mine/decks/mine.deck か組み込みのデッキ名（guren-aggro）',
  cards: 'カード名（mineの火花）か .hf ファイル（cards/mine/mine.hf）',
  id: 'セットID（mine）',
};

function missingArgumentHint(name: string, argv: readonly string[]): string {
  const command = argv.filter((a) => !a.startsWith('-'));
  const example = ARGUMENT_EXAMPLES[name];
  const usage = `hflux ${command.join(' ')}`.trim();
  return `（${example ? `例：${usage} ${example}。` : ''}詳しくは ${usage} --help）`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Parses the command line and runs the command; errors are messages, never stack traces (exit 2). */
export function runProgram(program: Command): void {
  try {
    program.parse(process.argv);
  } catch (e) {
    process.exit(programErrorCode(e));
  }
}

/**
 * What an error thrown while parsing or starting a command prints (one line on stderr) and the exit code it ends
 * the command with; runProgram exits with it, test/helpers/runCliInProcess.ts sets it without ending the process.
 */
export function programErrorCode(e: unknown): number {
  const err = e as { code?: string; exitCode?: number; message?: string };
  if (err.code?.startsWith('commander.'))
    return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' ? 0 : 2;
  if (e instanceof DeckError) {
    console.error(e.message);
    return 1;
  }
  if (e instanceof Error && e.name === 'InputFileError') {
    console.error(`hflux: ${e.message}`);
    return 2;
  }
  console.error(`hflux: 内部エラー: ${err.message ?? String(e)}`);
  return 2;
}
