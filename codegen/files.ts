// File access for the generator: atomic writes (temp file in the same directory, then rename).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Writes `content` so that a reader sees either the old file or the whole new one, never a partial file. */
export function writeFileAtomic(path: string, content: string): void {
  stageFile(path, content).commit();
}

/**
 * Writes `content` to a temp file next to `path`; `commit` renames it into place (atomic), `abort` removes
 * it. Staging every file before committing any lets a multi-file write fail before touching a target.
 */
export function stageFile(path: string, content: string): { commit(): void; abort(): void } {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, content, 'utf8');
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return {
    commit() {
      try {
        renameSync(temp, path);
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

/** Deletes a file; a file that is already gone is fine. */
export function removeFile(path: string): void {
  rmSync(path, { force: true });
}

/** The file's text, or undefined when it does not exist. */
export function readFileIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
