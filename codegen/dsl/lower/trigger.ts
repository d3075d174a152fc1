// Triggers (HF-12.1) → Trigger, and what 「それ」 means in the triggered effect (the card the event is about).
import type { CardFilter, CardRef, Trigger } from '../../../src/core/cardTypes.js';
import type { IRAttackAt, IRSubject, IRTrigger } from '../ir.js';
import type { CardEnv } from './env.js';
import { lowerFilter } from './selector.js';

/**
 * The card a trigger watches. 「このカードがセットされているキャラクター」 is the host, which on a set card is
 * 'self' (a set card's abilities are its host's, HF-4.4); triggerPossible() refuses it on other cards.
 */
function who(subject: IRSubject, env: CardEnv): 'self' | CardFilter {
  return subject.kind === 'self' || subject.kind === 'host' ? 'self' : lowerFilter(subject, env, true);
}

function attackAt(at: IRAttackAt, env: CardEnv): 'player' | CardFilter {
  return at.kind === 'player' ? 'player' : lowerFilter(at.selector, env, true);
}

export function lowerTrigger(trigger: IRTrigger, env: CardEnv): Trigger {
  const event = lowerEvent(trigger, env);
  return trigger.during ? { ...event, during: trigger.during.whose } : event;
}

function lowerEvent(trigger: IRTrigger, env: CardEnv): Trigger {
  switch (trigger.kind) {
    case 'enter':
      // On a set card (not a world set) 「このカード／このキャラクターが戦場に登場した時」 and the label 【登場時】 would
      // watch its host, which is on the battlefield before anything is set on it (000 ■セットカード), so it could
      // never trigger: the set card's own arrival is being set (000: 「セットカードならば対象へのセット」) —
      // RULING «【登場時】 on a set card», docs/engine.md (issue 22)
      // 「…がガードデッキからプレイされて戦場に登場した時」 on it: set by being played from that zone, not by an effect
      // (it never triggered before: the host had entered long before; issue 22, i22x)
      if (env.kind === 'set' && trigger.subject.kind !== 'selector')
        return trigger.playedFrom ? { on: 'setSelf', playedFrom: trigger.playedFrom } : { on: 'setSelf' };
      return trigger.playedFrom
        ? { on: 'enter', who: who(trigger.subject, env), playedFrom: trigger.playedFrom }
        : { on: 'enter', who: who(trigger.subject, env) };
    case 'destroyed':
      return trigger.by
        ? { on: 'destroyed', who: who(trigger.subject, env), by: trigger.by }
        : { on: 'destroyed', who: who(trigger.subject, env) };
    case 'attacked':
    case 'defend':
    case 'defenseSucceeded':
    case 'attackDefended':
      return { on: trigger.kind, who: who(trigger.subject, env) };
    case 'charDamaged':
      return { on: 'characterDamaged', who: who(trigger.subject, env) };
    case 'leave':
      return {
        on: 'leave',
        who: who(trigger.subject, env),
        ...(trigger.toTrash ? { to: 'trash' as const } : {}),
        ...(trigger.notDestroyed ? { notDestroyed: true as const } : {}),
        // 「このカードが戦場を離れた時」 on a set card: the set card itself, with its host or alone (sc20, HF-4.4)
        ...(env.kind === 'set' && trigger.subject.kind === 'self' && trigger.subject.word === 'thisCard'
          ? { itself: true as const }
          : {}),
        ...(trigger.toHand
          ? { to: trigger.toHand === 'you' ? ('yourHand' as const) : ('hand' as const) }
          : {}),
      };
    case 'attack':
      return {
        on: 'attack',
        who: who(trigger.subject, env),
        ...(trigger.at ? { at: attackAt(trigger.at, env) } : {}),
      };
    case 'destroysByAttack':
      return {
        on: 'destroysByAttack',
        who: who(trigger.subject, env),
        ...(trigger.counter ? { by: 'counterDamage' as const } : {}),
        ...(trigger.victim ? { victim: lowerFilter(trigger.victim, env, true) } : {}),
      };
    case 'play':
      return {
        on: 'play',
        player: trigger.who,
        filter: lowerFilter(trigger.selector, env, true),
        ...(trigger.from ? { from: trigger.from } : {}),
      };
    case 'draw':
      return {
        on: 'draw',
        player: trigger.who,
        ...(trigger.outsideDrawPhase ? { outsideDrawPhase: true as const } : {}),
      };
    case 'damageTrigger':
      return { on: 'damageTriggerRevealed', player: trigger.who };
    case 'setSelf':
      return trigger.host ? { on: 'setSelf', host: lowerFilter(trigger.host, env, true) } : { on: 'setSelf' };
    case 'cardSetOn': {
      // 「あなたがプレイしたセットカード」 (issue 22): a set card's player is its owner (000); an effect's set is no play
      const setCard = lowerFilter(trigger.setCard, env, true);
      if (trigger.playedBy === 'you' || trigger.playedBy === 'opponent') setCard.owner = trigger.playedBy;
      return {
        on: 'cardSetOn',
        setCard,
        host: lowerFilter(trigger.host, env, true),
        ...(trigger.playedBy ? { played: true as const } : {}),
      };
    }
    case 'cardSetOnSelf': {
      // 「あなたが…セットするたび」 (i22m9): the set card's player (its owner, 000) is the one who set it
      const by = trigger.by && trigger.by !== 'any' ? { by: trigger.by } : {};
      return trigger.setCardOnly
        ? { on: 'cardSetOnSelf', setCard: { kind: ['set'] }, ...by }
        : { on: 'cardSetOnSelf', ...by };
    }
    case 'counter':
      return { on: 'defenseSucceededDamage' };
    case 'damaged':
      return {
        on: 'playerDamaged',
        player: trigger.who,
        ...(trigger.byAttack ? { byAttackOf: 'self' as const } : {}),
        ...(trigger.attacker ? { byAttackOf: lowerFilter(trigger.attacker, env, true) } : {}),
      };
    case 'phase':
      return {
        on: trigger.edge === 'start' ? 'phaseStart' : 'phaseEnd',
        phase: trigger.phase,
        // 「このキャラクターのプレイヤーのアクティブフェイズ終了時」 on a character is 「あなたの…」 (issue 22)
        whose: trigger.whose === 'character' && env.kind !== 'set' ? 'you' : trigger.whose,
      };
    case 'turnEnd':
      // 「このキャラクターのプレイヤーのターン終了時」 on a character is 「あなたのターン終了時」
      return {
        on: 'turnEnd',
        whose: trigger.whose === 'character' && env.kind !== 'set' ? 'you' : trigger.whose,
      };
  }
}

/** The card a trigger's event is about, which 「それ」 names before any target (HF-9.6, HF-4.4). */
export function eventCardOf(trigger: IRTrigger): CardRef | undefined {
  if ('subject' in trigger && trigger.subject.kind === 'selector') return 'eventCard';
  if (trigger.kind === 'destroysByAttack' || trigger.kind === 'cardSetOnSelf') return 'eventCard';
  if (trigger.kind === 'setSelf') return 'eventCard'; // 「そのキャラクター」: the character it was set on
  if (trigger.kind === 'cardSetOn') return 'eventCard'; // 「そのキャラクター」: the character it was set on
  if (trigger.kind === 'play') return 'eventCard'; // 「そのカード」: the card played
  if (trigger.kind === 'damaged' && trigger.attacker) return 'eventCard'; // the attacker (t10)
  if (trigger.kind === 'leave') return 'eventCard'; // the card that left (in its new zone)
  return undefined;
}
