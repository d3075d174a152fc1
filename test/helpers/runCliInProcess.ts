// The hflux command line run in the test's own process: the commander program bin/hflux.js runs
// (src/cli/hfluxProgram.ts), parsed with the given arguments, its stdout, stderr and exit code captured. A
// spawned `hflux` pays Node's start and the loading of the compiler and the engine (seconds of CPU) at every case;
// here they are loaded once per worker. What it does not run: the launcher (bin/hflux.js) and the entry point's
// card freshness check (src/cli/hflux.ts), guardStdio, signals, other users, a TTY or stdin — cases about those
// stay real processes (test/helpers/childProcess.ts).
//
// The process's globals are swapped while a command runs (argv, exitCode, exit, env, stdout/stderr writes and
// console): cases run one at a time (no test.concurrent), so nothing else writes meanwhile. process.exit throws
// instead of ending the worker. The cwd cannot be changed in a worker thread (vitest's pool): `cwd` only makes
// process.cwd() (and so path.resolve and the paths messages show relative to it) answer that folder, while the
// file system still resolves relative paths from the real cwd — a case with `cwd` names its files with absolute
// paths, and a real-process case of the same file keeps the relative ones.
import { formatWithOptions } from 'node:util';
import { hfluxProgram } from '../../src/cli/hfluxProgram.js';
import { programErrorCode } from '../../src/cli/program.js';

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** What process.cwd() answers while the command runs (see above: file arguments absolute). */
  cwd?: string;
  /** Variables set (a string) or removed (undefined) while the command runs. */
  env?: Record<string, string | undefined>;
}

/** process.exit called by a command: the code it asked for, thrown to stop the command where it was. */
class ExitCalled extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

let running = false;

/** Runs `hflux <args>` in this process and resolves once the command (and the promise its action returned) ends. */
export async function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  if (running) throw new Error('runCli: one command at a time');
  running = true;
  let stdout = '';
  let stderr = '';
  const text = (chunk: unknown) =>
    typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  const writer =
    (to: 'out' | 'err') =>
    (chunk: unknown, ...rest: unknown[]): boolean => {
      if (to === 'out') stdout += text(chunk);
      else stderr += text(chunk);
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return true;
    };
  const line =
    (to: 'out' | 'err') =>
    (...values: unknown[]) => {
      writer(to)(`${formatWithOptions({ colors: false }, ...values)}\n`);
    };
  const saved = {
    argv: process.argv,
    exitCode: process.exitCode,
    exit: process.exit,
    out: process.stdout.write,
    err: process.stderr.write,
    log: console.log,
    info: console.info,
    error: console.error,
    warn: console.warn,
    cwd: process.cwd,
  };
  const savedEnv = new Map(Object.keys(options.env ?? {}).map((k) => [k, process.env[k]]));
  let status: number;
  try {
    process.argv = [process.execPath, 'hflux', ...args];
    const { cwd } = options;
    if (cwd !== undefined) process.cwd = () => cwd;
    process.exitCode = undefined;
    process.exit = ((code?: number) => {
      throw new ExitCalled(code ?? 0);
    }) as typeof process.exit;
    process.stdout.write = writer('out') as typeof process.stdout.write;
    process.stderr.write = writer('err') as typeof process.stderr.write;
    console.log = line('out');
    console.info = line('out');
    console.error = line('err');
    console.warn = line('err');
    for (const [k, v] of Object.entries(options.env ?? {})) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    try {
      await hfluxProgram().parseAsync(process.argv);
      status = Number(process.exitCode ?? 0);
    } catch (e) {
      status = e instanceof ExitCalled ? e.code : programErrorCode(e);
    }
  } finally {
    process.argv = saved.argv;
    process.exitCode = saved.exitCode;
    process.exit = saved.exit;
    process.cwd = saved.cwd;
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    console.log = saved.log;
    console.info = saved.info;
    console.error = saved.error;
    console.warn = saved.warn;
    for (const [k, v] of savedEnv) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    running = false;
  }
  return { status, stdout, stderr };
}
