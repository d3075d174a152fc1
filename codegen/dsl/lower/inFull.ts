// RULING «An optional N-card step read by 「そうした場合」» (docs/engine.md, issue 22): in 「…を2枚選び、ゲームから除外
// してもよい。そうした場合、…」 the player does the optional step in full or not at all — with fewer matching cards
// nothing is done and the 「そうした場合」 part does not happen (as RULING «Paying in an effect»; HF-5.9's 「可能な限り」
// is for instructions that must be carried out, HF-5.7). Only a fixed count of two or more without 「まで」 changes.
import type { EffectOp } from '../../../src/core/cardTypes.js';

type Counted = Extract<
  EffectOp,
  { op: 'pick' | 'discard' | 'chooseInZone' | 'chooseOnField' | 'destroyChosen' }
>;
const COUNTED = new Set<EffectOp['op']>([
  'pick',
  'discard',
  'chooseInZone',
  'chooseOnField',
  'destroyChosen',
]);

function counted(step: EffectOp): step is Counted {
  return COUNTED.has(step.op);
}

/** The optional steps marked already: a second 「そうした場合、」 reads the first one's mandatory part, not these. */
const marked = new WeakSet<EffectOp>();

/**
 * The optional steps of `mayDo` (before its first 「そうした場合、」 part is added), each made all-or-nothing when it
 * takes N ≥ 2 cards.
 */
export function markInFull(mayDo: Extract<EffectOp, { op: 'mayDo' }>): void {
  if (marked.has(mayDo)) return;
  marked.add(mayDo);
  for (const step of mayDo.then) {
    if (!counted(step) || ('upTo' in step && step.upTo) || ('random' in step && step.random)) continue;
    if (typeof step.count === 'number' && step.count >= 2) step.inFull = true;
  }
}
