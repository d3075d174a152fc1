// Memoized derived values: continuous effects (HF-12.1, HF-12.6) and the abilities, power and traits of the
// cards on the battlefield. They are never stored in the state (which stays plain data); while the engine is
// running (inside an entry point: createGame, legalActions, apply, run, checkInvariants) they are remembered
// until the state changes.
//
// How staleness is avoided:
// - Every engine function that changes something a derived value depends on calls touch() (a card's
//   damage, the turn player) or touchBoard() (what is where: zones, control, set cards, face-down
//   definitions, lasting effects, 【空装】), which start a new epoch; a memo is only used when it was
//   computed in the current epoch. The list of continuous effects in force depends on the board alone unless
//   one of them has a condition, so it is kept across value changes. A change of a card's active/asleep
//   state or of a zone's size off the board calls touchState() instead: a new epoch but not a new
//   `coreEpoch`, which the destruction check keys on while nothing in force reads states or counts (p12).
// - Between engine calls the state may be edited directly (tests, scenario setup). On entering the engine,
//   the inputs of the memos — the battlefield and limbo cards with their set cards, the lasting effects, the
//   zone sizes, 【空装】 and the turn player — are compared with what they were when the engine was last
//   left; if anything differs, a new epoch starts. Memos are kept only for cards on the battlefield, whose
//   inputs are all compared. (Lasting-effect objects and card definitions are compared by identity: edit
//   them by replacing them.)
// - A game created with `engineOnly` (createGame: sims, the benchmark) is changed only by the engine (apply,
//   run, restore): its caller promises no direct edit, so entering and leaving skip that comparison and the
//   recording of the inputs (issue 25: it was about 6 % of the time of a random game). Only the state
//   object itself is compared (a state put in place of another is a new board).
// - Outside the engine nothing is memoized.
import type { CardDefinition } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import type { GameState } from '../core/state.js';
import type { AbilitySet, CardStatics, StaticInstance } from './query.js';
import type { Trail } from './trail.js';

export class Derived {
  /** > 0 while inside an engine entry point: only then are epoch-bound memos used. */
  depth = 0;
  epoch = 1;
  boardEpoch = 1;
  /**
   * Advanced with `epoch` by every change except touchState()'s (a card's active/asleep state, a zone's size):
   * a memo of something only a condition or a filter reads those through keys on it (p12, destruction.ts).
   */
  coreEpoch = 1;
  /** Set while granted statics are expanded (HF-12.1): values computed then are partial, never memoized. */
  partial = false;

  /** The statics in force, computed at `staticsEpoch` (of `boardEpoch` when `staticsBoardOnly`). */
  staticsEpoch = 0;
  staticsBoardOnly = false;
  statics: readonly StaticInstance[] = [];
  /** What the board-only statics were computed from (query.ts recordStaticSources). */
  readonly staticSources: unknown[] = [];
  /** The printed statics while granted ones are expanded (see `partial`). */
  baseStatics: readonly StaticInstance[] = [];

  /** Whether the list of statics `grantsFor` holds a grant (query.ts grantsInForce). */
  grantsFor: readonly unknown[] | null = null;
  grants = false;

  /** Per indexed event: the battlefield cards whose base abilities listen to it (listeners.ts), at `listenersEpoch` (a board epoch). */
  listenersEpoch = 0;
  readonly listeners: (readonly number[] | undefined)[] = [];
  /** Per battlefield position, the events its card's base abilities listen to (valid in `listenersEpoch`). */
  readonly masks: number[] = [];
  masksValid = false;
  /** The events that abilities granted by the statics `grantedFor` listen to, as a mask (listeners.ts). */
  grantedFor: readonly unknown[] | null = null;
  grantedMask = 0;

  /** Whether a lasting effect or static lowers some power (query.ts powerMayBeLowered), at `loweringEpoch`. */
  loweringEpoch = 0;
  lowering = false;

