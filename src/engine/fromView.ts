// gameFromView(): a whole game rebuilt from one player's view() — the determinization of information-set
// search. Everything the view shows is kept as it is (cards, zones and their sizes, the flow, the decision
// owed); every card whose face the view hides (HF-16.8) gets the definition the caller deals it, or a blank
// placeholder. It reads the view and nothing else, so a search on its result can never learn a hidden card:
// the random generator is the caller's seed, not the game's.
import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
import { initialRngState } from '../core/rng.js';
import {
  type CardInstance,
  type GameState,
  type PlayerState,
  STATE_VERSION,
  type ZoneName,
} from '../core/state.js';
import type { TriggerIndex } from '../core/triggerIndex.js';
import {
  type CardIdMap,
  HIDDEN_CARD,
  mapCardRecord,
  mapChainItem,
  mapCombat,
  mapLasting,
  mapSpent,
  mapTask,
  mapTrigger,
} from './cardRefs.js';
import { emptyPlayer, newCard } from './create.js';
import { Derived, touchBoard } from './derived.js';
import type { Game } from './game.js';
import { copyCard } from './snapshot.js';
import { writeDef } from './trail.js';
import { type PlayerView, type SeenCard, type VisibleCard, isVisible } from './view.js';
import { playerRules } from './viewFlow.js';
import type { PlayerZone } from './zones.js';

/** A card whose face the view hides: gameFromView gives it id `id` and the definition dealt to it. */
export interface HiddenSlot {
  id: number;
  owner: PlayerIndex;
  zone: ZoneName;
  /** Its definition when the view tells it all the same (a revealed 【空装】 card now hidden, HF-13.8). */
  known?: string;
}

/** Why a view cannot be rebuilt into a game. */
export class DeterminizeError extends Error {
  override name = 'DeterminizeError';
}

/** What a hidden card is when nobody deals it a definition: an unplayable blank. */
export const UNKNOWN_CARD: CardDefinition = {
  id: '(unknown)',
  name: '（不明なカード）',
  kind: 'command',
  cost: 999,
  traits: [],
  power: 0,
  text: '',
  abilities: [],
};

export interface FromViewOptions {
  /** Public card definitions by id. */
  cards: (id: string) => CardDefinition | undefined;
  /** A definition id for each of hiddenSlots(view), in order (a slot with `known` takes that one); omitted: UNKNOWN_CARD. */
  fill?: readonly string[];
  /** Seeds the rebuilt game's random generator (never the real game's). */
  seed: number;
  /** A precomputed trigger index for the definitions (as createGame takes). */
  triggers?: TriggerIndex;
  /** Record the event log (default false). */
  log?: boolean;
  /**
   * What to do when what is resolving names a card the view hides (HF-16.8): 'throw' a DeterminizeError
   * (the default), or 'guess' that it is a hidden card of the viewer's opponent's hand (where a card an
   * effect moves out of sight usually goes) — a search may play on from such a guess; an exact copy may not.
   */
  unseen?: 'throw' | 'guess';
}

/**
 * Where a rebuilt state takes each of its fields from (issue 25: the rebuild once forgot the players' cost
 * changes, play bans and group rules, so every determinization of ISMCTS and greedy played without them):
 *   'view'   — public: copied from the view, equal to the true game's (test/engine/from-view.test.ts compares
 *              every such field of a game rebuilt with the true cards against the true game);
 *   'cards'  — the cards and the zones' id lists: visible cards as shown, hidden ones renumbered and dealt;
 *   'own'    — the rebuilt game's own: its version, its random generator (the caller's seed), its log.
 * Records over every key of the types: a field added to GameState or PlayerState without a line here does not
 * compile, and the test then checks the rebuild copies it.
 */
export const REBUILT_STATE: Readonly<Record<keyof GameState, 'view' | 'cards' | 'own'>> = {
  version: 'own',
  rng: 'own',
  cards: 'cards',
  players: 'cards', // per field: REBUILT_PLAYER
  battlefield: 'view',
  excluded: 'view',
  limbo: 'view',
  firstPlayer: 'view',
  turn: 'view',
  turnPlayer: 'view',
  phase: 'view',
  chain: 'view',
  window: 'view',
  combat: 'view',
  resolving: 'view',
  tasks: 'view',
  triggers: 'view',
  effects: 'view',
  oncePerTurn: 'view',
  step: 'view',
  handAtDiscardEnd: 'view',
  pending: 'view',
  result: 'view',
  nextId: 'view',
  seq: 'view',
  decisions: 'view',
  limits: 'view',
  log: 'own',
  logEnabled: 'own',
  spentReplacements: 'view',
};

