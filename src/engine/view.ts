// view(): the state as one player may see it (HF-16.8). Hidden cards lose their identity entirely.
import type { KeywordName, PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { CardInstance, GameState, LastingEffect } from '../core/state.js';
import { type CardIdMap, mapChainItem, mapCombat, mapLasting } from './cardRefs.js';
import { inEngine } from './derived.js';
import type { Game } from './game.js';
import { hasGrantFlag } from './grantFlags.js';
import { abilitiesOf, isCharacter, isIndestructible, powerOf, traitsOf } from './query.js';
import { copyCard } from './snapshot.js';
import { type ViewFlow, lookingAt, viewFlow } from './viewFlow.js';
import { PLAYER_ZONES, type PlayerZone } from './zones.js';

export type { ViewFlow };

export interface HiddenCard {
  hidden: true;
}
export type VisibleCard = CardInstance & { name: string; status?: CardStatus };

/**
 * What every player can work out about a card on the battlefield (HF-12.6, HF-14.3): its power, keywords
 * and traits now, with set cards, continuous and "until end of turn" effects applied.
 */
export interface CardStatus {
  power: number;
  /** Each keyword once per instance (HF-13.10: instances stack). */
  keywords: KeywordName[];
  traits: string[];
  indestructible: boolean;
  cannotAttack: boolean;
  cannotDefend: boolean;
}
export type SeenCard = VisibleCard | HiddenCard;

/** Is the card shown (its face, or its face-down definition), or only `{ hidden: true }`? */
export function isVisible(c: SeenCard): c is VisibleCard {
  return !('hidden' in c);
}

/** A card in a hidden zone the viewer is looking at (see `looking`), with its place in that zone. */
export interface LookedAtCard {
  card: VisibleCard;
  /** Its index in its zone's list (its owner's `card.zone`): 0 is the top of a main deck. */
  index: number;
}

export interface PlayerView {
  viewer: PlayerIndex;
  turn: number;
  turnPlayer: PlayerIndex;
  phase: GameState['phase'];
  pending: GameState['pending'];
  result: GameState['result'];
  players: {
    mainDeck: number;
    guardDeck: SeenCard[];
    hand: SeenCard[];
    energy: { count: number; active: number };
    trash: SeenCard[];
    damageField: SeenCard[];
    extraDeck: SeenCard[] | number;
    secondPlayerMarker: boolean;
  }[];
  battlefield: SeenCard[];
  /** Set cards on their hosts (HF-4.4), in battlefield order. */
  attached: SeenCard[];
  excluded: SeenCard[];
  /** Cards in no zone: destroyed ones waiting for their triggers (HF-9.6), plays waiting in the chain (HF-3.7). */
  inFlight: SeenCard[];
  /** Cards of a hidden zone the viewer is shown while it chooses among them (search, look at the top N). */
  looking: LookedAtCard[];
  /** "Until end of turn" and other lasting effects in force (public: they come from resolved effects). */
  effects: LastingEffect[];
  chain: GameState['chain'];
  combat: GameState['combat'];
  window: GameState['window'];
  /** The rest of the game's public flow: step, what is resolving, once-per-turn uses, setup facts. */
  flow: ViewFlow;
  log: GameEvent[];
}

/** Can `viewer` see the face of this card where it is now? */
export function canSee(state: GameState, id: number, viewer: PlayerIndex): boolean {
  const c = state.cards[id];
  switch (c.zone) {
    case 'mainDeck':
    case 'energy': // HF-3.5: nobody sees energies
      return false;
    case 'hand':
    case 'extraDeck':
      return c.owner === viewer;
    case 'guardDeck':
    case 'damageField': // HF-3.6
      return c.faceUp || c.owner === viewer;
    case 'battlefield':
    case 'attached':
      return c.faceDown === null || c.owner === viewer;
    default:
      return true;
  }
}

/** Does `viewer`'s view show this card (possibly as its face-down definition), or only `{ hidden: true }`? */
export function shownTo(state: GameState, id: number, viewer: PlayerIndex): boolean {
  const c = state.cards[id];
  // HF-14.3: a face-down battlefield card is public as what its effect defines (name, power, traits); only its
  // face stays hidden from the opponent (its def is blanked in seen()).
  const defined = c.faceDown !== null && (c.zone === 'battlefield' || c.zone === 'attached');
  return defined || canSee(state, id, viewer);
}

/** What the view may name: cards shown to the viewer and those it is looking at. */
type Shown = (id: number) => boolean;

function seen(game: Game, id: number, viewer: PlayerIndex, shown: Shown): SeenCard {
  const c = game.state.cards[id];
  if (!shown(id)) return { hidden: true };
  const hideFace = !!c.faceDown && c.owner !== viewer;
  const copy = copyCard(c) as VisibleCard;
  copy.name = hideFace ? c.faceDown!.name : (game.defs.get(c.def)?.name ?? c.def);
  if (hideFace) copy.def = ''; // HF-14.3: only the face-down definition is public
  return copy;
}

const CARD_FIELDS = ['card'] as const;

/** Events that name a card the viewer cannot see lose the card id. */
function redactEvent(game: Game, e: GameEvent, viewer: PlayerIndex): GameEvent {
  if (e.type === 'draw' && e.player !== viewer) return { ...e, card: -1 };
  if (e.type === 'energyPlaced' || (e.type === 'damageCard' && !e.revealed && e.player !== viewer))
    return { ...e, card: -1 };
  if (
    e.type === 'move' &&
    e.player !== viewer &&
    (e.to === 'hand' || e.to === 'mainDeck' || e.to === 'energy' || e.to === 'damageField')
  ) {
    return { ...e, card: -1 };
  }
  if (e.type === 'lookAt' && e.player !== viewer) return { ...e, cards: e.cards.map(() => -1) };
  if ((e.type === 'reveal' || e.type === 'discard') && CARD_FIELDS.length) return e;
  return e;
}

/** Plays waiting in the chain (HF-3.7), in id order. */
function chainCards(s: GameState): number[] {
  const out: number[] = [];
  for (const c of s.cards) if (c.zone === 'chain') out.push(c.id);
  return out;
}

/** A card's index in its owner's zone list (a card looked at is always in one of its owner's zones). */
function zoneIndex(s: GameState, id: number): number {
  const c = s.cards[id];
  return PLAYER_ZONES.has(c.zone) ? s.players[c.owner][c.zone as PlayerZone].indexOf(id) : -1;
}

/** view() is an engine entry point: derived values (power, abilities) are memoized while it runs. */
export function view(game: Game, viewer: PlayerIndex): PlayerView {
  return inEngine(game, () => buildView(game, viewer));
}

function withStatus(game: Game, seenCard: SeenCard, id: number): SeenCard {
  if ('hidden' in seenCard || !isCharacter(game, id)) return seenCard;
  const keywords: KeywordName[] = [];
  const counted = new Set<string>();
  for (const inst of abilitiesOf(game, id)) {
    const k = inst.ability.keyword;
    const instance = inst.key.replace(/\.\d+$/, ''); // as keywordCount() counts them
    if (k && !counted.has(instance)) {
      counted.add(instance);
      keywords.push(k);
    }
  }
  seenCard.status = {
    power: powerOf(game, id),
    keywords,
    traits: [...traitsOf(game, id)],
    indestructible: isIndestructible(game, id),
    cannotAttack: hasGrantFlag(game, id, 'cannotAttack'),
    cannotDefend: hasGrantFlag(game, id, 'cannotDefend'),
  };
  return seenCard;
}

function buildView(game: Game, viewer: PlayerIndex): PlayerView {
  const s = game.state;
  const looking = lookingAt(s, viewer).filter((id) => !shownTo(s, id, viewer));
  const shown: Shown =
    looking.length === 0
      ? (id) => shownTo(s, id, viewer)
      : (id) => shownTo(s, id, viewer) || looking.includes(id);
  const keep: CardIdMap = (id) => (shown(id) ? id : null);
  const see = (id: number) => seen(game, id, viewer, shown);
  return {
    viewer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    pending: s.pending ? { ...s.pending } : null,
    result: s.result ? { ...s.result } : null,
    players: s.players.map((p, i) => ({
      mainDeck: p.mainDeck.length,
      guardDeck: p.guardDeck.map(see),
      hand: p.hand.map(see),
      energy: { count: p.energy.length, active: p.energy.filter((id) => !s.cards[id].sleep).length },
      trash: p.trash.map(see),
      damageField: p.damageField.map(see),
      extraDeck: i === viewer ? p.extraDeck.map(see) : p.extraDeck.length,
      secondPlayerMarker: p.secondPlayerMarker,
    })),
    battlefield: s.battlefield.map((id) => withStatus(game, see(id), id)),
    attached: s.battlefield.flatMap((id) => s.cards[id].attachments.map(see)),
    excluded: s.excluded.map(see),
    inFlight: [...s.limbo, ...chainCards(s)].map(see),
    looking: looking.map((id) => ({ card: see(id) as VisibleCard, index: zoneIndex(s, id) })),
    // Durations (HF-12.9) and grants are nested data. An effect on a card that moved out of sight no longer
    // applies to it (HF-5.6), so it is left out.
    // durations (HF-12.9) and grants are nested data: copied, so no view shares an object with the state
    effects: s.effects.flatMap((e) => {
      const mapped = mapLasting(e, keep);
      return mapped ? [structuredClone(mapped)] : [];
    }),
    chain: s.chain.map((item) => mapChainItem(item, keep)),
    combat: s.combat ? mapCombat(s.combat, keep) : null,
    window: s.window ? { ...s.window } : null,
    flow: viewFlow(game, keep),
    log: s.log.map((e) => redactEvent(game, e, viewer)),
  };
}
