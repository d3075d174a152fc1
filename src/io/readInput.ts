// The one way to read a file a user named (card files, deck lists, scenarios and their `cards:`, fuzz
// summaries, saved games): regular files only (a symlink is followed only to a regular file), a size cap,
// and a bounded read that never takes more than cap + 1 bytes even if the file grows while it is read.
// FIFOs, devices, sockets and directories are refused before any read and without blocking: the type is
// checked with stat before open, the open is O_NONBLOCK (a FIFO swapped in between does not block), and the
// opened descriptor is checked again with fstat.
import { constants, closeSync, fstatSync, lstatSync, openSync, readSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { escapeControls } from './terminal.js';

/** The default cap for card, deck, scenario and JSON inputs. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

export interface ReadInputOptions {
  /** Largest accepted size in bytes (default MAX_INPUT_BYTES). */
  maxBytes?: number;
  /** How the file is named in messages (default: the path). */
  display?: string;
}

export type InputFileProblem = 'missing' | 'directory' | 'not-regular' | 'too-large' | 'unreadable';

/** A file that cannot be read as input; the message is Japanese and names the file. */
export class InputFileError extends Error {
  override name = 'InputFileError';
  /** errno-style, so that handlers written for fs errors keep working ('ENOENT' for a missing file). */
  readonly code: string;
  /** The path as given (like an fs error's `path`). */
  readonly path: string;
  constructor(
    readonly file: string,
    readonly problem: InputFileProblem,
    message: string,
  ) {
    super(message);
    this.path = file;
    this.code = CODES[problem];
  }
}

const CODES: Record<InputFileProblem, string> = {
  missing: 'ENOENT',
  directory: 'EISDIR',
  'not-regular': 'ENOTREGULAR',
  'too-large': 'EFBIG',
  unreadable: 'EIO',
};

/** "16 MiB", "512 KiB", "100 バイト". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} バイト`;
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'FIFO（名前付きパイプ）';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'デバイスファイル';
  if (stats.isSocket()) return 'ソケット';
  return '特殊ファイル';
}

function fail(file: string, problem: InputFileProblem, text: string): never {
  throw new InputFileError(file, problem, text);
}

/** Throws unless `stats` describe a regular file no larger than `max`. */
function checkStats(stats: Stats, name: string, file: string, max: number): void {
  if (stats.isDirectory())
    fail(file, 'directory', `「${name}」はディレクトリです。ファイルを指定してください。`);
  if (!stats.isFile())
    fail(
      file,
      'not-regular',
      `「${name}」は通常のファイルではありません（${kindOf(stats)}）。通常のファイルだけを読み込みます。`,
    );
  if (stats.size > max) tooLarge(file, name, max);
}

function tooLarge(file: string, name: string, max: number): never {
  return fail(file, 'too-large', `「${name}」は大きすぎます（上限 ${formatBytes(max)}）。`);
}

function statOrFail(path: string, name: string): Stats {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const dangling = isSymlink(path);
      return fail(
        path,
        'missing',
        dangling
          ? `「${name}」はリンク先のないシンボリックリンクです。`
          : `ファイル「${name}」がありません。`,
      );
    }
    if (code === 'ELOOP')
      return fail(path, 'unreadable', `「${name}」のシンボリックリンクが循環しています。`);
    return fail(path, 'unreadable', `ファイル「${name}」を読めません（${code ?? 'エラー'}）。`);
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function openOrFail(path: string, name: string): number {
  try {
    return openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(path, 'unreadable', `ファイル「${name}」を開けません（${code ?? 'エラー'}）。`);
  }
}

/** Reads at most `max + 1` bytes from `fd`; more than `max` is an error. */
function boundedRead(fd: number, path: string, name: string, max: number, sizeHint: number): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(max + 1, Math.max(sizeHint + 1, 4096)));
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > max) tooLarge(path, name, max);
      const grown = Buffer.allocUnsafe(Math.min(max + 1, buffer.length * 2));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) break;
    length += read;
  }
  if (length > max) tooLarge(path, name, max);
  return buffer.subarray(0, length);
}

/** The bytes of a regular file at `path`; throws InputFileError for anything else. */
export function readInputBytes(path: string, options: ReadInputOptions = {}): Buffer {
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  const name = escapeControls(options.display ?? path);
  checkStats(statOrFail(path, name), name, path, max);
  const fd = openOrFail(path, name);
  try {
    const stats = fstatSync(fd);
    checkStats(stats, name, path, max);
    return boundedRead(fd, path, name, max, stats.size);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    return fail(path, 'unreadable', `ファイル「${name}」を読めません（${code ?? 'エラー'}）。`);
  } finally {
    closeSync(fd);
  }
}

/** The text (UTF-8; invalid bytes become U+FFFD) of a regular file at `path`; see readInputBytes. */
export function readInputFile(path: string, options: ReadInputOptions = {}): string {
  return readInputBytes(path, options).toString('utf8');
}

/** The offset of the first byte that is not part of a valid UTF-8 sequence (WHATWG rules), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f; // U+D800…U+DFFF (surrogates) are not UTF-8
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lower : 0x80) || c > (k === 1 ? upper : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

/**
 * Where `bytes` stop being valid UTF-8 (1-based line, and column in characters), or null. A tool that rewrites
 * a file (hflux fmt) must not write back the U+FFFD that readInputFile decodes such bytes to (hi9).
 */
export function invalidUtf8At(bytes: Uint8Array): { line: number; col: number } | null {
  const at = firstInvalidUtf8(bytes);
  if (at < 0) return null;
  const lines = Buffer.from(bytes.subarray(0, at))
    .toString('utf8')
    .split(/\r\n|\r|\n/);
  return { line: lines.length, col: [...lines[lines.length - 1]].length + 1 };
}
