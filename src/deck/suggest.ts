// "Did you mean…": the known card name closest to a misspelt one (edit distance on NFKC-normalised text,
// so half- and full-width variants of the same name are close).
//
// Bounded work (issue 24): the candidates are normalised once per suggester, not once per unknown line; a
// name more than twice as long as every candidate (plus 2) is answered at once (its distance to each is at
// least the difference in length, more than half its own length, so none is within the limit); and a
// candidate that cannot beat the best so far is dropped by its length, or as soon as a row of the distance
// table exceeds the best distance.

interface Candidate {
  name: string;
  chars: string[];
}

/** Cells of distance tables computed, for tests that the work is bounded (issue 24). */
export interface SuggestionWork {
  cells: number;
}

/** `closestName` for many names against the same candidates; `work` counts the table cells computed. */
export function nameSuggester(
  candidates: Iterable<string>,
  work: SuggestionWork = { cells: 0 },
): (name: string) => string | undefined {
  const list: Candidate[] = [...candidates].map((name) => ({ name, chars: [...normalize(name)] }));
  const longest = Math.max(0, ...list.map((c) => c.chars.length));
  return (name) => {
    const wanted = [...normalize(name)];
    if (wanted.length > 2 * longest + 2) return undefined;
    // Every candidate within the limit (half the longer name), by bounded edit distance; then the one that
    // keeps most of both names in order wins (nc7): 「光翼の団長」 is 2 edits from both 「光翼の加護」 and
    // 「光翼の騎士団長」, but all of it is in the second. A candidate sharing too little (under MIN_SIMILARITY of
    // both names, e.g. only 「の見習い剣士」 of 「kouyokuの見習い剣士」 and 「mineの見習い剣士」) is no suggestion, unless it
    // is one typo away (「業化」 → 「業火」).
    let best: { candidate: Candidate; distance: number; similarity: number } | undefined;
    for (const candidate of list) {
      const limit = Math.ceil(Math.max(wanted.length, candidate.chars.length) / 2);
      if (Math.abs(candidate.chars.length - wanted.length) > limit) continue;
      const distance = boundedDistance(wanted, candidate.chars, limit, work);
      if (distance > limit) continue;
      const similarity =
        (2 * commonSubsequence(wanted, candidate.chars, work)) / (wanted.length + candidate.chars.length);
      if (similarity < MIN_SIMILARITY && distance > 1) continue; // one typo in a short name still counts
      if (
        !best ||
        similarity > best.similarity ||
        (similarity === best.similarity &&
          (distance < best.distance || (distance === best.distance && candidate.name < best.candidate.name)))
      )
        best = { candidate, distance, similarity };
    }
    return best?.candidate.name;
  };
}

/** The share of both names a suggestion must keep (2 × common subsequence / both lengths). */
export const MIN_SIMILARITY = 0.6;

/** The length of the longest common subsequence of `a` and `b`. */
function commonSubsequence(a: readonly string[], b: readonly string[], work: SuggestionWork): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = [0];
    for (let j = 1; j <= b.length; j++)
      current.push(a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]));
    work.cells += b.length;
    previous = current;
  }
  return previous[b.length];
}

/** The closest candidate, or undefined when none is within half the longer name's length. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  return nameSuggester(candidates)(name);
}

/** The words of an identifier: camelCase, `-`, `_` and spaces split it (「drawCard」 → draw, card). */
function identifierWords(name: string): string[] {
  return name
    .split(/(?<=[a-z0-9])(?=[A-Z])|[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * nc8 finding 13: the closest of some identifiers (event types, deck and bot names). The one candidate whose words
 * begin with all of the wanted one's, or that the wanted one begins with (「drawCard」 → 「draw」, not 「discard」;
 * 「soukyu」 → 「soukyu-knights」), comes before the edit distance, which misses them (half their length away).
 */
export function closestIdentifier(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const wanted = identifierWords(name);
  const sharing = list.filter((c) => {
    const words = identifierWords(c);
    const n = Math.min(words.length, wanted.length);
    return n > 0 && words.slice(0, n).join(' ') === wanted.slice(0, n).join(' ');
  });
  if (sharing.length === 1 && sharing[0] !== name) return sharing[0];
  return closestName(name, list);
}

function normalize(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  return boundedDistance([...a], [...b], Number.POSITIVE_INFINITY, { cells: 0 });
}

/** Levenshtein distance of `left` and `right`, or some number above `bound` as soon as it must exceed it. */
function boundedDistance(
  left: readonly string[],
  right: readonly string[],
  bound: number,
  work: SuggestionWork,
): number {
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= right.length; j++) {
      const substitution = previous[j - 1] + (left[i - 1] === right[j - 1] ? 0 : 1);
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    work.cells += right.length;
    if (rowMin > bound) return rowMin;
    previous = current;
  }
  return previous[right.length];
}
