// A small layout tree for expressions, rendered with ts-morph's code writer: a node is written on one line
// when it fits in the line width, otherwise its children go one per line (like a formatter would). Atoms are
// already-escaped source text (see literal.ts); this module never looks inside them.
import type CodeBlockWriter from 'code-block-writer';

export type Doc =
  | { kind: 'atom'; width: number; text: string }
  | { kind: 'call'; width: number; callee: string; args: Doc[] }
  | { kind: 'array'; width: number; items: Doc[] }
  | { kind: 'object'; width: number; entries: ObjectEntry[]; forceBreak?: boolean }
  | { kind: 'spread'; width: number; doc: Doc };

/** `key: value`, or `...value` when `key` is undefined. `key` is already a valid property name. */
export interface ObjectEntry {
  key?: string;
  value: Doc;
}

export const LINE_WIDTH = 110;
const INDENT = 2;

// Each node knows the length of its one-line form (`width`), computed once when it is built bottom-up.
export const atom = (text: string): Doc => ({ kind: 'atom', width: text.length, text });
export const call = (callee: string, args: Doc[]): Doc => ({
  kind: 'call',
  width: callee.length + 2 + listWidth(args),
  callee,
  args,
});
export const array = (items: Doc[]): Doc => ({ kind: 'array', width: 2 + listWidth(items), items });
export const object = (entries: ObjectEntry[], forceBreak = false): Doc => {
  let width = entries.length === 0 ? 2 : 4 + (entries.length - 1) * 2;
  for (const entry of entries)
    width += (entry.key === undefined ? 3 : entry.key.length + 2) + entry.value.width;
  return { kind: 'object', width, entries, forceBreak };
};
export const spread = (doc: Doc): Doc => ({ kind: 'spread', width: 3 + doc.width, doc });

/** The one-line width of `a, b, c`. */
function listWidth(items: readonly Doc[]): number {
  let width = items.length > 1 ? (items.length - 1) * 2 : 0;
  for (const item of items) width += item.width;
  return width;
}

/** The node on one line. */
export function flat(doc: Doc): string {
  switch (doc.kind) {
    case 'atom':
      return doc.text;
    case 'call':
      return `${doc.callee}(${flatList(doc.args)})`;
    case 'array':
      return `[${flatList(doc.items)}]`;
    case 'object': {
      if (doc.entries.length === 0) return '{}';
      let out = '{ ';
      for (let i = 0; i < doc.entries.length; i++) out += (i > 0 ? ', ' : '') + flatEntry(doc.entries[i]);
      return `${out} }`;
    }
    case 'spread':
      return `...${flat(doc.doc)}`;
  }
}

function flatList(items: readonly Doc[]): string {
  let out = '';
  for (let i = 0; i < items.length; i++) out += (i > 0 ? ', ' : '') + flat(items[i]);
  return out;
}

function flatEntry(entry: ObjectEntry): string {
  return entry.key === undefined ? `...${flat(entry.value)}` : `${entry.key}: ${flat(entry.value)}`;
}

/**
 * Writes `doc` at the writer's position. `column` is where it starts on the current line and `suffix` the
 * number of characters that will follow it on its last line (a `,` or `;`), so the width check is exact.
 * The layout is computed as one string whose lines are indented relative to the writer's indentation,
 * which the writer adds: one write per document instead of one per token.
 */
export function writeDoc(writer: CodeBlockWriter, doc: Doc, column: number, suffix: number): void {
  const out: string[] = [];
  layout(doc, column, suffix, writer.getIndentationLevel() * INDENT, '', out);
  writer.write(out.join(''));
}

/** `doc` as text; `base` is the writer's indentation (columns), `indent` the text after each line break. */
export function layout(
  doc: Doc,
  column: number,
  suffix: number,
  base: number,
  indent: string,
  out: string[],
): void {
  const mustBreak = doc.kind === 'object' && doc.forceBreak === true;
  if ((!mustBreak && column + doc.width + suffix <= LINE_WIDTH) || !isBreakable(doc)) {
    out.push(flat(doc));
    return;
  }
  const inner = indent + '  ';
  const innerColumn = base + inner.length;
  switch (doc.kind) {
    case 'call': {
      // Like a formatter: keep the call on its line and break only a trailing array or object
      // (`activated([…], effect(…), [` … `])`) when everything before it fits.
      const last = doc.args[doc.args.length - 1];
      const before = doc.args
        .slice(0, -1)
        .map((arg) => `${flat(arg)}, `)
        .join('');
      const head = `${doc.callee}(${before}`;
      const hug = (last.kind === 'array' || last.kind === 'object') && isBreakable(last);
      if (hug && column + head.length + 1 <= LINE_WIDTH) {
        out.push(head);
        layout(last, column + head.length, suffix + 1, base, indent, out);
        out.push(')');
        return;
      }
      out.push(`${doc.callee}(`);
      layoutItems(doc.args, base, indent, out);
      out.push(')');
      return;
    }
    case 'array':
      out.push('[');
      layoutItems(doc.items, base, indent, out);
      out.push(']');
      return;
    case 'object':
      out.push('{');
      for (const entry of doc.entries) {
        const head = entry.key === undefined ? '...' : `${entry.key}: `;
        out.push('\n', inner, head);
        layout(entry.value, innerColumn + head.length, 1, base, inner, out);
        out.push(',');
      }
      out.push('\n', indent, '}');
      return;
    case 'spread':
      out.push('...');
      layout(doc.doc, column + 3, suffix, base, indent, out);
      return;
  }
}

function layoutItems(items: readonly Doc[], base: number, indent: string, out: string[]): void {
  const inner = indent + '  ';
  for (const item of items) {
    out.push('\n', inner);
    layout(item, base + inner.length, 1, base, inner, out);
    out.push(',');
  }
  out.push('\n', indent);
}

function isBreakable(doc: Doc): boolean {
  switch (doc.kind) {
    case 'atom':
      return false;
    case 'call':
      return doc.args.length > 0;
    case 'array':
      return doc.items.length > 0;
    case 'object':
      return doc.entries.length > 0;
    case 'spread':
      return isBreakable(doc.doc);
  }
}
