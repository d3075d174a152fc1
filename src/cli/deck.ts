// `hflux deck check <decks…> [--cards …] [--json] [--lang en]` (issue 13): every problem of every deck list
// in one pass — malformed lines, unknown names with 「もしかして」, deck sizes, copies with every line, the
// extra deck — each as `file:line:col HF-… message` with the line and a caret, in Japanese (English with
// --lang en), or as JSON. A deck is a deck-list file, a folder of .deck files or a built-in deck's name.
// Exit 0: every deck is legal; 1: problems; 2: usage error (a missing deck, a bad --cards source).
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { caretLine } from '../../codegen/dsl/diagnostics/format.js';
import { type DeckProblem, deckProblemLocation } from '../core/errors.js';
import { builtInDeckNames, deckFileOf } from '../deck/builtIn.js';
import { type DeckListReport, checkDeckList } from '../deck/load.js';
import { CardPoolError } from '../deck/pool.js';
import { unknownCardInSet } from '../deck/problems.js';
import { closestName } from '../deck/suggest.js';
import { DECK_SECTIONS, type DeckSection } from '../deck/types.js';
import { sourceFilesUnder } from '../io/discover.js';
import { splitLineTexts } from '../io/lines.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { escapeControls } from '../io/terminal.js';
import { cardInOtherSet } from '../scenario/library.js';
import { cardSourceProblems, cardsOption, isCardFileSource, loadCardPool } from './cards.js';
import { wrongKind } from './fileKind.js';

type Lang = 'ja' | 'en';

export interface DeckCheckOptions {
  decks: string[];
  cards?: string[];
  json?: boolean;
  lang?: Lang;
}

export interface CommandOutput {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** One deck list to check: `path` to read, `shown` as messages name it. */
interface DeckFile {
  path: string;
  shown: string;
}

/** A deck list checked, with its text (problem lines quote it). */
interface CheckedDeck extends DeckListReport {
  source: string;
}

class UsageError extends Error {
  constructor(
    message: string,
    readonly english: string,
  ) {
    super(message);
  }
}

function say(lang: Lang, ja: string, en: string): string {
  return lang === 'ja' ? ja : en;
}

/**
 * An unknown name with no near name in the cards read, that a built-in set `--cards` left out has: say which set to
 * add (only when `--cards` names sets: without it every set is read).
 */
function withOtherSets(problems: DeckProblem[], sources: readonly string[] | undefined): DeckProblem[] {
  const sets = (sources ?? []).filter((s) => !isCardFileSource(s));
  if (sets.length === 0 || sets.length !== (sources ?? []).length) return problems;
  return problems.map((p) => {
    if (p.code !== 'unknown-card' || p.suggestion !== undefined || p.cards.length !== 1) return p;
    const found = cardInOtherSet(p.cards[0], sets, closestName);
    return found ? { ...unknownCardInSet(p.cards[0], found, sets), line: p.line, col: p.col } : p;
  });
}

/** Runs the check; never throws for bad input (usage errors are exit 2 with a message on stderr). */
export async function deckCheck(options: DeckCheckOptions): Promise<CommandOutput> {
  const lang = options.lang ?? 'ja';
  try {
    const files = deckFiles(options.decks, cardSourceProblems(options.cards));
    const pool = await loadCardPool(options.cards);
    const reports = files.map((file): CheckedDeck => {
      const source = readDeck(file);
      const report = checkDeckList(source, file.shown, pool.library);
      return { ...report, problems: withOtherSets(report.problems, options.cards), source };
    });
    const exitCode = reports.some((r) => r.problems.length > 0) ? 1 : 0;
    const stdout = options.json
      ? `${JSON.stringify(deckJson(reports, exitCode), null, 2)}\n`
      : text(reports, lang);
    return { exitCode, stdout, stderr: '' };
  } catch (e) {
    if (e instanceof UsageError || e instanceof CardPoolError) {
      const message = lang === 'en' ? e.english : e.message;
      return { exitCode: 2, stdout: '', stderr: `${escapeControls(`hflux deck check: ${message}`)}\n` };
    }
    throw e;
  }
}

// ── Which files ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Every deck the arguments name, each once; every bad argument — and every bad `--cards` value (`cards`) — is
 * reported at once (nc7: a missing deck and a missing card file together).
 */
function deckFiles(args: readonly string[], cards: readonly { ja: string; en: string }[] = []): DeckFile[] {
  const found: DeckFile[] = [];
  const problems: { ja: string; en: string }[] = [];
  const known = builtInDeckNames().join(', ');
  for (const arg of args) {
    try {
      const files = filesOf(arg);
      if (files) found.push(...files.filter((f) => !found.some((g) => resolve(g.path) === resolve(f.path))));
      else
        problems.push({
          ja: `デッキ「${arg}」がありません（ファイルでもフォルダでも組み込みのデッキ名でもありません。組み込み: ${known}）`,
          en: `no deck "${arg}" (not a file, a folder or a built-in deck name; built-in: ${known})`,
        });
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      problems.push({ ja: e.message, en: e.english });
    }
  }
  problems.push(...cards);
  if (problems.length > 0)
    throw new UsageError(problems.map((p) => p.ja).join('\n'), problems.map((p) => p.en).join('\n'));
  return found;
}

/** A file as given; a folder's .deck files (recursively, sorted); a built-in deck's file; undefined if none. */
function filesOf(arg: string): DeckFile[] | undefined {
  if (existsSync(arg)) {
    if (!statSync(arg).isDirectory()) {
      // nc8 finding 5: a card file or a scenario is not a deck list
      const wrong = wrongKind(arg, 'deck');
      if (wrong) throw new UsageError(wrong, wrongKind(arg, 'deck', 'en') ?? wrong);
      return [{ path: arg, shown: arg }];
    }
    const inFolder = deckFilesUnder(arg);
    if (inFolder.length === 0)
      throw new UsageError(`フォルダ「${arg}」に .deck ファイルがありません`, `no .deck file under "${arg}"`);
    return inFolder.map((path) => ({ path, shown: path }));
  }
  const file = deckFileOf(arg);
  if (file === arg || !existsSync(file)) return undefined;
  return [{ path: file, shown: shownPath(file) }];
}

/** The deck lists below `folder` (src/io/discover.ts: no dot-files, lock or backup files, FIFOs). */
function deckFilesUnder(folder: string): string[] {
  return sourceFilesUnder(folder, ['.deck']).map((path) => join(folder, path));
}

/** A built-in deck's file relative to the current folder when it is below it. */
function shownPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel.startsWith('..') || isAbsolute(rel) ? file : rel.split('\\').join('/');
}

