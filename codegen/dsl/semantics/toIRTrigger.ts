// toIR for triggers: "…時、" / "…たび、" / "…場合、" (HF-12.1).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { IRTrigger } from '../ir.js';
import { PHASE_WORDS, WHOSE_WORDS, readWord } from '../vocabulary.js';
import { spanOf } from './context.js';

function subjectTrigger(node: Node, kind: string, subject: Node): IRTrigger {
  return { kind, span: spanOf(node), subject: subject.toIR() } as IRTrigger;
}

export const triggerActions: HollowFluxActionDict<unknown> = {
  trigger(body, _comma) {
    return body.toIR();
  },
  triggerBody_enter(subject, _ga, _w, _w2) {
    return subjectTrigger(this, 'enter', subject);
  },
  triggerBody_attack(subject, _ga, _w) {
    return subjectTrigger(this, 'attack', subject);
  },
  triggerBody_defend(subject, _ga, _w, _w2) {
    return subjectTrigger(this, 'defend', subject);
  },
  triggerBody_destroyed(subject, _ga, _w) {
    return subjectTrigger(this, 'destroyed', subject);
  },
  triggerBody_destroysByAttack(subject, _ga, _w) {
    return subjectTrigger(this, 'destroysByAttack', subject);
  },
  triggerBody_setSelf(subject, _ga, _w) {
    return subjectTrigger(this, 'setSelf', subject);
  },
  triggerBody_cardSetOnSelf(subject, _ni, _w) {
    return subjectTrigger(this, 'cardSetOnSelf', subject);
  },
  triggerBody_counter(subject, _w) {
    return subjectTrigger(this, 'counter', subject);
  },
  triggerBody_damaged(who, _ga, _w) {
    const w = who.sourceString;
    return {
      kind: 'damaged',
      span: spanOf(this),
      who: w === 'あなた' ? 'you' : w === '対戦相手' ? 'opponent' : 'any',
    } satisfies IRTrigger;
  },
  triggerBody_phase(whose, _no, phase, _f, _no2, edge) {
    return {
      kind: 'phase',
      span: spanOf(this),
      whose: readWord(WHOSE_WORDS, whose.sourceString),
      phase: readWord(PHASE_WORDS, phase.sourceString),
      edge: edge.sourceString === '開始時' ? 'start' : 'end',
    } satisfies IRTrigger;
  },
  triggerBody_turnEnd(whose, _no, _w) {
    return {
      kind: 'turnEnd',
      span: spanOf(this),
      whose: readWord(WHOSE_WORDS, whose.sourceString),
    } satisfies IRTrigger;
  },
};
