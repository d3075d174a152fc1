// What the parts of an effect sentence share, below effect.ts and action.ts (which call each other's
// callers, never each other): the environments a sentence is lowered in, amounts (「X」, 「…1体につき」,
// 「…に等しい」) and the report for a misplaced phrase.
import type { CardRef, Duration, EffectOp, TargetSpec, Value } from '../../../src/core/cardTypes.js';
import type { IRCount, IRPerEach, IRSelector, IRSetHost, IRValueExpr, Span } from '../ir.js';
import type { CardEnv } from './env.js';
import { type Antecedent, lowerPlayer, lowerRef } from './refs.js';
import { lowerFilter } from './selector.js';

/** Where an effect stands: what its durations default to, whether it may take targets, what X is. */
export interface EffectEnv extends CardEnv {
  /** 'ability': text of a card on the battlefield; 'oneShot': a command, a set card's effect, a damage trigger. */
  mode: 'ability' | 'oneShot';
  /** Where targets go; undefined when this effect cannot take targets (with the phrase for HF-E026). */
  targets?: TargetSpec[];
  noTargets?: { where: string; whereEn: string };
  /** X from an [X] / [カルネージX] cost (HF-12.4). */
  costX?: boolean;
  /** What 「それ」 means before any target is named (the event card of a trigger, a set card's host). */
  initialIt?: CardRef;
  /** The ability's own card has left the battlefield when it resolves (「このキャラクターが破壊された時」). */
  sourceGone?: true;
}

export interface SentenceEnv extends EffectEnv, Antecedent {
  duration?: Duration;
  /**
   * The steps 「それら」 after two or more targets lowered, one group per target (eachTargetNamed): a sentence made of
   * nothing else becomes one process per target, so each target is checked on its own (HF-5.10).
   */
  eachTargetGroups?: EffectOp[][];
  /** Whether the sentence names its duration (a control change without one lasts). */
  durationGiven?: boolean;
  x?: Value;
  /**
   * Whether an earlier step of the effect chooses cards on resolution (pick, chooseOnField…), where the latest
   * one put them ('destroy': destroyed; undefined: unknown) and whether it chose on the battlefield (issue 22).
   */
  choice?: {
    seen: boolean;
    to?: string;
    field?: boolean;
    /** i22tb9: the latest step, if it is a 「…全てを…にする」, for 「この効果でアクティブにしたキャラクター」 */
    stateAll?: Extract<EffectOp, { op: 'setStateAll' }>;
  };
}

/**
 * 「この方法で除外したカード1枚につき」「置いた枚数」 (issue 22): the cards the effect's latest choice on resolution
 * chose; with no such choice before it, the count would always be 0 — a mechanic the language lacks (HF-E040).
 */
/** Where each verb of 「この方法で<verb>カード」 says the chosen cards went (undefined: anywhere). */
const MOVED_TO: Record<string, string[] | undefined> = {
  ゲームから除外した: ['excluded'],
  除外した: ['excluded'],
  捨てた: ['trash'],
  トラッシュに置いた: ['trash'],
  手札に加えた: ['hand'],
  加えた: ['hand', 'guardDeck'],
  戻した: ['hand', 'mainTop', 'mainBottom', 'guardDeck'],
  // issue 22: 「この効果で登場させたキャラクター1体につき」: the characters that entered
  登場させた: ['battlefield', 'battlefieldAsleep'],
  戦場に登場させた: ['battlefield', 'battlefieldAsleep'],
  戦場に出した: ['battlefield', 'battlefieldAsleep'],
  プレイした: ['play'], // 「この効果でプレイしたキャラクター1体につき」 (m10a)
  アクティブにした: ['active'],
  スリープにした: ['sleep'],
};

/** 「アクティブにした」「スリープにした」 (i22tb9): the state a 「…全てを…にする」 step gave. */
const STATE_MADE: Record<string, 'active' | 'sleep' | undefined> = {
  アクティブにした: 'active',
  スリープにした: 'sleep',
};

/** Destinations where the cards become characters on the battlefield (「登場させた」, issue 22). */
const ENTERED = new Set(['battlefield', 'battlefieldAsleep', 'play']);

