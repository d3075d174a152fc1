import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { findCardFiles } from '../../codegen/dsl/index.js';
import type { Diagnostic } from '../../codegen/dsl/types.js';
// Parser fuzzing inputs: real card files (cards/**/*.hf) damaged the way editing damages them — characters
// and lines deleted, swapped or duplicated, half-width and full-width forms mixed — plus the check that a
// compile result's diagnostics all point at real places of the text (line and column inside it).
import { splitLineTexts } from '../io/lines.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The card files of this repository, as texts. */
export function cardFiles(): { path: string; text: string }[] {
  return findCardFiles(ROOT).map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** A file's header (the lines before the first card) and its card blocks. */
export function splitCards(text: string): { header: string; blocks: string[] } {
  const parts = text.split(/\n(?=【カード】)/);
  return { header: parts[0], blocks: parts.slice(1) };
}

export type Edit =
  | { op: 'deleteChar' | 'duplicateChar' | 'deleteLine' | 'duplicateLine'; at: number }
  | { op: 'swapChars' | 'swapLines'; at: number; to: number }
  | { op: 'width'; at: number; length: number; full: boolean }
  | { op: 'insert'; at: number; text: string };

const INSERTS = [
  '【',
  '】',
  '《',
  '》',
  '[',
  ']',
  '：',
  ':',
  '\n',
  '\r\n',
  '　',
  ' ',
  '\t',
  '０',
  '9',
  '#',
  '"',
  '\\',
  '\u0000',
  '\ufeff',
];

export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    op: fc.constantFrom('deleteChar', 'duplicateChar', 'deleteLine', 'duplicateLine' as const),
    at: fc.nat(),
  }),
  fc.record({ op: fc.constantFrom('swapChars', 'swapLines' as const), at: fc.nat(), to: fc.nat() }),
  fc.record({
    op: fc.constant('width' as const),
    at: fc.nat(),
    length: fc.nat({ max: 40 }),
    full: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.constantFrom(...INSERTS), fc.string({ unit: 'grapheme', maxLength: 4 })),
  }),
);

/** Half-width ASCII ⇄ full-width forms (U+FF01–FF5E), and the ideographic space. */
export function toWidth(s: string, full: boolean): string {
  return full
    ? s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '　')
    : s.replace(/[！-～]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/　/g, ' ');
}

export function applyEdit(text: string, e: Edit): string {
  const chars = [...text];
  const lines = text.split('\n');
  const n = chars.length;
  switch (e.op) {
    case 'deleteChar':
      if (n === 0) return text;
      chars.splice(e.at % n, 1);
      return chars.join('');
    case 'duplicateChar':
      if (n === 0) return text;
      chars.splice(e.at % n, 0, chars[e.at % n]);
      return chars.join('');
    case 'swapChars': {
      if (n === 0) return text;
      const i = e.at % n;
      const j = e.to % n;
      [chars[i], chars[j]] = [chars[j], chars[i]];
      return chars.join('');
    }
    case 'deleteLine':
      lines.splice(e.at % lines.length, 1);
      return lines.join('\n');
    case 'duplicateLine': {
      const i = e.at % lines.length;
      lines.splice(i, 0, lines[i]);
      return lines.join('\n');
    }
    case 'swapLines': {
      const i = e.at % lines.length;
      const j = e.to % lines.length;
      [lines[i], lines[j]] = [lines[j], lines[i]];
      return lines.join('\n');
    }
    case 'width': {
      if (n === 0) return text;
      const i = e.at % n;
      return [
        ...chars.slice(0, i),
        ...toWidth(chars.slice(i, i + e.length).join(''), e.full),
        ...chars.slice(i + e.length),
      ].join('');
    }
    case 'insert': {
      const i = n === 0 ? 0 : e.at % (n + 1);
      return [...chars.slice(0, i), e.text, ...chars.slice(i)].join('');
    }
  }
}

/** A damaged excerpt of a real card file: the header and 1–3 consecutive cards, then 1–8 edits. */
export function mutatedExcerptArb(files: { text: string }[]): fc.Arbitrary<string> {
  const split = files.map((f) => splitCards(f.text));
  return fc
    .record({
      file: fc.nat(),
      from: fc.nat(),
      count: fc.integer({ min: 1, max: 3 }),
      header: fc.boolean(),
      edits: fc.array(editArb, { minLength: 1, maxLength: 8 }),
    })
    .map(({ file, from, count, header, edits }) => {
      const f = split[file % split.length];
      const start = f.blocks.length ? from % f.blocks.length : 0;
      const text = [...(header ? [f.header] : []), ...f.blocks.slice(start, start + count)].join('\n');
      return edits.reduce(applyEdit, text);
    });
}

/** A whole real card file with 1–8 edits. */
export function mutatedFileArb(files: { text: string }[]): fc.Arbitrary<string> {
  return fc
    .record({ file: fc.nat(), edits: fc.array(editArb, { minLength: 1, maxLength: 8 }) })
    .map(({ file, edits }) => edits.reduce(applyEdit, files[file % files.length].text));
}

/** Problems with the diagnostics' positions: every one must name a line of the text and a column in it. */
export function positionProblems(text: string, diagnostics: Diagnostic[]): string[] {
  const lines = splitLineTexts(text); // every line-ending convention, as the compiler splits them
  const out: string[] = [];
  for (const d of diagnostics) {
    const where = `${d.code} at ${d.line}:${d.col}`;
    if (!Number.isInteger(d.line) || d.line < 1 || d.line > Math.max(lines.length, 1))
      out.push(`${where}: line outside 1–${lines.length}`);
    const line = lines[d.line - 1] ?? '';
    if (!Number.isInteger(d.col) || d.col < 1 || d.col > line.length + 1)
      out.push(`${where}: column outside 1–${line.length + 1}`);
    if (d.endCol !== undefined && (d.endCol <= d.col || d.endCol > line.length + 2))
      out.push(`${where}: end column ${d.endCol}`);
    if (d.sourceLine !== line) out.push(`${where}: sourceLine is not the text's line`);
    if (!/^HF-[EW]\d{3}$/.test(d.code)) out.push(`${where}: bad code`);
    if (!d.message) out.push(`${where}: empty message`);
  }
  return out;
}
