// Snapshots: the state of a game saved so that it can be put back any number of times, fast enough to take
// at every decision of a search (HF-16.9: a restored game continues identically).
//
// Most of a state is its cards and its id lists (zones, the rng), all small integers. A snapshot keeps them in
// one flat array (per card its few changing fields, then each list as its length and its elements) plus the
// cards' zones; restore() writes them back into the game's own card objects and arrays (a card's id,
// definition and owner never change). Allocating little is what makes it fast: a typed array or one object
// per card costs more than this. The rest is copied by what the engine does with it (src/core/state.ts):
//   copied: tasks, pending triggers, chain items, combat, effect contexts (a context shared by several tasks
//           stays shared, as structuredClone would keep it), picked lists, set-card lists, the log array;
//   shared: definitions' data (abilities, effect steps, target specs), face-down definitions, lasting
//           effects, log events, last-known information, target choices, the decision, the result, the
//           window and the limits — the engine replaces these, it never edits them.
import type { FaceDownDefinition, PlayerIndex } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import type {
  CardInstance,
  ChainItem,
  EffectContext,
  GameState,
  PendingTrigger,
  PlayerState,
  Task,
  ZoneName,
} from '../core/state.js';
import { Derived, currentOffer, reinstateOffer, touchBoard } from './derived.js';
import type { Game } from './game.js';
import { type Trail, dropTrail, openMark, rewind, trailOf } from './trail.js';
import { PLAYER_ZONE_NAMES } from './zones.js';

/** Everything of a state that is not in the flat array of a snapshot. */
type Rest = Omit<GameState, 'rng' | 'cards' | 'players' | 'battlefield' | 'excluded' | 'limbo'> & {
  players: Pick<
    PlayerState,
    | 'secondPlayerMarker'
    | 'mulliganed'
    | 'kuusou'
    | 'ougiDeck'
    | 'nextPlayCosts'
    | 'playBans'
    | 'groupRules'
    | 'playCosts'
  >[];
};

/** A saved state; restore() it into the game it was taken from (or a copy of it). Treat it as opaque. */
export interface Snapshot {
  readonly defs: Game['defs'];
  readonly cards: number;
  /**
   * Per card, FIELDS small integers: its packed word (controller | FACE_UP | ASLEEP | DAMAGED_BY… | zone code
   * << ZONE_SHIFT | (host + 1) << HOST_SHIFT) and its seq; then the id lists in listsOf() order, each as its
   * length and its elements.
   */
  readonly ints: readonly number[];
  /**
   * The few cards off the common case (set cards on them, a face-down definition, damage): [card id,
   * attachments or null, faceDown, damage] quadruples.
   */
  readonly extras: readonly unknown[];
  readonly rest: Rest;
  /**
   * The chain's items are shared with the game (issue 25: copy-on-write; the engine only ever edits their
   * `negated`, HF-5.8): per item, its `negated` when taken, or null when the chain holds no card played.
   */
  readonly chainNegated: readonly boolean[] | null;
  /** The game's memos and their count of direct edits when taken (restore() keeps the legal-action cache). */
  readonly derived: Derived | undefined;
  readonly edits: number;
  /** The legal actions cached for the decision pending when taken (legal.ts), put back by restore(). */
  readonly offer: readonly Action[] | null;
  /**
   * A snapshot of a game that keeps an undo trail (trail.ts): the trail and this snapshot's mark in it, and the
   * generator's state; `ints` and `extras` are then empty (the cards and id lists are put back by the trail).
   */
  readonly trail: Trail | null;
  readonly mark: number;
  readonly rng: readonly number[] | null;
}

