// Where the page shows each card the view shows: on the board (battlefield, set cards, hands, guard decks,
// damage fields, cards on their way, cards being looked at) or only in a browsable zone (trash, exclusion,
// extra deck). A card of a browsable zone that the current decision can use is also put in the decision bar,
// so every card a legal action names can be clicked without opening a zone first.
import type { PlayerView, SeenCard, VisibleCard } from '../../../src/engine/view.js';

export function isVisible(c: SeenCard): c is VisibleCard {
  return !('hidden' in c);
}

/** Every card the view shows, by id (a card shown in two places, e.g. looked at in a hand, once). */
export function visibleCards(view: PlayerView): Map<number, VisibleCard> {
  const out = new Map<number, VisibleCard>();
  const add = (c: SeenCard) => {
    if (isVisible(c)) out.set(c.id, c);
  };
  for (const p of view.players) {
    [...p.hand, ...p.guardDeck, ...p.trash, ...p.damageField].forEach(add);
    if (Array.isArray(p.extraDeck)) p.extraDeck.forEach(add);
  }
  [...view.battlefield, ...view.attached, ...view.excluded, ...view.inFlight].forEach(add);
  for (const l of view.looking) add(l.card);
  return out;
}

/** The ids of the cards drawn on the board itself (not only in a browsable zone). */
export function boardCardIds(view: PlayerView): Set<number> {
  const ids = new Set<number>();
  const add = (c: SeenCard) => {
    if (isVisible(c)) ids.add(c.id);
  };
  for (const p of view.players) [...p.hand, ...p.guardDeck, ...p.damageField].forEach(add);
  [...view.battlefield, ...view.attached, ...view.inFlight].forEach(add);
  for (const l of view.looking) add(l.card);
  return ids;
}
