// Output that is never half-written: reports and JSON files are written to a temporary file in the same
// folder and renamed over the target (the old file stays whole until the new one is complete), and a closed
// pipe (EPIPE: `hflux play | head -1`) or a full disk (ENOSPC) on stdout/stderr ends the command with one
// line instead of a Node stack trace.
export { writeFileAtomic } from '../io/atomicWrite.js';

/** One line describing a failed write (Japanese). */
export function describeWriteError(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const why: Record<string, string> = {
    ENOSPC: 'ディスクの空きがありません',
    EDQUOT: 'ディスクの割り当てを超えました',
    EACCES: '書き込む権限がありません',
    EPERM: '書き込む権限がありません',
    EROFS: '読み取り専用のファイルシステムです',
    ENOENT: 'フォルダがありません',
    EISDIR: 'フォルダです',
    EPIPE: '出力先が閉じられました',
  };
  const reason = (err.code && why[err.code]) ?? (err.message || String(e));
  return `${reason}${err.code ? ` (${err.code})` : ''}`;
}

let installed = false;

/**
 * What a failed write to stdout or stderr does: a closed pipe (EPIPE: `hflux scenario … | head -1`) ends the
 * command quietly with exit 0 — the reader has what it wanted, as with the usual command-line tools (nb17) —
 * anything else (a full disk) with one line on stderr, when stdout is the stream that failed, and exit 2.
 */
export function stdioFailure(e: NodeJS.ErrnoException, stdout: boolean): { line?: string; code: number } {
  if (e.code === 'EPIPE') return { code: 0 };
  return { line: stdout ? `hflux: stdout に書き込めません: ${describeWriteError(e)}\n` : undefined, code: 2 };
}

/** Ends the process as stdioFailure says when stdout or stderr can no longer be written. */
export function guardStdio(): void {
  if (installed) return;
  installed = true;
  const handler = (stream: NodeJS.WriteStream) => (e: NodeJS.ErrnoException) => {
    const { line, code } = stdioFailure(e, stream === process.stdout);
    try {
      if (line) process.stderr.write(line);
    } catch {
      // stderr is gone too: nothing more to say
    }
    process.exit(code);
  };
  process.stdout.on('error', handler(process.stdout));
  process.stderr.on('error', handler(process.stderr));
}

/** Shows the terminal cursor again (a progress bar hides it). */
export const SHOW_CURSOR = '\x1b[?25h';

/** Shows the cursor again, on a terminal only: a file or pipe never gets the escape (issue 24). */
export function restoreCursor(): void {
  if (process.stderr.isTTY) process.stderr.write(SHOW_CURSOR);
}

const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * Ctrl-C (or SIGTERM, SIGHUP) during a long run: stop the progress bar, restore the cursor on a terminal,
 * print what was done and exit 128 + the signal's number (which ends the worker threads with the process); a
 * second signal (or the launcher forwarding it) changes nothing. `cleanup` runs first (a temp folder).
 * Returns the function that removes the handlers.
 */
export function exitOnCtrlC(
  stopBar: () => void,
  whatWasDone: () => string,
  cleanup: () => void = () => {},
): () => void {
  let interrupted = false;
  const handlers = Object.entries(STOP_SIGNALS).map(([signal, code]) => {
    const handler = () => {
      if (interrupted) return;
      interrupted = true;
      stopBar();
      try {
        cleanup();
      } finally {
        restoreCursor();
        process.stderr.write(`${whatWasDone()}\n`);
        process.exit(code);
      }
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
