// 「…場合、」 → Condition (checked when the step resolves).
import type { Condition } from '../../../src/core/cardTypes.js';
import type { IRCondition } from '../ir.js';
import type { SentenceEnv } from './effect.js';
import { lowerPlayer, lowerRef } from './refs.js';
import { lowerFilter } from './selector.js';

export function lowerCondition(cond: IRCondition, env: SentenceEnv): Condition {
  switch (cond.kind) {
    case 'zone': {
      const player = lowerPlayer(cond.player, env, env);
      const bound = cond.compare === 'atLeast' ? { atLeast: cond.count } : { atMost: cond.count };
      return { kind: 'zoneSize', zone: cond.zone, player, ...bound };
    }
    case 'turn':
      return lowerPlayer(cond.player, env, env) === 'opponent'
        ? { kind: 'opponentTurn' }
        : { kind: 'yourTurn' };
    case 'count': {
      const filter = lowerFilter(cond.selector, env, true);
      if (cond.compare === 'atLeast') return { kind: 'count', filter, atLeast: cond.count };
      return { kind: 'not', cond: { kind: 'count', filter, atLeast: cond.count + 1 } };
    }
    case 'matches':
      return {
        kind: 'cardMatches',
        ref: lowerRef(cond.ref, env, env),
        filter: lowerFilter(cond.selector, env, true),
      };
  }
}
