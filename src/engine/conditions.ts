// Evaluating conditions ("…場合") and values ("Xは…に等しい") against the board.
import type {
  CardFilter,
  CardRef,
  CardZone,
  Condition,
  PlayerIndex,
  PlayerRef,
  Value,
} from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { type Game, card, other } from './game.js';
import { matchesFilter, powerOf } from './query.js';
import { cardsInZone } from './zones.js';

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
  filter: CardFilter,
  controller: PlayerIndex,
  selfId: number,
  usePower = true,
): number {
  let n = 0;
  for (const id of game.state.battlefield)
    if (matchesFilter(game, id, filter, controller, selfId, usePower)) n++;
  return n;
}

type PlayerResolver = (ref: PlayerRef) => PlayerIndex;

/**
 * Cards matching `filter` in a zone (HF-12.9 conditions with counts, 「…1枚につき」). On the battlefield the
 * filter's `controller` says whose cards count; elsewhere `player` says whose zone ('each': both players').
 */
function countInZone(
  game: Game,
  q: { filter: CardFilter; zone?: 'battlefield' | CardZone; player?: PlayerRef | 'each' },
  controller: PlayerIndex,
  selfId: number,
  resolve: PlayerResolver,
  usePower = true,
): number {
  if (q.zone === undefined || q.zone === 'battlefield')
    return countMatching(game, q.filter, controller, selfId, usePower);
  const zone = q.zone;
  const ref = q.player ?? 'you';
  const players: PlayerIndex[] = ref === 'each' ? [0, 1] : [resolve(ref)];
  let n = 0;
  for (const p of players)
    for (const id of cardsInZone(game, zone, p))
      if (matchesFilter(game, id, q.filter, controller, selfId, usePower)) n++;
  return n;
}

function withinBounds(n: number, b: { atLeast?: number; atMost?: number }): boolean {
  return (b.atLeast === undefined || n >= b.atLeast) && (b.atMost === undefined || n <= b.atMost);
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
    case 'countIn': {
      const resolve = (ref: PlayerRef) => resolvePlayerStatic(game, ref, controller, selfId);
      return withinBounds(countInZone(game, cond, controller, selfId, resolve), cond);
    }
    case 'zoneSize': {
      const p = resolvePlayerStatic(game, cond.player, controller, selfId);
      return withinBounds(game.state.players[p][cond.zone as ZoneKey].length, cond);
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

/**
 * A value with no effect context, for continuous effects (HF-12.6: 「…1体につき+1000」): counts and zone
 * sizes. Power filters are not applied here (a power that depends on powers would never settle), and X or
 * a card's power mean 0.
 */
export function evaluateValueStatic(game: Game, v: Value, controller: PlayerIndex, selfId: number): number {
  if (typeof v === 'number') return v;
  if ('times' in v) return evaluateValueStatic(game, v.times[0], controller, selfId) * v.times[1];
  const resolve = (ref: PlayerRef) => resolvePlayerStatic(game, ref, controller, selfId);
  if ('count' in v) {
    const q = { filter: v.count, zone: v.zone, player: 'player' in v ? v.player : undefined };
    return countInZone(game, q, controller, selfId, resolve, false);
  }
  if ('zoneSize' in v) return game.state.players[resolve(v.player)][v.zoneSize as ZoneKey].length;
  return 0;
}

/**
 * The card a reference means in an effect context (null when it means nothing now). 'self' follows HF-5.6:
 * once the card has moved to another zone it is a new object and no longer "this card" (a set card being
 * set and a play waiting in the chain keep meaning themselves). A card destroyed by the event of its own
 * "when destroyed" keeps meaning itself while it waits in limbo (RULING HF-9.6, see destruction.ts).
 */
export function resolveCardRef(game: Game, ref: CardRef, ctx: EffectContext): number | null {
  if (ref === 'self') return selfNow(game, ctx);
  if (ref === 'source') return ctx.source;
  if (ref === 'it') return ctx.it;
  if (ref === 'eventCard') return ctx.eventCard;
  if (ref === 'attacker') return game.state.combat?.attacker ?? null;
  if (ref === 'defender') return game.state.combat?.defender ?? null;
  if (ref === 'host') return card(game, ctx.source).host;
  const choice = ctx.targets[ref.target];
  if (!choice) return null;
  if ('card' in choice) return choice.card;
  // HF-5.10: a reference to a group of targets inside a step (「それらのプレイヤー」) means its first card
  return 'cards' in choice ? (choice.cards[0]?.card ?? null) : null;
}

function selfNow(game: Game, ctx: EffectContext): number | null {
  const c = card(game, ctx.self);
  if (c.seq === ctx.selfSeq || c.zone === 'attached' || c.zone === 'chain') return ctx.self;
  return null;
}

/**
 * Every card a reference means: 「それら」 after a step that chose several cards (pick) is all of them;
 * otherwise the one card resolveCardRef() gives, if any.
 */
export function resolveCardRefs(game: Game, ref: CardRef, ctx: EffectContext): number[] {
  if (ref === 'it' && ctx.its !== undefined && ctx.its.length > 0 && ctx.its[0] === ctx.it)
    return [...ctx.its];
  if (typeof ref === 'object' && 'target' in ref) {
    const choice = ctx.targets[ref.target];
    if (choice && 'cards' in choice) return choice.cards.map((c) => c.card); // HF-5.10: every card of the group
  }
  const id = resolveCardRef(game, ref, ctx);
  return id === null ? [] : [id];
}

/** Sets 「それ」/「それら」 for the next steps of the process. */
export function setIt(ctx: EffectContext, ids: readonly number[]): void {
  ctx.it = ids[0] ?? null;
  if (ids.length > 1 || ctx.its !== undefined) ctx.its = [...ids];
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
  if ('count' in v)
    return countInZone(
      game,
      { filter: v.count, zone: v.zone, player: 'player' in v ? v.player : undefined },
      ctx.controller,
      ctx.self,
      (ref) => resolvePlayer(game, ref, ctx),
    );
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
    return withinBounds(size, cond);
  }
  if (cond.kind === 'countIn') {
    const resolve = (ref: PlayerRef) => resolvePlayer(game, ref, ctx);
    return withinBounds(countInZone(game, cond, ctx.controller, ctx.self, resolve), cond);
  }
  if (cond.kind === 'not') return !evaluateCondition(game, cond.cond, ctx);
  if (cond.kind === 'all') return cond.conds.every((c) => evaluateCondition(game, c, ctx));
  return evaluateConditionStatic(game, cond, ctx.controller, ctx.self);
}
