// Evaluating conditions ("…場合") and values ("Xは…に等しい") against the board.
import type { CardRef, Condition, PlayerIndex, PlayerRef, Value } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { type Game, card, other } from './game.js';
import { matchesFilter, powerOf } from './query.js';

type ZoneKey = 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck';

export function resolvePlayerStatic(
  game: Game,
  ref: PlayerRef,
  controller: PlayerIndex,
  selfId: number,
): PlayerIndex {
  if (ref === 'you') return controller;
  if (ref === 'opponent') return other(controller);
  const cardRef = 'controllerOf' in ref ? ref.controllerOf : ref.ownerOf;
  if (cardRef !== 'self' || selfId < 0) return controller;
  return 'controllerOf' in ref ? card(game, selfId).controller : card(game, selfId).owner;
}

function countMatching(
  game: Game,
  filter: import('../core/cardTypes.js').CardFilter,
  controller: PlayerIndex,
  selfId: number,
): number {
  let n = 0;
  for (const id of game.state.battlefield) if (matchesFilter(game, id, filter, controller, selfId)) n++;
  return n;
}

/** A condition with no effect context: used by continuous effects and trigger checks. */
export function evaluateConditionStatic(
  game: Game,
  cond: Condition,
  controller: PlayerIndex,
  selfId: number,
): boolean {
  switch (cond.kind) {
    case 'count':
      return countMatching(game, cond.filter, controller, selfId) >= cond.atLeast;
    case 'zoneSize': {
      const p = resolvePlayerStatic(game, cond.player, controller, selfId);
      const size = game.state.players[p][cond.zone as ZoneKey].length;
      return (
        (cond.atLeast === undefined || size >= cond.atLeast) &&
        (cond.atMost === undefined || size <= cond.atMost)
      );
    }
    case 'yourTurn':
      return game.state.turnPlayer === controller;
    case 'opponentTurn':
      return game.state.turnPlayer !== controller;
    case 'cardMatches':
      return (
        cond.ref === 'self' && selfId >= 0 && matchesFilter(game, selfId, cond.filter, controller, selfId)
      );
    case 'not':
      return !evaluateConditionStatic(game, cond.cond, controller, selfId);
    case 'all':
      return cond.conds.every((c) => evaluateConditionStatic(game, c, controller, selfId));
  }
}

/** The card a reference means in an effect context (null when it means nothing now). */
export function resolveCardRef(game: Game, ref: CardRef, ctx: EffectContext): number | null {
  if (ref === 'self') return ctx.self;
  if (ref === 'source') return ctx.source;
  if (ref === 'it') return ctx.it;
  if (ref === 'eventCard') return ctx.eventCard;
  if (ref === 'attacker') return game.state.combat?.attacker ?? null;
  if (ref === 'defender') return game.state.combat?.defender ?? null;
  if (ref === 'host') return card(game, ctx.source).host;
  const choice = ctx.targets[ref.target];
  return choice && 'card' in choice ? choice.card : null;
}

export function resolvePlayer(game: Game, ref: PlayerRef, ctx: EffectContext): PlayerIndex {
  if (ref === 'you') return ctx.controller;
  if (ref === 'opponent') return other(ctx.controller);
  const cardRef = 'controllerOf' in ref ? ref.controllerOf : ref.ownerOf;
  const id = resolveCardRef(game, cardRef, ctx);
  if (id === null) return ctx.controller;
  if ('ownerOf' in ref) return card(game, id).owner;
  const c = card(game, id);
  if (c.zone !== 'battlefield' && ctx.lki[id]) return ctx.lki[id].controller; // HF-9.6 last known information
  return c.controller;
}

export function evaluateValue(game: Game, v: Value, ctx: EffectContext): number {
  if (typeof v === 'number') return v;
  if ('x' in v) return ctx.x;
  if ('powerOf' in v) {
    const id = resolveCardRef(game, v.powerOf, ctx);
    if (id === null) return 0;
    if (card(game, id).zone !== 'battlefield' && ctx.lki[id]) return ctx.lki[id].power;
    return powerOf(game, id);
  }
  if ('count' in v) return countMatching(game, v.count, ctx.controller, ctx.self);
  if ('zoneSize' in v)
    return game.state.players[resolvePlayer(game, v.player, ctx)][v.zoneSize as ZoneKey].length;
  return evaluateValue(game, v.times[0], ctx) * v.times[1];
}

export function evaluateCondition(game: Game, cond: Condition, ctx: EffectContext): boolean {
  if (cond.kind === 'cardMatches') {
    const id = resolveCardRef(game, cond.ref, ctx);
    return id !== null && matchesFilter(game, id, cond.filter, ctx.controller, ctx.self);
  }
  if (cond.kind === 'zoneSize') {
    const size = game.state.players[resolvePlayer(game, cond.player, ctx)][cond.zone as ZoneKey].length;
    return (
      (cond.atLeast === undefined || size >= cond.atLeast) &&
      (cond.atMost === undefined || size <= cond.atMost)
    );
  }
  if (cond.kind === 'not') return !evaluateCondition(game, cond.cond, ctx);
  if (cond.kind === 'all') return cond.conds.every((c) => evaluateCondition(game, c, ctx));
  return evaluateConditionStatic(game, cond, ctx.controller, ctx.self);
}
