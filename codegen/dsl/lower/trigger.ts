// Triggers (HF-12.1) → Trigger, and what 「それ」 means in the triggered effect (the card the event is about).
import type { CardFilter, CardRef, Trigger } from '../../../src/core/cardTypes.js';
import type { IRSubject, IRTrigger } from '../ir.js';
import type { CardEnv } from './env.js';
import { lowerFilter } from './selector.js';

function who(subject: IRSubject, env: CardEnv): 'self' | CardFilter {
  return subject.kind === 'self' ? 'self' : lowerFilter(subject, env, true);
}

export function lowerTrigger(trigger: IRTrigger, env: CardEnv): Trigger {
  switch (trigger.kind) {
    case 'enter':
    case 'attack':
    case 'defend':
    case 'destroyed':
      return { on: trigger.kind, who: who(trigger.subject, env) };
    case 'destroysByAttack':
      return { on: 'destroysByAttack', who: 'self' };
    case 'setSelf':
      return { on: 'setSelf' };
    case 'cardSetOnSelf':
      return { on: 'cardSetOnSelf' };
    case 'counter':
      return { on: 'defenseSucceededDamage' };
    case 'damaged':
      return { on: 'playerDamaged', player: trigger.who };
    case 'phase':
      return {
        on: trigger.edge === 'start' ? 'phaseStart' : 'phaseEnd',
        phase: trigger.phase,
        whose: trigger.whose,
      };
    case 'turnEnd':
      return { on: 'turnEnd', whose: trigger.whose };
  }
}

/** The card a trigger's event is about, which 「それ」 names before any target (HF-9.6, HF-4.4). */
export function eventCardOf(trigger: IRTrigger): CardRef | undefined {
  if ('subject' in trigger && trigger.subject.kind === 'selector') return 'eventCard';
  if (trigger.kind === 'destroysByAttack' || trigger.kind === 'cardSetOnSelf') return 'eventCard';
  if (trigger.kind === 'setSelf') return 'eventCard'; // 「このカードがセットされた時、そのキャラクターを…」: the host
  return undefined;
}
