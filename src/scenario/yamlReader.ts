// Reading a YAML document with line numbers for every value, so errors name the exact line.
import { type Document, LineCounter, type Node, type YAMLError, isMap, isSeq, parseDocument } from 'yaml';
import { didYouMean } from './didYouMean.js';
import { ScenarioError } from './types.js';
import { MAX_YAML_DEPTH, yamlShape } from './yamlLimits.js';

/** The yaml library's codes in Japanese; the library's English first line follows for the rest. */
const YAML_CODES: Partial<Record<YAMLError['code'], string>> = {
  DUPLICATE_KEY: '同じキーが2回書かれています',
  BAD_INDENT: '字下げが合いません',
  MISSING_CHAR: '閉じる記号（] } " など）がありません',
  MULTILINE_IMPLICIT_KEY: 'キーが複数行にわたっています（「キー: 値」の「:」の後に空白がありますか？）',
  TAB_AS_INDENT: '字下げにタブは使えません（空白で字下げしてください）',
  UNEXPECTED_TOKEN: '読めない記号があります',
  BLOCK_AS_IMPLICIT_KEY: 'キーの位置にリストかマップがあります',
  BAD_ALIAS: 'エイリアス（*名前）が読めません',
  // hi9 F13: was the library's 「Source contains multiple documents; please use YAML.parseAllDocuments()」
  MULTIPLE_DOCS:
    'YAML の文書が複数あります（「---」の後に2つ目）。シナリオは1ファイルに1つだけ書いてください',
};

/**
 * The problem in Japanese (nc8 finding 11: no English in parentheses when a Japanese text exists); the yaml
 * library's first line, cut short (it may quote the whole file), for the codes without one.
 */
function yamlProblem(err: YAMLError, indent?: { col: number; before: number }): string {
  const english = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const ja = YAML_CODES[err.code];
  if (err.code === 'BAD_INDENT' && indent)
    return `${ja}（この行は${indent.col}列目から、前の行は${indent.before}列目から始まっています。同じ階層のキーは同じ列に揃えてください）`;
  // 「…must be sufficiently indented and end with a ]」: the library's English names the missing bracket
  const bracket = /end with an? ([\]}])/.exec(english)?.[1];
  if (bracket) return `${ja ?? ''}（閉じる「${bracket}」がありません）`;
  return ja ?? (english.length > 120 ? `${english.slice(0, 120)}…` : english);
}

/**
 * nc8 finding 12: the column of a mistake in the indentation is where the line's text starts (the yaml library
 * says column 1, the start of the spaces), and the line before it that is not blank or a comment starts at `before`.
 */
function indentAt(text: string, line: number): { col: number; before: number } | undefined {
  const lines = text.split(/\r?\n/);
  const start = (l: string) => l.length - l.trimStart().length + 1;
  const before = lines
    .slice(0, line - 1)
    .reverse()
    .find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const col = start(lines[line - 1] ?? '');
  // the same start as the line before: not a misaligned key (an unclosed 「[」 is reported so too)
  return before === undefined || start(before) === col ? undefined : { col, before: start(before) };
}

/**
 * nb17: `hand: [紅蓮の剣聖` with no 「]」 — the yaml library reports the next line, where it gave up. The line
 * where a flow collection ([ or {) was opened and never closed before `line`, with its bracket; else undefined.
 */
function unclosedFlow(text: string, line: number): { line: number; close: string } | undefined {
  const stack: { line: number; close: string }[] = [];
  const lines = text.split(/\r?\n/).slice(0, line - 1);
  lines.forEach((l, i) => {
    let quote: string | null = null;
    for (const ch of l) {
      if (quote) quote = ch === quote ? null : quote;
      else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '#') break;
      else if (ch === '[' || ch === '{') stack.push({ line: i + 1, close: ch === '[' ? ']' : '}' });
      else if ((ch === ']' || ch === '}') && stack.length > 0) stack.pop();
    }
  });
  return stack[0];
}

/** The document as plain data; an alias bomb (too many aliases expanded) is an error at the first alias. */
function toData(doc: Document, file: string, firstAlias: number | null): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    const problem =
      e instanceof ReferenceError && /alias/i.test(e.message)
        ? 'YAML のエイリアス（*名前）を展開すると大きくなりすぎます（エイリアスの展開は100回まで）'
        : `YAML を読めません: ${(e as Error).message}`;
    throw new ScenarioError(file, firstAlias ?? 1, problem);
  }
}

export type Path = (string | number)[];

export class YamlReader {
  private readonly lines = new LineCounter();
  private readonly doc;
  readonly data: unknown;

