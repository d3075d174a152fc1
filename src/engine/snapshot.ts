// Snapshots: the state of a game saved so that it can be put back any number of times, fast enough to take
// at every decision of a search (HF-16.9: a restored game continues identically).
//
// The cards are most of a state and only a few of their fields ever change, so a snapshot keeps those fields
// in a flat array and restore() writes them back into the game's own card objects (a card's id, definition
// and owner never change). Everything else is copied by what the engine does with it (src/core/state.ts):
//   copied: zone arrays, the rng, tasks, pending triggers, chain items, combat, effect contexts (a context
//           shared by several tasks stays shared, as structuredClone would keep it), picked lists;
//   shared: definitions' data (abilities, effect steps, target specs), face-down definitions, lasting
//           effects, log events, last-known information, target choices, the decision, the result, the
//           window and the limits — the engine replaces these, it never edits them.
import type { FaceDownDefinition, PlayerIndex } from '../core/cardTypes.js';
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
import { Derived, touchBoard } from './derived.js';
import type { Game } from './game.js';

/** A saved state; restore() it into the game it was taken from (or a copy of it). Treat it as opaque. */
export interface Snapshot {
  readonly defs: Game['defs'];
  /** Per card, FIELDS integers: controller, zone (index in ZONES), faceUp, sleep, damage, host (-1: none), seq. */
  readonly fields: Int32Array;
  /** Cards with set cards on them or a face-down definition: [card id, attachments, faceDown] triples. */
  readonly extras: unknown[];
  /** The rest of the state, with empty `cards`. */
  readonly rest: GameState;
}

const FIELDS = 7;
const ZONES: readonly ZoneName[] = [
  'mainDeck',
  'guardDeck',
  'hand',
  'energy',
  'trash',
  'damageField',
  'extraDeck',
  'battlefield',
  'excluded',
  'attached',
  'chain',
  'limbo',
];

function zoneIndex(zone: ZoneName): number {
  const i = ZONES.indexOf(zone);
  if (i < 0) throw new Error(`snapshot: unknown zone ${zone}`);
  return i;
}

export function snapshot(game: Game): Snapshot {
  const cards = game.state.cards;
  const fields = new Int32Array(cards.length * FIELDS);
  const extras: unknown[] = [];
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const k = i * FIELDS;
    fields[k] = c.controller;
    fields[k + 1] = zoneIndex(c.zone);
    fields[k + 2] = c.faceUp ? 1 : 0;
    fields[k + 3] = c.sleep ? 1 : 0;
    fields[k + 4] = c.damage;
    fields[k + 5] = c.host === null ? -1 : c.host;
    fields[k + 6] = c.seq;
    if (c.attachments.length > 0 || c.faceDown !== null) extras.push(i, c.attachments.slice(), c.faceDown);
  }
  return { defs: game.defs, fields, extras, rest: copyRest(game.state, []) };
}

/** Puts the game back to the snapshot; the snapshot stays usable. */
export function restore(game: Game, snap: Snapshot): void {
  const s = game.state;
  const cards = s.cards;
  const fields = snap.fields;
  if (game.defs !== snap.defs || cards.length * FIELDS !== fields.length)
    throw new Error('restore: the snapshot was taken of another game');
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const k = i * FIELDS;
    c.controller = fields[k] as PlayerIndex;
    c.zone = ZONES[fields[k + 1]];
    c.faceUp = fields[k + 2] === 1;
    c.sleep = fields[k + 3] === 1;
    c.damage = fields[k + 4];
    c.host = fields[k + 5] === -1 ? null : fields[k + 5];
    c.seq = fields[k + 6];
    if (c.attachments.length > 0) c.attachments = [];
    c.faceDown = null;
  }
  const extras = snap.extras;
  for (let j = 0; j < extras.length; j += 3) {
    const c = cards[extras[j] as number];
    c.attachments = (extras[j + 1] as number[]).slice();
    c.faceDown = extras[j + 2] as FaceDownDefinition | null;
  }
  restoreRest(s, snap.rest);
  game.damageBatch = null;
  touchBoard(game); // every memoized derived value is stale
}

