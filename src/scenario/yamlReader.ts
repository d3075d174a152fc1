// Reading a YAML document with line numbers for every value, so errors name the exact line.
import { LineCounter, type Node, isMap, isSeq, parseDocument } from 'yaml';
import { didYouMean } from './didYouMean.js';
import { ScenarioError } from './types.js';

export type Path = (string | number)[];

export class YamlReader {
  private readonly lines = new LineCounter();
  private readonly doc;
  readonly data: unknown;

  constructor(
    readonly file: string,
    text: string,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false });
    const err = this.doc.errors[0];
    if (err) {
      const line = err.linePos?.[0]?.line ?? 1;
      throw new ScenarioError(file, line, `YAML の構文エラー: ${err.message.split('\n')[0]}`);
    }
    this.data = this.doc.toJS();
  }

  line(path: Path): number {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const offset = node?.range?.[0];
    if (offset !== undefined) return this.lines.linePos(offset).line;
    return path.length > 0 ? this.line(path.slice(0, -1)) : 1;
  }

  fail(path: Path, problem: string): never {
    throw new ScenarioError(this.file, this.line(path), problem);
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
    return this.fail(path, `${path.join('.')} は整数で書いてください（値: ${JSON.stringify(v)}）`);
  }

  list(path: Path): unknown[] {
    const v = this.get(path);
    if (v === undefined || v === null) return [];
    if (Array.isArray(v)) return v;
    return this.fail(path, `${path.join('.')} はリスト（- …）で書いてください`);
  }

  allowKeys(path: Path, allowed: readonly string[]): void {
    for (const k of this.keys(path)) {
      if (!allowed.includes(k))
        this.fail(
          [...path, k],
          `不明なキー「${k}」${didYouMean(k, allowed)}（使えるキー: ${allowed.join(', ')}）`,
        );
    }
  }
}
