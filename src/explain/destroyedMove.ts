// Issue 22 (m12): an auto ability on a destruction that moves the destroyed card (「このキャラクターが破壊された時、
// このカードをトラッシュに置く代わりに手札に戻す」): the card waits for its destruction's triggers and goes where the
// trigger moves it, not to the trash (000 ■ダメージ (2), HF-9.6; RULING «A destroyed card's move replaced by its
// trigger», docs/engine.md). The note says so, as the designer wrote 「代わりに」.
import type { AutoAbility, EffectOp } from '../core/cardTypes.js';
import { type Ctx, type ExplainLine, say } from './types.js';

/** The card the trigger's destruction is about, as an effect names it. */
function destroyedRef(a: AutoAbility): 'self' | 'eventCard' | null {
  if (a.trigger.on === 'destroyed') return a.trigger.who === 'self' ? 'self' : 'eventCard';
  if (a.trigger.on === 'destroysByAttack') return 'eventCard';
  return null;
}

function movesCard(op: EffectOp, ref: 'self' | 'eventCard'): boolean {
  if (op.op === 'moveCard') return op.target === ref;
  if (op.op === 'mayDo' || op.op === 'ifThen')
    return op.then.some((o) => movesCard(o, ref)) || (op.else?.some((o) => movesCard(o, ref)) ?? false);
  return false;
}

/** The note, or none when the ability does not move the destroyed card. */
export function destroyedMoveNote(ctx: Ctx, a: AutoAbility): ExplainLine[] {
  const ref = destroyedRef(a);
  if (ref === null || !a.effect?.processes.some((p) => p.steps.some((s) => movesCard(s, ref)))) return [];
  return [
    {
      kind: 'note',
      depth: 0,
      text: say(
        ctx,
        '破壊されたカードは、この能力の処理が終わるまでトラッシュに置かれない：この能力がそのカードを移した場合、トラッシュの代わりにそこに置かれる（どの効果も移さなかった場合はトラッシュに置かれる：HF-9.6）',
        'The destroyed card goes to the trash only after this ability is processed: if the ability moves it, it goes there instead of the trash (if no effect moves it, to the trash: HF-9.6)',
      ),
    },
  ];
}
