// Which battlefield cards listen to an event, found from the trigger index (issue 12) instead of asking every
// card for its abilities. An auto ability (HF-12.1) is collected and a continuous ability (HF-12.3) applies
// only on a card listed here; the callers then read that card's abilities as before, so nothing changes but
// how many cards are visited.
//
// A card's *base* abilities (query.ts) are its printed ones (none face down, HF-14.3), those of the set cards
// on it (HF-4.4) and those granted by lasting effects (HF-12.3). Printed ones come from the index; the other
// two are read from the board. Abilities granted by continuous effects (a static 「…を得る」 that grants an
// ability or a keyword) are rare: while one that listens to the event is in force, every battlefield card is
// visited, as before the index.
//
// Nothing here is serialized: each card's events come from the index the game was created with (or from its
// definition's own entry, buildTriggerIndex([def]), cached per definition), and the lists are memoized per
// board epoch (derived.ts).
import type { Ability, CardDefinition, KeywordName, StaticEffect } from '../core/cardTypes.js';
import {
  type IndexedEvent,
  type TriggerIndex,
  buildTriggerIndex,
  indexedEvent,
} from '../core/triggerIndex.js';
import { keywordAbilities } from '../keywords.js';
import { type Derived, derivedOf, memo } from './derived.js';
import { type Game, card, defOf } from './game.js';

/** One bit per indexed event: a card's events are a mask. */
const EVENT_BIT: Readonly<Record<IndexedEvent, number>> = {
  enter: 1 << 0,
  attack: 1 << 1,
  defend: 1 << 2,
  destroyed: 1 << 3,
  destroysByAttack: 1 << 4,
  setSelf: 1 << 5,
  cardSetOnSelf: 1 << 6,
  playerDamaged: 1 << 7,
  phaseStart: 1 << 8,
  phaseEnd: 1 << 9,
  turnEnd: 1 << 10,
  defenseSucceededDamage: 1 << 11,
  static: 1 << 12,
  attacked: 1 << 13,
  play: 1 << 14,
  draw: 1 << 15,
  leave: 1 << 16,
  characterDamaged: 1 << 17,
  cardSetOn: 1 << 18,
  damageTriggerRevealed: 1 << 19,
  defenseSucceeded: 1 << 20,
  attackDefended: 1 << 21,
};

const NONE: readonly number[] = [];

/** A given index as masks by definition id; computed once per index object (a set's TRIGGERS is shared). */
const INDEX_MASKS = new WeakMap<TriggerIndex, ReadonlyMap<string, number>>();

function indexMasks(index: TriggerIndex): ReadonlyMap<string, number> {
  let masks = INDEX_MASKS.get(index);
  if (masks === undefined) {
    const built = new Map<string, number>();
    for (const [event, refs] of Object.entries(index) as [IndexedEvent, readonly { card: string }[]][]) {
      for (const ref of refs) built.set(ref.card, (built.get(ref.card) ?? 0) | EVENT_BIT[event]);
    }
    masks = built;
    INDEX_MASKS.set(index, masks);
  }
  return masks;
}

/**
 * Without a given index, a definition's entry is what buildTriggerIndex (the function `hflux gen` runs) gives
 * for it — computed once per definition object, not once per game: a game's index is the union of its cards'.
 */
const OWN_MASKS = new WeakMap<CardDefinition, number>();

function ownMask(def: CardDefinition): number {
  let mask = OWN_MASKS.get(def);
  if (mask === undefined) {
    mask = indexMasks(buildTriggerIndex([def])).get(def.id) ?? 0;
    OWN_MASKS.set(def, mask);
  }
  return mask;
}

function abilitiesMask(abilities: readonly Ability[]): number {
  let mask = 0;
  for (const ability of abilities) {
    const event = indexedEvent(ability);
    if (event !== null) mask |= EVENT_BIT[event];
  }
  return mask;
}

/**
 * The events card `id`'s definition listens to: from the index the game was created with, or else its own
 * entry. A definition the given index does not name is read from the definition itself, so an index of one
 * set still serves a game that also uses other cards. Kept per card id while its definition stays.
 */
