// issue 22: 「このターン終了時、それを破壊する」 — an action done to a card at this turn's end. Lowered to what the engine
// already does for a card: until end of turn it has the auto ability 「ターン終了時、このキャラクターを…する」, which
// triggers at step (2) of the turn's end (HF-6.6) before the 「ターン終了時まで」 effects end at step (3), and which
// the card has only while it is the same object (HF-5.6): a card that left the battlefield is not chased.
import type { CardRef, EffectOp } from '../../../src/core/cardTypes.js';

export type DelayedVerb = 'destroy' | 'trash' | 'hand';

/** The canonical verb of each delayed action (printer, granted ability's text). */
export const DELAYED_VERB: Record<DelayedVerb, string> = {
  destroy: '破壊する',
  trash: 'トラッシュに置く',
  hand: '持ち主の手札に戻す',
};

/** issue 22: how long a 「…をプレイできない」 lasts, as printed. */
export const BAN_UNTIL: Record<'thisTurn' | 'nextTurn' | 'yourNext' | 'opponentNext', string> = {
  thisTurn: 'ターン終了時まで',
  nextTurn: '次のターン終了時まで',
  yourNext: '次のあなたのターン終了時まで',
  opponentNext: '次の対戦相手のターン終了時まで',
};

/** The step the granted ability does to its card. */
function stepOf(verb: DelayedVerb): EffectOp {
  if (verb === 'destroy') return { op: 'destroy', target: 'self' };
  return { op: 'moveCard', target: 'self', to: verb === 'trash' ? 'trash' : 'hand' };
}

/** The grant that does `verb` to card `target` at this turn's end. */
export function delayedGrant(target: CardRef, verb: DelayedVerb): EffectOp {
  return {
    op: 'grant',
    target,
    grant: {
      ability: {
        kind: 'auto',
        text: `[自動]:ターン終了時、このキャラクターを${DELAYED_VERB[verb]}。`,
        trigger: { on: 'turnEnd', whose: 'each' },
        effect: { processes: [{ steps: [stepOf(verb)] }] },
      },
    },
    duration: 'endOfTurn',
  };
}