// Issue 25: a card is two small integers (its zone a code in the packed word, its damage only when it has
// some), half of the numbers and none of the per-card zone array of the layout before; fewer numbers to
// write, to read back and to collect.
const FIELDS = 2;
const FACE_UP = 2;
const ASLEEP = 4;
const DAMAGED_BY = 8; // issue 22: lastDamageBy is set; the player is the bit DAMAGED_BY_ONE
const DAMAGED_BY_ONE = 16;
const ZONE_SHIFT = 5;
const ZONE_MASK = 15;
const HOST_SHIFT = 9; // host + 1 (0: none) in the bits above: up to 2²¹ cards stay a small integer
/** Zone codes (the index) in the packed word. */
const ZONE_NAMES: readonly ZoneName[] = [
  ...PLAYER_ZONE_NAMES,
  'battlefield',
  'excluded',
  'attached',
  'chain',
  'limbo',
];

function zoneCode(zone: ZoneName): number {
  switch (zone) {
    case 'mainDeck':
      return 0;
    case 'guardDeck':
      return 1;
    case 'hand':
      return 2;
    case 'energy':
      return 3;
    case 'trash':
      return 4;
    case 'damageField':
      return 5;
    case 'extraDeck':
      return 6;
    case 'battlefield':
      return 7;
    case 'excluded':
      return 8;
    case 'attached':
      return 9;
    case 'chain':
      return 10;
    case 'limbo':
      return 11;
    default:
      throw new Error(`snapshot: unknown zone ${String(zone)}`);
  }
}

/**
 * The empty lists of a snapshot's Rest: one shared array (issue 25: fewer allocations per snapshot), never
 * handed to a game — loadRest() gives the game a new array for each. A copy of a game gets its own.
 */
const NONE: never[] = [];
Object.freeze(NONE);

function empty(copy: boolean): never[] {
  return copy ? [] : NONE;
}

function chainNegated(chain: readonly ChainItem[]): boolean[] | null {
  let out: boolean[] | null = null;
  for (let i = 0; i < chain.length; i++) {
    const item = chain[i];
    if (item.kind !== 'play') continue;
    out ??= new Array<boolean>(chain.length).fill(false);
    out[i] = item.negated;
  }
  return out;
}

/** A card's packed word (see Snapshot.ints). */
function packed(c: CardInstance): number {
  const by = c.lastDamageBy === undefined ? 0 : DAMAGED_BY | (c.lastDamageBy === 1 ? DAMAGED_BY_ONE : 0);
  return (
    c.controller |
    (c.faceUp ? FACE_UP : 0) |
    (c.sleep ? ASLEEP : 0) |
    by |
    (zoneCode(c.zone) << ZONE_SHIFT) |
    ((c.host === null ? 0 : c.host + 1) << HOST_SHIFT)
  );
}

/** The state's id lists, in a fixed order. */
function listsOf(s: GameState): number[][] {
  const [a, b] = s.players;
  // biome-ignore format: two players' zones, then the shared ones
  return [
    a.mainDeck, a.guardDeck, a.hand, a.energy, a.trash, a.damageField, a.extraDeck,
    b.mainDeck, b.guardDeck, b.hand, b.energy, b.trash, b.damageField, b.extraDeck,
    s.battlefield, s.excluded, s.limbo, s.rng,
  ];
}

export function snapshot(game: Game): Snapshot {
  const trail = trailOf(game);
  if (trail !== null) return trailSnapshot(game, trail);
  const s = game.state;
  const cards = s.cards;
  const lists = listsOf(s);
  let size = cards.length * FIELDS;
  for (let l = 0; l < lists.length; l++) size += 1 + lists[l].length;
  // A plain array of small integers, made at its final size: cheaper than a typed array or growing it.
  const ints = new Array<number>(size);
  let extras: unknown[] | null = null;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const k = i * FIELDS;
    ints[k] = packed(c);
    ints[k + 1] = c.seq;
    if (c.attachments.length > 0 || c.faceDown !== null || c.damage !== 0)
      (extras ??= []).push(i, c.attachments.length > 0 ? c.attachments.slice() : null, c.faceDown, c.damage);
  }
  let k = cards.length * FIELDS;
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l];
    ints[k++] = list.length;
    for (let i = 0; i < list.length; i++) ints[k++] = list[i];
  }
  const derived = game.derived;
  const edits = derived === undefined ? -1 : derived.edits;
  const offer = derived === undefined ? null : currentOffer(game, derived);
  return {
    defs: game.defs,
    cards: cards.length,
    ints,
    extras: extras ?? NONE,
    rest: saveRest(s, false),
    chainNegated: chainNegated(s.chain),
    derived,
    edits,
    offer,
    trail: null,
    mark: 0,
    rng: null,
  };
}

