// Shared commander argument parsers (`.argParser` / the parser argument of `.option`): every bad value is an
// InvalidArgumentError, which commander prints as one line and main.ts turns into exit 2, before any work.
import { constants, accessSync, existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { SEED_MAX } from '../core/rng.js';
import { type Shard, parseShard } from '../core/shard.js';
import { OutputFileError, outputTarget } from '../io/atomicWrite.js';

/**
 * Seeds: pure-rand's xoroshiro128plus(seed) takes a 32-bit integer (src/core/rng.ts uses `seed | 0`), so
 * exactly the integers 0…2^32-1 give distinct games. Anything else (1e99, '', 9007199254740993, -1, 1.5)
 * would be aliased onto one of them, so it is refused; the seed is echoed as this number.
 */
export { SEED_MAX };

/** The most games one command plays (per pairing for a round robin). */
export const GAMES_MAX = 10_000_000;

/** The most worker threads: 4 × the number of cores. */
export const WORKERS_MAX = 4 * Math.max(1, availableParallelism());

/** A whole number written in plain decimal digits, within [min, max]. */
function decimal(value: string, min: number, max: number, what: string): number {
  if (!/^\d{1,16}$/.test(value))
    throw new InvalidArgumentError(`${what}は ${min}〜${max} の整数で指定してください`);
  const n = Number(value);
  if (n < min || n > max) throw new InvalidArgumentError(`${what}は ${min}〜${max} の整数で指定してください`);
  return n;
}

export function parseSeed(value: string): number {
  return decimal(value, 0, SEED_MAX, 'シード');
}

export function parseGames(value: string): number {
  return decimal(value, 1, GAMES_MAX, 'ゲーム数');
}

/** Worker threads: 1…4× cores (`min` 0 where 0 means "in this thread"). */
export function workersParser(min = 1): (value: string) => number {
  return (value) => decimal(value, min, WORKERS_MAX, 'ワーカー数');
}

export const parseWorkers = workersParser(1);

/**
 * nb17: `sim --workers 0` means what `fuzz --workers 0` means — play in this thread (sim's one worker already
 * plays in the calling thread), so both commands accept 0 instead of one refusing it.
 */
export function parseSimWorkers(value: string): number {
  return Math.max(1, workersParser(0)(value));
}

/** Never more workers than games, never fewer than one. */
export function clampWorkers(workers: number, games: number): number {
  return Math.max(1, Math.min(workers, games));
}

function writableDir(dir: string): boolean {
  try {
    if (!statSync(dir).isDirectory()) return false;
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** A file to be written: its folder must already exist and be writable, and it must not be a folder. */
export function parseOutputFile(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('出力先が空です');
  const path = resolve(value);
  if (existsSync(path) && statSync(path).isDirectory())
    throw new InvalidArgumentError(`出力先がフォルダです: ${value}`);
  try {
    outputTarget(path); // the one writer's policy: no device, FIFO, socket or dangling link
  } catch (e) {
    if (e instanceof OutputFileError) throw new InvalidArgumentError(e.message);
    throw e;
  }
  if (!writableDir(dirname(path)))
    throw new InvalidArgumentError(`出力先のフォルダがないか書き込めません: ${dirname(path)}`);
  return value;
}

/** A folder to be created or written into: the nearest existing folder on its path must be writable. */
export function parseOutputDir(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('出力先が空です');
  let dir = resolve(value);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  if (!writableDir(dir)) throw new InvalidArgumentError(`出力先のフォルダに書き込めません: ${dir}`);
  return value;
}

/** A file to be read: it must exist and be a file. */
export function parseInputFile(value: string): string {
  try {
    if (statSync(value).isFile()) {
      accessSync(value, constants.R_OK);
      return value;
    }
  } catch {
    // falls through to the message below
  }
  throw new InvalidArgumentError(`ファイルがないか読めません: ${value}`);
}

/** For variadic options (`<files...>`): checks each value and collects them. */
export function eachInputFile(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), parseInputFile(value)];
}

/** A folder that must exist (e.g. `gen --root`). */
export function parseExistingDir(value: string): string {
  try {
    if (statSync(value).isDirectory()) return value;
  } catch {
    // falls through to the message below
  }
  throw new InvalidArgumentError(`フォルダがありません: ${value}`);
}

/** `--shard i/n` (sim, balance diff, fuzz): 0 ≤ i < n (src/sim/shard.ts). */
export function parseShardOption(value: string): Shard {
  try {
    return parseShard(value);
  } catch (e) {
    throw new InvalidArgumentError(e instanceof Error ? e.message : String(e));
  }
}