export const REBUILT_PLAYER: Readonly<Record<keyof PlayerState, 'view' | 'cards'>> = {
  mainDeck: 'cards',
  guardDeck: 'cards',
  hand: 'cards',
  energy: 'cards',
  trash: 'cards',
  damageField: 'cards',
  extraDeck: 'cards',
  secondPlayerMarker: 'view',
  mulliganed: 'view',
  kuusou: 'cards', // a hidden 【空装】 card is the hidden card markKuusou() picks
  ougiDeck: 'view',
  nextPlayCosts: 'view',
  playBans: 'view',
  groupRules: 'view',
  playCosts: 'view',
};

/** Every card id the view names with its face or its place. */
function namedIds(visible: readonly VisibleCard[]): Set<number> {
  const named = new Set<number>();
  for (const c of visible) named.add(c.id);
  return named;
}

/** One id per place of a zone: a card the view names keeps its id, a hidden one takes the next free id. */
interface Layout {
  slots: HiddenSlot[];
  zones: Record<PlayerZone, number[]>[];
}

function layout(view: PlayerView, visible: readonly VisibleCard[]): Layout {
  const named = namedIds(visible);
  const free: number[] = [];
  for (let id = 0; id < view.flow.cards; id++) if (!named.has(id)) free.push(id);
  let next = 0;
  const slots: HiddenSlot[] = [];
  const take = (owner: PlayerIndex, zone: ZoneName): number => {
    if (next >= free.length) throw new DeterminizeError('the view shows more hidden cards than the game has');
    const id = free[next++];
    slots.push({ id, owner, zone });
    return id;
  };
  // A hidden card the viewer is looking at keeps its id and its place (view.looking).
  const looked = (owner: PlayerIndex, zone: PlayerZone) => {
    const at = new Map<number, number>();
    for (const l of view.looking)
      if (l.card.owner === owner && l.card.zone === zone) at.set(l.index, l.card.id);
    return at;
  };
  const place = (cards: readonly SeenCard[], owner: PlayerIndex, zone: PlayerZone) => {
    const at = looked(owner, zone);
    return cards.map((c, k) => (isVisible(c) ? c.id : (at.get(k) ?? take(owner, zone))));
  };
  const hiddenRun = (n: number, owner: PlayerIndex, zone: PlayerZone) => {
    const at = looked(owner, zone);
    return Array.from({ length: n }, (_, k) => at.get(k) ?? take(owner, zone));
  };
  const zones = view.players.map((p, i) => {
    const owner = i as PlayerIndex;
    return {
      mainDeck: hiddenRun(p.mainDeck, owner, 'mainDeck'),
      guardDeck: place(p.guardDeck, owner, 'guardDeck'),
      hand: place(p.hand, owner, 'hand'),
      energy: hiddenRun(p.energy.count, owner, 'energy'),
      trash: place(p.trash, owner, 'trash'),
      damageField: place(p.damageField, owner, 'damageField'),
      extraDeck: Array.isArray(p.extraDeck)
        ? place(p.extraDeck, owner, 'extraDeck')
        : hiddenRun(p.extraDeck, owner, 'extraDeck'),
    };
  });
  if (next !== free.length) throw new DeterminizeError('the view shows fewer cards than the game has');
  // Face-down battlefield cards of the opponent: their id is public, their face is not (HF-14.3).
  for (const c of [...view.battlefield, ...view.attached, ...view.inFlight])
    if (isVisible(c) && c.def === '') slots.push({ id: c.id, owner: c.owner, zone: c.zone });
  return { slots, zones };
}

/** The hidden cards of a view, in the order gameFromView deals them definitions. */
export function hiddenSlots(view: PlayerView): HiddenSlot[] {
  return determinizer(view).slots;
}

/**
 * A view worked out once for rebuilding (issue 25: a bot used to lay it out twice and walk its cards five
 * times per decision): its visible cards, its hidden slots, and build(), which rebuilds a game with the hidden
 * cards dealt as the options say — gameFromView(view, options) is determinizer(view).build(options). The view
 * must not change while it is used.
 */
export interface Determinizer {
  /** visibleCards(view). */
  readonly visible: readonly VisibleCard[];
  /** hiddenSlots(view). */
  readonly slots: HiddenSlot[];
  build(options: FromViewOptions): Game;
}

export function determinizer(view: PlayerView): Determinizer {
  const visible = visibleCards(view);
  const { slots, zones } = layout(view, visible);
  const kuusou = markKuusou(view, slots);
  return { visible, slots, build: (options) => build(view, visible, slots, zones, kuusou, options) };
}

/**
 * HF-13.8: a revealed 【空装】 card stays known wherever it goes. When it is now hidden, one hidden card of
 * its owner is it (the first in the hand, else the first at all: where it is is not known).
 */
