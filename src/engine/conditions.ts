import type { CardFilter, CardRef, Condition, PlayerIndex, PlayerRef, Value } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
// Evaluating conditions ("…場合") and values ("Xは…に等しい") against the board.
import { compareValues } from './compareValues.js';
import { bindDeclared } from './declared.js';
import { type Game, card, other } from './game.js';
import {
  type ZoneKey,
  attackedThisTurn,
  compareSizes,
  countAttached,
  countDistinctNames,
  countInZone,
  evaluateConditionStatic,
  matchesFilter,
  powerOf,
  setCardCount,
  withinBounds,
} from './query.js';

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
  if (ref === 'chosen') return ctx.chosen?.[0] ?? null;
  if (ref === 'attacker') return game.state.combat?.attacker ?? null;
  if (ref === 'defender') return game.state.combat?.defender ?? null;
  if (ref === 'host') return hostNow(game, ctx);
  const choice = ctx.targets[ref.target];
  if (!choice) return null;
  if ('card' in choice) return choice.card;
  // HF-5.10: a reference to a group of targets inside a step (「それらのプレイヤー」) means its first card
  return 'cards' in choice ? (choice.cards[0]?.card ?? null) : null;
}

/**
 * 「このカードがセットされているキャラクター」: the set card's host. RULING HF-4.4 (docs/engine.md, issue 22): once a
 * step of the same effect has moved the set card off (「代わりに、このカードをトラッシュに置き、このカードがセットされて
 * いるキャラクターのダメージを全て取り除く」, d19 増加装甲), a later step still means the character the ability was
 * given to (`self` of a granted ability), while it is the same object.
 */
function hostNow(game: Game, ctx: EffectContext): number | null {
  const host = card(game, ctx.source).host;
  if (host !== null) return host;
  return ctx.self !== ctx.source ? selfNow(game, ctx) : null;
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
  // 「この効果でアクティブにしたキャラクター」 (i22tb9): every card the latest choice or counted step recorded
  if (ref === 'chosen') return [...(ctx.chosen ?? [])];
  if (typeof ref === 'object' && 'target' in ref) {
    const choice = ctx.targets[ref.target];
    if (choice && 'cards' in choice) return choice.cards.map((c) => c.card); // HF-5.10: every card of the group
  }
  const id = resolveCardRef(game, ref, ctx);
  return id === null ? [] : [id];
}

/**
 * The cards the latest choice chose (issue 22). A new array, never an edit: a snapshot or a save copies contexts
 * shallowly (HF-16.9, fixd task 2); the effect's later processes get it from finishProcess() (tasks.ts).
 */
export function setChosen(ctx: EffectContext, ids: readonly number[]): void {
  ctx.chosen = ids.slice();
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
  if ('count' in v) {
    const q = { filter: v.count, zone: v.zone, player: 'player' in v ? v.player : undefined };
    const resolve = (ref: PlayerRef) => resolvePlayer(game, ref, ctx);
    // mech23: 「カード名の異なる…」 (RULING «Distinct card names»)
    if (v.distinct) return countDistinctNames(game, q, ctx.controller, ctx.self, resolve, true);
    return countInZone(game, q, ctx.controller, ctx.self, resolve);
  }
  if ('zoneSize' in v)
    return game.state.players[resolvePlayer(game, v.player, ctx)][v.zoneSize as ZoneKey].length;
  if ('setOn' in v) {
    const id = resolveCardRef(game, v.setOn, ctx); // issue 22: cards set on it
    return id === null ? 0 : setCardCount(game, id, v.filter, ctx.controller, ctx.self);
  }
  if ('chosenCount' in v) {
    const chosen = ctx.chosen ?? [];
    const f = v.filter;
    // 「この方法でキャラクターカードを除外したなら」: what the cards are where they went (issue 22)
    return f
      ? chosen.filter((id) => matchesFilter(game, id, f, ctx.controller, ctx.self, false)).length
      : chosen.length;
  }
  if ('plus' in v) return Math.max(0, evaluateValue(game, v.plus[0], ctx) + v.plus[1]);
  if ('over' in v) return Math.floor(evaluateValue(game, v.over[0], ctx) / v.over[1]);
  if ('atMost' in v) return Math.min(evaluateValue(game, v.atMost[0], ctx), v.atMost[1]); // issue 22
  if ('shortOf' in v) return Math.max(0, v.shortOf[1] - evaluateValue(game, v.shortOf[0], ctx));
  if ('attachedTo' in v) return countAttached(game, v, ctx.controller, ctx.self);
  return evaluateValue(game, v.times[0], ctx) * v.times[1];
}

