// The card catalog: every generated set (generated/index.ts hands them over), every card, the merged trigger
// index, and lookups by id and by name. Kept here rather than as text inside the generator, so it is
// ordinary, tested, type-checked code; generated/index.ts only lists the sets.
import type { CardDefinition } from '../core/cardTypes.js';
import type { AbilityRef, IndexedEvent, TriggerIndex } from '../core/triggerIndex.js';
import { nameKey } from '../deck/nameKey.js';

/** One set as generated/cards/<set>/index.ts exports it. */
export interface CardSet {
  id: string;
  /** In source order. */
  cards: readonly CardDefinition[];
  /** For each event kind, the abilities of `cards` that listen to it (buildTriggerIndex, computed by hflux gen). */
  triggers: TriggerIndex;
}

export interface Catalog {
  /** Every set, in the order given (generated/index.ts: by id). */
  sets: readonly CardSet[];
  /** Every card of every set. */
  cards: readonly CardDefinition[];
  /** The sets' trigger indexes merged, set by set. */
  triggers: TriggerIndex;
  /** The card with this id (`<set>/<name>`), if any. */
  cardById(id: string): CardDefinition | undefined;
  /** The cards of a set by name; empty for an unknown set. */
  cardsByName(set: string): ReadonlyMap<string, CardDefinition>;
  /**
   * The card named `name` in `set`, or in any set when `set` is omitted (the first set in order; `hflux
   * check` rejects a name in two sets, HF-E070). Names compare by nameKey (src/deck/nameKey.ts).
   */
  cardByName(name: string, set?: string): CardDefinition | undefined;
}

export function createCatalog(sets: readonly CardSet[]): Catalog {
  const cards = sets.flatMap((set) => set.cards);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const bySet = new Map(sets.map((set) => [set.id, new Map(set.cards.map((card) => [card.name, card]))]));
  // Per set, the cards by nameKey (NFKC, zero-width characters removed): how every lookup compares names.
  const bySetKey = new Map(
    sets.map((set) => [set.id, new Map(set.cards.map((card) => [nameKey(card.name), card]))]),
  );
  return {
    sets,
    cards,
    triggers: mergeTriggerIndexes(sets.map((set) => set.triggers)),
    cardById: (id) => byId.get(id),
    cardsByName: (set) => bySet.get(set) ?? new Map(),
    cardByName(name, set) {
      const key = nameKey(name);
      if (set !== undefined) return bySetKey.get(set)?.get(key);
      for (const s of sets) {
        const card = bySetKey.get(s.id)?.get(key);
        if (card) return card;
      }
      return undefined;
    },
  };
}

/** Trigger indexes concatenated event by event, in the order given. */
export function mergeTriggerIndexes(indexes: readonly TriggerIndex[]): TriggerIndex {
  const merged: Partial<Record<IndexedEvent, AbilityRef[]>> = {};
  for (const index of indexes) {
    for (const [event, refs] of Object.entries(index) as [IndexedEvent, readonly AbilityRef[]][]) {
      (merged[event] ??= []).push(...refs);
    }
  }
  return merged;
}
