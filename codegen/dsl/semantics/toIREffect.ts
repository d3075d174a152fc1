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
  IRInsteadSentence,
  IRName,
  IRObject,
  IRPerEach,
  IRPrefix,
  IRSelector,
  IRTargetPhrase,
  IRValueExpr,
  ReplaceBy,
  Span,
} from '../ir.js';
import { DURATIONLESS_ACTIONS } from '../ir.js';
import { spanOf } from './context.js';
import { withFace } from './toIRSetCards.js';

/** 「…がいる場合」 with no number: at least one (IRBound 'some'). */
function boundOrSome(bound: Node): IRBound {
  const b = bound.children[0];
  return b ? (b.toIR() as IRBound) : { kind: 'some' };
}

/**
 * 「それをアクティブにし、ターン終了時まで、それのパワーを+1000する」 (issue 22): a duration written before a later action
 * of the chain is the sentence's when the sentence has none and no earlier action of the chain lasts (DURATIONLESS);
 * otherwise it is kept as misplaced, and lowering reports it (never dropped).
 */
function chainDuration(list: Node, own: IRPrefix[]): { prefix: IRPrefix; misplaced?: Span } | undefined {
  const items = list.asIteration().children;
  let found: { prefix: IRPrefix; misplaced?: Span } | undefined;
  items.forEach((item, i) => {
    const dur = item.child(0).children[0];
    if (!dur) return;
    const prefix = dur.toIR() as IRPrefix;
    const earlier = items.slice(0, i).flatMap((a) => a.toIR() as IRAction | IRAction[]);
    const hasOwn = own.some((p) => p.kind === 'duration' || p.kind === 'durationWhile');
    const ok = !found && !hasOwn && earlier.every((a) => DURATIONLESS_ACTIONS.has(a.kind));
    found = ok ? { prefix } : { prefix: found?.prefix ?? prefix, misplaced: spanOf(dur) };
  });
  return found;
}

