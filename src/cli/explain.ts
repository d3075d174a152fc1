// `hflux explain <file.hf|card name…>`: what the engine understood of cards, in plain Japanese (or English),
// from the compiled CardDefinitions (src/explain/). The compiler is loaded on demand so that other commands
// do not load it. Exit 0 ok, 1 unknown card or DSL errors, 2 usage or internal error.
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import type { Ability, CardDefinition } from '../core/cardTypes.js';
import { closestName } from '../deck/suggest.js';
import {
  type CardExplanation,
  type Lang,
  explainCard,
  explainKeyword,
  lineExplainer,
  renderExplanation,
} from '../explain/index.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { wrongKind } from './fileKind.js';

export interface ExplainOptions {
  args: string[];
  lang?: Lang;
  json?: boolean;
  /** The card directory names are looked up in (default `cards`, relative to `root`). */
  cards?: string;
  /** The project root (default: the current directory); its rules/keywords.hf is used when present. */
  root?: string;
  /** Also list how the compiler read the designer's wording (「山札 → メインデッキ」, issue 22). */
  verbose?: boolean;
}

export interface ExplainResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

type Dsl = typeof import('../../codegen/dsl/index.js');
type Format = typeof import('../../codegen/dsl/diagnostics/format.js');

/** A designer wording read as the canonical one (codegen/dsl/types.ts CardReading). */
interface Reading {
  line: number;
  col: number;
  from: string;
  to: string;
}

/**
 * A card to explain, with the error lines inside its text (those parts are missing from the explanation) and
 * the readings the compiler made in it.
 */
interface Item {
  /** A card, or a keyword of rules/keywords.hf (`hflux explain rules/keywords.hf`). */
  def: CardDefinition | KeywordItem;
  problems: LineProblem[];
  readings: Reading[];
}

interface KeywordItem {
  keyword: true;
  name: string;
  id: string;
  abilities: Ability[];
}

/** One line of a card that did not compile. */
export interface LineProblem {
  line: number;
  code: string;
  message: string;
  source: string;
}

interface Found {
  items: Item[];
  /** Error lines of a file that belong to no card that compiled (a card whose header or type is broken). */
  outside?: { file: string; problems: LineProblem[] }[];
  errors: string[];
}

type Compiled = {
  def: CardDefinition;
  span: { file: string; line: number; endLine: number };
  readings?: Reading[];
};
type Diag = import('../../codegen/dsl/index.js').Diagnostic;

/**
 * Issue 23: a file with errors still explains every card; a card whose own lines have errors lists them (code
 * and message), since what the engine understood of it lacks those lines.
 */
function itemsOf(cards: readonly Compiled[], errors: readonly Diag[], lang: Lang): Item[] {
  return cards.map(({ def, span, readings }) => ({
    def,
    readings: readings ?? [],
    problems: problemsOf(
      errors.filter((d) => d.file === span.file && d.line >= span.line && d.line <= span.endLine),
      lang,
    ),
  }));
}

function problemsOf(errors: readonly Diag[], lang: Lang): LineProblem[] {
  return errors.map((d) => ({
    line: d.line,
    code: d.code,
    message: lang === 'en' ? (d.messageEn ?? d.message) : d.message,
    source: d.sourceLine.trim(),
  }));
}

/** The block for error lines outside every card that compiled. */
function renderOutside(file: string, problems: readonly LineProblem[], lang: Lang): string {
  const head = say(
    lang,
    `■ ${file}：カードとして読めなかった行`,
    `■ ${file}: lines that did not compile into a card`,
  );
  return [head, ...problems.map((p) => problemLine(p, lang))].join('\n') + '\n';
}

function problemLine(p: LineProblem, lang: Lang): string {
  return say(
    lang,
    `    ${p.line}行目 ${p.code} ${p.message}「${p.source}」`,
    `    line ${p.line} ${p.code} ${p.message} "${p.source}"`,
  );
}

/** The note under a card that has lines that did not compile. */
export function renderProblems(problems: readonly LineProblem[], lang: Lang): string {
  if (problems.length === 0) return '';
  const head = say(
    lang,
    '  読めなかった行（この説明には入っていません）：',
    '  lines that did not compile (not in this explanation):',
  );
  const lines = problems.map((p) =>
    say(
      lang,
      `    ${p.line}行目 ${p.code} ${p.message}「${p.source}」`,
      `    line ${p.line} ${p.code} ${p.message} "${p.source}"`,
    ),
  );
  return [head, ...lines].join('\n') + '\n';
}

function say(lang: Lang, ja: string, en: string): string {
  return lang === 'ja' ? ja : en;
}

/** The .hf files an argument names: itself, or every one under a directory; none for a card name. */
function filesOf(dsl: Dsl, arg: string, root: string): string[] {
  if (arg.endsWith('.hf')) return [arg];
  const path = resolve(root, arg);
  if (!existsSync(path) || !statSync(path).isDirectory()) return [];
  return dsl.findCardFiles(root, relative(root, path) || '.');
}

