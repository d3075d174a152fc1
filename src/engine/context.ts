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
  };
}
