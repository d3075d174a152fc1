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
 * Ends the process quietly when stdout or stderr can no longer be written: exit 0 for a closed pipe (the
 * reader has what it wanted), exit 2 for anything else (a full disk). One line goes to stderr if it can.
 */
export function guardStdio(): void {
  if (installed) return;
  installed = true;
  const handler = (stream: NodeJS.WriteStream, name: string) => (e: NodeJS.ErrnoException) => {
    if (stream === process.stdout) {
      try {
        process.stderr.write(`hflux: ${name} に書き込めません: ${describeWriteError(e)}\n`);
      } catch {
        // stderr is gone too: nothing more to say
      }
    }
    process.exit(e.code === 'EPIPE' ? 0 : 2);
  };
  process.stdout.on('error', handler(process.stdout, 'stdout'));
  process.stderr.on('error', handler(process.stderr, 'stderr'));
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