function explainFile(
  dsl: Dsl,
  format: Format,
  keywords: Record<string, Ability[]>,
  root: string,
  arg: string,
  lang: Lang,
): Found {
  const path = resolve(root, arg);
  if (!existsSync(path))
    return { items: [], errors: [say(lang, `ファイル「${arg}」がありません。`, `no such file: ${arg}`)] };
  let text: string;
  try {
    text = readInputFile(path, { display: arg });
  } catch (e) {
    if (!(e instanceof InputFileError)) throw e;
    return { items: [], errors: [e.message] };
  }
  if ((relative(root, path) || arg) === dsl.KEYWORDS_FILE)
    return explainKeywordsFile(dsl, format, root, lang);
  const result = dsl.compileText(text, relative(root, path) || arg, keywords, lineExplainer(lang));
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const items = itemsOf(result.cards, errors, lang);
  const inCards = new Set(items.flatMap((i) => i.problems));
  const outside = problemsOf(errors, lang).filter(
    (p) => ![...inCards].some((q) => q.line === p.line && q.code === p.code),
  );
  return {
    items,
    outside: outside.length > 0 ? [{ file: relative(root, path) || arg, problems: outside }] : [],
    errors: errors.length > 0 ? [format.formatDiagnostics(errors, lang)] : [],
  };
}

/** The project's rules/keywords.hf: each keyword as the abilities its definition expands to (HF-13). */
function explainKeywordsFile(dsl: Dsl, format: Format, root: string, lang: Lang): Found {
  const result = dsl.loadKeywords(root);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const items = [...result.table.values()].map((k) => ({
    def: { keyword: true as const, name: k.name, id: k.id, abilities: k.abilities },
    problems: [],
    readings: [],
  }));
  const outside = problemsOf(errors, lang);
  return {
    items,
    outside: outside.length > 0 ? [{ file: dsl.KEYWORDS_FILE, problems: outside }] : [],
    errors: errors.length > 0 ? [format.formatDiagnostics(errors, lang)] : [],
  };
}

interface Project {
  cards: (Compiled & { file: string })[];
  errors: Diag[];
  errorsByFile: Map<string, string[]>;
}

function loadProject(dsl: Dsl, format: Format, root: string, dir: string, lang: Lang): Project {
  const rel = relative(root, resolve(root, dir)) || '.';
  const files = dsl.findCardFiles(root, rel);
  const { files: compiled, diagnostics } = dsl.compileCardFiles(
    root,
    files,
    dsl.loadKeywords(root).table,
    undefined,
    lineExplainer(lang),
  );
  const errorsByFile = new Map<string, string[]>();
  for (const d of diagnostics.filter((x) => x.severity === 'error')) {
    errorsByFile.set(d.file, [...(errorsByFile.get(d.file) ?? []), format.formatDiagnostic(d, lang)]);
  }
  const cards = compiled.flatMap((f) =>
    f.cards.map((c) => ({ def: c.def, span: c.span, readings: c.readings, file: f.path })),
  );
  return { cards, errors: diagnostics.filter((x) => x.severity === 'error'), errorsByFile };
}

function explainName(
  project: Project,
  closest: (w: string, c: string[]) => string | undefined,
  name: string,
  lang: Lang,
  dir: string,
  root: string,
): Found {
  const matches = project.cards.filter((c) => c.def.name === name || c.def.id === name);
  if (matches.length === 0 && !existsSync(resolve(root, dir)))
    // newcomer audit: 「…は /nonexistent/ にありません」 read as if the folder held other cards
    return {
      items: [],
      errors: [
        say(
          lang,
          `カードのフォルダ「${dir}」がありません（--cards で指定）。`,
          `no such card folder: ${dir} (given with --cards)`,
        ),
      ],
    };
  if (matches.length === 0) {
    const guess = closest(
      name,
      project.cards.map((c) => c.def.name),
    );
    const hint = guess ? say(lang, `\n  = もしかして: ${guess}`, `\n  = did you mean: ${guess}`) : '';
    return {
      items: [],
      errors: [
        say(
          lang,
          `カード「${name}」は ${dir}/ にありません。${hint}`,
          `no card named 「${name}」 in ${dir}/${hint}`,
        ),
      ],
    };
  }
  const errors = [...new Set(matches.map((m) => m.file))].flatMap((f) => project.errorsByFile.get(f) ?? []);
  return { items: itemsOf(matches, project.errors, lang), errors };
}

/**
 * nc10: a card name with a space (「星読みの少女 ミラ」) typed without quotes reaches us as two arguments: when
 * args[i] and the arguments after it, joined by a space, are a card's name (the longest such), that name and
 * how many arguments it took. A set may also have a card 「星読みの少女」: the longer name wins.
 */
