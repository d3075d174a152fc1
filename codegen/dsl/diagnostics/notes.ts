// Issue 22 point 2 (precision of HF-E040): a note in brackets is a remark to the reader, not an effect. Designers
// restate a rule after a sentence (「…引きます。（直接トラッシュに置かれた場合は「破壊」ではないので、引くことはできま
// せん。）」), explain a keyword after its 】, or remark politely anywhere. A word of a mechanic inside such a note
// (「引くことはできない」) names nothing the card does, so the HF-E040 table and lexicon (./mechanics.ts,
// ./mechanicFamily.ts) never look inside one: the note is masked first, positions kept. The language has no free
// note (nothing silently lost: a card compiles to exactly what its text says), so a line the grammar stops in a
// note of gets HF-E040 `note` itself, with the line without its notes as the nearest wording when that compiles.
//
// A bracket is a note when it opens the text (after the 。 of the sentence before, as a sentence of its own), right
// after 。 or 】, or when what it says ends politely (…ます／ません／です): 「…引く（手札が3枚以上なら、代わりに2枚引く）。」
// inside a sentence is part of that sentence's effect and stays visible.

const OPEN = new Set(['(', '（']);
const CLOSE = new Set([')', '）']);

/** What a note is masked with: no pattern of the table or the lexicon matches it. */
export const NOTE_MASK = '〓';

const ONCE = /ターンに(?:1|一|１)(?:回|度)/;

const POLITE = /(?:ます|ません|です|でした|ました|ください)[。.]?\s*$/;

/**
 * The end (exclusive) of the bracket opened at each position: its matching close + 1, or `text.length` when it
 * is never closed. One pass with a stack (hi10: scanning to the end from every unclosed 「（」 was quadratic — a
 * line of 50,000 took 89 s to check and held the language server as long).
 */
function bracketEnds(text: string): Map<number, number> {
  const ends = new Map<number, number>();
  const open: number[] = [];
  for (let j = 0; j < text.length; j++) {
    if (OPEN.has(text[j])) open.push(j);
    else if (CLOSE.has(text[j]) && open.length > 0) ends.set(open.pop()!, j + 1);
  }
  for (const i of open) ends.set(i, text.length);
  return ends;
}

/** POLITE tested on `text.slice(from, to)` without copying it: only its last visible characters matter. */
function politeBetween(text: string, from: number, to: number): boolean {
  let end = to;
  while (end > from && /\s/.test(text[end - 1])) end--;
  return POLITE.test(text.slice(Math.max(from, end - POLITE_TAIL), end));
}

/** Longest text POLITE can need: 「ください」 and 「。」. */
const POLITE_TAIL = 5;

/** The [start, end) of each note of `text` (a width-normalised line or sentence), brackets included. */
export function noteSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!/[(（]/.test(text)) return spans; // most lines: nothing to build
  const ends = bracketEnds(text);
  const onceWithin = onceFinder(text);
  // the last visible character before an opener: walked back to `floor` (each character at most once)
  let floor = 0;
  let beforeFloor = '';
  for (let i = 0; i < text.length; i++) {
    const end = ends.get(i);
    if (end === undefined) continue;
    let k = i - 1;
    while (k >= floor && /\s/.test(text[k])) k--;
    const before = k >= floor ? text[k] : beforeFloor;
    const innerEnd = CLOSE.has(text[end - 1]) ? end - 1 : end;
    // 「（1ターンに1回）」 after a line is the ability's limit (HF-12.8), read by the grammar: never a note
    const note =
      !onceWithin(i + 1, innerEnd) &&
      (before === '' || /[。】]/.test(before) || politeBetween(text, i + 1, innerEnd));
    if (note) spans.push([i, end]);
    if (note || onceWithin(i + 1, innerEnd)) i = end - 1;
    floor = i + 1;
    beforeFloor = text[i];
  }
  return spans;
}

/** Whether a match of ONCE lies inside [from, to): every match found once, then a binary search. */
function onceFinder(text: string): (from: number, to: number) => boolean {
  if (!text.includes('ターンに')) return () => false;
  const matches = [...text.matchAll(new RegExp(ONCE.source, 'g'))].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
  return (from, to) => {
    let lo = 0;
    let hi = matches.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (matches[mid][0] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < matches.length && matches[lo][1] <= to;
  };
}

/** `text` with every note masked (same length: a match's index is still its index in `text`). */
export function maskNotes(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const [s, e] of noteSpans(text)) {
    parts.push(text.slice(at, s), NOTE_MASK.repeat(e - s));
    at = e;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** `text` without its notes (and the spaces before them). */
export function withoutNotes(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const [s, e] of noteSpans(text)) {
    parts.push(text.slice(at, s));
    at = e;
  }
  parts.push(text.slice(at));
  // the spaces before a note go with it: trim each piece that a note followed
  return parts.map((p, k) => (k < parts.length - 1 ? p.trimEnd() : p)).join('');
}

/** The note `at` (a position in `text`) is in, if any. */
export function noteAt(text: string, at: number): [number, number] | undefined {
  return noteSpans(text).find(([s, e]) => s <= at && at < e);
}
