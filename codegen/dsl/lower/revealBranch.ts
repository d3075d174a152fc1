// mech21 (issue 22): 「…メインデッキの一番上のカードを公開する。それが《X》を持つなら、手札に加え、…。そうでないなら、…」 —
// the top card revealed (revealTop: an empty deck fails the step, so neither branch is done, HF-5.7), then one of the
// two branches by what the card is (ifThen on 「それ」, checked on resolution). The branches' 「それ」 is the revealed
// card; a branch ending in 「…てもよい」 is asked as one choice (mayDo). RULING «Revealing the top card and branching»
// (docs/engine.md).
import type { Condition, EffectOp } from '../../../src/core/cardTypes.js';
import { ifThen, mayDo } from '../../../src/effects/builders.js';
import type { IRAction, IRRevealBranch } from '../ir.js';
import type { ActionEnv } from './action.js';
import type { Antecedent } from './refs.js';
import { lowerPlayer } from './refs.js';
import { lowerFilter } from './selector.js';
import { DURATIONS, checkSetDuration } from './sentence.js';

/** lower/action.ts lowerAction, passed in (this module is imported by it). */
type LowerAction = (a: IRAction, env: ActionEnv, antecedent: Antecedent) => EffectOp[];

export function lowerRevealBranch(
  a: Extract<IRAction, { kind: 'revealBranch' }>,
  env: ActionEnv,
  antecedent: Antecedent,
  lowerAction: LowerAction,
): EffectOp[] {
  const player = lowerPlayer(a.player, env, antecedent);
  const matches: Condition = { kind: 'cardMatches', ref: 'it', filter: lowerFilter(a.selector, env, true) };
  const branch = (b: IRRevealBranch): EffectOp[] => {
    const inner: Antecedent = { it: 'it' }; // 「それ」 in a branch: the revealed card
    const benv = branchEnv(b, env);
    const ops = b.actions.flatMap((x) => lowerAction(x, benv, inner));
    return b.optional ? [mayDo(...ops)] : ops;
  };
  antecedent.it = 'it'; // 「それ」 after the sentence: the revealed card, unless a branch named another
  const cond: Condition = a.not ? { kind: 'not', cond: matches } : matches;
  return [
    // mech22: 「公開したカードはメインデッキの上に戻す」: the reveal never moved it (RULING, docs/engine.md)
    { op: 'revealTop', player, ...(a.backOnTop ? { backOnTop: true as const } : {}) },
    ifThen(cond, branch(a.onMatch), a.otherwise ? branch(a.otherwise) : undefined),
  ];
}

/** mech22: a branch's own 「ターン終了時まで、」 is the duration of its lasting actions (as a sentence's, lower/effect.ts). */
function branchEnv(b: IRRevealBranch, env: ActionEnv): ActionEnv {
  const d = b.duration;
  if (d?.kind !== 'duration') return env;
  checkSetDuration(d, env);
  return { ...env, duration: DURATIONS[d.duration], durationGiven: true };
}
