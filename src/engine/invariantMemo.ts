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

/**
 * Remembers that the check of the state as it is now found nothing (other than HF-16.6). The memo object and
 * its list are reused from one check to the next (issue 25: this runs after most decisions of a checked game,
 * and its allocations were about 7 % of a checked random game's).
 */
export function rememberClean(s: GameState, d: Derived, hidden: boolean): void {
  if (!d.engineOnly) return;
  let c = d.checked as Checked | null;
  if (c === null) {
    c = { state: s, cards: 0, writes: 0, epoch: 0, hidden, chained: [] };
    d.checked = c;
  }
  c.state = s;
  c.cards = s.cards.length;
  c.writes = d.writes;
  c.epoch = d.epoch;
  c.hidden = hidden;
  const chained = c.chained;
  chained.length = 0;
  for (const item of s.chain) if (item.kind === 'play') chained.push(item.card);
  for (const t of s.tasks) if (t.t === 'finishPlay') chained.push(t.card);
}

/** Forgets the memo (the check found something, or read something the key does not cover). */
export function forgetChecked(d: Derived): void {
  d.checked = null;
}

/**
 * Whether the cards conservation (invariants.ts) counts as on the chain — plays on it, then commands
 * finishing — are `chained`, in order (plain loops, no closure: checked after every decision).
 */
function sameChained(s: GameState, chained: readonly number[]): boolean {
  let n = 0;
  for (const item of s.chain) {
    if (item.kind !== 'play') continue;
    if (chained[n++] !== item.card) return false;
  }
  for (const t of s.tasks) {
    if (t.t !== 'finishPlay') continue;
    if (chained[n++] !== t.card) return false;
  }
  return n === chained.length;
}
