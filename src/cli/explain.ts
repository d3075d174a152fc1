// `hflux explain <file.hf|card name…>`: what the engine understood of cards, in plain Japanese (or English),
// from the compiled CardDefinitions (src/explain/). The compiler is loaded on demand so that other commands
// do not load it. Exit 0 ok, 1 unknown card or DSL errors, 2 usage or internal error.
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import type { Ability, CardDefinition } from '../core/cardTypes.js';
import { type CardExplanation, type Lang, explainCard, renderExplanation } from '../explain/index.js';
import { InputFileError, readInputFile } from '../io/readInput.js';

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

interface Found {
  defs: CardDefinition[];
  /** Per def (same order): the readings the compiler made in its text. */
  readings: Reading[][];
  errors: string[];
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
    return {
      defs: [],
      readings: [],
      errors: [say(lang, `ファイル「${arg}」がありません。`, `no such file: ${arg}`)],
    };
  let text: string;
  try {
    text = readInputFile(path, { display: arg });
  } catch (e) {
    if (!(e instanceof InputFileError)) throw e;
    return { defs: [], readings: [], errors: [e.message] };
  }
  const result = dsl.compileText(text, relative(root, path) || arg, keywords);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { defs: [], readings: [], errors: [format.formatDiagnostics(errors, lang)] };
  return {
    defs: result.cards.map((c) => c.def),
    readings: result.cards.map((c) => c.readings ?? []),
    errors: [],
  };
}

interface Project {
  cards: { def: CardDefinition; file: string; readings: Reading[] }[];
  errorsByFile: Map<string, string[]>;
}

function loadProject(dsl: Dsl, format: Format, root: string, dir: string, lang: Lang): Project {
  const rel = relative(root, resolve(root, dir)) || '.';
  const files = dsl.findCardFiles(root, rel);
  const { files: compiled, diagnostics } = dsl.compileCardFiles(root, files, dsl.loadKeywords(root).table);
  const errorsByFile = new Map<string, string[]>();
  for (const d of diagnostics.filter((x) => x.severity === 'error')) {
    errorsByFile.set(d.file, [...(errorsByFile.get(d.file) ?? []), format.formatDiagnostic(d, lang)]);
  }
  const cards = compiled.flatMap((f) =>
    f.cards.map((c) => ({ def: c.def, file: f.path, readings: c.readings ?? [] })),
  );
  return { cards, errorsByFile };
}

function explainName(
  project: Project,
  closest: (w: string, c: string[]) => string | undefined,
  name: string,
  lang: Lang,
  dir: string,
): Found {
  const matches = project.cards.filter((c) => c.def.name === name || c.def.id === name);
  if (matches.length === 0) {
    const guess = closest(
      name,
      project.cards.map((c) => c.def.name),
    );
    const hint = guess ? say(lang, `\n  = もしかして: ${guess}`, `\n  = did you mean: ${guess}`) : '';
    return {
      defs: [],
      readings: [],
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
  if (errors.length > 0) return { defs: [], readings: [], errors };
  return { defs: matches.map((m) => m.def), readings: matches.map((m) => m.readings), errors: [] };
}

export async function runExplain(options: ExplainOptions): Promise<ExplainResult> {
  const lang = options.lang ?? 'ja';
  const root = resolve(options.root ?? process.cwd());
  const dir = options.cards ?? 'cards';
  const dsl = await import('../../codegen/dsl/index.js');
  const format = await import('../../codegen/dsl/diagnostics/format.js');
  const { closestPhrase } = await import('../../codegen/dsl/diagnostics/suggest.js');
  const { keywordRecord } = await import('../../codegen/dsl/lower/keywords.js');
  let keywords: Record<string, Ability[]> | undefined;
  let project: Project | undefined;
  const explanations: CardExplanation[] = [];
  const readings: Reading[][] = [];
  const errors: string[] = [];
  for (const arg of options.args) {
    let found: Found;
    const files = filesOf(dsl, arg, root);
    if (files.length > 0) {
      const table = (keywords ??= keywordRecord(dsl.loadKeywords(root).table));
      const each = files.map((file) => explainFile(dsl, format, table, root, file, lang));
      found = {
        defs: each.flatMap((f) => f.defs),
        readings: each.flatMap((f) => f.readings),
        errors: each.flatMap((f) => f.errors),
      };
    } else {
      project ??= loadProject(dsl, format, root, dir, lang);
      found = explainName(project, (w, c) => closestPhrase(w, c), arg, lang, dir);
    }
    errors.push(...found.errors);
    explanations.push(...found.defs.map((def) => explainCard(def, lang)));
    readings.push(...found.readings);
  }
  const stdout = options.json
    ? `${JSON.stringify(options.verbose ? explanations.map((e, i) => ({ ...e, readings: readings[i] })) : explanations, null, 2)}\n`
    : explanations
        .map((e, i) => renderExplanation(e) + (options.verbose ? renderReadings(readings[i], lang) : ''))
        .join('\n');
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
      runExplain({ args, ...opts })
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