function markKuusou(view: PlayerView, slots: HiddenSlot[]): Map<PlayerIndex, number> {
  const found = new Map<PlayerIndex, number>();
  view.flow.players.forEach((p, i) => {
    if (p.kuusou !== HIDDEN_CARD || p.kuusouDef === null) return;
    const owner = i as PlayerIndex;
    const mine = slots.filter((s) => s.owner === owner);
    const slot = mine.find((s) => s.zone === 'hand') ?? mine[0];
    if (!slot) throw new DeterminizeError(`player ${i}'s 【空装】 card is hidden but no card of theirs is`);
    slot.known = p.kuusouDef;
    found.set(owner, slot.id);
  });
  return found;
}

export function gameFromView(view: PlayerView, options: FromViewOptions): Game {
  return determinizer(view).build(options);
}

function build(
  view: PlayerView,
  visible: readonly VisibleCard[],
  slots: readonly HiddenSlot[],
  layoutZones: Layout['zones'],
  kuusou: Map<PlayerIndex, number>,
  options: FromViewOptions,
): Game {
  // The state's zone lists are its own (the engine edits them): copies of the layout's.
  const zones = layoutZones.map((z) => ({
    mainDeck: z.mainDeck.slice(),
    guardDeck: z.guardDeck.slice(),
    hand: z.hand.slice(),
    energy: z.energy.slice(),
    trash: z.trash.slice(),
    damageField: z.damageField.slice(),
    extraDeck: z.extraDeck.slice(),
  }));
  const fill = options.fill;
  if (fill && fill.length !== slots.length)
    throw new DeterminizeError(`${fill.length} definitions for ${slots.length} hidden cards`);
  const defs = new Map<string, CardDefinition>();
  const define = (id: string): string => {
    if (!defs.has(id)) {
      const d = id === UNKNOWN_CARD.id ? UNKNOWN_CARD : options.cards(id);
      if (!d) throw new DeterminizeError(`unknown card definition "${id}"`);
      defs.set(id, d);
    }
    return id;
  };
  const cards: CardInstance[] = new Array(view.flow.cards);
  for (const c of visible) cards[c.id] = copyCard(c);
  slots.forEach((slot, k) => {
    const def = slot.known ?? fill?.[k] ?? UNKNOWN_CARD.id;
    if (cards[slot.id])
      cards[slot.id].def = def; // a face-down battlefield card: its face
    else cards[slot.id] = newCard(slot.id, def, slot.owner, slot.zone);
  });
  for (const c of cards) define(c.def);
  view.players.forEach((p, i) => {
    // Which energies are asleep is not shown (nobody tells energies apart, HF-3.5): the first ones.
    zones[i].energy.forEach((id, k) => {
      cards[id].sleep = k < p.energy.count - p.energy.active;
    });
  });
  const state = stateOf(view, cards, zones, kuusou, options);
  const game: Game = { state, defs, damageBatch: null, derived: new Derived() };
  if (options.triggers) game.triggers = options.triggers;
  return game;
}

/** Every card the view shows with its face (zones, battlefield, chain, cards being looked at): one walk for all. */
export function visibleCards(view: PlayerView): VisibleCard[] {
  const out: VisibleCard[] = [];
  const add = (cards: readonly SeenCard[]) => {
    for (const c of cards) if (isVisible(c)) out.push(c);
  };
  for (const p of view.players) {
    add(p.guardDeck);
    add(p.hand);
    add(p.trash);
    add(p.damageField);
    if (Array.isArray(p.extraDeck)) add(p.extraDeck);
  }
  add(view.battlefield);
  add(view.attached);
  add(view.excluded);
  add(view.inFlight);
  add(view.looking.map((l) => l.card));
  return out;
}

/** A card of a zone the viewer never sees (a main deck, the opponent's hidden hand) and is not looking at. */
function hiddenFromViewer(view: PlayerView, zones: Layout['zones']): number | null {
  const looked = new Set(view.looking.map((l) => l.card.id));
  const opponent = view.viewer === 0 ? 1 : 0;
  const hand = view.players[opponent].hand;
  const hiddenHand = zones[opponent].hand.filter((_, k) => !isVisible(hand[k]));
  for (const id of [...zones[opponent].mainDeck, ...zones[view.viewer].mainDeck, ...hiddenHand])
    if (!looked.has(id)) return id;
  return null;
}

/** The flow must name every card it needs: a card the view left out cannot be rebuilt (or is guessed). */
function namer(guess: number | null): CardIdMap {
  return (id) => {
    if (id !== HIDDEN_CARD) return id;
    if (guess === null)
      throw new DeterminizeError('what is resolving refers to a card the view hides (HF-16.8)');
    return guess;
  };
}

