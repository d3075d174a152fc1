// Choices the bots make by rule of thumb rather than by trying each answer: game-start reveals and the
// mulligan (before any hand is known there is little to try), energy placement, and which card to give up
// when a rule or a cost takes one (the least worth keeping).
import type { CardDefinition } from '../../core/cardTypes.js';
import type { Action } from '../../core/decisions.js';
import { randomInt } from '../../core/rng.js';
import { type Game, apply, restore, snapshot } from '../../engine/index.js';
import { defOf, ougiSatisfied, reading } from '../../engine/readGame.js';

/** HF-2.3, HF-13.7: reveal a guard card that lets one of the player's 【奥義】 cards be played. */
export function ougiReveal(game: Game, legal: Action[]): Action {
  const me = game.state.pending!.player;
  const ougis = game.state.cards.filter((c) => c.owner === me && defOf(game, c.id).ougi !== undefined);
  const open = () => ougis.filter((c) => !reading(game, () => ougiSatisfied(game, me, c.id)));
  const waiting = open().length;
  if (waiting === 0) return legal.find((a) => a.type === 'endReveal') ?? legal[0];
  for (const a of legal) {
    if (a.type !== 'revealGuard' || defOf(game, a.card).ougi) continue;
    const saved = snapshot(game);
    apply(game, a);
    const helps = open().length < waiting;
    restore(game, saved);
    if (helps) return a;
  }
  return legal.find((a) => a.type === 'endReveal') ?? legal[0];
}

/** HF-2.4: keep a hand that can play a character in the first turns. */
export function mulligan(game: Game, legal: Action[]): Action {
  const me = game.state.pending!.player;
  const hand = game.state.players[me].hand.map((id) => defOf(game, id));
  const cheap = hand.filter((d) => d.kind === 'character' && d.cost <= 2).length;
  const early = hand.filter((d) => d.kind === 'character' && d.cost <= 3).length;
  const keep = cheap >= 1 || early >= 2;
  return legal.find((a) => a.type === 'mulligan' && a.redraw === !keep) ?? legal[0];
}

/**
 * HF-6.3: enough energies for the most expensive card in hand, more while the hand is fuller than it can
 * pay for (cards beyond 7 are discarded, HF-6.5). Placing from an empty main deck reloads (two guard cards
 * for one energy), so a few cards stay in the deck.
 */
export function placeEnergy(game: Game, legal: Action[]): Action {
  const me = game.state.pending!.player;
  const p = game.state.players[me];
  const costs = [...p.hand, ...p.extraDeck].map((id) => defOf(game, id).cost).filter((c) => c < 100);
  const want = Math.max(4, Math.min(8, Math.max(...costs, 0) + (p.hand.length >= 5 ? 2 : 0)));
  const place = p.energy.length < want && p.mainDeck.length > 3;
  return legal.find((a) => a.type === 'placeEnergy' && a.place === place) ?? legal[0];
}

/** Which card to give up (discard, reload, a cost): the least worth keeping (ties by `rng`). */
export function giveUp(game: Game, legal: Action[], cardOf: (a: Action) => number, rng: number[]): Action {
  let best = legal[0];
  let low = Number.POSITIVE_INFINITY;
  for (const a of legal) {
    const id = cardOf(a);
    const w = (id < 0 ? 100 : cardWorth(defOf(game, id))) + randomInt(rng, 0, 999) / 1e6;
    if (w < low) {
      low = w;
      best = a;
    }
  }
  return best;
}

/** How much a card is worth keeping, by its definition (a bigger, more expensive card is worth more). */
export function cardWorth(d: CardDefinition): number {
  const trigger = d.damageTrigger ? 0.4 : 0;
  if (d.cost > 100) return 0; // the engine's placeholder for a card not known
  if (d.kind === 'character') return 0.3 + d.power / 2000 + d.cost * 0.1 + trigger;
  if (d.kind === 'command') return 0.5 + d.cost * 0.15 + trigger;
  return 0.5 + d.cost * 0.12 + trigger;
}