  /** The epoch at which the last destruction check (HF-9.4, HF-9.5) found nothing to destroy. */
  settledAt = 0;
  /**
   * The coreEpoch of that check when nothing in force then read a state or a count (query.ts
   * powerReadsOnlyCore), so its verdict holds across touchState(); else 0.
   */
  settledCore = 0;
  /** Whether the statics `coreOnlyFor` read only what touch() and touchBoard() change (query.ts powerReadsOnlyCore). */
  coreOnlyFor: readonly unknown[] | null = null;
  coreOnly = false;

  readonly powerEpoch: number[] = [];
  readonly power: number[] = [];
  readonly baseEpoch: number[] = [];
  readonly base: AbilitySet[] = [];
  readonly abilitiesEpoch: number[] = [];
  readonly abilities: AbilitySet[] = [];
  readonly traitsEpoch: number[] = [];
  readonly traits: (readonly string[])[] = [];

  /**
   * Per card id, epoch-independent: its definition's DefInfo (game.ts; checked against the card's `def` name)
   * and its printed abilities (a definition never changes).
   */
  readonly infos: (DefInfo | undefined)[] = [];
  /** Per card id: the card's `def` string `infos` was found for (compared by identity first, game.ts). */
  readonly infoNames: (string | undefined)[] = [];
  readonly printed: (AbilitySet | undefined)[] = [];
  readonly printedFor: (CardDefinition | undefined)[] = [];
  /** Per card id, for the definition `defMaskFor`: the events its definition listens to (listeners.ts). */
  readonly defMask: number[] = [];
  readonly defMaskFor: (CardDefinition | undefined)[] = [];
  /** Per card id: the continuous effects of its static abilities, for the ability set and controller given. */
  readonly staticsOf: (CardStatics | undefined)[] = [];

  /**
   * The last legalActions() (frozen, legal.ts), offered for the decision `legalPending` at `legalDecisions`
   * decisions of the state `legalState`, when `edits` was `legalEdits`: apply() performs one of these very
   * objects without validating it again while all of that still holds.
   */
  legal: readonly Action[] | null = null;
  legalState: unknown = null;
  legalPending: unknown = null;
  legalDecisions = -1;
  legalEdits = -1;
  /** Direct edits of the state found on entering the engine (the memo inputs changed outside it). */
  edits = 0;
  /** Set by restore() (snapshot.ts): the next change of the inputs found on entering is its own, no edit. */
  restored = false;

  /**
   * The game is changed only through the engine (createGame's `engineOnly`): no comparison of the inputs on
   * entering, no recording on leaving (see the header); `inputs[0]` holds the state object last seen.
   */
  engineOnly = false;

  /** The memos' inputs when the engine was last left, at epoch `inputsEpoch` (see the header). */
  inputs: unknown[] = [];
  inputsLength = -1;
  inputsEpoch = 0;

  // p25L: memos of the legal-action side (legal.ts), each with its own key (see there).
  /** Per card id: the cost it is played for with no cost change in force (legal.ts printedPlayCosts), for `playCostsState`. */
  readonly playCosts: (number | undefined)[] = [];
  playCostsState: unknown = null;
  /** Per player: the activated abilities of their battlefield cards (legal.ts ActivationScan). */
  readonly activationScans: unknown[] = [];

  /** The undo trail of the game's writes, while it keeps one (trail.ts startTrail; snapshot.ts uses it). */
  trail: Trail | null = null;
  /** How many writes the writers of trail.ts made (every card field and id list change; p11). */
  writes = 0;
  /** What the last HF-16 check that found nothing was made of (invariantMemo.ts), or null. */
  checked: unknown = null;
}

/**
 * What the hot paths read of a card definition, in one object shape (issue 25). Definitions come in several
 * shapes (a command has targets, a set card setOn…), so reading `def.kind` or `def.cost` at one place of the
 * engine meets many hidden classes and V8 falls back to a slow generic lookup; these fields are read from
 * here instead. One per definition object, shared by every game (definitions are never modified).
 */
