// One source of truth at run time (issue 23): before a command that plays or checks cards imports generated/,
// the card sources are compared with generated/sources.json (their SHA-256, written by `hflux gen`). When they
// differ, generated/ is regenerated here, in process, and one line on stderr names the source files that
// differed. Sim and fuzz workers import generated/ afterwards, so they see the same cards.
// Measured (docs/benchmarks.md, "Card freshness", bench/freshness.ts): the comparison costs ~150 ms; compiling
// every card in process on each start (the other way) ~900 ms on every run and in every worker thread.
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedSources, recordedDigests } from '../../codegen/sourceStamp.js';

/** This checkout (codegen/command.js has it too, but loading that module loads the whole generator). */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export { CARD_COMMANDS } from './cardCommands.js';

export type Lang = 'ja' | 'en';

/** The sources that differ from generated/, by what happened to them (each sorted). */
export interface SourceChanges {
  /** Not in generated/sources.json: a file `hflux new set` (or the designer) just made. */
  added: string[];
  edited: string[];
  removed: string[];
}

export interface FreshResult {
  /** The sources that differed from generated/ (empty: it was up to date). */
  changed: string[];
  /** The same, by what happened to them: what the stderr lines say (nb18: 「違っていた」 said nothing to a newcomer). */
  changes: SourceChanges;
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
  announce: { start?: (changes: SourceChanges) => void; wait?: () => void } = {},
): Promise<FreshResult> {
  const changed = changedSources(root);
  const changes = classifyChanges(root, changed);
  if (changed.length === 0) return { changed, changes, code: 0, errors: [] };
  const release = await lock(join(root, LOCK), announce.wait);
  try {
    if (changedSources(root).length === 0) return { changed, changes, code: 0, errors: [] };
    // Said before the 6–12 s of compiling, not only afterwards (nc7): a silent start looks like a hang.
    announce.start?.(changes);
    const errors: string[] = [];
    const code = await regenerate(root, errors);
    return { changed, changes, code, errors };
  } finally {
    release();
  }
}

/**
 * Runs the card commands' generators on `root`, or writes what they made of the same inputs before
 * (codegen/outputCache.ts: a hit costs the hashing of the inputs, not the compiler; the generator modules are
 * not even loaded). Returns the generator's exit code; its error lines go to `errors`.
 */
async function regenerate(root: string, errors: string[]): Promise<number> {
  const cache = await import('../../codegen/outputCache.js');
  // which generators run is codegen/generators.ts's (FRESHNESS_GENERATORS), and codegen/ is in the key
  const key = cache.outputKey(root, 'freshness');
  const kept = cache.cachedOutput(root, key);
  if (kept) {
    const { writeGenerated } = await import('../../codegen/run.js');
    try {
      writeGenerated(root, kept);
      return 0;
    } catch {
      // generated/ cannot be written as it is (a FIFO, a read-only folder…): the generator run says why
    }
  }
  const [{ runGen }, { FRESHNESS_GENERATORS }] = await Promise.all([
    import('../../codegen/command.js'),
    import('../../codegen/generators.js'),
  ]);
  const io = { out: () => {}, err: (line: string) => errors.push(line) };
  return runGen({
    root,
    io,
    generators: FRESHNESS_GENERATORS,
    onWritten: (output) => cache.storeOutput(root, key, output),
  });
}

/** Which of `changed` are new (not in generated/sources.json), removed (gone from disk) or edited. */
export function classifyChanges(root: string, changed: readonly string[]): SourceChanges {
  const recorded = recordedDigests(root) ?? {};
  const out: SourceChanges = { added: [], edited: [], removed: [] };
  for (const path of changed) {
    if (!(path in recorded)) out.added.push(path);
    else if (!existsSync(join(root, path))) out.removed.push(path);
    else out.edited.push(path);
  }
  return out;
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

/**
 * What happened to the sources, for a designer who does not know generated/: 「新しい cards/mine/mine.hf」 right
 * after `hflux new set mine`, 「変更された …」 after an edit (nb18: the old 「… が generated/ と違っていたため再生成
 * しました」 read as if something had gone wrong).
 */
export function describeChanges(changes: SourceChanges, lang: Lang): string {
  const words =
    lang === 'en'
      ? ([
          ['added', 'the new '],
          ['edited', 'the edited '],
          ['removed', 'the removed '],
        ] as const)
      : ([
          ['added', '新しい '],
          ['edited', '変更された '],
          ['removed', '削除された '],
        ] as const);
  const parts = words
    .filter(([key]) => changes[key].length > 0)
    .map(([key, word]) => `${word}${shortList(changes[key])}`);
  return parts.join(lang === 'en' ? ', ' : '、');
}

/** The line on stderr after regenerating: what happened, and that the command goes on with the cards as they are. */
export function freshnessLine(changes: SourceChanges, seconds: number, lang: Lang): string {
  const what = describeChanges(changes, lang);
  return lang === 'en'
    ? `hflux: regenerated generated/ (${seconds.toFixed(1)} s) with ${what}: this command goes on with the cards as they are now (commit the generated/ changes with your cards)`
    : `hflux: ${what} を取り込み、generated/ を作り直しました（${seconds.toFixed(1)} 秒）。このコマンドは今のカードで続けます（generated/ の変更はカードと一緒にコミットしてください）`;
}

/** The line on stderr before regenerating: the next seconds are the compiler's, not a hang. */
export function regeneratingLine(changes: SourceChanges, lang: Lang): string {
  const what = describeChanges(changes, lang);
  return lang === 'en'
    ? `hflux: ${what}: regenerating generated/ (the cards as the engine reads them; a few seconds, once after each change)…`
    : `hflux: ${what} を取り込むため、generated/（エンジンが読むカードのコード）を作り直しています（数秒〜十数秒、カードを変えた後の1回だけ）…`;
}

/** The line on stderr while another hflux regenerates generated/ (this one waits for it). */
export function waitingLine(lang: Lang): string {
  return lang === 'en'
    ? 'hflux: another hflux is regenerating generated/: waiting for it…'
    : 'hflux: 別の hflux が generated/ を再生成中です。終わるのを待っています…';
}

/** The line on stderr when the sources have errors, so no command plays old cards in their place. */
export function failureLine(changes: SourceChanges, lang: Lang): string {
  const what = describeChanges(changes, lang);
  return lang === 'en'
    ? `hflux: could not take in ${what}: the card sources have errors (above): fix them (hflux check cards rules) — the old cards are not used in their place`
    : `hflux: ${what} を取り込めません。カードのソースにエラーがあります（上記）。直してください（hflux check cards rules）。古いカードを代わりに使うことはしません`;
}

function shortList(paths: readonly string[]): string {
  return paths.length <= 4 ? paths.join(', ') : `${paths.slice(0, 4).join(', ')} … (+${paths.length - 4})`;
}