  constructor(
    readonly file: string,
    text: string,
  ) {
    const shape = yamlShape(text);
    if (shape.tooDeep)
      throw new ScenarioError(
        file,
        shape.tooDeep.line,
        `YAML の入れ子が深すぎます（${shape.tooDeep.col}列目、リストとマップの入れ子は${MAX_YAML_DEPTH}段まで）`,
      );
    this.doc = parseDocument(text, { lineCounter: this.lines });
    const err = this.doc.errors[0];
    if (err) {
      const at = err.linePos?.[0]; // the yaml library's own position of the error
      const open = at ? unclosedFlow(text, at.line) : undefined;
      if (open)
        throw new ScenarioError(
          file,
          open.line,
          `YAML の構文エラー: ${YAML_CODES.MISSING_CHAR}（この行で開いた「${open.close === ']' ? '[' : '{'}」を閉じる「${open.close}」がありません）`,
        );
      const indent = at && err.code === 'BAD_INDENT' ? indentAt(text, at.line) : undefined;
      const col = indent?.col ?? at?.col;
      throw new ScenarioError(
        file,
        at?.line ?? 1,
        `YAML の構文エラー${col !== undefined ? `（${col}列目）` : ''}: ${yamlProblem(err, indent)}`,
      );
    }
    this.data = toData(this.doc, file, shape.firstAlias);
  }

  line(path: Path): number {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const offset = node?.range?.[0];
    if (offset !== undefined) return this.lines.linePos(offset).line;
    return path.length > 0 ? this.line(path.slice(0, -1)) : 1;
  }

  /** The line of the key that holds `path` (`setup:` rather than its first entry); line() when there is none. */
  keyLine(path: Path): number {
    const parent = path.length === 1 ? this.doc.contents : this.doc.getIn(path.slice(0, -1), true);
    const pair = isMap(parent)
      ? parent.items.find(
          (i) => String((i.key as { value?: unknown })?.value ?? i.key) === String(path.at(-1)),
        )
      : undefined;
    const offset = (pair?.key as Node | undefined)?.range?.[0];
    return offset === undefined ? this.line(path) : this.lines.linePos(offset).line;
  }

  fail(path: Path, problem: string): never {
    throw new ScenarioError(this.file, this.line(path), problem);
  }

  /** The mistakes found so far by attempt() and allowKeys(…, { goOn }) (nb17: every mistake at once). */
  readonly problems: ScenarioError[] = [];

  /** `read()`, or — when it fails — its mistake noted and `fallback`: the rest of the file is still read. */
  attempt<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof ScenarioError)) throw e;
      this.problems.push(e);
      return fallback;
    }
  }

  get(path: Path): unknown {
    let v: unknown = this.data;
    for (const k of path)
      v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
    return v;
  }

  keys(path: Path): string[] {
    const node = path.length === 0 ? this.doc.contents : this.doc.getIn(path, true);
    return isMap(node) ? node.items.map((i) => String((i.key as { value?: unknown })?.value ?? i.key)) : [];
  }

  length(path: Path): number {
    const node = this.doc.getIn(path, true);
    return isSeq(node) ? node.items.length : 0;
  }

  string(path: Path, fallback?: string): string {
    const v = this.get(path);
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    return this.fail(path, `${path.join('.')} は文字列で書いてください`);
  }

  number(path: Path, fallback?: number): number {
    const v = this.get(path);
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    // hi9 F12: 1e400 is Infinity, which JSON.stringify shows as null
    const shown = typeof v === 'number' ? String(v) : JSON.stringify(v);
    return this.fail(path, `${path.join('.')} は整数で書いてください（値: ${shown}）`);
  }

  list(path: Path): unknown[] {
    const v = this.get(path);
    if (v === undefined || v === null) return [];
    if (Array.isArray(v)) return v;
    return this.fail(path, `${path.join('.')} はリスト（- …）で書いてください`);
  }

  /**
   * An unknown key is a mistake. With `goOn` (a map whose keys are all optional) each is noted and the map is
   * still read; otherwise the first one is thrown.
   */
  allowKeys(path: Path, allowed: readonly string[], { goOn = false } = {}): void {
    for (const k of this.keys(path)) {
      if (allowed.includes(k)) continue;
      const problem = `不明なキー「${k}」${didYouMean(k, allowed)}（使えるキー: ${allowed.join(', ')}）`;
      if (goOn) this.problems.push(new ScenarioError(this.file, this.line([...path, k]), problem));
      else this.fail([...path, k], problem);
    }
  }
}
