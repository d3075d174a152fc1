// Game-start reveals (HF-2.3): 【奥義】 guard reveals and 【空装】 (HF-13.7, HF-13.8).
import type { CardDefinition, DeckCondition, PlayerIndex } from '../core/cardTypes.js';
import { type Game, card, defOf } from './game.js';
import { matchesFilter, nameOf } from './query.js';

function deckDefs(game: Game, player: PlayerIndex): CardDefinition[] {
  return game.state.cards
    .filter((c) => c.owner === player && c.zone !== 'extraDeck')
    .map((c) => defOf(game, c.id));
}

export function deckConditionHolds(defs: CardDefinition[], cond: DeckCondition): boolean {
  switch (cond.kind) {
    case 'minWithTrait':
      return defs.filter((d) => d.traits.includes(cond.trait)).length >= cond.count;
    case 'maxCopies': {
      const counts = new Map<string, number>();
      for (const d of defs) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
      return [...counts.values()].every((n) => n <= cond.count);
    }
    case 'allWithAnyTrait':
      return defs
        .filter((d) => cond.cardKind === undefined || d.kind === cond.cardKind)
        .every((d) => cond.traits.some((t) => d.traits.includes(t)));
    case 'all':
      return cond.conds.every((c) => deckConditionHolds(defs, c));
  }
}

/** Guard-deck 【空装】 cards whose condition the player's deck meets (at most one may be used). */
export function eligibleKuusou(game: Game, player: PlayerIndex): number[] {
  const p = game.state.players[player];
  if (p.kuusou !== null) return [];
  const defs = deckDefs(game, player);
  return p.guardDeck.filter((id) => {
    const k = defOf(game, id).kuusou;
    return k !== undefined && deckConditionHolds(defs, k.condition);
  });
}

/** HF-13.7: a corresponding card on the battlefield or face up in the guard deck (not the card itself). */
export function ougiSatisfied(game: Game, player: PlayerIndex, id: number): boolean {
  const ougi = defOf(game, id).ougi;
  if (!ougi) return true;
  const s = game.state;
  const candidates = [
    ...s.battlefield.filter((b) => card(game, b).controller === player),
    ...s.players[player].guardDeck.filter((g) => card(game, g).faceUp),
  ].filter((c) => c !== id);
  return candidates.some((c) =>
    'word' in ougi
      ? nameOf(game, c).includes(ougi.word)
      : matchesFilter(game, c, ougi.filter, player, id, false),
  );
}