/**
 * A snapshot of a game with an undo trail (issue 25): the trail's length instead of the cards and id lists —
 * O(1) for them, plus the rest as in a full snapshot.
 */
function trailSnapshot(game: Game, trail: Trail): Snapshot {
  const s = game.state;
  const derived = game.derived;
  const edits = derived === undefined ? -1 : derived.edits;
  const offer = derived === undefined ? null : currentOffer(game, derived);
  return {
    defs: game.defs,
    cards: s.cards.length,
    ints: NONE,
    extras: NONE,
    rest: saveRest(s, false),
    chainNegated: chainNegated(s.chain),
    derived,
    edits,
    offer,
    trail,
    mark: openMark(trail),
    rng: s.rng.slice(),
  };
}

/** Puts the game back to the snapshot; the snapshot stays usable. */
export function restore(game: Game, snap: Snapshot): void {
  const s = game.state;
  const cards = s.cards;
  if (game.defs !== snap.defs || cards.length !== snap.cards)
    throw new Error('restore: the snapshot was taken of another game');
  if (snap.trail !== null) {
    if (trailOf(game) !== snap.trail || !rewind(snap.trail, snap.mark))
      throw new Error('restore: the snapshot was undone by restoring an earlier one, or is of another game');
    const rng = snap.rng!;
    for (let i = 0; i < rng.length; i++) s.rng[i] = rng[i];
  } else restoreCards(game, snap);
  restoreRest(game, snap);
}

/** A full snapshot's cards and id lists put back (the game's trail, if any, no longer describes its past). */
function restoreCards(game: Game, snap: Snapshot): void {
  dropTrail(game);
  const s = game.state;
  const cards = s.cards;
  const ints = snap.ints;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const k = i * FIELDS;
    const w = ints[k];
    const seq = ints[k + 1];
    // Most cards have not changed since the snapshot (a deck's cards, the trash): reading a card is cheaper
    // than writing it, so one that is as saved and off the extras' cases is left alone.
    if (
      c.seq === seq &&
      c.damage === 0 &&
      c.faceDown === null &&
      c.attachments.length === 0 &&
      packed(c) === w
    )
      continue;
    c.controller = (w & 1) as PlayerIndex;
    c.zone = ZONE_NAMES[(w >> ZONE_SHIFT) & ZONE_MASK];
    c.faceUp = (w & FACE_UP) !== 0;
    c.sleep = (w & ASLEEP) !== 0;
    if (c.damage !== 0) c.damage = 0;
    if ((w & DAMAGED_BY) !== 0) c.lastDamageBy = (w & DAMAGED_BY_ONE) !== 0 ? 1 : 0;
    else if (c.lastDamageBy !== undefined) c.lastDamageBy = undefined;
    const host = w >>> HOST_SHIFT;
    c.host = host === 0 ? null : host - 1;
    c.seq = seq;
    if (c.attachments.length > 0) c.attachments = [];
    if (c.faceDown !== null) c.faceDown = null;
  }
  const extras = snap.extras;
  for (let j = 0; j < extras.length; j += 4) {
    const c = cards[extras[j] as number];
    const attachments = extras[j + 1] as number[] | null;
    if (attachments !== null) c.attachments = attachments.slice();
    c.faceDown = extras[j + 2] as FaceDownDefinition | null;
    c.damage = extras[j + 3] as number;
  }
  let k = cards.length * FIELDS;
  const lists = listsOf(s);
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l];
    const n = ints[k++];
    if (list.length !== n) list.length = n;
    for (let i = 0; i < n; i++) list[i] = ints[k++];
  }
}

