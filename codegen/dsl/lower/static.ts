// Continuous effects: a [自動] line without a trigger (HF-12.1 「…限り」), and a 【空装】 effect (HF-13.8).
import type { CardFilter, Condition, Grant, StaticEffect, Value } from '../../../src/core/cardTypes.js';
import type { IRAction, IRActionSentence, IRObject, IRPerEach, IRPrefix, IRSentence } from '../ir.js';
import { printAction } from '../print/action.js';
import {
  attackTaxGrant,
  buildReplacement,
  cannotGrant,
  damageReduceGrant,
  indestructibleLimits,
  lossGrant,
  protectionGrant,
} from './action.js';
import { lowerCondition } from './condition.js';
import { resolveElided, withPerPrefix } from './effect.js';
import type { CardEnv } from './env.js';
import { lowerGrants } from './grants.js';
import { lowerPlayer } from './refs.js';
import { keywordId, lowerFilter } from './selector.js';
import type { SentenceEnv } from './sentence.js';
import { misplaced, scaled } from './sentence.js';
import { reportContinuousSelfSetOn } from './setCards.js';

export interface StaticEnv extends CardEnv {
  /** 【空装】 effects belong to a player, not to a card: 「このキャラクター」 means nothing there. */
  player: boolean;
  /** A set card's plain line about its host: 「それ」「そのキャラクター」 is the host, as 「このカード」 is (issue 22). */
  itIsHost?: boolean;
}

type Affects = 'self' | CardFilter;

