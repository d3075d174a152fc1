// toIR for triggers: "…時、" / "…たび、" / "…場合、" (HF-12.1).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { IRAttackAt, IRHostSubject, IRSelector, IRSelfRef, IRSubject, IRTrigger } from '../ir.js';
import { PHASE_WORDS, WHOSE_WORDS, readWord } from '../vocabulary.js';
import { spanOf } from './context.js';

function subjectTrigger(node: Node, kind: string, subject: Node): IRTrigger {
  return { kind, span: spanOf(node), subject: subject.toIR() } as IRTrigger;
}

/** Who took the attack damage of 「…の攻撃によって〈who〉がダメージを受けた時」 (「いずれかのプレイヤー」: either). */
function damagedWho(who: Node): 'you' | 'opponent' | 'any' {
  const w = who.sourceString;
  return w === 'あなた' ? 'you' : w === '対戦相手' ? 'opponent' : 'any';
}

export const triggerActions: HollowFluxActionDict<unknown> = {
  trigger(during, body, _comma) {
    const d = during.children[0];
    const t = body.toIR() as IRTrigger;
    if (!d) return t;
    const mine = d.sourceString.startsWith('あなた') || d.sourceString.startsWith('自分');
    return { ...t, during: { span: spanOf(d), whose: mine ? 'you' : 'opponent' } };
  },
  hostSubject(_this, _w) {
    return { kind: 'host', span: spanOf(this) } satisfies IRHostSubject;
  },
  eventTrigger_destroyed(subject, _ga, _w) {
    return subjectTrigger(this, 'destroyed', subject);
  },
  eventTrigger_destroyedHow(subject, _ga, how, _w) {
    const by = how.children[0].ctorName === 'destroyedHow_battle' ? 'battle' : 'effect';
    return { ...subjectTrigger(this, 'destroyed', subject), by } as IRTrigger;
  },
  eventTrigger_kills(self, _no, _w, _w2, _de, victim, _ga, _w3) {
    return {
      kind: 'destroysByAttack',
      span: spanOf(this),
      subject: self.toIR() as IRSelfRef,
      victim: victim.toIR() as IRSelector,
    } satisfies IRTrigger;
  },
  eventTrigger_counterKills(self, _no, _w, _by, victim, _ga, _w3) {
    return {
      kind: 'destroysByAttack',
      span: spanOf(this),
      subject: self.toIR() as IRSubject,
      victim: victim.toIR() as IRSelector,
      counter: true,
    } satisfies IRTrigger;
  },
  eventTrigger_counterKillsActive(subject, _ga, _w, _by, victim, _wo, _w3) {
    return {
      kind: 'destroysByAttack',
      span: spanOf(this),
      subject: subject.toIR() as IRSubject,
      victim: victim.toIR() as IRSelector,
      counter: true,
    } satisfies IRTrigger;
  },
  eventTrigger_killsActive(subject, _ga, _by, victim, _wo, _w3) {
    return {
      kind: 'destroysByAttack',
      span: spanOf(this),
      subject: subject.toIR() as IRSubject,
      victim: victim.toIR() as IRSelector,
    } satisfies IRTrigger;
  },
  eventTrigger_attackOn(subject, _ga, at, _w) {
    return { kind: 'attack', span: spanOf(this), subject: subject.toIR(), at: at.toIR() } as IRTrigger;
  },
  attackAt_player(_who, _p, _ni) {
    return { kind: 'player', span: spanOf(this) } satisfies IRAttackAt;
  },
  attackAt_anyPlayer(_w) {
    return { kind: 'player', span: spanOf(this) } satisfies IRAttackAt;
  },
  attackAt_card(selector, _w) {
    return { kind: 'card', span: spanOf(this), selector: selector.toIR() } satisfies IRAttackAt;
  },
  eventTrigger_attackDamage(self, _no, _w, _by, who, _ga, _w2) {
    return {
      kind: 'damaged',
      span: spanOf(this),
      who: damagedWho(who),
      byAttack: self.toIR() as IRSelfRef,
    } satisfies IRTrigger;
  },
  // t20a: a set card's host's attack damage (HF-4.4: its auto abilities are the host's; lowered as the attacker itself)
  eventTrigger_hostAttackDamage(host, _no, _w, _by, who, _ga, _w2) {
    return {
      kind: 'damaged',
      span: spanOf(this),
      who: damagedWho(who),
      byAttack: host.toIR() as IRHostSubject,
    } satisfies IRTrigger;
  },
  eventTrigger_attackDamageBy(attacker, _no, _w, _by, who, _ga, _w2) {
    return {
      kind: 'damaged',
      span: spanOf(this),
      who: damagedWho(who),
      attacker: attacker.toIR() as IRSelector,
    } satisfies IRTrigger;
  },
  eventTrigger_defend(subject, _ga, _w) {
    return subjectTrigger(this, 'defend', subject);
  },
  eventTrigger_charDamaged(subject, _ga, _w) {
    return subjectTrigger(this, 'charDamaged', subject);
  },
  eventTrigger_cardSetOn(setCard, _ga, host, _ni, _w) {
    return {
      kind: 'cardSetOn',
      span: spanOf(this),
      setCard: setCard.toIR(),
      host: host.toIR(),
    } satisfies IRTrigger;
  },
  eventTrigger_cardSetOnHostFirst(host, _ni, setCard, _ga, _w) {
    return {
      kind: 'cardSetOn',
      span: spanOf(this),
      setCard: setCard.toIR(),
      host: host.toIR(),
    } satisfies IRTrigger;
  },
  eventTrigger_setOn(self, _ga, host, _ni, _w) {
    return { ...subjectTrigger(this, 'setSelf', self), host: host.toIR() };
  },
  eventTrigger_turnStart(whose, _no, _turn, _w) {
    // 「あなたのターン開始時」: the start of the turn is the start of its active phase (HF-6.1; RULING)
    return {
      kind: 'phase',
      span: spanOf(this),
      whose: readWord(WHOSE_WORDS, whose.sourceString),
      phase: 'active',
      edge: 'start',
    } satisfies IRTrigger;
  },
  eventTrigger_leave(subject, _ga, word) {
    return {
      kind: 'leave',
      span: spanOf(this),
      subject: subject.toIR(),
      toTrash: word.child(0).ctorName === 'leaveWord_trash',
      ...(word.child(0).ctorName === 'leaveWord_notDestroyed' ? { notDestroyed: true } : {}),
      ...(word.child(0).ctorName === 'leaveWord_hand'
        ? {
            toHand: /^(?:戦場から|戦場を離れて)(?:あなた|自分)の/.test(word.sourceString)
              ? ('you' as const)
              : true,
          }
        : {}),
    } as IRTrigger;
  },
  eventTrigger_attacked(subject, _ga, _w) {
    return subjectTrigger(this, 'attacked', subject);
  },
  eventTrigger_play(actor, _ga, from, selector, _wo, _w) {
    const zone = from.children[0]?.child(0).sourceString;
    return {
      kind: 'play',
      span: spanOf(this),
      who: actor.toIR(),
      selector: selector.toIR(),
      ...(zone ? { from: zone === 'ガードデッキ' ? ('guardDeck' as const) : ('hand' as const) } : {}),
    } satisfies IRTrigger;
  },
  eventTrigger_draw(actor, _ga, outside, _card, _one, _w) {
    return {
      kind: 'draw',
      span: spanOf(this),
      who: actor.toIR(),
      outsideDrawPhase: outside.children.length > 0,
    } satisfies IRTrigger;
  },
  eventTrigger_damageTrigger(actor, _ga, _w) {
    return { kind: 'damageTrigger', span: spanOf(this), who: actor.toIR() } satisfies IRTrigger;
  },
  actor_you(_w) {
    return 'you';
  },
  actor_opponent(_w) {
    return 'opponent';
  },
  actor_any(_w) {
    return 'any';
  },
  triggerBody_enterPlayed(subject, _ga, from, _w, _w2) {
    return {
      kind: 'enter',
      span: spanOf(this),
      subject: subject.toIR(),
      playedFrom: from.toIR(),
    } as IRTrigger;
  },
  playedFrom_(zone, _kara, _w, _te, _comma) {
    const z = zone.children[0]?.sourceString;
    return z === undefined ? 'any' : z === 'ガードデッキ' ? 'guardDeck' : 'hand';
  },
  eventTrigger_defenseSucceeded(subject, _no, _w, _toki) {
    return subjectTrigger(this, 'defenseSucceeded', subject);
  },
  eventTrigger_attackDefended(subject, _no, _w) {
    return subjectTrigger(this, 'attackDefended', subject);
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
  triggerBody_cardSetOnSelf(subject, _ni, what, _w) {
    const t = subjectTrigger(this, 'cardSetOnSelf', subject);
    return what.sourceString === 'セットカード' ? { ...t, setCardOnly: true } : t;
  },
  triggerBody_cardSetOnSelfBy(actor, _ga, _comma, subject, _ni, what, _wo, _w) {
    const t = subjectTrigger(this, 'cardSetOnSelf', subject);
    const by = actor.toIR() as 'you' | 'opponent' | 'any';
    return { ...t, ...(what.sourceString === 'セットカード' ? { setCardOnly: true } : {}), by };
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
  triggerBody_charPhase(_who, _no, phase, _f, _no2, edge) {
    return {
      kind: 'phase',
      span: spanOf(this),
      whose: 'character',
      phase: readWord(PHASE_WORDS, phase.sourceString),
      edge: edge.sourceString === '開始時' ? 'start' : 'end',
    } satisfies IRTrigger;
  },
  triggerBody_charTurnEnd(_who, _no, _w) {
    return { kind: 'turnEnd', span: spanOf(this), whose: 'character' } satisfies IRTrigger;
  },
  triggerBody_turnEnd(whose, _no, _w) {
    return {
      kind: 'turnEnd',
      span: spanOf(this),
      whose: readWord(WHOSE_WORDS, whose.sourceString),
    } satisfies IRTrigger;
  },
};