/**
 * 「このカードがあなたのキャラクターにセットされている」 (issue 22): the set card is on a battlefield card matching the
 * filter; 「あなた」 is the set card's player, its owner (000 ■戦場とカードのプレイヤー), whoever controls the host.
 */
function sourceSetOn(game: Game, cond: Extract<Condition, { kind: 'sourceSetOn' }>, source: number): boolean {
  const c = card(game, source);
  if (c.zone !== 'attached' || c.host === null || card(game, c.host).zone !== 'battlefield') return false;
  return matchesFilter(game, c.host, cond.filter, c.owner, c.host);
}

/** The traits part of a filter (「《A》を持つ」「《A》か《B》を持つ」) against the traits a card last had. */
function hadTraits(filter: CardFilter, traits: readonly string[]): boolean {
  if (filter.traits && !filter.traits.every((t) => traits.includes(t))) return false;
  return !filter.anyTraits || filter.anyTraits.some((t) => traits.includes(t));
}

export function evaluateCondition(game: Game, cond: Condition, ctx: EffectContext): boolean {
  if (cond.kind === 'cardMatches') {
    const id = resolveCardRef(game, cond.ref, ctx);
    // 「それが《A》を持っていたなら」: a card that left the battlefield is seen as it last was there (HF-9.6, t18b)
    if (cond.lastKnown && id !== null && card(game, id).zone !== 'battlefield' && ctx.lki[id])
      return hadTraits(cond.filter, ctx.lki[id].traits);
    // 「それが宣言した種別のカードであれば」 (issue 22): the value this effect declared
    return id !== null && matchesFilter(game, id, bindDeclared(cond.filter, ctx), ctx.controller, ctx.self);
  }
  if (cond.kind === 'zoneSize') {
    const size = game.state.players[resolvePlayer(game, cond.player, ctx)][cond.zone as ZoneKey].length;
    return withinBounds(size, cond);
  }
  if (cond.kind === 'countIn') {
    const resolve = (ref: PlayerRef) => resolvePlayer(game, ref, ctx);
    return withinBounds(countInZone(game, cond, ctx.controller, ctx.self, resolve), cond);
  }
  if (cond.kind === 'compareValues')
    return compareValues(
      evaluateValue(game, cond.left, ctx),
      evaluateValue(game, cond.right, ctx),
      cond.compare,
    );
  if (cond.kind === 'compareSizes') {
    const size = (s: { zone: ZoneKey; player: PlayerRef }) =>
      game.state.players[resolvePlayer(game, s.player, ctx)][s.zone].length;
    return compareSizes(size(cond.left), size(cond.right), cond.compare);
  }
  if (cond.kind === 'attached') return withinBounds(evaluateValue(game, cond.value, ctx), cond);
  if (cond.kind === 'nothingDone') return ctx.it === null;
  if (cond.kind === 'extraCostPaid') return ctx.extraPaid === true; // mech13
  if (cond.kind === 'sourceSetOn') return sourceSetOn(game, cond, ctx.source) !== (cond.none === true);
  if (cond.kind === 'destroyedByThisEffect') {
    const n = (ctx.destroyed ?? []).filter((id) =>
      matchesFilter(game, id, cond.filter, ctx.controller, ctx.self, false),
    ).length;
    return withinBounds(n, cond);
  }
  if (cond.kind === 'attackedThisTurn') {
    const id = resolveCardRef(game, cond.ref, ctx);
    return id !== null && attackedThisTurn(game, id);
  }
  if (cond.kind === 'not') return !evaluateCondition(game, cond.cond, ctx);
  if (cond.kind === 'all') return cond.conds.every((c) => evaluateCondition(game, c, ctx));
  return evaluateConditionStatic(game, cond, ctx.controller, ctx.self);
}