export function movedCount(
  moved: { span: Span; verb: string; thisWay: boolean },
  env: SentenceEnv,
  noun: 'character' | 'card' = 'card',
): Value {
  const choice = env.choice;
  // i22tb9: 「この効果でアクティブにしたキャラクター1体につき」: what the latest 「…全てをアクティブにする」 changed (said
  // with 「この効果で」: a bare 「アクティブにしたキャラクター」 could be any)
  const state = STATE_MADE[moved.verb];
  if (state !== undefined && moved.thisWay && choice?.stateAll?.state === state) {
    choice.stateAll.counted = true;
    choice.seen = true;
    choice.field = true;
    choice.to = state;
    return { chosenCount: true };
  }
  const where = MOVED_TO[moved.verb];
  const phrase = `${moved.thisWay ? 'この方法で' : ''}${moved.verb}`; // as written, for the messages
  // the verb or the noun names another step than the latest choice: that count is not what the text says
  const other =
    choice?.seen === true &&
    ((where !== undefined && choice.to !== undefined && !where.includes(choice.to)) ||
      (noun === 'character' && choice.field === false && !ENTERED.has(choice.to ?? '')));
  if (other)
    env.report({
      code: 'HF-E040',
      span: moved.span,
      args: {
        mechanic: '直前に選んだカードとは別の処理で動いたカードの枚数',
        mechanicEn: 'counting cards moved by another step than the latest choice',
        phrase,
        nearest:
          'あなたは、対戦相手のトラッシュにあるカードを3枚まで選び、ゲームから除外する。この方法で除外したカード1枚につき、あなたはメインデッキからカードを1枚引く。',
      },
    });
  if (!choice?.seen)
    env.report({
      code: 'HF-E040',
      span: moved.span,
      args: {
        mechanic: '選ばずに動かしたカード（対象など）の枚数',
        mechanicEn: 'counting cards an earlier step moved without choosing them (targets…)',
        phrase,
        nearest:
          'あなたは、対戦相手のトラッシュにあるカードを3枚まで選び、ゲームから除外する。この方法で除外したカード1枚につき、あなたはメインデッキからカードを1枚引く。',
      },
    });
  return { chosenCount: true };
}

// HF-12.9: 「このターン中」 ends with the turn, like 「ターン終了時まで」.
export const DURATIONS = {
  endOfTurn: 'endOfTurn',
  thisTurn: 'endOfTurn',
  endOfGame: 'endOfGame',
  whileOnField: 'whileSourceOnBattlefield',
  whileSetOnIt: 'whileSourceSetOnIt',
  untilYourNextTurnEnd: 'untilYourNextTurnEnd',
  untilOpponentNextTurnEnd: 'untilOpponentNextTurnEnd',
  untilYourNextTurnStart: 'untilYourNextTurnStart',
  untilOpponentNextTurnStart: 'untilOpponentNextTurnStart',
  untilYourNextActivePhase: 'untilYourNextActivePhase',
  untilOpponentNextActivePhase: 'untilOpponentNextActivePhase',
} as const;

/** 「このカードがそのキャラクターにセットされている限り」 only means something on a set card (issue 22). */
export function checkSetDuration(prefix: { span: Span; duration: string }, env: SentenceEnv): void {
  if (prefix.duration !== 'whileSetOnIt' || env.kind === 'set') return;
  misplaced(env, prefix.span, 'セットされている限り', 'セットカード以外', 'outside a set card');
}

export function lowerCount(count: IRCount, env: SentenceEnv): Value {
  if (count.kind === 'number') return count.value;
  if (count.kind === 'expr') return { times: [lowerValue(count.expr, env), count.times] };
  if (count.kind === 'equal') return lowerValue(count.expr, env);
  const x: Value = env.x ?? { x: true };
  if (env.x === undefined) env.report({ code: 'HF-E018', span: count.span });
  return count.times === undefined ? x : { times: [x, count.times] };
}