export const effectActions: HollowFluxActionDict<unknown> = {
  effect(sentences) {
    return { span: spanOf(this), sentences: sentences.children.map((s) => s.toIR()) } satisfies IREffect;
  },
  defineX(_x, _wa, _comma, value, _eq, cap, _stop) {
    return {
      kind: 'defineX',
      span: spanOf(this),
      value: value.toIR(),
      // 「（最大3）」 (t22b): X never exceeds it
      ...(cap.children[0] ? { cap: Number(cap.children[0].child(6).toIR()) } : {}),
    } satisfies IRDefineX;
  },
  chooseModes(_from, n, _tsu, upTo, _wo, _choose, _stop) {
    return {
      kind: 'chooseModes',
      span: spanOf(this),
      count: n.toIR(),
      upTo: upTo.children.length > 0,
    } satisfies IRChooseModes;
  },
  actionSentence(then, prefixes, list, cap, _stop) {
    // 「その後、」「そうした場合、」 (then) and (issue 22) 「破壊できなかった場合、」「そうしなかった場合、」
    // (otherwiseLead): the next part of one process; 「そうでないなら、」 (otherwise): the else of the sentence before
    const lead = then.children[0]?.ctorName;
    const notDone = lead === 'otherwiseLead';
    // an action may stand for several (「【反撃】と【警戒】を得る」 is one grant each)
    const actions = list.asIteration().children.flatMap((a) => a.toIR() as IRAction | IRAction[]);
    const own = prefixes.children.map((p) => p.toIR() as IRPrefix);
    const mid = chainDuration(list, own);
    return {
      kind: 'action',
      span: spanOf(this),
      continues: lead === 'then' || notDone,
      ...(notDone ? { otherwise: true as const } : {}),
      ...(lead === 'then' && then.sourceString.startsWith('そうし') ? { ifDone: true as const } : {}),
      ...(lead === 'otherwise' ? { elseOf: true as const } : {}),
      prefixes: mid ? [...own, mid.prefix] : own,
      ...(mid?.misplaced ? { misplacedDuration: mid.misplaced } : {}),
      actions,
      optional: list.sourceString.endsWith('もよい'),
      ...(cap.children[0]
        ? { cap: { span: spanOf(cap.children[0]), value: Number(cap.children[0].child(6).toIR()) } }
        : {}),
    } satisfies IRActionSentence;
  },
  chainAction(_dur, action) {
    return action.toIR();
  },
  extraCondPrefix(cond, _comma) {
    const c = cond.toIR() as IRCondition;
    return { kind: 'condition', span: spanOf(this), cond: c, word: 'baai' } satisfies IRPrefix;
  },
  insteadSentence(prefix, _w, _comma, amount, _stop) {
    const p = prefix.toIR() as Extract<IRPrefix, { kind: 'condition' }>;
    return {
      kind: 'instead',
      span: spanOf(this),
      cond: p.cond,
      amount: amount.toIR(),
    } satisfies IRInsteadSentence;
  },
  insteadAmount_power(sign, amount, _suru) {
    return { kind: 'power', span: spanOf(this), sign: sign.toIR(), amount: amount.toIR() };
  },
  insteadAmount_activate(_what, n, _mai, _made, _active, _suru) {
    return { kind: 'activate', span: spanOf(this), count: n.toIR() as number };
  },
  insteadAmount_draw(_from, _card, n, _mai, _card2, _draw) {
    return { kind: 'draw', span: spanOf(this), count: n.toIR() as number };
  },
  insteadAmount_repeat(n, _kai, _verb) {
    return { kind: 'repeat', span: spanOf(this), count: Number(n.sourceString) };
  },
  insteadAmount_damage(amount, points, _w, _give) {
    return { kind: 'damage', span: spanOf(this), amount: amount.toIR(), points: points.children.length > 0 };
  },
  extraCondition_hasTrait(ref, _ga, trait, _motsu, _no, _if) {
    const span = spanOf(this);
    const quals = [{ kind: 'trait' as const, span: spanOf(trait), name: trait.toIR() as IRName }];
    return {
      kind: 'matches',
      span,
      ref: ref.toIR(),
      selector: { kind: 'selector', span, quals, noun: 'card' },
    } satisfies IRCondition;
  },
  extraCondition_hadTrait(ref, _ga, first, _ka, rest, _motte, _if) {
    const span = spanOf(this);
    const names = [first, ...rest.children].map((t) => t.toIR() as IRName);
    const quals =
      names.length === 1
        ? [{ kind: 'trait' as const, span: spanOf(first), name: names[0] }]
        : [{ kind: 'anyTrait' as const, span, names }];
    return {
      kind: 'matches',
      span,
      ref: ref.toIR(),
      selector: { kind: 'selector', span, quals, noun: 'card' },
      lastKnown: true,
    } satisfies IRCondition;
  },
  extraCondition_destroyedByThis(_by, selector, _ga, bound, _w, _if) {
    return {
      kind: 'destroyedByThis',
      span: spanOf(this),
      selector: selector.toIR(),
      bound: boundOrSome(bound),
    } satisfies IRCondition;
  },
  extraCondition_onField(player, _no, selector, _ga, _field, bound, _exists, _if) {
    const p = player.children[0];
    const span = spanOf(this);
    return {
      kind: 'count',
      span,
      field: { span, ...(p ? { player: p.toIR() } : {}) },
      selector: selector.toIR(),
      bound: boundOrSome(bound),
    } satisfies IRCondition;
  },
  extraCondition_compare(left, _ga, right, _yori, more, _if) {
    return {
      kind: 'compareSizes',
      span: spanOf(this),
      left: left.toIR(),
      right: right.toIR(),
      compare: more.sourceString === '多' ? 'more' : 'less',
    } satisfies IRCondition;
  },
  sizeZone_zone(zone) {
    return zone.toIR();
  },
  sizeZone_energy(_w) {
    return 'energy';
  },
  sizeOf(player, _no, zone, _size) {
    return { player: player.toIR(), zone: zone.toIR() };
  },
  extraCondition_attacked(_t1, ref, _ga, _t2, w, _no, _if) {
    const not = w.ctorName === 'attackedNot';
    return {
      kind: 'attackedThisTurn',
      span: spanOf(this),
      ref: ref.toIR(),
      ...(not ? { not: true as const } : {}),
    } satisfies IRCondition;
  },
  extraCondition_attackHitPlayer(_turn, by, _attack, to, _no3, _if) {
    const who = (w: string) => (w === 'あなた' || w === '自分' ? ('you' as const) : ('opponent' as const));
    return {
      kind: 'attackHitPlayer',
      span: spanOf(this),
      by: who(by.sourceString),
      to: who(to.children[0].children[0].sourceString),
    } satisfies IRCondition;
  },
  extraCondition_extraPaid(_paid, _no, _if) {
    return { kind: 'extraCostPaid', span: spanOf(this) } satisfies IRCondition; // mech13
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
  repeatPrefix(per, n, _kai, _comma) {
    const each = per.children[0];
    return {
      kind: 'repeat',
      span: spanOf(this),
      times: Number.parseInt(n.sourceString, 10),
      ...(each ? { per: each.toIR() as IRPerEach } : {}),
    } satisfies IRPrefix;
  },
  perPrefix(per) {
    return { kind: 'per', span: spanOf(this), per: per.toIR() } satisfies IRPrefix;
  },
  replacePrefix(object, _ga, how, event, _if, _comma, _instead, _comma2) {
    const by = how.children[0]?.toIR() as ReplaceBy | undefined;
    return {
      kind: 'replace',
      span: spanOf(this),
      object: object.toIR() as IRObject,
      event: event.toIR(),
      ...(by ? { by } : {}),
    } satisfies IRPrefix;
  },
  replHow_damageOrEffect(_w, _by, _next) {
    return 'damageOrEffect';
  },
  replHow_battle(_w, _by, _next) {
    return 'battle';
  },
  replHow_effect(_w, _by, _next) {
    return 'effect';
  },
  replHow_damage(_w, _by, _next) {
    return 'damage';
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
  duration_nextStart(_next, who, _w) {
    return {
      duration: who.sourceString === 'あなた' ? 'untilYourNextTurnStart' : 'untilOpponentNextTurnStart',
    };
  },
  duration_nextActive(_next, who, _w) {
    return {
      duration: who.sourceString === 'あなた' ? 'untilYourNextActivePhase' : 'untilOpponentNextActivePhase',
    };
  },
  duration_while(subject, _ga, _w, _iru, _kagiri) {
    return { duration: 'whileOnField', subject: subject.toIR() };
  },
  duration_whileSet(subject, _ga, _it, _ni, _set, _kagiri) {
    return { duration: 'whileSetOnIt', subject: subject.toIR() };
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
  targetPhrase_waitingOf(_w, _comma, who, _ga, _played, noun, _one) {
    const who1 = who.children[0]?.sourceString;
    const nouns: Record<string, 'command' | 'character' | 'set'> = {
      コマンドカード: 'command',
      コマンド: 'command',
      キャラクターカード: 'character',
      セットカード: 'set',
    };
    const kind = nouns[noun.sourceString];
    return {
      kind: 'waitingPlay',
      span: spanOf(this),
      inChain: false,
      ...(who1
        ? { player: who1 === 'あなた' || who1 === '自分' ? ('you' as const) : ('opponent' as const) }
        : {}),
      ...(kind ? { noun: kind } : {}),
    } satisfies IRTargetPhrase;
  },
  targetPhrase_selector(selector, note, _wo, count) {
    return {
      kind: 'selector',
      span: spanOf(this),
      selector: selector.toIR(),
      ...count.toIR(),
      ...(note.children.length > 0 ? { withWorldSets: true as const } : {}),
    } satisfies IRTargetPhrase;
  },
  targetPhrase_attached(host, on, _comma, selector, _wo, count) {
    return {
      kind: 'attached',
      span: spanOf(this),
      host: host.toIR(),
      selector: withFace(selector.toIR(), on),
      ...count.toIR(),
    } satisfies IRTargetPhrase;
  },
  targetPhrase_zone(zone, _no, selector, _wo, count) {
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
  condition_energy(player, _no, _energy, _noun, _ga, n, _mai, compare, _tail) {
    return {
      kind: 'energy',
      span: spanOf(this),
      player: player.toIR(),
      count: n.toIR(),
      compare: compare.toIR(),
    } satisfies IRCondition;
  },
  condition_zone(player, _no, zone, _noun, _ga, n, _mai, compare, _tail) {
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
  countBound_compare(_total, n, unit, compare) {
    return { kind: 'compare', count: n.toIR(), compare: compare.toIR(), unit: unit.sourceString } as IRBound;
  },
  condition_attached(host, _ni, selector, _ga, bound, done) {
    const none = done.child(0).ctorName === 'setDone_none';
    return {
      kind: 'attached',
      span: spanOf(this),
      host: host.toIR(),
      selector: selector.toIR(),
      bound: none ? { kind: 'none' } : boundOrSome(bound),
    } satisfies IRCondition;
  },
  condition_attachedRef(ref, _ni, selector, _ga, bound, done) {
    const none = done.child(0).ctorName === 'setDone_none';
    return {
      kind: 'attached',
      span: spanOf(this),
      host: { kind: 'ref', span: spanOf(ref), ref: ref.toIR() },
      selector: selector.toIR(),
      bound: none ? { kind: 'none' } : boundOrSome(bound),
    } satisfies IRCondition;
  },
  condition_turn(player, _w) {
    return { kind: 'turn', span: spanOf(this), player: player.toIR() } satisfies IRCondition;
  },
  // 「…にセットされているセットカードが合計3枚以上」: the same condition as 「…にセットカードが…セットされている」
  condition_attachedTotal(host, on, _comma, selector, _ga, _comma2, bound, _exists) {
    return {
      kind: 'attached',
      span: spanOf(this),
      host: host.toIR(),
      selector: withFace(selector.toIR(), on),
      bound: bound.toIR(),
    } satisfies IRCondition;
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
  condition_traitKinds(selector, _motsu, _bunrui, _ga, _comma, n, _kinds, compare) {
    return {
      kind: 'traitKinds',
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
  valueExpr(base, op) {
    const o = op.children[0];
    return { span: spanOf(this), base: base.toIR(), ...(o ? o.toIR() : {}) } satisfies IRValueExpr;
  },
  valueOp_times(_no, n, _bai) {
    return { times: n.toIR() };
  },
  valueOp_mul(_ni, n, _w) {
    return { times: n.toIR() };
  },
  valueOp_plus(_ni, n, _w) {
    return { plus: n.toIR() };
  },
  valueOp_minus(_kara, n, _w) {
    return { plus: -n.toIR() };
  },
  valueBase_attached(host, _w, selector, _n) {
    return { kind: 'attached', span: spanOf(this), host: host.toIR(), selector: selector.toIR() };
  },
  setHost(h) {
    return h.ctorName === 'selfRef'
      ? { kind: 'self', span: spanOf(this) }
      : { kind: 'selector', span: spanOf(this), selector: h.toIR() };
  },
  perEachBase_attached(host, _w, selector, n, _unit) {
    return { host: host.toIR(), selector: selector.toIR(), unit: n.toIR() };
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
  perEach_setOn(setOn) {
    return setOn.toIR();
  },
  perEach_moved(moved) {
    return moved.toIR();
  },
  perEachMoved(thisWay, verb, noun, n, _unit, _nitsuki, _comma) {
    const selector: IRSelector = {
      kind: 'selector',
      span: spanOf(noun),
      quals: [],
      noun: noun.sourceString === 'キャラクター' ? 'character' : 'card',
    };
    return {
      span: spanOf(this),
      moved: { span: spanOf(this), verb: verb.sourceString, thisWay: thisWay.children.length > 0 },
      selector,
      unit: n.toIR(),
    } satisfies IRPerEach;
  },
  valueBase_moved(thisWay, verb, _noun) {
    return {
      kind: 'moved',
      span: spanOf(this),
      verb: verb.sourceString,
      thisWay: thisWay.children.length > 0,
    };
  },
  perEach_base(base, _w, _comma) {
    return { span: spanOf(this), ...base.toIR() };
  },
  perEachBase_zone(zone, _no, distinct, selector, n, _unit) {
    const names = distinct.children.length > 0 ? { distinctNames: true as const } : {}; // mech23
    return { zone: zone.toIR(), ...names, selector: selector.toIR(), unit: n.toIR() };
  },
  perEachBase_field(field, _no, distinct, selector, n, _unit) {
    const f = field.children[0];
    const names = distinct.children.length > 0 ? { distinctNames: true as const } : {}; // mech23
    return { ...(f ? { field: f.toIR() } : {}), ...names, selector: selector.toIR(), unit: n.toIR() };
  },
};
