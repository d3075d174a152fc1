// nc8 finding 6: the npm scripts that parse their own options (`npm start`, `npm run bench`, `bench:compile`,
// `bench:lsp`, `rules:coverage`) answer `--help` with their usage (exit 0) and a bad option with one line and a
// pointer to --help (exit 2) — never node:util's stack trace (ERR_PARSE_ARGS_UNKNOWN_OPTION).
import { type ParseArgsConfig, parseArgs } from 'node:util';

export interface ScriptUsage {
  /** How the script is run, e.g. `npm run bench`. */
  name: string;
  /** The usage text --help prints (the first line `usage: …`). */
  usage: string;
}

export class ScriptArgsError extends Error {
  override name = 'ScriptArgsError';
}

/** One line for node:util parseArgs' error (its own text is long and English). */
function oneLine(e: unknown): string {
  const err = e as { code?: string; message?: string };
  const quoted = /'([^']+)'/.exec(err.message ?? '')?.[1];
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `不明なオプション ${quoted ?? ''}`.trim();
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `オプションの値が正しくありません: ${(err.message ?? '').split('\n')[0]}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `余分な引数 ${quoted ?? ''}`.trim();
    default:
      return (err.message ?? String(e)).split('\n')[0];
  }
}

/**
 * node:util parseArgs with `--help` / `-h`: prints `usage` and exits 0; a parse error throws ScriptArgsError with
 * one line (`npm run bench: 不明なオプション --frob（--help で使い方）`), or exits 2 with it when `exit` is set.
 */
export function parseScriptArgs<T extends ParseArgsConfig>(
  config: T,
  script: ScriptUsage,
  options: { exit?: boolean; write?: (s: string) => void } = { exit: true },
): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    (options.write ?? ((s) => process.stdout.write(s)))(`${script.usage.trimEnd()}\n`);
    if (options.exit) process.exit(0);
    throw new ScriptArgsError('help');
  }
  try {
    return parseArgs({ ...config, args }) as ReturnType<typeof parseArgs<T>>;
  } catch (e) {
    const line = `${script.name}: ${oneLine(e)}（--help で使い方）`;
    if (options.exit) {
      process.stderr.write(`${line}\n`);
      process.exit(2);
    }
    throw new ScriptArgsError(line);
  }
}
