// "もしかして": the known phrase closest to a mistyped one (edit distance on width-normalised text).
import { editDistance } from '../../../src/deck/suggest.js';
import { normalizeWidth } from '../normalize.js';

/** How far a candidate may be from what was written, for the candidate to be suggested. */
function limit(a: string, b: string): number {
  return Math.max(1, Math.floor(Math.max(a.length, b.length) / 2));
}

/**
 * The candidate closest to `written`. A candidate may match a prefix of what was written (the failing
 * token often runs on into the next phrase), so prefixes around the candidate's length are tried too.
 */
export function closestPhrase(written: string, candidates: Iterable<string>): string | undefined {
  const token = normalizeWidth(written).trim();
  if (!token) return undefined;
  let best: { text: string; distance: number } | undefined;
  for (const candidate of new Set(candidates)) {
    const c = normalizeWidth(candidate);
    if (!c || c === token) continue;
    const distance = prefixDistance(token, c);
    if (distance === 0 || distance >= c.length || distance > limit(token.slice(0, c.length + 2), c)) continue;
    if (!best || distance < best.distance) best = { text: candidate, distance };
  }
  return best?.text;
}

function prefixDistance(token: string, candidate: string): number {
  let best = editDistance(token, candidate);
  const from = Math.max(1, candidate.length - 2);
  const to = Math.min(token.length, candidate.length + 2);
  for (let n = from; n <= to; n++) best = Math.min(best, editDistance(token.slice(0, n), candidate));
  return best;
}
