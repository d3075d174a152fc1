// `hflux gen [--check] [--watch]` and `npm run gen`: regenerate generated/ from cards/ and rules/.
// Exit codes: 0 fresh (or written); 1 stale (--check) or the sources have errors (each printed as
// `file:line:col code message`); 2 bad input or internal error (a generated module that does not
// type-check is one: HF-E900 at the card's .hf line). Never a stack trace.
import { type Dirent, type FSWatcher, existsSync, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from './dsl/types.js';
import { DiagnosticsError, TypeCheckError } from './emit/index.js';
import { formatDiagnostic } from './emit/source.js';
import { GenError } from './errors.js';
import { leftoverTempFiles, leftoverTrees } from './files.js';
import { type GenLang, genMessages } from './genMessages.js';
import { GENERATORS } from './generators.js';
import { generateOutput, orphanFiles, staleFiles, writeGenerated } from './run.js';
import type { GeneratedOutput, Generator } from './types.js';

/** The repository this hflux belongs to: the default root for `hflux gen`. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface GenIO {
  out(line: string): void;
  err(line: string): void;
}

export const CONSOLE_IO: GenIO = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

export interface GenOptions {
  root?: string;
  check?: boolean;
  generators?: readonly Generator[];
  io?: GenIO;
  /** The language of what it prints (./genMessages.ts): Japanese unless 'en'. */
  lang?: GenLang;
  /** Called with the output once it is written (not with --check): src/cli/freshCards.ts keeps it (./outputCache.ts). */
  onWritten?: (output: GeneratedOutput) => void;
}

/** One `hflux gen` run; returns the exit code. */
export function runGen(options: GenOptions = {}): number {
  const root = options.root ?? REPO_ROOT;
  const io = options.io ?? CONSOLE_IO;
  const generators = options.generators ?? GENERATORS;
  const say = genMessages(options.lang);
  try {
    const output = generateOutput(root, generators);
    if (options.check) {
      const stale = staleFiles(root, output);
      const orphans = new Set(orphanFiles(root, output));
      for (const path of stale) io.err(say.stale(path, orphans.has(path)));
      const leftovers = leftoversOf(root);
      for (const path of leftovers) io.err(say.leftover(path));
      if (stale.length === 0 && leftovers.length === 0) io.out(say.upToDate);
      return stale.length === 0 && leftovers.length === 0 ? 0 : 1;
    }
    const removed = new Set(orphanFiles(root, output));
    const written = writeGenerated(root, output);
    for (const path of written) io.out(removed.has(path) ? say.removed(path) : say.wrote(path));
    if (written.length === 0) io.out(say.upToDate);
    options.onWritten?.(output);
    return 0;
  } catch (error) {
    return reportFailure(error, io, options.lang);
  }
}

/** What a killed `gen` left next to or in generated/ (a plain `gen` removes it). */
function leftoversOf(root: string): string[] {
  return [
    ...leftoverTrees(root, 'generated'),
    ...leftoverTempFiles(join(root, 'generated')).map((path) => `generated/${path}`),
  ];
}

/** `file:line:col code message` in the chosen language. */
function shown(d: Diagnostic, lang?: GenLang): string {
  return formatDiagnostic(lang === 'en' && d.messageEn !== undefined ? { ...d, message: d.messageEn } : d);
}

