// Which part of a line a 「もしかして」 suggestion replaces. The compiler marks where the problem is (the caret)
// and gives the corrected text: a whole sentence (HF-E011, HF-E067), a whole field line, 【keyword】, 《trait》,
// 「name」 or [cost]. The part it corrects is the stretch of the line around the caret that is closest to it in
// edit distance: a larger stretch would add characters the suggestion does not have, a smaller one would drop
// characters it does. Widths are compared normalised (the suggestion is written as the line was).
import { normalizeWidth } from '../../codegen/dsl/normalize.js';

export interface Stretch {
  /** 0-based, end exclusive. */
  start: number;
  end: number;
}

/** Edit distances between `target` and every prefix of `text` (index i: text.slice(0, i)). */
function prefixDistances(text: string, target: string): number[] {
  // column-wise Levenshtein: dp[j] = distance(target[0..j), text[0..i))
  let column = Array.from({ length: target.length + 1 }, (_, j) => j);
  const out = [column[target.length]];
  for (let i = 1; i <= text.length; i++) {
    const next = [i];
    for (let j = 1; j <= target.length; j++) {
      const same = text[i - 1] === target[j - 1] ? 0 : 1;
      next.push(Math.min(column[j] + 1, next[j - 1] + 1, column[j - 1] + same));
    }
    column = next;
    out.push(column[target.length]);
  }
  return out;
}

/**
 * The stretch of `line` holding the caret [caretStart, caretEnd) that `suggestion` corrects, or undefined when
 * no stretch is even half like it (a suggestion for another text than the line holds now).
 */
export function correctedStretch(
  line: string,
  caretStart: number,
  caretEnd: number,
  suggestion: string,
): Stretch | undefined {
  const text = normalizeWidth(line);
  const target = normalizeWidth(suggestion);
  let best: (Stretch & { distance: number }) | undefined;
  for (let start = 0; start <= Math.min(caretStart, text.length); start++) {
    const distances = prefixDistances(text.slice(start), target);
    for (let end = Math.max(caretEnd, start); end <= text.length; end++) {
      const distance = distances[end - start];
      const better =
        !best ||
        distance < best.distance ||
        (distance === best.distance && end - start < best.end - best.start);
      if (better) best = { start, end, distance };
    }
  }
  if (!best) return undefined;
  const limit = Math.floor(Math.max(target.length, best.end - best.start) / 2);
  return best.distance <= limit ? { start: best.start, end: best.end } : undefined;
}