/** How many cards 「<selector>1体につき」 counts (HF-12.6 for continuous effects: counted continuously). */
export function perEachCount(per: IRPerEach, env: SentenceEnv): Value {
  const count = perEachOne(per, env);
  // 「…2枚につき」 (issue 22): one step per 2 cards, rounded down
  if (per.unit > 1) return { over: [count, per.unit] };
  if (per.unit < 1) {
    const unit = per.zone || per.host ? '枚' : '体';
    env.report({ code: 'HF-E064', span: per.span, args: { per: `${per.unit}${unit}につき`, unit } });
  }
  return count;
}

function perEachOne(per: IRPerEach, env: SentenceEnv): Value {
  // 「この方法で除外したカード1枚につき」 (issue 22)
  if (per.moved) return movedCount(per.moved, env, per.selector.noun === 'character' ? 'character' : 'card');
  if (per.host) return attachedCount(per.host, per.selector, env);
  // issue 22: 「このキャラクターにセットされているカード1枚につき」 (in a continuous effect on a group, 「それ」 is each card)
  if (per.setOn) {
    // 「セットカード」 or 「カード」: every card set on it is a set card (HF-4.4); a face-down one too (HF-14.3)
    const { kind: _kind, ...rest } = lowerFilter(per.selector, env, true);
    const filter = Object.keys(rest).length ? { filter: rest } : {};
    return { setOn: lowerRef(per.setOn, env, env), ...filter };
  }
  const filter = lowerFilter(per.selector, env, true);
  const distinct = per.distinctNames ? { distinct: 'name' as const } : {}; // mech23
  if (!per.zone) {
    const player = per.field?.player ? lowerPlayer(per.field.player, env, env) : undefined;
    if (player === 'you' || player === 'opponent') filter.controller = player;
    return { count: filter, zone: 'battlefield', ...distinct };
  }
  const player = per.zone.player ? lowerPlayer(per.zone.player, env, env) : 'each';
  return { count: filter, zone: per.zone.zone, player, ...distinct };
}

/** An amount scaled by 「…1体につき」: the count times the printed amount. */
export function scaled(amount: Value, per: IRPerEach | undefined, env: SentenceEnv): Value {
  if (!per) return amount;
  const count = perEachCount(per, env);
  return typeof amount === 'number' ? { times: [count, amount] } : { times: [count, 1] };
}

/** 「<host>にセットされている<selector>」: set cards on this card or on the characters a selector names. */
export function attachedCount(
  host: IRSetHost,
  selector: IRSelector,
  env: SentenceEnv,
): Extract<Value, { attachedTo: unknown }> {
  const on = host.kind === 'self' ? ('self' as const) : lowerFilter(host.selector, env, true);
  const cards = lowerFilter(selector, env, true);
  return { attachedTo: on, ...(Object.keys(cards).length ? { filter: cards } : {}) };
}

export function lowerValue(value: IRValueExpr, env: SentenceEnv): Value {
  const base = value.base;
  let v: Value;
  if (base.kind === 'attached') v = attachedCount(base.host, base.selector, env);
  else if (base.kind === 'moved')
    v = movedCount(base, env); // 「この方法で捨てた枚数」 (issue 22)
  else if (base.kind === 'power' || base.kind === 'powerBefore')
    v = { powerOf: lowerRef(base.ref, env, env) };
  else if (base.kind === 'zone') {
    const player = lowerPlayer(base.player, env, env);
    v = base.zone === 'excluded' ? { count: {}, zone: base.zone, player } : { zoneSize: base.zone, player };
  } else if (base.kind === 'zoneCount') {
    const player = base.zone.player ? lowerPlayer(base.zone.player, env, env) : 'each';
    v = { count: lowerFilter(base.selector, env, true), zone: base.zone.zone, player };
  } else v = { count: lowerFilter(base.selector, env, true), zone: 'battlefield' };
  if (value.times !== undefined) v = { times: [v, value.times] };
  return value.plus === undefined ? v : { plus: [v, value.plus] };
}

/** A phrase that cannot stand where it is (HF-E025). */
export function misplaced(env: CardEnv, span: Span, phrase: string, where: string, whereEn: string): void {
  env.report({ code: 'HF-E025', span, args: { phrase, where, whereEn } });
}
