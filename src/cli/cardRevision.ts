// The card set of another version, for `hflux balance diff` (issue 16): a folder holding a project's cards/
// (and rules/), or a git revision of the repository the command runs in. A revision's cards/ and rules/ are
// read with `git ls-tree` and `git show` into a temporary folder — the working tree is never checked out or
// touched — and removed afterwards. The cards are compiled in process by the DSL compiler into a standalone
// card pool (src/deck/pool.ts): the version's own definitions under the built-in ids.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CardFile, type CardPool, cardPool } from '../deck/pool.js';
import { sourceFoldersIn } from '../io/discover.js';

/** A version of the cards that cannot be used: Japanese and English. */
export class RevisionError extends Error {
  override name = 'RevisionError';
  constructor(
    message: string,
    readonly english: string,
  ) {
    super(message);
  }
}

export interface CardVersionRoot {
  /** How reports name it: the folder, or `rev (abbreviated commit)`. */
  label: string;
  /** The project root holding cards/ (and rules/). */
  root: string;
  /** Removes the temporary folder of a git revision (nothing for a folder). */
  cleanup(): void;
  /** A git revision (as given): it holds only committed files. */
  rev?: string;
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function git(args: string[], cwd: string): Buffer {
  return execFileSync('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `source`: a folder with cards/, else a git revision of the repository `cwd` is in. */
export function cardVersionRoot(source: string, cwd = process.cwd()): CardVersionRoot {
  if (isDirectory(source)) {
    if (!isDirectory(join(source, 'cards')))
      throw new RevisionError(
        `フォルダ「${source}」に cards/ がありません`,
        `the folder "${source}" has no cards/ folder`,
      );
    return { label: source, root: resolve(source), cleanup: () => {} };
  }
  return fromGit(source, cwd);
}

function commitOf(rev: string, cwd: string): string {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], cwd)
      .toString()
      .trim();
  } catch {
    throw new RevisionError(
      `「${rev}」はフォルダでも、このリポジトリの git リビジョンでもありません`,
      `"${rev}" is neither a folder nor a git revision of this repository`,
    );
  }
}

function fromGit(rev: string, cwd: string): CardVersionRoot {
  const commit = commitOf(rev, cwd);
  const top = git(['rev-parse', '--show-toplevel'], cwd).toString().trim();
  const paths = git(['ls-tree', '-r', '-z', '--name-only', commit, '--', 'cards', 'rules'], top)
    .toString()
    .split('\0')
    .filter((p) => p !== '');
  if (!paths.some((p) => p.startsWith('cards/')))
    throw new RevisionError(
      `リビジョン「${rev}」に cards/ がありません`,
      `the revision "${rev}" has no cards/`,
    );
  const root = mkdtempSync(join(tmpdir(), 'hflux-balance-'));
  try {
    for (const path of paths) {
      const target = join(root, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, git(['show', `${commit}:${path}`], top));
    }
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  return {
    label: `${rev} (${commit.slice(0, 10)})`,
    root,
    rev,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

type Dsl = typeof import('../../codegen/dsl/index.js');
type Format = typeof import('../../codegen/dsl/diagnostics/format.js');

const SHOWN_ERRORS = 20;

/** Compiles a version's cards/ (with its rules/keywords.hf) into a standalone pool; card errors throw. */
export async function compileVersion(v: CardVersionRoot): Promise<CardPool> {
  const dsl: Dsl = await import('../../codegen/dsl/index.js');
  const format: Format = await import('../../codegen/dsl/diagnostics/format.js');
  const result = dsl.compileProject(v.root);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const list = (lang: 'ja' | 'en') =>
      errors
        .slice(0, SHOWN_ERRORS)
        .map((d) => format.formatDiagnostic(d, lang))
        .join('\n');
    throw new RevisionError(
      `${v.label} のカードにエラーが${errors.length}件あります：\n${list('ja')}`,
      `the cards of ${v.label} have ${errors.length} error(s):\n${list('en')}`,
    );
  }
  // cardPool({ files: [] }) is every built-in set: a version without cards would be compared with these.
  if (result.sets.every((set) => set.cards.length === 0))
    throw new RevisionError(
      `${v.label} にカードの定義がありません（cards/ に .hf ファイルがありません）`,
      `${v.label} has no card definitions (no .hf file under cards/)`,
    );
  const files: CardFile[] = result.sets.map((set) => ({
    file: `${v.label}: cards/${set.id}`,
    cards: set.cards.map((c) => c.def),
  }));
  return cardPool({ files, standalone: true });
}

/** Where deck `arg` is in a version: cards/<set>/decks/<name>.deck (or `<set>/<name>`), else `arg` as a file. */
export function deckIn(root: string, arg: string): string {
  const cards = join(root, 'cards');
  const [set, name] = arg.includes('/') ? arg.split('/', 2) : [undefined, arg];
  const sets = set ? [set] : setsIn(cards);
  for (const s of sets) {
    const path = join(cards, s, 'decks', `${name}.deck`);
    if (!name.includes('.') && existsSync(path)) return path;
  }
  return arg;
}

/** The set folders of cards/, starter first, then by name (as src/deck/builtIn.ts orders them). */
function setsIn(cards: string): string[] {
  if (!isDirectory(cards)) return [];
  return sourceFoldersIn(cards).sort((a, b) =>
    a === 'starter' ? -1 : b === 'starter' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
}

/**
 * The rules files of a version that differ from this checkout's: the engine plays with this checkout's rules
 * (generated/rules.ts, generated/keywords.ts), so only the card definitions of a version are compared.
 */
export function differingRules(v: CardVersionRoot): string[] {
  return ['rules/game.yaml', 'rules/keywords.hf'].filter((path) => {
    const mine = join(REPO_ROOT, path);
    const theirs = join(v.root, path);
    if (!existsSync(theirs)) return false;
    return !existsSync(mine) || readFileSync(mine, 'utf8') !== readFileSync(theirs, 'utf8');
  });
}
