// Files written so that a reader sees either the old file or the whole new one, never a partial file: a temp
// file next to the target, renamed into place. Used by `hflux gen` (codegen/files.ts), reports and JSON
// (src/cli/output.ts) and the fuzzer's findings.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
