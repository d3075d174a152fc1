// hi10 finding 1: the note finder (HF-E040's masking of 「（…）」 remarks) scanned to the end of the line from every
// bracket that did not turn out to be a note, so a line of many unclosed 「（」 was quadratic: 50,000 of them took
// 89 s in `hflux check` and held the language server as long. It is one pass now; what it finds is unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskNotes, noteSpans, withoutNotes } from '../../codegen/dsl/diagnostics/notes.js';

// The finder as it was (before hi10), kept as the reference of what a note is.
const OPEN = new Set(['(', '（']);
const CLOSE = new Set([')', '）']);
const ONCE = /ターンに(?:1|一|１)(?:回|度)/;
const POLITE = /(?:ます|ません|です|でした|ました|ください)[。.]?\s*$/;
function referenceSpans(text: string): [number, number][] {
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
function referenceWithout(text: string): string {
  let out = text;
  for (const [s, e] of referenceSpans(text).reverse()) out = out.slice(0, s).trimEnd() + out.slice(e);
  return out;
}

const pieces = [
  '（',
  '）',
  '(',
  ')',
  'ます',
  'ません',
  'です。',
  'ください',
  '。',
  '】',
  ' ',
  '　',
  '\t',
  'あ',
  '引く',
];
const pieceText = fc.array(fc.constantFrom(...pieces, 'ターンに1回', 'ターンに一度'), { maxLength: 40 });

describe('notes in card text (HF-E040 masking): one pass (hi10 finding 1)', () => {
  it('finds the same notes as the former finder on random bracket text', () => {
    fc.assert(
      fc.property(pieceText, (parts) => {
        const text = parts.join('');
        expect(noteSpans(text)).toEqual(referenceSpans(text));
        expect(withoutNotes(text)).toBe(referenceWithout(text));
        expect(maskNotes(text)).toHaveLength(text.length);
      }),
      { numRuns: 2000, seed: 10 },
    );
  });

  it('keeps the known notes: after 。, polite, and the once-per-turn limit (HF-12.8) is never one', () => {
    expect(noteSpans('1枚引く。（直接トラッシュに置かれた場合は引けません。）')).toEqual([[5, 28]]);
    expect(noteSpans('1枚引く（手札が3枚以上なら、代わりに2枚引く）。')).toEqual([]);
    expect(noteSpans('【起動】（1ターンに1回）')).toEqual([]);
  });

  it('reads a line of 200,000 unclosed brackets (the former finder never finished it)', () => {
    const line = `あ${'（'.repeat(200_000)}`;
    expect(noteSpans(line)).toEqual([]);
    expect(maskNotes(line)).toBe(line);
    expect(noteSpans(`。${'（'.repeat(200_000)}`)).toEqual([[1, 200_001]]);
  });
});
