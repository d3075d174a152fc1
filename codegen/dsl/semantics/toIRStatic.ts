// toIR for the issue 22 rules of continuous abilities, restrictions and cost changes (grammar/card.ohm, the
// block after 「cards and players」): play conditions, 「プレイヤーを攻撃できない」, 「アクティブフェイズにアクティブに
// ならない」, 「対戦相手の効果で破壊されない」, a card's own cost, the next play's cost, 「…にセットされているカード1枚につき」.
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { IRAction, IRPlayOnlyLine, IRSelector, Sign } from '../ir.js';
import { spanOf } from './context.js';

function act(node: Node, rest: Record<string, unknown>): IRAction {
  return { span: spanOf(node), ...rest } as IRAction;
}

function sign(dir: Node): Sign {
  return dir.sourceString === '少なく' ? -1 : 1;
}

function optional(node: Node): Record<string, unknown> | undefined {
  const c = node.children[0];
  return c ? (c.toIR() as Record<string, unknown>) : undefined;
}

export const staticActions: HollowFluxActionDict<unknown> = {
  playOnlyLine(_kono, _comma, when, _w, _stop) {
    return { span: spanOf(this), comments: [], kind: 'playOnly', when: when.toIR() } satisfies IRPlayOnlyLine;
  },
  useOnly(when, _only, _w, _end) {
    return when.toIR();
  },
  playWhen_turn(player, _w) {
    return { kind: 'turn', span: spanOf(this), player: player.toIR() };
  },
  playWhen_main(player, _w) {
    return { kind: 'main', span: spanOf(this), player: player.toIR() };
  },
  // 「あなたのメインフェイズで、何も待機していない時」 (issue 22, i22tb7): not in an interruption window (HF-6.4, HF-7.1)
  playWhen_mainIdle(player, _w, _ch, _de, _comma, _idle, _when) {
    return { kind: 'main', span: spanOf(this), player: player.toIR(), idle: true };
  },
  playWhen_cond(cond, _no, _w) {
    return { kind: 'cond', span: spanOf(this), cond: cond.toIR() };
  },
  cannotAttackPlayerAction(object, _wa, _comma, _w) {
    return act(this, { kind: 'cannotAttackPlayer', object: object.toIR() });
  },
  entersAsleepAction(object, _wa, _comma, _sleep, _state, _de, _comma2, _field, _w) {
    return act(this, { kind: 'entersAsleep', object: object.toIR() });
  },
  noUntapAction(object, _wa, _comma, when, _w) {
    return act(this, { kind: 'noUntap', object: object.toIR(), ...(when.toIR() as object) });
  },
  noUntapWhen_next(_tsugi, player, _no, _w) {
    const p = player.children[0];
    return { next: p ? { player: p.toIR() } : {} };
  },
  noUntapWhen_always(_w) {
    return {};
  },
  indestructibleByAction(object, _wa, _comma, _opponent, damage, _w) {
    // 「対戦相手の効果によるダメージで」: damage from the opponent's effects only (both limits, HF-13.5, HF-9.4)
    const byDamage = damage.children.length > 0 ? { byDamage: true as const } : {};
    return act(this, { kind: 'indestructible', object: object.toIR(), byOpponent: true, ...byDamage });
  },
  selfCostAction(_kono, _comma, from, _comma2, per, _word, _comma3, per2, n, dir, _naru, floor) {
    const f = floor.children[0];
    const source = from.children[0];
    const p = optional(per) ?? optional(per2);
    return act(this, {
      kind: 'selfCost',
      ...(source ? { from: source.toIR() } : {}),
      ...(p ? { per: p } : {}),
      amount: n.toIR(),
      sign: sign(dir),
      ...(f ? { floor: f.toIR() } : {}),
    });
  },
  costFrom(zone, _w) {
    return zone.sourceString === 'ガードデッキ' ? 'guardDeck' : 'hand';
  },
  selfCostWord(_when, _word, _ga) {
    return null;
  },
  nextPlayCostAction(_turn, _comma, _next, player, _ga, _play, selector, _no, word, _wa, n, dir, _naru) {
    const p = player.children[0];
    return act(this, {
      kind: 'nextPlayCost',
      ...(p ? { player: p.toIR() } : {}),
      selector: selector.toIR(),
      amount: n.toIR(),
      sign: sign(dir),
      energyWord: word.sourceString === 'エネルギーコスト',
    });
  },
  nthCostAction(
    player,
    _ga,
    _turn,
    _ni,
    _c,
    nth,
    _mai,
    later,
    _ni2,
    _play,
    selector,
    _no,
    word,
    _wa,
    _comma,
    n,
    dir,
    _naru,
  ) {
    return act(this, {
      kind: 'costChange',
      selector: selector.toIR(),
      amount: n.toIR(),
      sign: sign(dir),
      energyWord: word.sourceString === 'エネルギーコスト',
      nth: { player: player.toIR(), n: nth.toIR(), orLater: later.children.length > 0 },
    });
  },
  // 「1ターンに1回、あなたの…のコストは1少なくなる」 (issue 22, i22x7)
  onceCostAction(_once, _comma, change) {
    return { ...change.toIR(), oncePerTurn: true };
  },
  fromCostAction(player, _ga, zone, _play, selector, _no, word, _wa, _comma, per, n, dir, _naru, floor) {
    const f = floor.children[0];
    const p = optional(per);
    return act(this, {
      kind: 'costChange',
      selector: selector.toIR(),
      amount: n.toIR(),
      sign: sign(dir),
      energyWord: word.sourceString === 'エネルギーコスト',
      from: { player: player.toIR(), zone: zone.sourceString === 'ガードデッキ' ? 'guardDeck' : 'hand' },
      ...(p ? { per: p } : {}),
      ...(f ? { floor: f.toIR() } : {}),
    });
  },
  abilityCostAction(subject, _no, _w, word, _wa, n, dir, _naru) {
    return act(this, {
      kind: 'abilityCost',
      subject: subject.toIR(),
      amount: n.toIR(),
      sign: sign(dir),
      energyWord: word.sourceString === 'エネルギーコスト',
    });
  },
  perEachSetOn(ref, _ni, face, _w, noun, n, _mai, _nitsuki, _comma) {
    // 「それに裏向きでセットされているカード1枚につき」: the face-down ones (a qualifier of the cards, issue 22)
    const way = face.children[0];
    const selector: IRSelector = {
      kind: 'selector',
      span: spanOf(noun),
      quals: way ? [{ kind: 'faceUp', span: spanOf(way), up: !way.sourceString.startsWith('裏') }] : [],
      noun: noun.sourceString === 'セットカード' ? 'setCard' : 'card',
    };
    return { span: spanOf(this), setOn: ref.toIR(), selector, unit: n.toIR() };
  },
};
