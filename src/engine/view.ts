// view(): the state as one player may see it (HF-16.8). Hidden cards lose their identity entirely.
import type { KeywordName, PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { CardInstance, GameState, LastingEffect } from '../core/state.js';
import { inEngine } from './derived.js';
import type { Game } from './game.js';
import { abilitiesOf, hasGrantFlag, isCharacter, isIndestructible, powerOf, traitsOf } from './query.js';
import { copyCard } from './snapshot.js';

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
  /** "Until end of turn" and other lasting effects in force (public: they come from resolved effects). */
  effects: LastingEffect[];
  chain: GameState['chain'];
  combat: GameState['combat'];
  window: GameState['window'];
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

function seen(game: Game, id: number, viewer: PlayerIndex): SeenCard {
  const c = game.state.cards[id];
  if (!shownTo(game.state, id, viewer)) return { hidden: true };
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

/** A deep copy of plain data (the chain's items: numbers, strings, booleans, null, arrays, objects). */
function copyData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyData) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = copyData(v);
  return out as T;
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
  return {
    viewer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    pending: s.pending ? { ...s.pending } : null,
    result: s.result ? { ...s.result } : null,
    players: s.players.map((p, i) => ({
      mainDeck: p.mainDeck.length,
      guardDeck: p.guardDeck.map((id) => seen(game, id, viewer)),
      hand: p.hand.map((id) => seen(game, id, viewer)),
      energy: { count: p.energy.length, active: p.energy.filter((id) => !s.cards[id].sleep).length },
      trash: p.trash.map((id) => seen(game, id, viewer)),
      damageField: p.damageField.map((id) => seen(game, id, viewer)),
      extraDeck: i === viewer ? p.extraDeck.map((id) => seen(game, id, viewer)) : p.extraDeck.length,
      secondPlayerMarker: p.secondPlayerMarker,
    })),
    battlefield: s.battlefield.map((id) => withStatus(game, seen(game, id, viewer), id)),
    attached: s.battlefield.flatMap((id) => s.cards[id].attachments.map((a) => seen(game, a, viewer))),
    excluded: s.excluded.map((id) => seen(game, id, viewer)),
    effects: s.effects.map(copyData), // durations (HF-12.9) and grants are nested data
    chain: s.chain.length === 0 ? [] : copyData(s.chain),
    combat: s.combat ? { ...s.combat } : null,
    window: s.window ? { ...s.window } : null,
    log: s.log.map((e) => redactEvent(game, e, viewer)),
  };
}