function affects(object: IRObject, env: StaticEnv, action: IRAction): Affects | undefined {
  if (object.kind === 'all') return lowerFilter(object.selector, env, true);
  const word = object.kind === 'ref' ? object.ref.word : 'this';
  // 「そのキャラクター」 (ref.character) reads as 「それ」 here: no choice in a zone comes before a continuous
  // ability, so it cannot name chosen cards (refs.ts) — on a set card's line both are its host (issue 22)
  const it = (object.kind === 'ref' && object.ref.character === true) || word === 'it';
  if ((!it || env.itIsHost) && word !== 'them' && !env.player) return 'self';
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

function sentenceEnv(env: StaticEnv): SentenceEnv {
  return { ...env, mode: 'ability', it: null };
}

/** 「…1体につき+1000」 in a continuous effect: counted continuously (HF-12.6). */
function scaledStatic(amount: number, per: IRPerEach | undefined, env: StaticEnv): Value {
  // 「それにセットされているカード1枚につき」: 「それ」 is each card the effect applies to (issue 22)
  return scaled(amount, per, { ...sentenceEnv(env), it: 'it' });
}

/** issue 22: 「このカードは、…プレイする時のコストが1少なくなる」 — its own cost, while it is played. */
function selfCost(action: Extract<IRAction, { kind: 'selfCost' }>, env: StaticEnv): StaticEffect {
  const amount = scaledStatic(action.sign * action.amount, action.per, env);
  const floor = action.floor === undefined ? {} : { floor: action.floor };
  const from = action.from ? { from: action.from } : {};
  return { kind: 'costChange', amount, player: 'you', self: true, ...from, ...floor };
}

/** HF-5.12: 「あなたの《竜》を持つカードのエネルギーコストは1少なくなる」. */
function costChange(action: Extract<IRAction, { kind: 'costChange' }>, env: StaticEnv): StaticEffect {
  const { controller: written, ...filter } = lowerFilter(action.selector, env, true);
  // 「あなたがガードデッキからプレイする…」 (issue 22): the player who plays them, only from that zone
  const who = action.from?.player ?? action.nth?.player;
  const by = who ? lowerPlayer(who, env, { it: null }) : undefined;
  const controller = by === 'you' || by === 'opponent' ? by : written;
  const fromZone = action.from ? { from: action.from.zone } : {};
  // 「…がこのターンに2枚目以降にプレイする…」 (issue 22): the player's Nth play of the turn (or a later one)
  const nth = action.nth
    ? { nthPlay: { n: action.nth.n, ...(action.nth.orLater ? { orLater: true as const } : {}) } }
    : {};
  const amount = scaledStatic(action.sign * action.amount, action.per, env);
  const f = Object.keys(filter).length ? { filter } : {};
  const floor = action.floor === undefined ? {} : { floor: action.floor };
  const once = action.oncePerTurn ? { oncePerTurn: true as const } : {}; // i22x7: one play a turn uses it
  return {
    kind: 'costChange',
    amount,
    player: controller ?? 'you',
    ...f,
    ...floor,
    ...fromZone,
    ...nth,
    ...once,
  };
}

function grantsOf(
  action: Extract<
    IRAction,
    {
      kind:
        | 'grant'
        | 'cannot'
        | 'attackTax'
        | 'untargetable'
        | 'unaffected'
        | 'damageProof'
        | 'damageReduce'
        | 'cannotAttackPlayer'
        | 'noUntap'
        | 'entersAsleep';
    }
  >,
  env: StaticEnv,
): Grant[] {
  if (action.kind === 'cannot') return [cannotGrant(action.what)];
  if (action.kind === 'attackTax') {
    const grant = attackTaxGrant(action, env);
    return grant ? [grant] : [];
  }
  if (action.kind === 'cannotAttackPlayer') return [{ cannotAttackPlayer: true }];
  if (action.kind === 'noUntap') return [{ noUntap: true }];
  if (action.kind === 'entersAsleep') return [{ entersAsleep: true }];
  if (action.kind === 'grant') return lowerGrants(action.grant, env);
  if (action.kind === 'damageReduce') return [damageReduceGrant(action)]; // mech23
  return [protectionGrant(action)];
}

function staticEffects(action: IRAction, env: StaticEnv): StaticEffect[] {
  switch (action.kind) {
    case 'power': {
      const who = affects(action.object, env, action);
      const amount = amountOf(action, env);
      if (who === undefined || amount === undefined) return [];
      return [{ kind: 'power', amount: scaledStatic(amount, action.per, env), affects: who }];
    }
    case 'costChange':
      return [costChange(action, env)];
    case 'selfCost':
      if (env.player) {
        // a 【空装】 effect belongs to a player, not to a card being played
        misplaced(env, action.span, printAction(action, false), '【空装】の効果', 'in a 【空装】 effect');
        return [];
      }
      return [selfCost(action, env)];
    case 'abilityCost': {
      // 「このキャラクターの起動能力のコスト」 / 「あなたの《竜》を持つキャラクターの起動能力のコスト」 (issue 22)
      if (action.subject.kind === 'host') {
        // a set card's host has its own abilities: their cost is not the set card's to change (HF-4.4)
        misplaced(
          env,
          action.span,
          'セットされているキャラクターの起動能力のコスト',
          '起動能力のコスト',
          'an ability cost',
        );
        return [];
      }
      const affects = action.subject.kind === 'self' ? 'self' : lowerFilter(action.subject, env, true);
      return [{ kind: 'abilityCostChange', amount: action.sign * action.amount, affects }];
    }
    case 'indestructible': {
      const who = affects(action.object, env, action);
      return who === undefined
        ? []
        : [{ kind: 'indestructible', affects: who, ...indestructibleLimits(action) }];
    }
    case 'noUntap':
    case 'entersAsleep':
    case 'grant':
    case 'cannotAttackPlayer':
    case 'cannot':
    case 'attackTax':
    case 'untargetable':
    case 'unaffected':
    case 'damageProof':
    case 'damageReduce': {
      if (action.kind === 'noUntap' && action.next) {
        // 「次のアクティブフェイズに」 is a one-time effect, not a continuous one
        misplaced(env, action.span, printAction(action, false), '常在能力', 'in a continuous ability');
        return [];
      }
      const who = affects(action.object, env, action);
      if (who === undefined) return [];
      return grantsOf(action, env).map((grant) => ({ kind: 'grant', grant, affects: who }));
    }
    case 'loseAbilities': {
      // mech16: only a set card's loss for its host (src/engine/abilityLoss.ts reads it with the host's abilities)
      const grant = env.kind === 'set' ? lossGrant(action, env) : null;
      if (env.kind !== 'set' || affects(action.object, env, action) !== 'self') {
        misplaced(
          env,
          action.span,
          printAction(action, false),
          'セットカード以外の常在能力（期間のある効果か、セットカードの「このカードがセットされているキャラクターは…を失う」なら書けます）',
          'in a continuous ability other than a set card’s about its host (an effect with a duration can say it)',
        );
        return [];
      }
      return grant ? [{ kind: 'grant', grant, affects: 'self' }] : [];
    }
    case 'attackBonus': {
      const amount = amountOf(action, env);
      return amount === undefined ? [] : [{ kind: 'playerAttackDamageBonus', amount }];
    }
    case 'unblockable': {
      const keyword = keywordId(action.keyword, env);
      return keyword ? [{ kind: 'unblockableExceptBy', keyword }] : [];
    }
    case 'undefendableBy':
      return [{ kind: 'undefendableBy', traits: [action.trait.name] }];
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
    if (prefix.kind === 'condition' || prefix.kind === 'durationWhile') {
      // 「…限り」 in a continuous ability is its condition (HF-12.9)
      reportContinuousSelfSetOn(prefix.cond, env); // issue 22: names the set card itself, unknown here
      conditions.push(lowerCondition(prefix.cond, sentenceEnv(env)));
    } else if (prefix.kind === 'replace' || prefix.kind === 'per')
      continue; // lowered with the actions
    else if (prefix.kind === 'repeat')
      misplaced(env, prefix.span, `${prefix.times}回`, '常在能力', 'in a continuous ability');
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

/**
 * The line's sentences share one condition (the ability's, HF-12.1): a condition written on only some of them would
 * silently govern the others too, so a line whose sentences' conditions differ is HF-E087 (found by i22r:
 * 「…【警戒】を得る。…《朧衆》を持つなら、…【神速】を得る。」 made 【警戒】 conditional).
 */
function sameConditionEverywhere(sentences: IRSentence[], env: StaticEnv): void {
  const conditionsOf = (s: IRSentence) =>
    s.kind === 'defineX' || s.kind === 'chooseModes' || s.kind === 'instead'
      ? ''
      : JSON.stringify(
          s.prefixes
            .filter((p) => p.kind === 'condition' || p.kind === 'durationWhile')
            .map((p) => stripSpan((p as { cond: unknown }).cond)),
        );
  const keys = sentences.map(conditionsOf);
  const differs = keys.findIndex((k) => k !== keys[0]);
  if (sentences.length > 1 && differs >= 0) env.report({ code: 'HF-E087', span: sentences[differs].span });
}

/** A condition without its source spans, for comparing two sentences' conditions. */
function stripSpan(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpan);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'span')
      .map(([k, v]) => [k, stripSpan(v)]),
  );
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
  sameConditionEverywhere(sentences, env);
  for (const sentence of sentences) {
    if (sentence.kind === 'defineX') {
      misplaced(env, sentence.span, 'Xは…に等しい', '常在能力', 'in a continuous ability');
      continue;
    }
    if (sentence.kind === 'chooseModes') {
      misplaced(env, sentence.span, '以下から…選ぶ', '常在能力', 'in a continuous ability');
      continue;
    }
    if (sentence.kind === 'instead') {
      misplaced(env, sentence.span, '…場合、代わりに…', '常在能力', 'in a continuous ability');
      continue;
    }
    checkPrefixes(sentence, env, conditions);
    checkStaticForm(sentence, env);
    const actions = withPerPrefix(sentence, resolveElided(sentence.actions, env, !env.player), env);
    const replace = sentence.prefixes.find(
      (p): p is Extract<IRPrefix, { kind: 'replace' }> => p.kind === 'replace',
    );
    if (replace) {
      effects.push(...staticReplacement(replace, actions, sentence.optional, env));
      continue;
    }
    for (const action of actions) {
      if (action.kind === 'extraDeck') {
        if (env.player) extraDeck = true;
        else
          misplaced(
            env,
            action.span,
            '追加デッキを使用する',
            '【空装】の効果以外',
            'outside a 【空装】 effect',
          );
      }
      effects.push(...staticEffects(action, env));
    }
  }
  const condition = conditions.length > 1 ? { kind: 'all' as const, conds: conditions } : conditions[0];
  if (condition) conditionalLoss(sentences, effects, env);
  return { effects, ...(condition ? { condition } : {}), extraDeck };
}

