// `--cards <set|file.hf|folder>…` (issue 13): the cards deck lists may name, in every command that takes decks.
// Set ids choose built-in sets (without any, every built-in set is in the pool); `.hf` files — or folders of
// them — are compiled here, in process, by the DSL compiler (src/deck never loads it), and their cards join
// the pool. A name with two definitions in the pool, an unknown set id, a missing file or a card file with
// errors is a usage error (exit 2) that says which.
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Option } from 'commander';
import { ALL_CARDS } from '../../generated/index.js';
import { type CardFile, type CardPool, CardPoolError, builtInSetIds, cardPool } from '../deck/pool.js';
import { lineExplainer } from '../explain/index.js';
import { InputFileError, readInputFile } from '../io/readInput.js';

export const CARDS_OPTION_HELP =
  'card sources deck lists may name: built-in set ids (default: every set) and .hf files or folders, compiled in process';

/**
 * The `--cards` option. Its values are checked together when the pool is loaded (cardSourceProblems): a bad
 * value thrown while commander parses would be reported alone, wrapped in commander's English (nc7: 「error:
 * option '--cards <sources...>' argument 'my.hf' is invalid. ファイルがありません」), and hide a missing deck.
 */
export function cardsOption(): Option {
  return new Option('--cards <sources...>', CARDS_OPTION_HELP).argParser(collectCardSource);
}

/** Collects a value of `--cards` (checked later, with every other value: cardSourceProblems). */
export function collectCardSource(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** What is wrong with a value of `--cards` (a built-in set id, or an existing `.hf` file or folder), if anything. */
export function cardSourceProblem(value: string): { ja: string; en: string } | null {
  if (!value.endsWith('.hf') && isFile(value))
    return {
      ja: `「${value}」は .hf ファイルではありません（--cards の値はセットID、.hf ファイルかフォルダです。デッキは --cards より前に書いてください）`,
      en: `"${value}" is not a .hf file (--cards takes set ids, .hf files and folders; put the decks before --cards)`,
    };
  if (!isCardFileSource(value) && !builtInSetIds().includes(value))
    return {
      ja: `不明なカードセット「${value}」（あるもの: ${builtInSetIds().join(', ')}、または .hf ファイルかフォルダ）`,
      en: `unknown card set "${value}" (known: ${builtInSetIds().join(', ')}, or a .hf file or folder)`,
    };
  if (value.endsWith('.hf') && !existsSync(value))
    return { ja: `ファイルがありません: ${value}`, en: `no such file: ${value}` };
  return null;
}

/** Every problem of the `--cards` values, each once. */
export function cardSourceProblems(sources: readonly string[] | undefined): { ja: string; en: string }[] {
  return [...new Set(sources ?? [])].flatMap((s) => cardSourceProblem(s) ?? []);
}

/** Throws CardPoolError naming every bad `--cards` value at once. */
export function checkCardSources(sources: readonly string[] | undefined): void {
  const problems = cardSourceProblems(sources);
  if (problems.length > 0)
    throw new CardPoolError(problems.map((p) => p.ja).join('\n'), problems.map((p) => p.en).join('\n'));
}

/** A `.hf` file, or a folder that exists; a built-in set id wins over a folder of that name (write ./starter). */
export function isCardFileSource(value: string): boolean {
  return value.endsWith('.hf') || (!builtInSetIds().includes(value) && isFolder(value));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

type Dsl = typeof import('../../codegen/dsl/index.js');
type Format = typeof import('../../codegen/dsl/diagnostics/format.js');

/**
 * The pool of `sources` (undefined or empty: every built-in set). Throws CardPoolError — every problem of every
 * source at once — for unknown sets, unreadable files, card files with errors and name clashes. The compiler
 * is loaded only when there are card files (it is not needed otherwise and takes a while to load).
 */
export async function loadCardPool(sources: readonly string[] | undefined): Promise<CardPool> {
  checkCardSources(sources);
  const fileSources = (sources ?? []).filter(isCardFileSource);
  const sets = (sources ?? []).filter((s) => !isCardFileSource(s));
  if (fileSources.length === 0) return cardPool(sets.length > 0 ? { sets } : {});
  const dsl: Dsl = await import('../../codegen/dsl/index.js');
  const format: Format = await import('../../codegen/dsl/diagnostics/format.js');
  const paths = expandFiles(dsl, fileSources);
  const builtIn = paths.map(builtInSetOf);
  const files = compileCardFiles(
    dsl,
    format,
    paths.filter((_, i) => builtIn[i] === undefined),
  );
  const named = [...sets, ...builtIn.filter((id) => id !== undefined)];
  return cardPool({ sets: sets.length > 0 ? named : undefined, files });
}

/** This checkout: the built-in cards' `source.file` is relative to it. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The set of a built-in card file (`cards/mine/mine.hf`), whose cards are in the pool already (generated/ is
 * regenerated before a card command runs): nc10 — `--cards cards/mine/mine.hf`, as 「--cards で渡してください」
 * advises, compiled it a second time and every card clashed with itself (「定義が2つあります：cards/mine/mine.hf:3
 * と cards/mine/mine.hf:3」).
 */
function builtInSetOf(path: string): string | undefined {
  const file = resolve(path);
  const card = ALL_CARDS.find((c) => c.source && resolve(REPO_ROOT, c.source.file) === file);
  return card ? card.id.slice(0, card.id.indexOf('/')) : undefined;
}

/** Every `.hf` file the sources name (folders searched recursively), once each, as the user wrote the path. */
function expandFiles(dsl: Dsl, sources: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const source of sources) {
    const paths = isFolder(source) ? filesUnder(dsl, source) : [source];
    if (paths.length === 0)
      throw new CardPoolError(
        `フォルダ「${source}」に .hf ファイルがありません`,
        `no .hf file under "${source}"`,
      );
    for (const path of paths) if (!seen.has(resolve(path))) seen.set(resolve(path), path);
  }
  return [...seen.values()];
}

function filesUnder(dsl: Dsl, folder: string): string[] {
  const root = resolve(folder);
  const shown = (path: string) =>
    toPosix(isAbsolute(folder) ? resolve(root, path) : relative('.', resolve(root, path)));
  return dsl.findCardFiles(root, '.').map(shown);
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** Compiles each file on its own (as a scenario's `cards:` does); any error diagnostic of any file fails. */
function compileCardFiles(dsl: Dsl, format: Format, paths: readonly string[]): CardFile[] {
  const problems: { ja: string; en: string }[] = [];
  const files: CardFile[] = [];
  for (const path of paths) {
    const text = readCardFile(path, problems);
    if (text === undefined) continue;
    const result = dsl.compileText(text, path, undefined, lineExplainer('ja'));
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) {
      problems.push({
        ja: `カードファイル「${path}」にエラーがあります：\n${errors.map((d) => format.formatDiagnostic(d, 'ja')).join('\n')}`,
        en: `the card file "${path}" has errors:\n${errors.map((d) => format.formatDiagnostic(d, 'en')).join('\n')}`,
      });
    } else files.push({ file: path, cards: result.cards.map((c) => c.def) });
  }
  if (problems.length > 0)
    throw new CardPoolError(problems.map((p) => p.ja).join('\n'), problems.map((p) => p.en).join('\n'));
  return files;
}

function readCardFile(path: string, problems: { ja: string; en: string }[]): string | undefined {
  try {
    return readInputFile(path);
  } catch (e) {
    if (!(e instanceof InputFileError)) throw e;
    problems.push({ ja: e.message, en: `cannot read the card file "${path}" (${e.code})` });
    return undefined;
  }
}
