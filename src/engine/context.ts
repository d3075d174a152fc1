// The context an effect resolves in (src/core/state.ts EffectContext): who controls it, whose ability it is,
// which card carries it, and what it refers to (targets, "it", the event's card, X, last known information).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { type Game, card } from './game.js';

type ContextExtras = Partial<Pick<EffectContext, 'targets' | 'specs' | 'eventCard' | 'x' | 'lki'>>;

const NO_EXTRAS: ContextExtras = {};

/**
 * A fresh context for the ability of `self` carried by `source` (the same card unless granted). `self`'s
 * current object number is kept, so a card that leaves and comes back is no longer "this card" (HF-5.6).
 */
export function effectContext(
  game: Game,
  controller: PlayerIndex,
  self: number,
  source: number,
  extras: ContextExtras = NO_EXTRAS,
): EffectContext {
  return {
    controller,
    self,
    source,
    selfSeq: card(game, self).seq,
    targets: extras.targets ?? [],
    specs: extras.specs ?? [],
    it: null,
    eventCard: extras.eventCard ?? null,
    x: extras.x ?? 0,
    lki: extras.lki ?? {},
    // The optional fields too, undefined (issue 25): every context then has one object shape, so reading or
    // setting a field is a fixed-offset access in V8 instead of a lookup across many shapes, and a field set
    // later (`chosen`, `its`, `destroyed`) is no shape change. Saves (JSON) leave undefined fields out.
    legalAtStart: undefined,
    chosen: undefined,
    its: undefined,
    replaced: undefined,
    destroyed: undefined,
    declared: undefined,
    extraPaid: undefined,
  };
}

/** A copy of `c` in the one shape of effectContext() (a spread keeps the source's shape, whatever it is). */
export function copyContext(c: EffectContext): EffectContext {
  return {
    controller: c.controller,
    self: c.self,
    source: c.source,
    selfSeq: c.selfSeq,
    targets: c.targets,
    specs: c.specs,
    it: c.it,
    eventCard: c.eventCard,
    x: c.x,
    lki: c.lki,
    legalAtStart: c.legalAtStart,
    chosen: c.chosen,
    its: c.its,
    replaced: c.replaced,
    destroyed: c.destroyed,
    declared: c.declared,
    extraPaid: c.extraPaid,
  };
}
