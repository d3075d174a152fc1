// The one writer for every output file (issue 24): reports, CSV, recorded scenarios, sim samples, fuzz
// findings, files of `hflux gen` and `fmt`. Its policy (docs/reliability.md, "Output files"):
// - only a regular file (or a path that does not exist yet) is written: a device node, FIFO, socket or
//   folder is refused (OutputFileError) and never replaced — `--report /dev/null` is an error, not a no-op;
// - a symlink is never replaced: its target is written (a dangling link is refused);
// - an existing file keeps its permission bits;
// - the bytes go to a temp file next to the target, which is fsynced and renamed over it, so a reader sees
//   the old file or the whole new one;
// - temp files (`.<name>.<pid>.<hex>.tmp`) left by a killed writer are removed by the next write next to them.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { escapeControls } from './terminal.js';

export type OutputFileProblem = 'not-regular' | 'directory' | 'dangling-link';

/** An output path the writer refuses; the message is Japanese and names the file. */
export class OutputFileError extends Error {
  override name = 'OutputFileError';
  /** errno-style, like InputFileError. */
  readonly code: string;
  constructor(
    readonly path: string,
    readonly problem: OutputFileProblem,
    message: string,
  ) {
    super(message);
    this.code = problem === 'directory' ? 'EISDIR' : problem === 'dangling-link' ? 'ENOENT' : 'ENOTREGULAR';
  }
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'FIFO（名前付きパイプ）';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'デバイスファイル';
  if (stats.isSocket()) return 'ソケット';
  return '特殊ファイル';
}

/** What a write to `path` replaces: the real file behind it and its mode (undefined: a new file). */
export interface OutputTarget {
  target: string;
  mode?: number;
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Where a write to `path` goes, following symlinks; throws OutputFileError for anything but a regular file. */
export function outputTarget(path: string): OutputTarget {
  const name = escapeControls(path);
  const link = lstatOrNull(path);
  if (!link) return { target: path };
  let target = path;
  if (link.isSymbolicLink()) {
    try {
      target = realpathSync(path);
    } catch {
      throw new OutputFileError(
        path,
        'dangling-link',
        `「${name}」はリンク先のないシンボリックリンクです。書き込みません。`,
      );
    }
  }
  const stats = statSync(target);
  if (stats.isDirectory())
    throw new OutputFileError(path, 'directory', `「${name}」はフォルダです。ファイル名を指定してください。`);
  if (!stats.isFile())
    throw new OutputFileError(
      path,
      'not-regular',
      `「${name}」は通常のファイルではありません（${kindOf(stats)}）。置き換えも書き込みもしません。`,
    );
  return { target, mode: stats.mode & 0o7777 };
}

const TEMP_NAME = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes temp files of `name` in `dir` whose writing process is gone (killed at its rename). */
export function removeStaleTemps(dir: string, name?: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const match = TEMP_NAME.exec(entry);
    if (!match || (name !== undefined && match[1] !== name) || alive(Number(match[2]))) continue;
    rmSync(join(dir, entry), { force: true });
  }
}

/**
 * Creates `dir` and its missing parents one at a time. Node's `mkdirSync(dir, { recursive: true })` loops for
 * ever under /proc (`sim --samples /proc/xx` spun at 100 % CPU, issue 24); one level at a time fails at once.
 */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    try {
      if (statSync(d).isDirectory()) break;
      throw new OutputFileError(d, 'not-regular', `「${escapeControls(d)}」はフォルダではありません。`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(d) === d) throw error;
      missing.unshift(d);
    }
  }
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

function writeAll(fd: number, content: string | Uint8Array): void {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Writes `content` so that a reader sees either the old file or the whole new one, never a partial file. */
export function writeFileAtomic(path: string, content: string | Uint8Array): void {
  stageFile(path, content).commit();
}

/**
 * Writes `content` to a temp file next to the target of `path` (fsynced, with the target's mode); `commit`
 * checks the target again and renames the temp file over it, `abort` removes it. Staging every file before
 * committing any lets a multi-file write fail before touching a target.
 */
export function stageFile(path: string, content: string | Uint8Array): { commit(): void; abort(): void } {
  const { target, mode } = outputTarget(path);
  const dir = dirname(target);
  makeDirs(dir);
  removeStaleTemps(dir, basename(target));
  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', mode ?? 0o666);
    try {
      writeAll(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (mode !== undefined) chmodSync(temp, mode);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return {
    commit() {
      try {
        const again = outputTarget(path);
        if (again.target !== target)
          throw new Error(`「${escapeControls(path)}」が書き込み中に変わりました。`);
        renameSync(temp, target);
      } catch (error) {
        rmSync(temp, { force: true });
        throw error;
      }
    },
    abort() {
      rmSync(temp, { force: true });
    },
  };
}
