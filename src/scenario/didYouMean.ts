// 「もしかして」: the suggestion every scenario-file error about an unknown word ends with (card names, verbs,
// keys, event types, codes). The matching is src/deck/suggest.ts's, shared with deck lists.
import { closestName } from '../deck/suggest.js';

/** `（もしかして「学徒」？）`, or '' when no candidate is close. */
export function didYouMean(
  wanted: string,
  candidates: Iterable<string>,
  closest: (wanted: string, candidates: Iterable<string>) => string | undefined = closestName,
): string {
  const hint = closest(wanted, candidates);
  return hint ? `（もしかして「${hint}」？）` : '';
}
