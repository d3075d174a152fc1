// The HF-16 check's memo (issue 25, p11): a check that found nothing need not be made again while nothing it
// reads has changed. Random games make no card write in about 60 % of their decisions (a pass that only moves
// the priority), and the check after such a decision walked every card again.
//
// What the checks of invariants.ts read, and what tells that it changed:
// - the cards' fields and the id lists (HF-16.1, .4, .5, .7, .8): written only by the writers of trail.ts
//   (the writer rule, guarded by test/engine/trail-guard.test.ts), which count every write (`Derived.writes`);
// - powers, protection and kinds (HF-16.3): memoized per epoch by the engine itself (derived.ts);
// - the cards the chain and the finishing plays hold (HF-16.1): compared id by id (a short list);
// - the state object and its card count.
// restore() starts a new epoch. Only games created `engineOnly` use the memo: other games may be edited
// directly between engine calls (tests, scenarios), around the writers.
import type { GameState } from '../core/state.js';
import type { Derived } from './derived.js';

interface Checked {
  state: GameState;
  cards: number;
  writes: number;
  epoch: number;
  /** Whether the check looked at hidden information (HF-16.8). */
  hidden: boolean;
  /** The cards of the chain's plays and of the finishing plays (HF-16.1), in order. */
  chained: number[];
}

/** Did a check that found nothing (other than HF-16.6) read exactly what the state holds now? */
export function checkedClean(s: GameState, d: Derived, hidden: boolean): boolean {
  const c = d.checked as Checked | null;
  if (c === null || !d.engineOnly) return false;
  if (c.state !== s || c.writes !== d.writes || c.epoch !== d.epoch || c.cards !== s.cards.length)
    return false;
  return (c.hidden || !hidden) && sameChained(s, c.chained);
}

/** Remembers that the check of the state as it is now found nothing (other than HF-16.6). */
export function rememberClean(s: GameState, d: Derived, hidden: boolean): void {
  if (!d.engineOnly) return;
  const chained: number[] = [];
  forEachChained(s, (id) => chained.push(id));
  d.checked = { state: s, cards: s.cards.length, writes: d.writes, epoch: d.epoch, hidden, chained };
}

/** Forgets the memo (the check found something, or read something the key does not cover). */
export function forgetChecked(d: Derived): void {
  d.checked = null;
}

function sameChained(s: GameState, chained: readonly number[]): boolean {
  let n = 0;
  let same = true;
  forEachChained(s, (id) => {
    if (chained[n++] !== id) same = false;
  });
  return same && n === chained.length;
}

/** The cards conservation (invariants.ts) counts as on the chain: plays on it, and commands finishing. */
function forEachChained(s: GameState, fn: (id: number) => void): void {
  for (const item of s.chain) if (item.kind === 'play') fn(item.card);
  for (const t of s.tasks) if (t.t === 'finishPlay') fn(t.card);
}
