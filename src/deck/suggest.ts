// "Did you mean…": the known card name closest to a misspelt one (edit distance on NFKC-normalised text,
// so half- and full-width variants of the same name are close).

/** The closest candidate, or undefined when none is within half the longer name's length. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = normalize(name);
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, normalize(candidate));
    if (!best || distance < best.distance || (distance === best.distance && candidate < best.name)) {
      best = { name: candidate, distance };
    }
  }
  if (!best) return undefined;
  const limit = Math.ceil(Math.max([...wanted].length, [...normalize(best.name)].length) / 2);
  return best.distance <= limit ? best.name : undefined;
}

function normalize(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const substitution = previous[j - 1] + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length];
}
