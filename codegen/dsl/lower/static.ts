// Continuous effects: a [自動] line without a trigger (HF-12.1 「…限り」), and a 【空装】 effect (HF-13.8).
import type { CardFilter, Condition, StaticEffect } from '../../../src/core/cardTypes.js';
import type { IRAction, IRActionSentence, IRObject, IRSentence } from '../ir.js';
import { printAction } from '../print/action.js';
import { lowerCondition } from './condition.js';
import type { SentenceEnv } from './effect.js';
import { misplaced } from './effect.js';
import type { CardEnv } from './env.js';
import { lowerGrants } from './grants.js';
import { builtinKeyword, lowerFilter } from './selector.js';

export interface StaticEnv extends CardEnv {
  /** 【空装】 effects belong to a player, not to a card: 「このキャラクター」 means nothing there. */
  player: boolean;
}

type Affects = 'self' | CardFilter;

function affects(object: IRObject, env: StaticEnv, action: IRAction): Affects | undefined {
  if (object.kind === 'all') return lowerFilter(object.selector, env, true);
  if (object.ref.word !== 'it' && !env.player) return 'self';
  misplaced(
    env,
    object.span,
    printAction(action, false),
    env.player ? '【空装】の効果' : '常在能力',
    env.player ? 'in a 【空装】 effect' : 'in a continuous ability',
  );
  return undefined;
}

function amountOf(
  action: Extract<IRAction, { kind: 'power' | 'attackBonus' }>,
  env: StaticEnv,
): number | undefined {
  if (action.amount.kind === 'number') return action.sign * action.amount.value;
  env.report({ code: 'HF-E018', span: action.amount.span });
  return undefined;
}

function staticEffects(action: IRAction, env: StaticEnv): StaticEffect[] {
  switch (action.kind) {
    case 'power': {
      const who = affects(action.object, env, action);
      const amount = amountOf(action, env);
      return who === undefined || amount === undefined ? [] : [{ kind: 'power', amount, affects: who }];
    }
    case 'indestructible': {
      const who = affects(action.object, env, action);
      return who === undefined ? [] : [{ kind: 'indestructible', affects: who }];
    }
    case 'grant':
    case 'cannot': {
      const who = affects(action.object, env, action);
      if (who === undefined) return [];
      const grants =
        action.kind === 'cannot'
          ? [action.what === 'attack' ? { cannotAttack: true as const } : { cannotDefend: true as const }]
          : lowerGrants(action.grant, env);
      return grants.map((grant) => ({ kind: 'grant', grant, affects: who }));
    }
    case 'attackBonus': {
      const amount = amountOf(action, env);
      return amount === undefined ? [] : [{ kind: 'playerAttackDamageBonus', amount }];
    }
    case 'unblockable': {
      const keyword = builtinKeyword(action.keyword, env, '防御されない能力', 'an unblockable ability');
      return keyword ? [{ kind: 'unblockableExceptBy', keyword }] : [];
    }
    case 'extraDeck':
      return [];
    default:
      misplaced(
        env,
        action.span,
        printAction(action, false),
        '常在能力（トリガーのない[自動]）',
        'in a continuous ability (a [自動] without a trigger)',
      );
      return [];
  }
}

function checkPrefixes(sentence: IRActionSentence, env: StaticEnv, conditions: Condition[]): void {
  for (const prefix of sentence.prefixes) {
    if (prefix.kind === 'condition')
      conditions.push(
        lowerCondition(prefix.cond, { ...env, mode: 'ability', it: null } satisfies SentenceEnv),
      );
    else if (prefix.kind === 'target')
      env.report({
        code: 'HF-E026',
        span: prefix.span,
        args: { where: '常在能力', whereEn: 'in a continuous ability' },
      });
    else if (prefix.duration !== 'whileOnField')
      env.report({
        code: 'HF-E032',
        span: prefix.span,
        args: {
          reason: '常在能力の期間は「このキャラクターが戦場に居る限り」だけです（書かなくても同じ）。',
          reasonEn: 'A continuous ability lasts 「このキャラクターが戦場に居る限り」 (the default).',
        },
      });
  }
}

export interface LoweredStatics {
  effects: StaticEffect[];
  condition?: Condition;
  extraDeck: boolean;
}

export function lowerStatics(sentences: IRSentence[], env: StaticEnv): LoweredStatics {
  const effects: StaticEffect[] = [];
  const conditions: Condition[] = [];
  let extraDeck = false;
  for (const sentence of sentences) {
    if (sentence.kind === 'defineX') {
      misplaced(env, sentence.span, 'Xは…に等しい', '常在能力', 'in a continuous ability');
      continue;
    }
    checkPrefixes(sentence, env, conditions);
    if (sentence.action.kind === 'extraDeck') {
      if (env.player) extraDeck = true;
      else
        misplaced(
          env,
          sentence.action.span,
          '追加デッキを使用する',
          '【空装】の効果以外',
          'outside a 【空装】 effect',
        );
    }
    effects.push(...staticEffects(sentence.action, env));
  }
  const condition = conditions.length > 1 ? { kind: 'all' as const, conds: conditions } : conditions[0];
  return { effects, ...(condition ? { condition } : {}), extraDeck };
}
