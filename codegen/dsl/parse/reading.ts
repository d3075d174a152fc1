// Reading a text line in the designer vocabulary (codegen/dsl/designerWords.ts): the canonical line the
// grammar matches, the same line with the designer's own characters wherever nothing was read (for names in
// messages), the readings made (「山札 → メインデッキ」, for explain --verbose and the editor's hover) and a map
// from canonical positions back to the line as written, so spans point at what the designer wrote.
import { DESIGNER_WORDS, type DesignerWord } from '../designerWords.js';

export interface Reading {
  /** Where the designer's wording is in the line (as written, 0-based, [start, end)). */
  start: number;
  end: number;
  /** The designer's wording and what it was read as. */
  from: string;
  to: string;
}

export interface ReadLine {
  /** The canonical line (what the grammar matches). */
  text: string;
  /** `text` with the designer's characters where nothing was read (same length as `text`). */
  written: string;
  readings: Reading[];
  /** Source position of a span starting at canonical index i (length text.length + 1). */
  startOf: number[];
  /** Source position of a span ending at canonical index i (length text.length + 1). */
  endOf: number[];
}

/** Names, traits, keywords and costs are never read: 「…」 (unless it quotes an ability, 「[自動]…」), 《…》, 【…】, […]. */
function protectedMask(text: string): boolean[] {
  const mask = new Array<boolean>(text.length).fill(false);
  const pairs: Record<string, string> = { '「': '」', '《': '》', '【': '】', '[': ']' };
  for (let i = 0; i < text.length; i++) {
    const close = pairs[text[i]];
    if (!close || (text[i] === '「' && text[i + 1] === '[')) continue;
    const j = text.indexOf(close, i + 1);
    if (j < 0) continue;
    for (let k = i; k <= j; k++) mask[k] = true;
    i = j;
  }
  return mask;
}

interface State {
  text: string;
  /** Per canonical character: is it the designer's own (not produced by a reading)? */
  own: boolean[];
  startOf: number[];
  endOf: number[];
  readings: Reading[];
}

function replaceAt(s: State, from: number, to: number, by: string, original: string): void {
  const n = by.length;
  const start = s.startOf[from];
  const end = s.endOf[to];
  s.readings.push({ start, end, from: original.slice(start, end), to: by });
  s.text = s.text.slice(0, from) + by + s.text.slice(to);
  s.own = [...s.own.slice(0, from), ...new Array<boolean>(n).fill(false), ...s.own.slice(to)];
  s.startOf = [...s.startOf.slice(0, from), ...new Array<number>(n).fill(start), ...s.startOf.slice(to)];
  s.endOf = [...s.endOf.slice(0, from + 1), ...new Array<number>(n).fill(end), ...s.endOf.slice(to + 1)];
}

function patternOf(row: DesignerWord): RegExp {
  return typeof row.from === 'string'
    ? new RegExp(row.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
    : row.from;
}

function expand(template: string, match: RegExpExecArray): string {
  return template.replace(/\$(\d)/g, (_, d: string) => match[Number(d)] ?? '');
}

function applyRow(s: State, row: DesignerWord, pattern: RegExp, original: string): void {
  const mask = protectedMask(s.text);
  const found: { index: number; length: number; by: string }[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(s.text); m; m = pattern.exec(s.text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    const hitsName = mask.slice(m.index, m.index + m[0].length).some(Boolean);
    const by = expand(row.to, m);
    if (!hitsName && by !== m[0]) found.push({ index: m.index, length: m[0].length, by });
  }
  for (const f of found.reverse()) replaceAt(s, f.index, f.index + f.length, f.by, original);
}

const PATTERNS = DESIGNER_WORDS.map(patternOf);
/** Characters one of which every row's wording contains (a line without any is read as it is). */
const TRIGGER = /[山デ墓控捨場登出攻防破ダドレタスアてで全手対》セこそ1一●■◆○次]/;

/**
 * Reads `content` (a width-normalised text line without indentation); `written` is the same line as
 * written (full-width kept). Readings are in the order they were made.
 */
export function readDesignerLine(content: string, written: string = content): ReadLine {
  const identity = Array.from({ length: content.length + 1 }, (_, i) => i);
  const s: State = {
    text: content,
    own: new Array<boolean>(content.length).fill(true),
    startOf: identity,
    endOf: [...identity],
    readings: [],
  };
  if (TRIGGER.test(content))
    DESIGNER_WORDS.forEach((row, i) => {
      const pattern = PATTERNS[i];
      if (typeof row.from === 'string' ? s.text.includes(row.from) : true) applyRow(s, row, pattern, written);
    });
  const out = s.text
    .split('')
    .map((ch, i) => (s.own[i] ? written[s.startOf[i]] : ch))
    .join('');
  return { text: s.text, written: out, readings: s.readings, startOf: s.startOf, endOf: s.endOf };
}