function definitionMask(game: Game, id: number): number {
  const def = defOf(game, id);
  const d = derivedOf(game);
  if (d.defMaskFor[id] === def) return d.defMask[id];
  const given = game.triggers === undefined ? undefined : indexMasks(game.triggers).get(def.id);
  const mask = given ?? ownMask(def);
  d.defMask[id] = mask;
  d.defMaskFor[id] = def;
  return mask;
}

const KEYWORD_MASKS = new Map<KeywordName, number>();

function keywordMask(keyword: KeywordName): number {
  let mask = KEYWORD_MASKS.get(keyword);
  if (mask === undefined) {
    mask = abilitiesMask(keywordAbilities(keyword));
    KEYWORD_MASKS.set(keyword, mask);
  }
  return mask;
}

/** The events a battlefield card's base abilities listen to (see the header). */
function baseMask(game: Game, id: number): number {
  const c = card(game, id);
  let mask = c.faceDown ? 0 : definitionMask(game, id);
  for (const setId of c.attachments) if (!card(game, setId).faceDown) mask |= definitionMask(game, setId);
  const effects = game.state.effects;
  if (effects.length === 0) return mask;
  for (const e of effects) {
    if (e.kind !== 'grant' || e.card !== id || e.cardSeq !== c.seq || !e.grant) continue;
    if ('ability' in e.grant) mask |= abilitiesMask([e.grant.ability]);
    if ('keyword' in e.grant) mask |= keywordMask(e.grant.keyword);
  }
  return mask;
}

function listenersNow(game: Game, bit: number): readonly number[] {
  let out: number[] | null = null;
  for (const id of game.state.battlefield) if (baseMask(game, id) & bit) (out ??= []).push(id);
  return out ?? NONE;
}

/**
 * The battlefield cards whose base abilities listen to `event`, in battlefield order (the order abilities
 * were collected in before the index, so the turn player is offered the same order, HF-12.2).
 */
export function baseListeners(game: Game, event: IndexedEvent): readonly number[] {
  const m = memo(game);
  if (m === null) return listenersNow(game, EVENT_BIT[event]);
  if (m.listenersEpoch !== m.boardEpoch) {
    m.listeners.fill(undefined);
    m.listenersEpoch = m.boardEpoch;
    m.masksValid = false;
  }
  // The event's slot is its bit's position (an object built by Object.fromEntries, as a table of slots was,
  // has its 20 keys in dictionary mode: a hash lookup at every call; issue 25).
  const bit = EVENT_BIT[event];
  const slot = 31 - Math.clz32(bit);
  let list = m.listeners[slot];
  if (list === undefined) {
    list = listenersOf(game, boardMasks(game, m), bit);
    m.listeners[slot] = list;
  }
  return list;
}

/** baseMask() of each battlefield card, in battlefield order: computed once per board epoch for all events. */
function boardMasks(game: Game, m: Derived): readonly number[] {
  const masks = m.masks;
  if (!m.masksValid) {
    const battlefield = game.state.battlefield;
    for (let i = 0; i < battlefield.length; i++) masks[i] = baseMask(game, battlefield[i]);
    masks.length = battlefield.length;
    m.masksValid = true;
  }
  return masks;
}

/** listenersNow() from the battlefield's masks. */
function listenersOf(game: Game, masks: readonly number[], bit: number): readonly number[] {
  const battlefield = game.state.battlefield;
  let out: number[] | null = null;
  for (let i = 0; i < masks.length; i++) if (masks[i] & bit) (out ??= []).push(battlefield[i]);
  return out ?? NONE;
}

/**
 * Do the continuous effects `statics` grant an ability or keyword that listens to `on` (HF-12.1, HF-13.10)?
 * Memoized per list of statics in force (activeStatics() returns the same list while it is valid).
 */
export function grantsListenTo(
  game: Game,
  statics: readonly { effect: StaticEffect }[],
  on: IndexedEvent,
): boolean {
  const d = derivedOf(game);
  if (d.grantedFor !== statics) {
    let mask = 0;
    for (const s of statics) {
      if (s.effect.kind !== 'grant') continue;
      const g = s.effect.grant;
      if ('ability' in g) mask |= abilitiesMask([g.ability]);
      if ('keyword' in g) mask |= keywordMask(g.keyword);
    }
    d.grantedFor = statics;
    d.grantedMask = mask;
  }
  return (d.grantedMask & EVENT_BIT[on]) !== 0;
}