export interface DefInfo {
  readonly def: CardDefinition;
  /** The name the card instances use for it (`CardInstance.def`). */
  readonly name: string;
  readonly kind: CardDefinition['kind'];
  readonly cost: number;
  readonly power: number;
  /** legal.ts's facts about playing it, built on first use. */
  play: unknown;
  /** query.ts's printed ability sets of the cards with this definition, by card id (never modified). */
  printed: unknown[] | undefined;
}

interface HasDerived {
  state: GameState;
  derived?: Derived;
}

/**
 * Whether the legal-action cache (`legal`, see legal.ts offeredAction) lists every action of the decision pending now: the
 * same state, decision object, count of decisions and count of direct edits.
 */
export function offerValid(game: HasDerived, d: Derived): boolean {
  const s = game.state;
  return (
    d.legal !== null &&
    d.legalState === s &&
    d.legalPending === s.pending &&
    d.legalDecisions === s.decisions &&
    d.legalEdits === d.edits
  );
}

/**
 * The offer of the decision pending now, or null when none is cached (snapshot.ts keeps it with a snapshot
 * taken at the decision, so that restore() can put it back).
 */
export function currentOffer(game: HasDerived, d: Derived): readonly Action[] | null {
  return offerValid(game, d) ? d.legal : null;
}

/** Puts back an offer currentOffer() gave for the decision just restored (snapshot.ts). */
export function reinstateOffer(game: HasDerived, d: Derived, offer: readonly Action[]): void {
  const s = game.state;
  d.legal = offer;
  d.legalState = s;
  d.legalPending = s.pending;
  d.legalDecisions = s.decisions;
  d.legalEdits = d.edits;
}

export function derivedOf(game: HasDerived): Derived {
  let d = game.derived;
  if (d === undefined) {
    d = new Derived();
    game.derived = d;
  }
  return d;
}

/** A value changed (a card's state or damage, the turn player): every epoch-bound memo is stale now. */
export function touch(game: HasDerived): void {
  const d = game.derived;
  if (d !== undefined) {
    d.epoch++;
    d.coreEpoch++;
  }
}

/**
 * A card's active/asleep state (HF-3.2) or the size of a zone off the board (a draw, an energy placed or
 * paid, a card to the trash) changed, and nothing else: a new epoch, but not a new `coreEpoch`. Only
 * conditions, `state` filters and counted values read these.
 */
export function touchState(game: HasDerived): void {
  const d = game.derived;
  if (d !== undefined) d.epoch++;
}

/** The board changed (a card moved, control, set cards, face-down definitions, lasting effects, 【空装】). */
export function touchBoard(game: HasDerived): void {
  const d = game.derived;
  if (d !== undefined) {
    d.epoch++;
    d.coreEpoch++;
    d.boardEpoch++;
  }
}

/** Entering the engine. The outermost entry starts new epochs if the state was edited since it was left. */
export function enter(game: HasDerived): Derived {
  const d = derivedOf(game);
  if (d.depth++ === 0) {
    if (d.engineOnly) {
      // No direct edit by promise; a state object put in place of the last one seen is a new board.
      if (d.inputs[0] !== game.state) {
        d.inputs[0] = game.state;
        d.infos.length = 0; // read without checking the card's definition name (game.ts defInfo)
        d.infoNames.length = 0;
        d.epoch++;
        d.coreEpoch++;
        d.boardEpoch++;
        if (!d.restored) d.edits++;
      }
      d.restored = false;
      return d;
    }
    if (!inputsUnchanged(d, game.state)) {
      d.epoch++;
      d.coreEpoch++;
      d.boardEpoch++;
      if (!d.restored) d.edits++;
    }
    d.restored = false;
  }
  return d;
}

export function leave(game: HasDerived, d: Derived): void {
  if (--d.depth === 0 && d.inputsEpoch !== d.epoch && !d.engineOnly) {
    d.inputsLength = recordInputs(game.state, d.inputs);
    d.inputsEpoch = d.epoch;
  }
}

/** The memo to use now, or null when memoization is off (outside the engine, or partial values). */
export function memo(game: HasDerived): Derived | null {
  const d = game.derived;
  return d !== undefined && d.depth > 0 && !d.partial ? d : null;
}

