// Rewriting a file a user named (`hflux fmt`): through a symlink to its target, only if that target is a
// regular file, atomically (a temp file in the target's directory, then rename), keeping the file's mode.
// A device node, FIFO, socket or directory is refused and never replaced.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputFileError } from './readInput.js';
import { escapeControls } from './terminal.js';

/** The real path of `path` (symlinks resolved) if it is a regular file; throws InputFileError otherwise. */
export function regularTarget(path: string, display = path): { target: string; mode: number } {
  const name = escapeControls(display);
  let target: string;
  try {
    target = realpathSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputFileError(path, 'missing', `「${name}」の実体がありません（${code ?? 'エラー'}）。`);
  }
  const stats = statSync(target);
  if (!stats.isFile())
    throw new InputFileError(
      path,
      'not-regular',
      `「${name}」は通常のファイルではないため書き換えません。通常のファイルだけを整形します。`,
    );
  return { target, mode: stats.mode & 0o7777 };
}

/**
 * Replaces the regular file behind `path` with `content`: a reader sees the old file or the whole new one.
 * A symlink stays a symlink (its target is replaced); the target's permission bits are kept.
 */
export function rewriteRegularFile(path: string, content: string, display = path): void {
  const { target, mode } = regularTarget(path, display);
  const temp = join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const fd = openSync(temp, 'wx', mode);
    try {
      const bytes = Buffer.from(content, 'utf8');
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    chmodSync(temp, mode);
    regularTarget(path, display);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