function restoreRest(game: Game, snap: Snapshot): void {
  const s = game.state;
  loadRest(s, snap.rest);
  const negated = snap.chainNegated;
  if (negated !== null)
    for (let i = 0; i < s.chain.length; i++) {
      const item = s.chain[i];
      if (item.kind === 'play' && item.negated !== negated[i]) item.negated = negated[i];
    }
  game.damageBatch = null;
  touchBoard(game); // every memoized derived value is stale
  // Back to a state of this game's own history: the memo inputs now differ from those seen when the engine
  // was last left, but not by a direct edit (derived.ts enter()), so legalActions() cached for the decision
  // restored stays valid (legal.ts).
  const d = game.derived;
  // The decision restored is the one the snapshot was taken at (its decision object and count, loadRest): the
  // actions offered for it then are offered again, so a caller trying answer after answer from one snapshot
  // (the bots) has each performed without a new check even when a later decision was offered in between.
  if (d !== undefined && snap.derived === d && snap.edits === d.edits) {
    d.restored = true;
    if (snap.offer !== null) reinstateOffer(game, d, snap.offer);
  }
}

function saveRest(s: GameState, copyItems: boolean): Rest {
  const contexts = contextMap(s);
  return {
    version: s.version,
    // One object shape, the optional fields present as undefined (a conditional spread takes V8's slow path).
    players: [savePlayer(s.players[0]), savePlayer(s.players[1])],
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    step: s.step,
    handAtDiscardEnd: s.handAtDiscardEnd,
    // A copy of a game copies its chain items; a snapshot shares them and keeps their one field edited in
    // place, `negated` (HF-5.8), for restore() to put back (chainNegated).
    chain: s.chain.length === 0 ? empty(copyItems) : copyItems ? s.chain.map(copyChainItem) : s.chain.slice(),
    window: s.window,
    combat: s.combat === null ? null : { ...s.combat },
    resolving: s.resolving,
    tasks: s.tasks.length === 0 ? empty(copyItems) : s.tasks.map((t) => copyTask(t, contexts)),
    triggers: s.triggers.length === 0 ? empty(copyItems) : s.triggers.map((t) => copyTrigger(t, contexts)),
    effects: s.effects.length === 0 ? empty(copyItems) : s.effects.slice(),
    oncePerTurn: s.oncePerTurn, // replaced, never edited in place
    pending: s.pending,
    result: s.result,
    nextId: s.nextId,
    seq: s.seq,
    decisions: s.decisions,
    limits: s.limits,
    log: s.log.length === 0 ? empty(copyItems) : s.log.slice(),
    logEnabled: s.logEnabled,
    spentReplacements: s.spentReplacements, // never edited in place
  };
}

type SavedPlayer = Rest['players'][number];

function savePlayer(p: PlayerState): SavedPlayer {
  return {
    secondPlayerMarker: p.secondPlayerMarker,
    mulliganed: p.mulliganed,
    kuusou: p.kuusou,
    ougiDeck: p.ougiDeck,
    nextPlayCosts: p.nextPlayCosts, // replaced, never edited in place
    playBans: p.playBans, // replaced, never edited in place (issue 22)
    groupRules: p.groupRules, // replaced, never edited in place (groupRules.ts)
    playCosts: p.playCosts, // replaced, never edited in place (issue 22)
  };
}

