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

/** The [start, end) of each note of `text` (a width-normalised line or sentence), brackets included. */
export function noteSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    if (!OPEN.has(text[i])) continue;
    let depth = 0;
    let end = text.length;
    for (let j = i; j < text.length; j++) {
      if (OPEN.has(text[j])) depth++;
      else if (CLOSE.has(text[j]) && --depth === 0) {
        end = j + 1;
        break;
      }
    }
    const before = text.slice(0, i).trimEnd();
    const inner = text.slice(i + 1, CLOSE.has(text[end - 1]) ? end - 1 : end);
    // 「（1ターンに1回）」 after a line is the ability's limit (HF-12.8), read by the grammar: never a note
    if (ONCE.test(inner)) {
      i = end - 1;
      continue;
    }
    if (before === '' || /[。】]$/.test(before) || POLITE.test(inner)) {
      spans.push([i, end]);
      i = end - 1;
    }
  }
  return spans;
}

/** `text` with every note masked (same length: a match's index is still its index in `text`). */
export function maskNotes(text: string): string {
  let out = text;
  for (const [s, e] of noteSpans(text)) out = out.slice(0, s) + NOTE_MASK.repeat(e - s) + out.slice(e);
  return out;
}

/** `text` without its notes (and the spaces before them). */
export function withoutNotes(text: string): string {
  let out = text;
  for (const [s, e] of noteSpans(text).reverse()) out = out.slice(0, s).trimEnd() + out.slice(e);
  return out;
}

/** The note `at` (a position in `text`) is in, if any. */
export function noteAt(text: string, at: number): [number, number] | undefined {
  return noteSpans(text).find(([s, e]) => s <= at && at < e);
}
