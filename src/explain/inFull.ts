// RULING «An optional N-card step read by 「そうした場合」» (docs/engine.md, issue 22): explain says that the optional
// step of N ≥ 2 cards is done in full or not at all (the ops' `inFull`, codegen/dsl/lower/inFull.ts).
import type { EffectOp } from '../core/cardTypes.js';
import { line } from './opHelpers.js';
import { type Ctx, type ExplainLine, say } from './types.js';

/** The count of an all-or-nothing step, or null. */
export function inFullCount(op: EffectOp): number | null {
  if (!('inFull' in op) || !op.inFull) return null;
  return typeof op.count === 'number' ? op.count : null;
}

/** Why an all-or-nothing step fails (for the 「そうした場合」 skip line), or null. */
export function inFullReason(ctx: Ctx, op: EffectOp): string | null {
  const n = inFullCount(op);
  if (n === null) return null;
  return op.op === 'discard'
    ? say(ctx, `手札が${n}枚ない`, `the hand has fewer than ${n} cards`)
    : say(ctx, `選べるカードが${n}枚ない`, `there are fewer than ${n} cards to choose`);
}

/** The note under 「…してもよい」 when its optional part takes N ≥ 2 cards all or nothing. */
export function inFullLines(ctx: Ctx, steps: readonly EffectOp[], depth: number): ExplainLine[] {
  const n = steps.map(inFullCount).find((c) => c !== null);
  if (n === undefined || n === null) return [];
  return [
    line(
      'note',
      depth,
      say(
        ctx,
        `${n}枚全部を行うか、何もしないかのどちらか：${n}枚に足りなければ1枚も行わず、「そうした場合」の部分も行われない（HF-5.7。HF-5.9の「可能な限り」は行わなければならない指示のこと）`,
        `all ${n} or nothing: with fewer than ${n} none is done and the 「そうした場合」 part does not happen (HF-5.7; HF-5.9's "as far as possible" is for instructions that must be carried out)`,
      ),
    ),
  ];
}
