// One source of truth at run time (issue 23): before a command that plays or checks cards imports generated/,
// the card sources are compared with generated/sources.json (their SHA-256, written by `hflux gen`). When they
// differ, generated/ is regenerated here, in process, and one line on stderr names the source files that
// differed. Sim and fuzz workers import generated/ afterwards, so they see the same cards.
// Measured (docs/benchmarks.md, "Card freshness", bench/freshness.ts): the comparison costs ~150 ms; compiling
// every card in process on each start (the other way) ~900 ms on every run and in every worker thread.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSources } from '../../codegen/sourceStamp.js';

/** This checkout (codegen/command.js has it too, but loading that module loads the whole generator). */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export { CARD_COMMANDS } from './cardCommands.js';

export type Lang = 'ja' | 'en';

export interface FreshResult {
  /** The sources that differed from generated/ (empty: it was up to date). */
  changed: string[];
  /** 0: generated/ matches the sources (now); otherwise the generator's exit code. */
  code: number;
  /** The generator's error lines (diagnostics) when it failed. */
  errors: string[];
}

/**
 * Regenerates generated/ when a source differs from what it was made from. Writes nothing when it is fresh.
 * Two commands started together after an edit do not both regenerate: the first takes a lock (a directory,
 * created atomically), the other waits for it and then finds generated/ fresh.
 */
export async function ensureFreshCards(
  root = REPO_ROOT,
  announce: { start?: (changed: string[]) => void; wait?: () => void } = {},
): Promise<FreshResult> {
  const changed = changedSources(root);
  if (changed.length === 0) return { changed, code: 0, errors: [] };
  const release = await lock(join(root, LOCK), announce.wait);
  try {
    if (changedSources(root).length === 0) return { changed, code: 0, errors: [] };
    // Said before the 6–12 s of compiling, not only afterwards (nc7): a silent start looks like a hang.
    announce.start?.(changed);
    const [{ runGen }, { FRESHNESS_GENERATORS }] = await Promise.all([
      import('../../codegen/command.js'),
      import('../../codegen/generators.js'),
    ]);
    const errors: string[] = [];
    const io = { out: () => {}, err: (line: string) => errors.push(line) };
    const code = runGen({ root, io, generators: FRESHNESS_GENERATORS });
    return { changed, code, errors };
  } finally {
    release();
  }
}

/** The lock directory beside generated/ (git-ignored). */
const LOCK = '.hflux-gen.lock';
/** A lock older than this was left by a killed process: taken over. */
const STALE_LOCK_MS = 120_000;

async function lock(path: string, onWait?: () => void): Promise<() => void> {
  let waited = false;
  for (;;) {
    try {
      mkdirSync(path);
      return () => rmSync(path, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (!waited) onWait?.();
      waited = true;
      if (lockAge(path) > STALE_LOCK_MS) rmSync(path, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function lockAge(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The line on stderr that says which sources were used instead of the old generated/. */
export function freshnessLine(changed: readonly string[], seconds: number, lang: Lang): string {
  const files = shortList(changed);
  return lang === 'en'
    ? `hflux: using the cards as they are now: ${files} differed from generated/, regenerated (${seconds.toFixed(1)} s)`
    : `hflux: 今のカードを使います：${files} が generated/ と違っていたため再生成しました（${seconds.toFixed(1)} 秒）`;
}

/** The line on stderr before regenerating: the next seconds are the compiler's, not a hang. */
export function regeneratingLine(changed: readonly string[], lang: Lang): string {
  const files = shortList(changed);
  return lang === 'en'
    ? `hflux: ${files} changed: regenerating generated/…`
    : `hflux: ${files} が変わったため generated/ を再生成しています…`;
}

/** The line on stderr while another hflux regenerates generated/ (this one waits for it). */
export function waitingLine(lang: Lang): string {
  return lang === 'en'
    ? 'hflux: another hflux is regenerating generated/: waiting for it…'
    : 'hflux: 別の hflux が generated/ を再生成中です。終わるのを待っています…';
}

/** The line on stderr when the sources have errors, so no command plays old cards in their place. */
export function failureLine(changed: readonly string[], lang: Lang): string {
  const files = shortList(changed);
  return lang === 'en'
    ? `hflux: ${files} changed since generated/ was made, and the card sources have errors (above): fix them (hflux check cards rules) — the old cards are not used in their place`
    : `hflux: ${files} が generated/ の作成後に変わり、カードのソースにエラーがあります（上記）。直してください（hflux check cards rules）。古いカードを代わりに使うことはしません`;
}

function shortList(paths: readonly string[]): string {
  return paths.length <= 4 ? paths.join(', ') : `${paths.slice(0, 4).join(', ')} … (+${paths.length - 4})`;
}