/** Runs `fn` as an engine entry point (see enter()). */
export function inEngine<T>(game: HasDerived, fn: () => T): T {
  const d = enter(game);
  try {
    return fn();
  } finally {
    leave(game, d);
  }
}

function inputsUnchanged(d: Derived, s: GameState): boolean {
  if (sameInputs(s, d.inputs, d.inputsLength)) return true;
  d.inputsLength = recordInputs(s, d.inputs);
  d.inputsEpoch = d.epoch + 1; // what was just recorded is what memos are computed from from now on
  return false;
}

/** Does the state still have the inputs `recorded` by recordInputs()? (The same walk, reading only.) */
function sameInputs(s: GameState, recorded: readonly unknown[], length: number): boolean {
  const v = recorded;
  let n = 0;
  if (v[n++] !== s || v[n++] !== s.cards || v[n++] !== s.turnPlayer) return false;
  if (v[n++] !== s.effects || v[n++] !== s.effects.length) return false;
  for (const e of s.effects) if (v[n++] !== e) return false;
  for (const p of s.players) {
    if (v[n++] !== p || v[n++] !== p.kuusou || v[n++] !== p.hand.length || v[n++] !== p.trash.length)
      return false;
    if (v[n++] !== p.damageField.length || v[n++] !== p.guardDeck.length || v[n++] !== p.mainDeck.length)
      return false;
  }
  n = sameZone(s, s.battlefield, v, n);
  if (n >= 0) n = sameZone(s, s.limbo, v, n);
  return n === length;
}

function sameZone(s: GameState, ids: readonly number[], v: readonly unknown[], n: number): number {
  if (v[n++] !== ids || v[n++] !== ids.length) return -1;
  for (const id of ids) {
    const c = s.cards[id];
    if (v[n++] !== c || v[n++] !== c.zone || v[n++] !== c.def || v[n++] !== c.controller) return -1;
    if (v[n++] !== c.sleep || v[n++] !== c.damage || v[n++] !== c.faceDown || v[n++] !== c.seq) return -1;
    if (v[n++] !== c.attachments || v[n++] !== c.attachments.length) return -1;
    for (const a of c.attachments) {
      const set = s.cards[a];
      if (v[n++] !== set || v[n++] !== set.def || v[n++] !== set.faceDown) return -1;
    }
  }
  return n;
}

/** Writes the memos' inputs into `out`, in a fixed order (sameInputs() reads them in the same); returns how many. */
function recordInputs(s: GameState, out: unknown[]): number {
  let n = 0;
  out[n++] = s;
  out[n++] = s.cards;
  out[n++] = s.turnPlayer;
  out[n++] = s.effects;
  out[n++] = s.effects.length;
  for (const e of s.effects) out[n++] = e;
  for (const p of s.players) {
    out[n++] = p;
    out[n++] = p.kuusou;
    out[n++] = p.hand.length;
    out[n++] = p.trash.length;
    out[n++] = p.damageField.length;
    out[n++] = p.guardDeck.length;
    out[n++] = p.mainDeck.length;
  }
  n = recordZone(s, s.battlefield, out, n);
  return recordZone(s, s.limbo, out, n);
}

function recordZone(s: GameState, ids: readonly number[], out: unknown[], n: number): number {
  out[n++] = ids;
  out[n++] = ids.length;
  for (const id of ids) {
    const c = s.cards[id];
    out[n++] = c;
    out[n++] = c.zone;
    out[n++] = c.def;
    out[n++] = c.controller;
    out[n++] = c.sleep;
    out[n++] = c.damage; // the destruction check (HF-9.4) is skipped while nothing changes
    out[n++] = c.faceDown;
    out[n++] = c.seq;
    out[n++] = c.attachments;
    out[n++] = c.attachments.length;
    for (const a of c.attachments) {
      const set = s.cards[a];
      out[n++] = set;
      out[n++] = set.def;
      out[n++] = set.faceDown;
    }
  }
  return n;
}
