// 「…場合、」 → Condition (checked when the step resolves); also the condition of 「…限り」 (HF-12.9).
import type { CardFilter, Condition, PlayerRef } from '../../../src/core/cardTypes.js';
import type { CountCompare, IRBound, IRCondition, IRPlayOnlyLine, IRPlayer, Span, ZoneWord } from '../ir.js';
import type { CardEnv } from './env.js';
import { reportExtraPaidElsewhere } from './extraCost.js';
import { lowerPlayer, lowerRef } from './refs.js';
import { lowerFilter } from './selector.js';
import { type SentenceEnv, attachedCount, lowerValue, movedCount } from './sentence.js';

/** 「2体以上」 → atLeast 2, 「ちょうど1体」 → both bounds, 「いない」 → atMost 0. */
function bounds(bound: IRBound): { atLeast?: number; atMost?: number } {
  if (bound.kind === 'none') return { atMost: 0 };
  if (bound.kind === 'some') return { atLeast: 1 };
  if (bound.kind === 'exactly') return { atLeast: bound.count, atMost: bound.count };
  return countBound(bound.count, bound.compare);
}

/**
 * 「3枚以上」 → atLeast 3; strict bounds of whole counts (issue 22, mech21): 「3枚より多い」「3枚を超える」 → atLeast 4,
 * 「3枚より少ない」「3枚未満」 → atMost 2 (「0枚未満」 → atMost -1: never true).
 */
function countBound(count: number, compare: CountCompare): { atLeast?: number; atMost?: number } {
  if (compare === 'atLeast') return { atLeast: count };
  if (compare === 'more') return { atLeast: count + 1 };
  if (compare === 'less') return { atMost: count - 1 };
  return { atMost: count };
}

/**
 * 「<player>の戦場に」: the filter's controller. sc14 (issue 22): the ability's own card's player is 「あなた」 (HF-4.4);
 * any other card's player or owner (a set card's owner, whose host may be the opponent's) is reported, never dropped
 * (dropped, both players' characters were counted).
 */
function onField(
  filter: CardFilter,
  player: PlayerRef | undefined,
  env: SentenceEnv,
  span: Span,
): CardFilter {
  if (player === undefined) return filter;
  if (player === 'you' || player === 'opponent') return { ...filter, controller: player };
  if ('controllerOf' in player && player.controllerOf === 'self') return { ...filter, controller: 'you' };
  env.report({
    code: 'HF-E040',
    span,
    args: {
      mechanic:
        'あなたか対戦相手以外のプレイヤー（カードの持ち主など）の戦場のキャラクターを数える条件（「あなたの戦場に」「対戦相手の戦場に」は書けます）',
      mechanicEn:
        "counting the characters on the battlefield of a card's owner (「あなたの戦場に」 is supported)",
      phrase: 'の戦場に',
      nearest:
        '[自動]：あなたの戦場に《蟻》を持つキャラクターが3体以上いる限り、このキャラクターのパワーを+1000する。',
    },
  });
  return filter;
}

function zoneSize(
  zone: ZoneWord,
  player: PlayerRef,
  bound: { atLeast?: number; atMost?: number },
): Condition {
  if (zone === 'excluded') return { kind: 'countIn', filter: {}, zone, player, ...bound };
  return { kind: 'zoneSize', zone, player, ...bound };
}

