// toIR for the selection filters of issue 22 point 3 (i22c): 「ダメージを受けている」, 「このターン中に攻撃を行った」,
// 「【ダメージトリガー】を持つ」.
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  Destination,
  IRAction,
  IRBound,
  IRCondition,
  IRCount,
  IRPlayer,
  IRQual,
  IRRef,
  IRSelector,
  ValueCompare,
} from '../ir.js';
import { spanAt, spanOf } from './context.js';

function youAt(node: Node): IRPlayer {
  return { kind: 'you', span: spanAt(node.source.startIdx, node.source.startIdx) };
}

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
  // 「あなたのメインデッキの上からカードを2枚、裏向きでガードデッキに加える」 (issue 22)
  topManyAction(
    player,
    _wa,
    _c,
    deck,
    _no,
    _ue,
    _cards,
    n,
    _mai,
    _wo,
    _c2,
    faceDown,
    _owner,
    _no2,
    destination,
  ) {
    const owner = deck.toIR() as IRPlayer | undefined;
    const given = player.children[0];
    const who = owner
      ? { player: owner, deckOwner: true as const }
      : { player: given ? (given.toIR() as IRPlayer) : youAt(this) };
    let to = destination.toIR() as Destination;
    if (faceDown.children.length > 0 && to === 'guardDeck') to = 'guardDeckFaceDown';
    return { kind: 'topCard', span: spanOf(this), to, count: n.toIR(), ...who } satisfies IRAction;
  },
  destination_energyAsleep(_face, _sleep, _state, _how, _verb): Destination {
    return 'energyAsleep';
  },
  destination_energyActive(_face, _active, _state, _how, _verb): Destination {
    return 'energy';
  },
  destination_energyField(_face, _field, _verb): Destination {
    return 'energy';
  },
  // 「あなたの《星座》を持つキャラクターの数が対戦相手のキャラクターの数以上なら」 (issue 22)
  extraCondition_compareValues(left, _ga, _c, right, compare) {
    return {
      kind: 'compareValues',
      span: spanOf(this),
      left: left.toIR(),
      right: right.toIR(),
      compare: compare.toIR(),
    } satisfies IRCondition;
  },
  compareWord_strict(_yori, more, _if): ValueCompare {
    return more.sourceString === '多' ? 'more' : 'less';
  },
  compareWord_bound(word, _if): ValueCompare {
    const w = word.sourceString;
    return w === '以上' ? 'atLeast' : w === '以下' ? 'atMost' : 'equal';
  },
  // 「このキャラクターのパワーに等しいダメージ」 (issue 22)
  amount_valueEqual(expr, _equal) {
    return { kind: 'equal', span: spanOf(this), expr: expr.toIR() } satisfies IRCount;
  },
  // 「破壊したキャラクターが破壊される直前のパワー」 (issue 22)
  valueBase_powerBefore(ref, _ga, _c, event, _before, _power) {
    return { kind: 'powerBefore', span: spanOf(this), ref: ref.toIR(), event: event.sourceString };
  },
  // 「この方法でキャラクターカードを1枚以上除外したなら」 (issue 22)
  extraCondition_movedAmong(_way, selector, _wo, bound, verb, _if) {
    const b = bound.children[0];
    return {
      kind: 'movedMatch',
      span: spanOf(this),
      moved: { span: spanOf(verb), verb: verb.sourceString, thisWay: true },
      selector: selector.toIR() as IRSelector,
      bound: b ? (b.toIR() as IRBound) : { kind: 'some' },
    } satisfies IRCondition;
  },
  // 「この方法でトラッシュに置いたカードがキャラクターなら」「この方法で手札に加えたカードが《X》を持つなら」
  extraCondition_movedIs(way, verb, _noun, _ga, _c, what, _if) {
    return {
      kind: 'movedMatch',
      span: spanOf(this),
      moved: { span: spanOf(verb), verb: verb.sourceString, thisWay: way.children.length > 0 },
      selector: what.toIR() as IRSelector,
      bound: { kind: 'some' },
    } satisfies IRCondition;
  },
  movedWhat_has(name, _motsu) {
    const span = spanOf(this);
    const trait = name.sourceString.startsWith('《');
    const q = qual(this, { kind: trait ? 'trait' : 'hasKeyword', name: name.toIR() });
    return { kind: 'selector', span, quals: [q], noun: 'card' } satisfies IRSelector;
  },
  movedWhat_is(selector) {
    return selector.toIR();
  },
  // 「今加えたカード以外の」 (issue 22)
  qual_notMoved(now, verb, noun, _except, _c) {
    return qual(this, {
      kind: 'notMoved',
      now: now.sourceString.replace(/、$/, ''),
      verb: verb.sourceString,
      noun: noun.sourceString,
    });
  },
  // 「そのキャラクターの持ち主が対戦相手であるなら」 (issue 22): the card matches 「持ち主が対戦相手である」
  extraCondition_ownerOf(ref, _owner, _c, who, _de, _no, _if) {
    const span = spanOf(this);
    const w = who.sourceString;
    const owner = w === 'あなた' || w === '自分' ? 'you' : 'opponent';
    const q = qual(who, { kind: 'owner', owner });
    return {
      kind: 'matches',
      span,
      ref: ref.toIR() as IRRef,
      selector: { kind: 'selector', span, quals: [q], noun: 'card' },
    } satisfies IRCondition;
  },
};