function reportFailure(error: unknown, io: GenIO, lang?: GenLang): number {
  const say = genMessages(lang);
  if (error instanceof DiagnosticsError) {
    for (const diagnostic of error.diagnostics) io.err(shown(diagnostic, lang));
    io.err(say.errors(error.diagnostics.length));
    return 1;
  }
  if (error instanceof TypeCheckError) {
    for (const diagnostic of error.diagnostics) io.err(shown(diagnostic, lang));
    io.err(say.typeCheck(error.diagnostics.length));
    return 2;
  }
  // InputFileError (src/io/readInput.ts): a card file that is a FIFO, a device or too large.
  if (error instanceof GenError || (error instanceof Error && error.name === 'InputFileError')) {
    io.err(`hflux gen: ${error.message}`);
    return 2;
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  io.err(say.internal(detail));
  return 2;
}

export interface WatchOptions extends Omit<GenOptions, 'check'> {
  /** Quiet time after the last change before regenerating (ms). */
  debounceMs?: number;
  /** Called after each run with its exit code (tests wait on it). */
  onRun?: (code: number) => void;
  /**
   * Stop watching and exit when the parent process dies (its pid changes: this process was re-parented) or
   * the IPC channel to it closes, so a killed launcher or editor task never leaves an orphan rewriting
   * generated/. For the CLI only.
   */
  stopWithParent?: boolean;
}

/** Calls `onGone` once when the parent process is gone; returns a function that stops checking. */
export function onParentGone(onGone: () => void, everyMs = 250): () => void {
  // The launcher (bin/hflux.js) names itself: if it was killed before this runs (during the first
  // generation), process.ppid is already the new parent and would never change (issue 24).
  const launcher = Number(process.env.HFLUX_LAUNCHER_PID);
  const parent = Number.isInteger(launcher) && launcher > 0 ? launcher : process.ppid;
  if (parent !== process.ppid) queueMicrotask(() => fire());
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    stop();
    onGone();
  };
  const timer = setInterval(() => {
    if (process.ppid !== parent) fire();
  }, everyMs);
  timer.unref();
  if (process.send) process.once('disconnect', fire);
  const stop = () => {
    clearInterval(timer);
    process.off('disconnect', fire);
  };
  return stop;
}

/** The directories `--watch` watches, relative to the root. */
export const WATCHED = ['cards', 'rules'] as const;

/**
 * Generates once, then again after every change under cards/ or rules/ (debounced). A failing run prints
 * its diagnostics and keeps watching. Returns a handle that stops watching.
 */
export function watchGen(options: WatchOptions = {}): { close(): void } {
  const root = options.root ?? REPO_ROOT;
  const io = options.io ?? CONSOLE_IO;
  const debounceMs = options.debounceMs ?? 150;
  const say = genMessages(options.lang);
  const run = () => {
    const code = runGen({ ...options, root, io });
    options.onRun?.(code);
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, debounceMs);
  };
  const trees: DirectoryWatcher[] = [];
  for (const dir of WATCHED) {
    const path = join(root, dir);
    if (!existsSync(path)) {
      io.err(say.noDir(dir));
      continue;
    }
    const report = (error: Error) => io.err(`hflux gen --watch: ${dir}/: ${error.message}`);
    trees.push(new DirectoryWatcher(path, schedule, report));
  }
  // The parent is noted before the first run: one that dies while it runs is noticed too.
  const stopChecking = options.stopWithParent
    ? onParentGone(() => {
        close();
        process.exit(0);
      })
    : () => {};
  run();
  io.out(say.watching(WATCHED));
  function close(): void {
    stopChecking();
    if (timer) clearTimeout(timer);
    for (const tree of trees) tree.close();
  }
  return { close };
}

/**
 * Watches a directory tree by watching every directory in it, not every file: an editor that saves by
 * writing a new file and renaming it over the old one changes the directory, which a watch on the old file
 * can miss. Directories created or removed later are picked up at the next event.
 */
class DirectoryWatcher {
  private readonly watchers = new Map<string, FSWatcher>();

  constructor(
    private readonly root: string,
    private readonly onChange: () => void,
    private readonly onError: (error: Error) => void,
  ) {
    this.sync();
  }

  close(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** Starts watching new directories and stops watching removed ones. */
  private sync(): void {
    const dirs = new Set(directoriesUnder(this.root));
    for (const [dir, watcher] of this.watchers) {
      if (dirs.has(dir)) continue;
      watcher.close();
      this.watchers.delete(dir);
    }
    for (const dir of dirs) {
      if (this.watchers.has(dir)) continue;
      try {
        const watcher = watch(dir, () => {
          this.sync();
          this.onChange();
        });
        watcher.on('error', (error) => this.onError(error));
        this.watchers.set(dir, watcher);
      } catch (error) {
        this.onError(error as Error);
      }
    }
  }
}

/** `dir` and every directory below it (one that vanishes meanwhile is left out). */
function directoriesUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out = [dir];
  for (const entry of entries) {
    if (entry.isDirectory()) out.push(...directoriesUnder(join(dir, entry.name)));
  }
  return out;
}