/** The card guessed for one the flow names but the view hides: the last hidden card of the opponent's hand. */
function guessHidden(view: PlayerView, zones: Layout['zones']): number | null {
  const opponent = view.viewer === 0 ? 1 : 0;
  const hand = view.players[opponent].hand;
  for (let k = hand.length - 1; k >= 0; k--) if (!isVisible(hand[k])) return zones[opponent].hand[k];
  const anyHidden = zones[opponent].mainDeck[0] ?? zones[view.viewer].mainDeck[0];
  return anyHidden ?? null;
}

function stateOf(
  view: PlayerView,
  cards: CardInstance[],
  zones: Layout['zones'],
  kuusou: Map<PlayerIndex, number>,
  options: FromViewOptions,
): GameState {
  const flow = view.flow;
  const keep = <T>(x: T | null): x is T => x !== null;
  const named = namer(options.unseen === 'guess' ? guessHidden(view, zones) : null);
  // The source of a lasting effect only matters while it is that object (HF-5.6): a source now hidden no
  // longer is, and a hidden card here has seq 0, which no source of an effect ever had. It must be a card the
  // viewer cannot see too, or the rebuilt game's view would name it (a guard deck card of the viewer's own has
  // seq 0 and is shown to it: found by test/engine/from-view.test.ts, seed -1695340220).
  const staleSource = hiddenFromViewer(view, zones) ?? cards.find((c) => c.seq === 0)?.id ?? 0;
  const effects = view.effects.map((e) => (e.source === HIDDEN_CARD ? { ...e, source: staleSource } : e));
  const spent = flow.spentReplacements.map((u) => mapSpent(u, named)).filter(keep);
  const state: GameState = {
    version: STATE_VERSION,
    rng: initialRngState(options.seed),
    cards,
    players: [0, 1].map((i) => {
      const p = view.players[i];
      const f = flow.players[i];
      return {
        ...emptyPlayer(),
        ...zones[i],
        secondPlayerMarker: p.secondPlayerMarker,
        mulliganed: f.mulliganed,
        kuusou: f.kuusou === HIDDEN_CARD ? (kuusou.get(i as PlayerIndex) ?? null) : f.kuusou,
        ougiDeck: f.ougiDeck,
        ...playerRules(f),
      };
    }) as GameState['players'],
    battlefield: view.battlefield.map(idOf),
    excluded: view.excluded.map(idOf),
    limbo: view.inFlight.filter((c) => isVisible(c) && c.zone === 'limbo').map(idOf),
    firstPlayer: flow.firstPlayer,
    turn: view.turn,
    turnPlayer: view.turnPlayer,
    phase: view.phase,
    step: flow.step,
    handAtDiscardEnd: flow.handAtDiscardEnd,
    chain: view.chain.map((item) => mapChainItem(item, named)),
    window: view.window ? { ...view.window } : null,
    combat: view.combat ? mapCombat(view.combat, named) : null,
    resolving: flow.resolving,
    tasks: flow.tasks.map((t) => mapTask(t, named)),
    triggers: flow.triggers.map((t) => mapTrigger(t, named)),
    effects: effects.map((e) => mapLasting(e, named)).filter(keep),
    oncePerTurn: flow.oncePerTurn.map((u) => mapCardRecord(u, named)).filter(keep),
    pending: view.pending ? { ...view.pending } : null,
    result: view.result ? { ...view.result } : null,
    nextId: flow.nextId,
    seq: flow.seq,
    decisions: flow.decisions,
    limits: { ...flow.limits },
    log: [],
    logEnabled: options.log ?? false,
  };
  if (spent.length > 0) state.spentReplacements = spent;
  return state;
}

function idOf(c: SeenCard): number {
  if (!isVisible(c)) throw new DeterminizeError('a public zone holds a hidden card');
  return c.id;
}

/**
 * Deals new definitions to the hidden cards of a game built by gameFromView (or a copy of it): a new
 * determinization of the same view without rebuilding it. `defs` follows `slots`; a slot with `known` keeps it.
 */
export function redeal(
  game: Game,
  slots: readonly HiddenSlot[],
  defs: readonly string[],
  cards: FromViewOptions['cards'],
): void {
  const map = game.defs as Map<string, CardDefinition>;
  slots.forEach((slot, k) => {
    const def = slot.known ?? defs[k];
    if (!map.has(def)) {
      const d = cards(def);
      if (!d) throw new DeterminizeError(`unknown card definition "${def}"`);
      map.set(def, d);
    }
    writeDef(game, game.state.cards[slot.id], def);
  });
  // The memos of a card's definition check its name (derived.ts), so they stay; what was derived from the
  // old deal does not (a new epoch), nor do the legal actions offered before it (legal.ts) (issue 25).
  const d = game.derived;
  if (d !== undefined) {
    touchBoard(game);
    d.legal = null;
  }
}
