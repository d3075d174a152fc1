// toIR for effects: sentences, 「その後、」, conditions, durations, targets and X (HF-5.4, HF-5.7, HF-12.3).
import type { ActionDict } from 'ohm-js';
import type {
  IRActionSentence,
  IRCondition,
  IRDefineX,
  IREffect,
  IRPrefix,
  IRTargetPhrase,
  IRValueExpr,
} from '../ir.js';
import { spanOf } from './context.js';

export const effectActions: ActionDict<unknown> = {
  effect(sentences) {
    return { span: spanOf(this), sentences: sentences.children.map((s) => s.toIR()) } satisfies IREffect;
  },
  defineX(_x, _wa, value, _eq, _stop) {
    return { kind: 'defineX', span: spanOf(this), value: value.toIR() } satisfies IRDefineX;
  },
  actionSentence(then, prefixes, action, _stop) {
    return {
      kind: 'action',
      span: spanOf(this),
      continues: then.children.length > 0,
      prefixes: prefixes.children.map((p) => p.toIR()),
      action: action.toIR(),
      optional: action.sourceString.endsWith('もよい'),
    } satisfies IRActionSentence;
  },
  condPrefix(cond, _no, _baai, _comma) {
    return { kind: 'condition', span: spanOf(this), cond: cond.toIR() } satisfies IRPrefix;
  },
  durPrefix(duration, _comma) {
    return { kind: 'duration', span: spanOf(this), ...duration.toIR() } satisfies IRPrefix;
  },
  targetPrefix(target, _w, _comma) {
    return { kind: 'target', span: spanOf(this), target: target.toIR() } satisfies IRPrefix;
  },
  duration_turn(_w) {
    return { duration: 'endOfTurn' };
  },
  duration_game(_w) {
    return { duration: 'endOfGame' };
  },
  duration_while(subject, _ga, _w, _iru, _kagiri) {
    return { duration: 'whileOnField', subject: subject.toIR() };
  },
  targetPhrase_waiting(_w, _one) {
    return { kind: 'waitingPlay', span: spanOf(this), inChain: false } satisfies IRTargetPhrase;
  },
  targetPhrase_waitingInChain(_i, _w, _one) {
    return { kind: 'waitingPlay', span: spanOf(this), inChain: true } satisfies IRTargetPhrase;
  },
  targetPhrase_selector(selector, _one) {
    return { kind: 'selector', span: spanOf(this), selector: selector.toIR() } satisfies IRTargetPhrase;
  },
  targetPhrase_ref(ref, whole) {
    return {
      kind: 'ref',
      span: spanOf(this),
      ref: ref.toIR(),
      whole: whole.children.length > 0,
    } satisfies IRTargetPhrase;
  },
  condition_zone(player, _no, zone, _ga, n, _mai, compare) {
    return {
      kind: 'zone',
      span: spanOf(this),
      player: player.toIR(),
      zone: zone.toIR(),
      count: n.toIR(),
      compare: compare.toIR(),
    } satisfies IRCondition;
  },
  condition_turn(player, _w) {
    return { kind: 'turn', span: spanOf(this), player: player.toIR() } satisfies IRCondition;
  },
  condition_count(selector, _ga, n, _tai, compare, _iru) {
    return {
      kind: 'count',
      span: spanOf(this),
      selector: selector.toIR(),
      count: n.toIR(),
      compare: compare.toIR(),
    } satisfies IRCondition;
  },
  condition_matches(ref, _ga, selector, _dearu) {
    return {
      kind: 'matches',
      span: spanOf(this),
      ref: ref.toIR(),
      selector: selector.toIR(),
    } satisfies IRCondition;
  },
  valueExpr(base, _no, times, _bai) {
    const factor = times.children[0];
    return {
      span: spanOf(this),
      base: base.toIR(),
      ...(factor ? { times: factor.toIR() } : {}),
    } satisfies IRValueExpr;
  },
  valueBase_power(ref, _w) {
    return { kind: 'power', span: spanOf(this), ref: ref.toIR() };
  },
  valueBase_zone(player, _no, zone, _w) {
    return { kind: 'zone', span: spanOf(this), player: player.toIR(), zone: zone.toIR() };
  },
  valueBase_count(selector, _w) {
    return { kind: 'count', span: spanOf(this), selector: selector.toIR() };
  },
};
