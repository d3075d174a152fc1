// Rewriting a file a user named (`hflux fmt`): through a symlink to its target, only if that target is a
// regular file, atomically (a temp file in the target's directory, then rename), keeping the file's mode.
// A device node, FIFO, socket or directory is refused and never replaced.
import { realpathSync, statSync } from 'node:fs';
import { writeFileAtomic } from './atomicWrite.js';
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
 * Replaces the regular file behind `path` with `content` through the one output writer (atomicWrite.ts):
 * a reader sees the old file or the whole new one, a symlink stays a symlink (its target is replaced), the
 * target's permission bits are kept. Unlike an output file, the file must already exist.
 */
export function rewriteRegularFile(path: string, content: string, display = path): void {
  regularTarget(path, display);
  writeFileAtomic(path, content);
}