/** Everything but the cards and the id lists, written back into the game's own state object. */
function loadRest(s: GameState, saved: Rest): void {
  s.version = saved.version;
  for (let i = 0; i < saved.players.length; i++) {
    const p = saved.players[i];
    const live = s.players[i];
    live.secondPlayerMarker = p.secondPlayerMarker;
    live.mulliganed = p.mulliganed;
    live.kuusou = p.kuusou;
    live.ougiDeck = p.ougiDeck;
    if (p.nextPlayCosts) live.nextPlayCosts = p.nextPlayCosts;
    else if (live.nextPlayCosts !== undefined) live.nextPlayCosts = undefined;
    if (p.playBans) live.playBans = p.playBans;
    else if (live.playBans !== undefined) live.playBans = undefined;
    if (p.groupRules) live.groupRules = p.groupRules;
    else if (live.groupRules !== undefined) live.groupRules = undefined;
    if (p.playCosts) live.playCosts = p.playCosts;
    else if (live.playCosts !== undefined) live.playCosts = undefined;
  }
  s.firstPlayer = saved.firstPlayer;
  s.turn = saved.turn;
  s.turnPlayer = saved.turnPlayer;
  s.phase = saved.phase;
  s.step = saved.step;
  s.handAtDiscardEnd = saved.handAtDiscardEnd;
  // An empty list the game holds already stays (issue 25: a restore to a quiet decision allocated four empty
  // arrays): it is the game's own (loadRest and copyState only ever give it new ones) and equal to the saved.
  if (saved.chain.length > 0)
    s.chain = saved.chain.slice(); // items shared: see restore()
  else if (s.chain.length > 0) s.chain = [];
  s.window = saved.window;
  s.combat = saved.combat === null ? null : { ...saved.combat };
  s.resolving = saved.resolving;
  const contexts = contextMap(saved);
  if (saved.tasks.length > 0) s.tasks = saved.tasks.map((t) => copyTask(t, contexts));
  else if (s.tasks.length > 0) s.tasks = [];
  if (saved.triggers.length > 0) s.triggers = saved.triggers.map((t) => copyTrigger(t, contexts));
  else if (s.triggers.length > 0) s.triggers = [];
  if (saved.effects.length > 0) s.effects = saved.effects.slice();
  else if (s.effects.length > 0) s.effects = [];
  s.oncePerTurn = saved.oncePerTurn;
  s.pending = saved.pending;
  s.result = saved.result;
  s.nextId = saved.nextId;
  s.seq = saved.seq;
  s.decisions = saved.decisions;
  s.limits = saved.limits;
  if (s.log.length !== saved.log.length) s.log.length = saved.log.length;
  for (let i = 0; i < saved.log.length; i++) s.log[i] = saved.log[i];
  s.logEnabled = saved.logEnabled;
  if (saved.spentReplacements) s.spentReplacements = saved.spentReplacements;
  else if (s.spentReplacements !== undefined) s.spentReplacements = undefined;
}

/** An independent game with a copy of the state (definitions are shared: they are never modified). */
export function copyGame(game: Game): Game {
  const copy: Game = {
    state: copyState(game.state),
    defs: game.defs,
    damageBatch: null,
    derived: new Derived(),
  };
  if (game.triggers) copy.triggers = game.triggers;
  return copy;
}

/** A copy of a state, keys in blankState's order (so that it serializes to the same JSON). */
function copyState(s: GameState): GameState {
  const rest = saveRest(s, true);
  return {
    version: s.version,
    rng: s.rng.slice(),
    cards: s.cards.map(copyCard),
    players: [copyPlayer(s.players[0]), copyPlayer(s.players[1])],
    battlefield: s.battlefield.slice(),
    excluded: s.excluded.slice(),
    limbo: s.limbo.slice(),
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    step: s.step,
    handAtDiscardEnd: s.handAtDiscardEnd,
    chain: rest.chain,
    window: rest.window,
    combat: rest.combat,
    resolving: s.resolving,
    tasks: rest.tasks,
    triggers: rest.triggers,
    effects: rest.effects,
    oncePerTurn: rest.oncePerTurn,
    pending: s.pending,
    result: s.result,
    nextId: s.nextId,
    seq: s.seq,
    decisions: s.decisions,
    limits: s.limits,
    log: rest.log,
    logEnabled: s.logEnabled,
    ...(s.spentReplacements ? { spentReplacements: s.spentReplacements } : {}),
  };
}

