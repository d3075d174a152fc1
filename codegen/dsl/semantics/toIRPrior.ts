// toIR for the selection filters of issue 22 point 3 (i22c): 「ダメージを受けている」, 「このターン中に攻撃を行った」,
// 「【ダメージトリガー】を持つ」.
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { IRQual } from '../ir.js';
import { spanOf } from './context.js';

function qual(node: Node, q: Record<string, unknown>): IRQual {
  return { span: spanOf(node), ...q } as IRQual;
}

export const priorActions: HollowFluxActionDict<unknown> = {
  qual_damaged(state, _no, _comma, _next) {
    return qual(this, { kind: 'damaged', damaged: state.toIR() });
  },
  damagedState_no(_w) {
    return false;
  },
  damagedState_yes(_w) {
    return true;
  },
  qual_didThisTurn(_turn, did, _comma, _next) {
    return qual(this, { kind: 'didThisTurn', ...(did.toIR() as object) });
  },
  didWord_notAttacked(_w) {
    return { act: 'attack', did: false };
  },
  didWord_notDefended(_w) {
    return { act: 'defend', did: false };
  },
  didWord_attacked(_w) {
    return { act: 'attack', did: true };
  },
  didWord_defended(_w) {
    return { act: 'defend', did: true };
  },
  qual_damageTrigger(_tag, has) {
    return qual(this, { kind: 'damageTrigger', has: has.toIR() });
  },
  hasWord_no(_w) {
    return false;
  },
  hasWord_yes(_w) {
    return true;
  },
};
