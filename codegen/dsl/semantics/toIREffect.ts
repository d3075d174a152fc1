// toIR for effects: sentences, 「その後、」, conditions, durations, targets and X (HF-5.4, HF-5.7, HF-12.3).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  IRAction,
  IRActionSentence,
  IRBound,
  IRChooseModes,
  IRCondition,
  IRDefineX,
  IREffect,
  IRObject,
  IRPrefix,
  IRTargetPhrase,
  IRValueExpr,
} from '../ir.js';
import { spanOf } from './context.js';

/** 「…がいる場合」 with no number: at least one (IRBound 'some'). */
function boundOrSome(bound: Node): IRBound {
  const b = bound.children[0];
  return b ? (b.toIR() as IRBound) : { kind: 'some' };
}

export const effectActions: HollowFluxActionDict<unknown> = {
  effect(sentences) {
    return { span: spanOf(this), sentences: sentences.children.map((s) => s.toIR()) } satisfies IREffect;
  },
  defineX(_x, _wa, value, _eq, _stop) {
    return { kind: 'defineX', span: spanOf(this), value: value.toIR() } satisfies IRDefineX;
  },
  chooseModes(_from, n, _tsu, upTo, _wo, _choose, _stop) {
    return {
      kind: 'chooseModes',
      span: spanOf(this),
      count: n.toIR(),
      upTo: upTo.children.length > 0,
    } satisfies IRChooseModes;
  },
  actionSentence(then, prefixes, list, _stop) {
    // an action may stand for several (「【反撃】と【警戒】を得る」 is one grant each)
    const actions = list.asIteration().children.flatMap((a) => a.toIR() as IRAction | IRAction[]);
    return {
      kind: 'action',
      span: spanOf(this),
      continues: then.children.length > 0 && then.child(0).ctorName === 'then',
      ...(then.sourceString.startsWith('そうし') ? { ifDone: true as const } : {}),
      ...(then.children.length > 0 && then.child(0).ctorName === 'otherwise'
        ? { otherwise: true as const }
        : {}),
      prefixes: prefixes.children.map((p) => p.toIR()),
      actions,
      optional: list.sourceString.endsWith('もよい'),
    } satisfies IRActionSentence;
  },
  condPrefix(cond, _no, word, _comma) {
    const w = word.sourceString;
    const spelled = w.startsWith('なら') ? 'nara' : w === '間' ? 'aida' : 'baai';
    return { kind: 'condition', span: spanOf(this), cond: cond.toIR(), word: spelled } satisfies IRPrefix;
  },
  durPrefix(duration, _comma) {
    const d = duration.toIR() as Record<string, unknown>;
    if ('cond' in d) return { kind: 'durationWhile', span: spanOf(this), cond: d.cond } as IRPrefix;
    return { kind: 'duration', span: spanOf(this), ...d } as IRPrefix;
  },
  targetPrefix(target, _wo, _w, _comma) {
    return { kind: 'target', span: spanOf(this), target: target.toIR() } satisfies IRPrefix;
  },
  perPrefix(per) {
    return { kind: 'per', span: spanOf(this), per: per.toIR() } satisfies IRPrefix;
  },
  replacePrefix(object, _ga, event, _if, _comma, _instead, _comma2) {
    return {
      kind: 'replace',
      span: spanOf(this),
      object: object.toIR() as IRObject,
      event: event.toIR(),
    } satisfies IRPrefix;
  },
  replEvent_destroyed(_w) {
    return 'destroyed';
  },
  replEvent_damaged(_w) {
    return 'damaged';
  },
  replEvent_leave(_w) {
    return 'leaveBattlefield';
  },
  replEvent_toTrash(_w) {
    return 'toTrash';
  },
  duration_turn(_w) {
    return { duration: 'endOfTurn' };
  },
  duration_game(_w) {
    return { duration: 'endOfGame' };
  },
  duration_thisTurn(_w) {
    return { duration: 'thisTurn' };
  },
  duration_next(_next, who, _w) {
    return { duration: who.sourceString === 'あなた' ? 'untilYourNextTurnEnd' : 'untilOpponentNextTurnEnd' };
  },
  duration_while(subject, _ga, _w, _iru, _kagiri) {
    return { duration: 'whileOnField', subject: subject.toIR() };
  },
  duration_whileCond(cond, _dearu, _kagiri) {
    return { cond: cond.toIR() };
  },
  targetPhrase_waiting(_w, _one) {
    return { kind: 'waitingPlay', span: spanOf(this), inChain: false } satisfies IRTargetPhrase;
  },
  targetPhrase_waitingInChain(_i, _w, _one) {
    return { kind: 'waitingPlay', span: spanOf(this), inChain: true } satisfies IRTargetPhrase;
  },
  targetPhrase_selector(selector, _wo, count) {
    return {
      kind: 'selector',
      span: spanOf(this),
      selector: selector.toIR(),
      ...count.toIR(),
    } satisfies IRTargetPhrase;
  },
  targetPhrase_zone(zone, _no, selector, count) {
    return {
      kind: 'zone',
      span: spanOf(this),
      zone: zone.toIR(),
      selector: selector.toIR(),
      ...count.toIR(),
    } satisfies IRTargetPhrase;
  },
  targetCount(n, _unit, upTo) {
    return { count: n.toIR() as number, upTo: upTo.children.length > 0 };
  },
  targetPhrase_ref(ref, whole) {
    return {
      kind: 'ref',
      span: spanOf(this),
      ref: ref.toIR(),
      whole: whole.children.length > 0,
    } satisfies IRTargetPhrase;
  },
  condition_energy(player, _no, _energy, _ga, n, _mai, compare) {
    return {
      kind: 'energy',
      span: spanOf(this),
      player: player.toIR(),
      count: n.toIR(),
      compare: compare.toIR(),
    } satisfies IRCondition;
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
  condition_zoneEmpty(player, _no, zone, _ga, _none) {
    return {
      kind: 'zoneEmpty',
      span: spanOf(this),
      player: player.toIR(),
      zone: zone.toIR(),
    } satisfies IRCondition;
  },
  condition_zoneCount(zone, _ni, selector, _ga, bound, _exists) {
    return {
      kind: 'zoneCount',
      span: spanOf(this),
      zone: zone.toIR(),
      selector: selector.toIR(),
      bound: boundOrSome(bound),
    } satisfies IRCondition;
  },
  condition_zoneNone(zone, _ni, selector, _ga, _none) {
    return {
      kind: 'zoneCount',
      span: spanOf(this),
      zone: zone.toIR(),
      selector: selector.toIR(),
      bound: { kind: 'none' },
    } satisfies IRCondition;
  },
  condition_none(field, _ni, selector, _ga, _none) {
    const f = field.children[0];
    return {
      kind: 'count',
      span: spanOf(this),
      ...(f ? { field: f.toIR() } : {}),
      selector: selector.toIR(),
      bound: { kind: 'none' },
    } satisfies IRCondition;
  },
  countBound_exactly(_w, n, unit) {
    return { kind: 'exactly', count: n.toIR(), unit: unit.sourceString } as IRBound;
  },
  countBound_compare(n, unit, compare) {
    return { kind: 'compare', count: n.toIR(), compare: compare.toIR(), unit: unit.sourceString } as IRBound;
  },
  condition_turn(player, _w) {
    return { kind: 'turn', span: spanOf(this), player: player.toIR() } satisfies IRCondition;
  },
  condition_count(field, _ni, selector, _ga, bound, _exists) {
    const f = field.children[0];
    return {
      kind: 'count',
      span: spanOf(this),
      ...(f ? { field: f.toIR() } : {}),
      selector: selector.toIR(),
      bound: boundOrSome(bound),
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
  valueBase_zoneCount(zone, _no, selector, _no2, _w) {
    return { kind: 'zoneCount', span: spanOf(this), zone: zone.toIR(), selector: selector.toIR() };
  },
  perEach(base, _w, _comma) {
    return { span: spanOf(this), ...base.toIR() };
  },
  perEachBase_zone(zone, _no, selector, n, _unit) {
    return { zone: zone.toIR(), selector: selector.toIR(), unit: n.toIR() };
  },
  perEachBase_field(field, _no, selector, n, _unit) {
    const f = field.children[0];
    return { ...(f ? { field: f.toIR() } : {}), selector: selector.toIR(), unit: n.toIR() };
  },
};