/**
 * A copy of a card instance with everything the engine keeps on it, field by field (a spread copy takes V8's
 * slow path), lastDamageBy too (issue 22: 「相手の効果で破壊されない」 reads it), so that a copy — a view's
 * card, a game rebuilt from a view, a cloned game — continues as the original does (HF-16.9). Always in
 * newCard()'s order with every field present: one hidden class for every card of every game (issue 25: cards
 * of two shapes in one game made the engine's property reads polymorphic).
 */
export function copyCard(c: CardInstance): CardInstance {
  return {
    id: c.id,
    def: c.def,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    faceUp: c.faceUp,
    sleep: c.sleep,
    damage: c.damage,
    host: c.host,
    attachments: c.attachments.slice(),
    faceDown: c.faceDown,
    seq: c.seq,
    lastDamageBy: c.lastDamageBy,
  };
}

function copyPlayer(p: PlayerState): PlayerState {
  return {
    mainDeck: p.mainDeck.slice(),
    guardDeck: p.guardDeck.slice(),
    hand: p.hand.slice(),
    energy: p.energy.slice(),
    trash: p.trash.slice(),
    damageField: p.damageField.slice(),
    extraDeck: p.extraDeck.slice(),
    secondPlayerMarker: p.secondPlayerMarker,
    mulliganed: p.mulliganed,
    kuusou: p.kuusou,
    ougiDeck: p.ougiDeck,
    // replaced, never edited in place: shared (issue 25: a copy used to drop them, as the rebuild did)
    ...(p.nextPlayCosts ? { nextPlayCosts: p.nextPlayCosts } : {}),
    ...(p.playBans ? { playBans: p.playBans } : {}),
    ...(p.groupRules ? { groupRules: p.groupRules } : {}),
    ...(p.playCosts ? { playCosts: p.playCosts } : {}),
  };
}

const NO_CONTEXTS = new Map<EffectContext, EffectContext>(); // never written: there is nothing to copy

function contextMap(s: Pick<GameState, 'tasks' | 'triggers'>): Map<EffectContext, EffectContext> {
  return s.tasks.length + s.triggers.length === 0 ? NO_CONTEXTS : new Map();
}

function copyChainItem(item: ChainItem): ChainItem {
  return { ...item }; // `negated` is set in place (HF-5.8); targets are never edited
}

/** Effect contexts are edited in place (`it`, targets) and may be shared by several tasks: copied once. */
function copyContext(ctx: EffectContext, contexts: Map<EffectContext, EffectContext>): EffectContext {
  let copy = contexts.get(ctx);
  if (copy === undefined) {
    copy = { ...ctx };
    contexts.set(ctx, copy);
  }
  return copy;
}

function copyTrigger(t: PendingTrigger, contexts: Map<EffectContext, EffectContext>): PendingTrigger {
  return { ...t, ctx: copyContext(t.ctx, contexts) };
}

function copyTask(t: Task, contexts: Map<EffectContext, EffectContext>): Task {
  switch (t.t) {
    case 'process':
    case 'effect':
    case 'mayDo':
    case 'declareValue':
      return { ...t, ctx: copyContext(t.ctx, contexts) };
    case 'triggered':
      return { ...t, trigger: copyTrigger(t.trigger, contexts) };
    case 'triggerGroup':
      return { ...t, triggers: t.triggers.map((x) => copyTrigger(x, contexts)) };
    case 'choose':
      return { ...t, picked: t.picked.slice() };
    case 'declare':
      return { ...t, item: copyChainItem(t.item) };
    default:
      return { ...t };
  }
}