export function lowerCondition(cond: IRCondition, env: SentenceEnv): Condition {
  switch (cond.kind) {
    case 'zone': {
      const player = lowerPlayer(cond.player, env, env);
      return zoneSize(cond.zone, player, countBound(cond.count, cond.compare));
    }
    case 'energy': {
      const bound = countBound(cond.count, cond.compare);
      return { kind: 'zoneSize', zone: 'energy', player: lowerPlayer(cond.player, env, env), ...bound };
    }
    case 'traitKinds': {
      const bound = cond.compare === 'atLeast' ? { atLeast: cond.count } : { atMost: cond.count };
      return { kind: 'traitKinds', filter: lowerFilter(cond.selector, env, true), ...bound };
    }
    case 'zoneEmpty':
      return zoneSize(cond.zone, lowerPlayer(cond.player, env, env), { atMost: 0 });
    case 'attached': {
      const b = bounds(cond.bound);
      if (cond.host.kind !== 'ref')
        return { kind: 'attached', value: attachedCount(cond.host, cond.selector, env), ...b };
      const cards = lowerFilter(cond.selector, env, true);
      const filter = Object.keys(cards).length ? { filter: cards } : {};
      return { kind: 'attached', value: { setOn: lowerRef(cond.host.ref, env, env), ...filter }, ...b };
    }
    case 'turn':
      return lowerPlayer(cond.player, env, env) === 'opponent'
        ? { kind: 'opponentTurn' }
        : { kind: 'yourTurn' };
    case 'count': {
      const player = cond.field?.player ? lowerPlayer(cond.field.player, env, env) : undefined;
      const filter = onField(
        lowerFilter(cond.selector, env, true),
        player,
        env,
        cond.field?.span ?? cond.span,
      );
      const b = bounds(cond.bound);
      // the forms the engine has had since v1 stay as they were
      if (b.atMost === undefined && b.atLeast !== undefined)
        return { kind: 'count', filter, atLeast: b.atLeast };
      if (b.atLeast === undefined && b.atMost !== undefined)
        return { kind: 'not', cond: { kind: 'count', filter, atLeast: b.atMost + 1 } };
      return { kind: 'countIn', filter, zone: 'battlefield', ...b };
    }
    case 'zoneCount': {
      const player = cond.zone.player ? lowerPlayer(cond.zone.player, env, env) : 'each';
      const filter = lowerFilter(cond.selector, env, true);
      return { kind: 'countIn', filter, zone: cond.zone.zone, player, ...bounds(cond.bound) };
    }
    case 'compareSizes': {
      // the grammar reads no 除外領域 here (sizeZone): it is not a player's own zone
      const side = (s: { player: IRPlayer; zone: ZoneWord | 'energy' }) => ({
        zone: s.zone as Exclude<ZoneWord, 'excluded'> | 'energy',
        player: lowerPlayer(s.player, env, env),
      });
      return { kind: 'compareSizes', left: side(cond.left), right: side(cond.right), compare: cond.compare };
    }
    case 'destroyedByThis': {
      const b = bounds(cond.bound);
      return {
        kind: 'destroyedByThisEffect',
        filter: lowerFilter(cond.selector, env, true),
        atLeast: b.atLeast ?? 1,
        ...(b.atMost !== undefined ? { atMost: b.atMost } : {}),
      };
    }
    case 'attackedThisTurn': {
      const did: Condition = { kind: 'attackedThisTurn', ref: lowerRef(cond.ref, env, env) };
      return cond.not ? { kind: 'not', cond: did } : did;
    }
    case 'extraCostPaid':
      // mech13: only a command's own effect reads what its play paid (checked against the card in lower/card.ts)
      if (env.kind === 'command' && env.mode === 'oneShot') env.extraPaidReads?.push(cond.span);
      else reportExtraPaidElsewhere(cond.span, env);
      return { kind: 'extraCostPaid' };
    case 'attackHitPlayer':
      // t12b: only the other player's characters attack a player (HF-8.1)
      if (cond.by === cond.to)
        env.report({
          code: 'HF-E025',
          span: cond.span,
          args: {
            phrase: '…のキャラクターの攻撃によって…にダメージを与えていた',
            where: '攻撃したプレイヤー自身へのダメージ（攻撃されるのは対戦相手だけです：HF-8.1）',
            whereEn: 'damage to the attacking player (only the opponent is attacked: HF-8.1)',
          },
        });
      return { kind: 'attackHitPlayer', player: cond.to };
    case 'movedMatch': {
      // 「この方法でキャラクターカードを1枚以上除外したなら」 (issue 22): how many of the chosen cards match
      movedCount(cond.moved, env); // reports a count with no choice before it (HF-E040)
      const left = { chosenCount: true as const, filter: lowerFilter(cond.selector, env, true) };
      const b = bounds(cond.bound);
      if (b.atLeast !== undefined && b.atMost !== undefined)
        return b.atLeast === b.atMost
          ? { kind: 'compareValues', left, right: b.atLeast, compare: 'equal' }
          : { kind: 'all', conds: [] };
      if (b.atMost !== undefined) return { kind: 'compareValues', left, right: b.atMost, compare: 'atMost' };
      return { kind: 'compareValues', left, right: b.atLeast ?? 1, compare: 'atLeast' };
    }
    case 'compareValues':
      return {
        kind: 'compareValues',
        left: lowerValue(cond.left, env),
        right: lowerValue(cond.right, env),
        compare: cond.compare,
      };
    case 'selfSetOn': {
      // 「このカードがあなたのキャラクターにセットされている」 (issue 22): a set card about itself; 「あなた」 is its player
      if (env.kind !== 'set')
        env.report({
          code: 'HF-E025',
          span: cond.span,
          args: {
            phrase: 'このカードが…にセットされている',
            where: 'セットカード以外のカード',
            whereEn: 'on a card that is not a set card',
          },
        });
      const filter = lowerFilter(cond.host, env, true);
      return { kind: 'sourceSetOn', filter, ...(cond.none ? { none: true as const } : {}) };
    }
    case 'matches':
      return {
        kind: 'cardMatches',
        ref: lowerRef(cond.ref, env, env),
        filter: lowerFilter(cond.selector, env, true),
        ...(cond.lastKnown ? { lastKnown: true as const } : {}),
      };
  }
}

/** 「あなたのターン中」「あなたのメインフェイズ」「…場合」 before 「にのみプレイできる／使用できる」 (issue 22). */
export function lowerWhen(w: IRPlayOnlyLine['when'], env: CardEnv): Condition {
  const sentenceEnv = { ...env, mode: 'ability' as const, it: null };
  if (w.kind === 'cond') return lowerCondition(w.cond, sentenceEnv);
  const player = lowerPlayer(w.player, env, sentenceEnv);
  const whose = player === 'opponent' ? 'opponent' : 'you';
  if (w.kind === 'main') return { kind: 'mainPhase', whose, ...(w.idle ? { idle: true as const } : {}) };
  return whose === 'you' ? { kind: 'yourTurn' } : { kind: 'opponentTurn' };
}
