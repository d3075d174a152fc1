// The trigger index (issue 12): for each event kind, which printed abilities listen to it, so the engine finds
// auto abilities (HF-12.1) and continuous abilities (HF-12.3) without scanning every card. `hflux gen` emits it
// per set (generated/cards/<set>/index.ts) by calling buildTriggerIndex, and the engine builds the same table
// for cards compiled at run time (test fixtures, scenario files): one function, so the two cannot disagree.
import type { Ability, CardDefinition, Trigger } from './cardTypes.js';

/** An auto ability's event (`Trigger['on']`), or `static` for continuous abilities. */
export type IndexedEvent = Trigger['on'] | 'static';

/** One printed ability: the card's id and the ability's position in its `abilities`. */
export interface AbilityRef {
  card: string;
  ability: number;
}

/** Event kind → the abilities that listen to it, in card order then ability order. */
export type TriggerIndex = Readonly<Partial<Record<IndexedEvent, readonly AbilityRef[]>>>;

/** The event an ability is indexed under, or null (activated abilities wait for their player). */
export function indexedEvent(ability: Ability): IndexedEvent | null {
  if (ability.kind === 'auto') return ability.trigger.on;
  if (ability.kind === 'static') return 'static';
  return null;
}

export function buildTriggerIndex(cards: readonly CardDefinition[]): TriggerIndex {
  const index: Partial<Record<IndexedEvent, AbilityRef[]>> = {};
  for (const card of cards) {
    card.abilities.forEach((ability, i) => {
      const event = indexedEvent(ability);
      if (event !== null) (index[event] ??= []).push({ card: card.id, ability: i });
    });
  }
  return index;
}