/** An independent game with a copy of the state (definitions are shared: they are never modified). */
export function copyGame(game: Game): Game {
  const cards = game.state.cards.map(copyCard);
  return { state: copyRest(game.state, cards), defs: game.defs, damageBatch: null, derived: new Derived() };
}

function copyCard(c: CardInstance): CardInstance {
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
  };
}

/** Everything but the cards, written back into the game's own state object and arrays. */
function restoreRest(s: GameState, saved: GameState): void {
  s.version = saved.version;
  copyInto(s.rng, saved.rng);
  restorePlayer(s.players[0], saved.players[0]);
  restorePlayer(s.players[1], saved.players[1]);
  copyInto(s.battlefield, saved.battlefield);
  copyInto(s.excluded, saved.excluded);
  copyInto(s.limbo, saved.limbo);
  s.firstPlayer = saved.firstPlayer;
  s.turn = saved.turn;
  s.turnPlayer = saved.turnPlayer;
  s.phase = saved.phase;
  s.chain = saved.chain.length === 0 ? [] : saved.chain.map(copyChainItem);
  s.window = saved.window;
  s.combat = saved.combat === null ? null : { ...saved.combat };
  s.resolving = saved.resolving;
  const contexts = contextMap(saved);
  s.tasks = saved.tasks.length === 0 ? [] : saved.tasks.map((t) => copyTask(t, contexts));
  s.triggers = saved.triggers.length === 0 ? [] : saved.triggers.map((t) => copyTrigger(t, contexts));
  s.effects = saved.effects.slice();
  s.step = saved.step;
  s.pending = saved.pending;
  s.result = saved.result;
  s.nextId = saved.nextId;
  s.seq = saved.seq;
  s.decisions = saved.decisions;
  s.limits = saved.limits;
  copyInto(s.log, saved.log);
  s.logEnabled = saved.logEnabled;
}

function restorePlayer(live: PlayerState, saved: PlayerState): void {
  copyInto(live.mainDeck, saved.mainDeck);
  copyInto(live.guardDeck, saved.guardDeck);
  copyInto(live.hand, saved.hand);
  copyInto(live.energy, saved.energy);
  copyInto(live.trash, saved.trash);
  copyInto(live.damageField, saved.damageField);
  copyInto(live.extraDeck, saved.extraDeck);
  live.secondPlayerMarker = saved.secondPlayerMarker;
  live.mulliganed = saved.mulliganed;
  live.kuusou = saved.kuusou;
  live.ougiDeck = saved.ougiDeck;
}

function copyInto<T>(target: T[], source: readonly T[]): void {
  if (target.length !== source.length) target.length = source.length;
  for (let i = 0; i < source.length; i++) target[i] = source[i];
}

/** A copy of everything but the cards, which are given (keys in blankState's order, for equal JSON). */
function copyRest(s: GameState, cards: CardInstance[]): GameState {
  const contexts = contextMap(s);
  return {
    version: s.version,
    rng: s.rng.slice(),
    cards,
    players: [copyPlayer(s.players[0]), copyPlayer(s.players[1])],
    battlefield: s.battlefield.slice(),
    excluded: s.excluded.slice(),
    limbo: s.limbo.slice(),
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    step: s.step,
    chain: s.chain.length === 0 ? [] : s.chain.map(copyChainItem),
    window: s.window,
    combat: s.combat === null ? null : { ...s.combat },
    resolving: s.resolving,
    tasks: s.tasks.length === 0 ? [] : s.tasks.map((t) => copyTask(t, contexts)),
    triggers: s.triggers.length === 0 ? [] : s.triggers.map((t) => copyTrigger(t, contexts)),
    effects: s.effects.slice(),
    pending: s.pending,
    result: s.result,
    nextId: s.nextId,
    seq: s.seq,
    decisions: s.decisions,
    limits: s.limits,
    log: s.log.slice(),
    logEnabled: s.logEnabled,
  };
}

const NO_CONTEXTS = new Map<EffectContext, EffectContext>(); // never written: there is nothing to copy

function contextMap(s: GameState): Map<EffectContext, EffectContext> {
  return s.tasks.length + s.triggers.length === 0 ? NO_CONTEXTS : new Map();
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
  };
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