/** mech16: a loss of abilities is read with the host's abilities, where no condition is evaluated (HF-12.1). */
function conditionalLoss(sentences: IRSentence[], effects: StaticEffect[], env: StaticEnv): void {
  if (!effects.some((e) => e.kind === 'grant' && 'loseAbilities' in e.grant)) return;
  misplaced(
    env,
    sentences[0].span,
    '…場合、…を失う',
    '条件のある常在能力',
    'in a continuous ability with a condition',
  );
}

/** HF-5.11 as a continuous ability: 「このキャラクターが破壊される場合、代わりに…」. */
function staticReplacement(
  prefix: Extract<IRPrefix, { kind: 'replace' }>,
  actions: IRAction[],
  optional: boolean,
  env: StaticEnv,
): StaticEffect[] {
  const fake = { kind: 'destroy', span: prefix.span, object: prefix.object } as IRAction;
  const who = affects(prefix.object, env, fake);
  if (who === undefined) return [];
  const actionEnv = { ...sentenceEnv(env), duration: 'whileSourceOnBattlefield' as const };
  const replacement = buildReplacement(prefix, actions, optional, actionEnv);
  return [{ kind: 'grant', grant: { replacement }, affects: who }];
}

/** A continuous ability is always in force: 「その後、」 and 「…してもよい」 (outside 代わりに) mean nothing there. */
function checkStaticForm(sentence: IRActionSentence, env: StaticEnv): void {
  const where = env.player ? '【空装】の効果' : '常在能力';
  const whereEn = env.player ? 'in a 【空装】 effect' : 'in a continuous ability';
  if (sentence.continues) misplaced(env, sentence.span, 'その後', where, whereEn);
  const replaces = sentence.prefixes.some((p) => p.kind === 'replace');
  if (sentence.optional && !replaces) misplaced(env, sentence.span, '…してもよい', where, whereEn);
}
