// Issue 22 (v11): where a line spells a word of the language in kana (codegen/dsl/kanaWords.ts), found before
// the designer vocabulary reads the line (./reading.ts applies the folds, keeping source spans, and records each
// as a reading 「ひく → 引く」). Whether the folds stand is decided by the grammar: ./matchLine.ts matches the
// line with them and, when it does not read, without them (a kana word is folded only where the folded
// sentence reads).
import { type KanaSpelling, kanaSpellings } from '../kanaWords.js';

export interface KanaFold {
  index: number;
  length: number;
  to: string;
}

const SPELLINGS = kanaSpellings();
const BY_FIRST = new Map<string, KanaSpelling[]>();
for (const s of SPELLINGS) {
  const list = BY_FIRST.get(s.kana[0]) ?? [];
  list.push(s);
  BY_FIRST.set(s.kana[0], list);
}

const HIRAGANA = /[\u3041-\u309f]/;
/** Kana a word may follow inside a run of kana: particles and the endings of a verb before it. */
const BEFORE_WORD = new Set([...'をにがはでともへのやるただ']);

const KANJI = /[\p{Script=Han}々]/u;
/** Counters after which a word starts (「1枚ひく」): a count closes its noun. */
const COUNTERS = new Set([...'枚体回点']);

/**
 * Whether a kana word may start at `i`: never right after a kanji (「加える」 holds no 「える」: kana after a kanji
 * are its okurigana), but after a counter; a short spelling (two kana: える, いか, とき) only at a word's start —
 * after a character that is not hiragana, a particle, a verb's ending or another folded word. Longer ones
 * (くわえる, かぎり) are unlikely inside other words, and the grammar decides the rest.
 */
function startsWord(text: string, i: number, length: number, afterFold: boolean): boolean {
  if (i === 0 || afterFold) return true;
  const prev = text[i - 1];
  if (KANJI.test(prev)) return COUNTERS.has(prev);
  return !HIRAGANA.test(prev) || BEFORE_WORD.has(prev) || length > 2;
}

/** The kana words of `text` outside `mask` (names, traits, keywords, costs), left to right, longest first. */
export function kanaFolds(text: string, mask: readonly boolean[]): KanaFold[] {
  const folds: KanaFold[] = [];
  let foldEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const candidates = mask[i] ? undefined : BY_FIRST.get(text[i]);
    if (!candidates) continue;
    const hit = candidates.find(
      (s) =>
        text.startsWith(s.kana, i) &&
        !mask.slice(i, i + s.kana.length).some(Boolean) &&
        (s.afterDigit ? /[0-9]/.test(text[i - 1] ?? '') : startsWord(text, i, s.kana.length, i === foldEnd)),
    );
    if (!hit) continue;
    folds.push({ index: i, length: hit.kana.length, to: hit.kanji });
    i += hit.kana.length - 1;
    foldEnd = i + 1;
  }
  return folds;
}