function spacedName(
  project: Project,
  args: readonly string[],
  i: number,
): { name: string; parts: number } | undefined {
  const names = new Set(project.cards.flatMap((c) => [c.def.name, c.def.id]));
  for (let end = args.length; end > i + 1; end--) {
    const name = args.slice(i, end).join(' ');
    if (names.has(name)) return { name, parts: end - i };
  }
  return undefined;
}

export async function runExplain(options: ExplainOptions): Promise<ExplainResult> {
  const lang = options.lang ?? 'ja';
  const root = resolve(options.root ?? process.cwd());
  const dir = options.cards ?? 'cards';
  const dsl = await import('../../codegen/dsl/index.js');
  const format = await import('../../codegen/dsl/diagnostics/format.js');
  const { keywordRecord } = await import('../../codegen/dsl/lower/keywords.js');
  let keywords: Record<string, Ability[]> | undefined;
  let project: Project | undefined;
  const explanations: (CardExplanation & { problems?: LineProblem[]; readings?: Reading[] })[] = [];
  const texts: string[] = [];
  const errors: string[] = [];
  const args = [...options.args];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    let found: Found;
    const files = arg.trim() === '' ? [] : filesOf(dsl, arg, root);
    if (arg.trim() === '') {
      // hi10 finding 2: '' resolved to the project root, a folder, and explained every .hf in the checkout
      found = { items: [], errors: [say(lang, 'カード名が空です。', 'the card name is empty')] };
    } else if (files.length > 0) {
      const table = (keywords ??= keywordRecord(dsl.loadKeywords(root).table));
      const each = files.map((file) => explainFile(dsl, format, table, root, file, lang));
      found = {
        items: each.flatMap((f) => f.items),
        outside: each.flatMap((f) => f.outside ?? []),
        errors: each.flatMap((f) => f.errors),
      };
    } else if (wrongKind(resolve(root, arg), 'cards', lang)) {
      // nc8 finding 5: a deck list or a scenario is not a card name
      found = { items: [], errors: [wrongKind(arg, 'cards', lang) ?? ''] };
    } else {
      project ??= loadProject(dsl, format, root, dir, lang);
      const spaced = spacedName(project, args, i);
      if (spaced) args.splice(i, spaced.parts, spaced.name);
      // a card name against card names: edit distance and shared characters (src/deck/suggest.ts, nc7), not the
      // compiler's phrase-prefix matching, which took 「光翼の加護」 for 「光翼の団長」
      found = explainName(project, closestName, args[i]!, lang, dir, root);
    }
    errors.push(...found.errors);
    for (const { def, problems, readings } of found.items) {
      const explanation = 'keyword' in def ? explainKeyword(def, lang) : explainCard(def, lang);
      explanations.push({
        ...explanation,
        ...(problems.length > 0 ? { problems } : {}),
        ...(options.verbose ? { readings } : {}),
      });
      texts.push(
        renderExplanation(explanation) +
          (options.verbose ? renderReadings(readings, lang) : '') +
          renderProblems(problems, lang),
      );
    }
    for (const { file, problems } of found.outside ?? []) texts.push(renderOutside(file, problems, lang));
  }
  const stdout = options.json ? `${JSON.stringify(explanations, null, 2)}\n` : texts.join('\n');
  const stderr = errors.map((e) => `hflux explain: ${e}\n`).join('');
  return { exitCode: errors.length > 0 ? 1 : 0, stdout, stderr };
}

/** --verbose: how the compiler read the designer's wording, one reading a line (「7:17 山札 → メインデッキ」). */
function renderReadings(list: Reading[], lang: Lang): string {
  if (list.length === 0) return '';
  const head = say(lang, '  読み替え（デザイナー語彙）', '  Readings (designer vocabulary)');
  return `${[head, ...list.map((r) => `    ${r.line}:${r.col} ${r.from} → ${r.to}`)].join('\n')}\n`;
}

function lang(value: string): Lang {
  if (value !== 'ja' && value !== 'en')
    throw new InvalidArgumentError(`ja か en を指定してください: ${value}`);
  return value;
}

export function registerExplainCommand(program: Command): void {
  program
    .command('explain')
    .description('says in plain Japanese (--lang en: English) what the engine understood of cards')
    .argument(
      '<cards...>',
      '.hf files or directories (every card in them), or card names / ids looked up in --cards',
    )
    .option('--lang <lang>', 'language: ja or en', lang, 'ja' as Lang)
    .option('--json', 'print the explanations as JSON')
    .option('--cards <dir>', 'where card names are looked up', 'cards')
    .option('--verbose', 'also list how the designer’s wording was read (「山札 → メインデッキ」)')
    .action((args: string[], opts: { lang: Lang; json?: boolean; cards: string; verbose?: boolean }) => {
      return runExplain({ args, ...opts })
        .then((result) => {
          process.stdout.write(result.stdout);
          process.stderr.write(result.stderr);
          process.exitCode = result.exitCode;
        })
        .catch((e: unknown) => {
          console.error(`hflux explain: 内部エラー: ${e instanceof Error ? e.message : String(e)}`);
          process.exitCode = 2;
        });
    });
}