function readDeck(file: DeckFile): string {
  try {
    return readInputFile(file.path, { display: file.shown });
  } catch (e) {
    if (e instanceof InputFileError)
      throw new UsageError(e.message, `cannot read the deck list "${file.shown}" (${e.code})`);
    throw e;
  }
}

// ── Text ─────────────────────────────────────────────────────────────────────────────────────────────────

function text(reports: readonly CheckedDeck[], lang: Lang): string {
  const blocks = reports.map((report) => reportText(report, lang));
  const problems = reports.reduce((n, r) => n + r.problems.length, 0);
  const summary =
    problems === 0
      ? say(lang, `${reports.length}ファイル：問題なし`, `${reports.length} file(s): no problems`)
      : say(
          lang,
          `${reports.length}ファイル：問題${problems}件`,
          `${reports.length} file(s): ${problems} problem(s)`,
        );
  return escapeControls(`${[...blocks, summary].join('\n\n')}\n`);
}

function reportText(report: CheckedDeck, lang: Lang): string {
  const file = report.list.file ?? '';
  if (report.problems.length === 0) return `${file}: OK（${countsText(report, lang)}）`;
  const lines = splitLineTexts(report.source);
  return report.problems.map((p) => problemText(p, file, lines, lang)).join('\n');
}

function countsText(report: DeckListReport, lang: Lang): string {
  const counts = sectionCounts(report);
  const labels =
    lang === 'ja'
      ? { main: 'メイン', guard: 'ガード', extra: '追加' }
      : { main: 'main', guard: 'guard', extra: 'extra' };
  return DECK_SECTIONS.filter((s) => s !== 'extra' || counts.extra > 0)
    .map((s) => (lang === 'ja' ? `${labels[s]}${counts[s]}枚` : `${labels[s]} ${counts[s]}`))
    .join(lang === 'ja' ? '・' : ', ');
}

/** `file:line:col RULE message`, then the line of the list and a caret under the column. */
function problemText(problem: DeckProblem, file: string, lines: readonly string[], lang: Lang): string {
  const message = lang === 'en' ? (problem.english ?? problem.message) : problem.message;
  const head = `${deckProblemLocation(problem, file)}${problem.rule} ${message}`;
  const source = problem.line === undefined ? undefined : lines[problem.line - 1];
  if (source === undefined) return head;
  return `${head}\n  | ${source.replace(/\t/g, ' ')}\n  | ${caretLine(source, problem.col ?? 1)}`;
}

// ── JSON ─────────────────────────────────────────────────────────────────────────────────────────────────

function sectionCounts(report: DeckListReport): Record<DeckSection, number> {
  const sum = (section: DeckSection) => report.list[section].reduce((n, entry) => n + entry.count, 0);
  return { main: sum('main'), guard: sum('guard'), extra: sum('extra') };
}

function deckJson(reports: readonly DeckListReport[], exitCode: number): object {
  return {
    ok: exitCode === 0,
    files: reports.map((report) => ({
      file: report.list.file,
      ok: report.problems.length === 0,
      counts: sectionCounts(report),
      problems: report.problems.map((p) => ({
        line: p.line,
        col: p.col,
        rule: p.rule,
        code: p.code,
        message: p.message,
        messageEn: p.english,
        cards: p.cards,
        ...(p.lines ? { lines: p.lines } : {}),
        ...(p.suggestion ? { suggestion: p.suggestion } : {}),
      })),
    })),
  };
}

// ── The command ──────────────────────────────────────────────────────────────────────────────────────────

function lang(value: string): Lang {
  if (value !== 'ja' && value !== 'en')
    throw new InvalidArgumentError(`ja か en を指定してください: ${value}`);
  return value;
}

export function registerDeckCommands(program: Command): void {
  const deck = program.command('deck').description('deck lists: `hflux deck check` reports every problem');
  deck
    .command('check')
    .description('checks deck lists and reports every problem at once (exit 1 on problems)')
    .argument('<decks...>', 'deck-list files, folders of .deck files, or built-in deck names')
    .addOption(cardsOption())
    .option('--json', 'print the problems as JSON')
    .option('--lang <lang>', 'message language: ja or en', lang, 'ja' as Lang)
    .action((decks: string[], opts: { cards?: string[]; json?: boolean; lang: Lang }) => {
      return deckCheck({ decks, ...opts })
        .then((result) => {
          process.stdout.write(result.stdout);
          process.stderr.write(result.stderr);
          process.exitCode = result.exitCode;
        })
        .catch((e: unknown) => {
          console.error(`hflux deck check: 内部エラー: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });
}
