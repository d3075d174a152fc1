// Reading a YAML source file for a generator, with errors that name the file and line
// (`rules/game.yaml:12:3: unknown key 'foo'`). Shared by every generator that reads YAML.
import {
  LineCounter,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
} from 'yaml';
import { GenError } from './errors.js';

/** Something in the file that has a position: a node, or a pair (located at its key). */
type Located = Node | Pair | null | undefined;

export class YamlSource {
  private readonly lines = new LineCounter();
  readonly root: Node | null;

  /** Parses `text`; `file` is the path shown in messages (relative to the repository root). */
  constructor(
    readonly file: string,
    text: string,
  ) {
    const doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false });
    const [error] = doc.errors;
    if (error)
      throw new GenError(`${this.position(error.pos[0])}: YAML syntax error: ${firstLine(error.message)}`);
    this.root = doc.contents;
  }

  /** `file:line:col` of a node, or of the file when the node has no position. */
  at(node: Located): string {
    const offset = startOf(node);
    return offset === undefined ? this.file : this.position(offset);
  }

  fail(node: Located, message: string): never {
    throw new GenError(`${this.at(node)}: ${message}`);
  }

  map(node: Located, what: string): YAMLMap {
    const value = nodeValue(node);
    if (isMap(value)) return value;
    return this.fail(node, `${what} must be a mapping (key: value lines), found ${describe(value)}`);
  }

  seq(node: Located, what: string): YAMLSeq {
    const value = nodeValue(node);
    if (isSeq(value)) return value;
    return this.fail(node, `${what} must be a list ('- ' items), found ${describe(value)}`);
  }

  /** The map's pairs by key, after rejecting unknown keys and reporting the first missing one. */
  pairs(map: YAMLMap, what: string, allowed: readonly string[]): Map<string, Pair> {
    const found = new Map<string, Pair>();
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined || !allowed.includes(key)) {
        this.fail(
          pair,
          `unknown key '${key ?? describe(pair.key)}' in ${what} (expected: ${allowed.join(', ')})`,
        );
      }
      found.set(key, pair);
    }
    const missing = allowed.find((key) => !found.has(key));
    if (missing) this.fail(map, `missing key '${missing}' in ${what}`);
    return found;
  }

  integer(pair: Pair, what: string): number {
    const value = scalarValue(pair);
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    return this.fail(pair, `${what} must be a non-negative integer, found ${describe(pair.value)}`);
  }

  boolean(pair: Pair, what: string): boolean {
    const value = scalarValue(pair);
    if (typeof value === 'boolean') return value;
    return this.fail(pair, `${what} must be true or false, found ${describe(pair.value)}`);
  }

  string(pair: Pair, what: string, pattern?: RegExp): string {
    const value = scalarValue(pair);
    if (typeof value !== 'string')
      return this.fail(pair, `${what} must be a string, found ${describe(pair.value)}`);
    if (pattern && !pattern.test(value))
      return this.fail(pair, `${what} '${value}' does not match ${pattern}`);
    return value;
  }

  /** The comment at the end of the pair's line (`key: value # comment`), trimmed; '' when there is none. */
  comment(pair: Pair): string {
    const value = pair.value as Node | null;
    return (value?.comment ?? '').trim();
  }

  private position(offset: number): string {
    const { line, col } = this.lines.linePos(offset);
    return `${this.file}:${line}:${col}`;
  }
}

function nodeValue(node: Located): unknown {
  return node && 'key' in node ? node.value : node;
}

function scalarValue(pair: Pair): unknown {
  return isScalar(pair.value) ? pair.value.value : undefined;
}

function startOf(node: Located): number | undefined {
  if (!node) return undefined;
  const target = 'key' in node ? (node.key as Node | null) : node;
  return target?.range?.[0];
}

function describe(value: unknown): string {
  if (isMap(value)) return 'a mapping';
  if (isSeq(value)) return 'a list';
  if (isScalar(value))
    return value.value === null ? 'nothing' : `${typeof value.value} ${JSON.stringify(value.value)}`;
  return value === null || value === undefined ? 'nothing' : 'an alias';
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}
