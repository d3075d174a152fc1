import { GAME_RULES } from '../../generated/rules.js';
// The invariant checker the fuzzer and scenarios run: the engine's HF-16 checks (invariants.ts) plus what
// they do not cover, checked after every decision. Rule IDs refer to docs/rules.md.
//
//   HF-16.1  conservation — the engine's check (each card in exactly one place) plus: the number of cards
//            each player owns never changes.
//   HF-16.2  zone sizes are whole numbers ≥ 0, and damage to a player whose guard deck is empty ends the
//            game (HF-9.1): a `damagePlayer` event that places no guard card must be followed by game over.
//   HF-16.3  HF-16.4 HF-16.5 HF-16.7 — the engine's checks.
//   HF-16.6  the engine's check: hand ≤ 7 at the moment the discard phase ends (cards drawn later in the
//            phase's end window or by end-of-turn effects are legal).
//   HF-16.8  hidden information, through view(): zone by zone, a differential check (the view must not change
//            when the faces of the cards hidden from the viewer are permuted), and the viewer's log.
//   HF-16.10 / HF-15.4 termination — turns and decisions stay within the game's bounds; a game that hits a
//            bound is a draw.
// HF-16.9 (determinism, save/load) needs two games; see test/sim/determinism.test.ts.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import type { GameEvent } from '../core/events.js';
import type { CardInstance } from '../core/state.js';
import type { Game } from './game.js';
import { type Violation, checkInvariants } from './invariants.js';
import { view } from './view.js';
import { lookingAt } from './viewFlow.js';

export type { Violation };

export interface CheckerOptions {
  /** Check hidden information (HF-16.8) every n-th decision (1: every decision, 0: never). Default 1. */
  viewEvery?: number;
  /** How far past `limits.maxDecisions` a game may run before it counts as not terminating. */
  decisionSlack?: number;
}

const PLAYERS: readonly PlayerIndex[] = [0, 1];
const ZONES = ['mainDeck', 'guardDeck', 'hand', 'energy', 'trash', 'damageField', 'extraDeck'] as const;

/** A game without its log: view() then redacts only what we hand it. */
function withLog(game: Game, log: GameEvent[]): Game {
  return { ...game, state: { ...game.state, log } };
}

/** Cards whose face `viewer` may not see (HF-16.8, HF-3.5, HF-14.3). */
export function hiddenFrom(c: CardInstance, viewer: PlayerIndex): boolean {
  const theirs = c.owner !== viewer;
  switch (c.zone) {
    case 'energy':
    case 'mainDeck':
      return true;
    case 'hand':
    case 'extraDeck':
      return theirs;
    case 'guardDeck':
    case 'damageField':
      return theirs && !c.faceUp;
    case 'battlefield':
    case 'attached':
      return theirs && c.faceDown !== null;
    default:
      return false;
  }
}

export class InvariantChecker {
  private readonly owned: [number, number];
  private logSeen: number;
  private decisionsChecked = 0;
  /** Players dealt damage whose guard card has not been placed yet (HF-9.1). */
  private openDamage = new Map<PlayerIndex, number>();
  readonly options: Required<CheckerOptions>;
  viewChecks = 0;

  constructor(
    public game: Game,
    options: CheckerOptions = {},
  ) {
    this.options = { viewEvery: options.viewEvery ?? 1, decisionSlack: options.decisionSlack ?? 10_000 };
    const cards = game.state.cards;
    this.owned = [cards.filter((c) => c.owner === 0).length, cards.filter((c) => c.owner === 1).length];
    this.logSeen = 0;
  }

  /** The checks for the state right after creation (or after a scenario's setup). */
  start(): Violation[] {
    const out = this.stateViolations();
    this.viewViolations(out, true);
    this.logSeen = this.game.state.log.length;
    return out;
  }

  /** The checks after one decision has been applied. */
  afterDecision(_action?: Action): Violation[] {
    this.decisionsChecked++;
    const s = this.game.state;
    const events = s.log.slice(this.logSeen);
    const out = this.stateViolations();
    this.transitionViolations(events, out);
    const every = this.options.viewEvery;
    if (every > 0 && (this.decisionsChecked % every === 0 || s.result)) this.viewViolations(out, false);
    this.logSeen = s.log.length;
    return out;
  }

  /** HF-16.1–HF-16.7, HF-15.4 on the current state. */
  stateViolations(): Violation[] {
    const game = this.game;
    const s = game.state;
    const out: Violation[] = checkInvariants(game, { hidden: false });
    const owned: [number, number] = [0, 0];
    for (const c of s.cards) owned[c.owner] += 1;
    for (const p of PLAYERS) {
      if (owned[p] !== this.owned[p])
        out.push({
          rule: 'HF-16.1',
          message: `player ${p} owns ${owned[p]} cards, started with ${this.owned[p]}`,
        });
      for (const z of ZONES) {
        const n = s.players[p][z].length;
        if (!Number.isInteger(n) || n < 0)
          out.push({ rule: 'HF-16.2', message: `player ${p} ${z} has size ${n}` });
      }
    }
    if (s.turn > s.limits.maxTurns)
      out.push({ rule: 'HF-15.4', message: `turn ${s.turn} is past the bound ${s.limits.maxTurns}` });
    if (!s.result && s.decisions > s.limits.maxDecisions + this.options.decisionSlack)
      out.push({
        rule: 'HF-16.10',
        message: `${s.decisions} decisions and the game goes on (bound ${s.limits.maxDecisions})`,
      });
    if (s.result?.rule === 'HF-15.4' && s.result.winner !== null)
      out.push({ rule: 'HF-15.4', message: 'a game stopped by the bound must be a draw' });
    if (!s.result && !s.pending) out.push({ rule: 'HF-16.10', message: 'no result and no pending decision' });
    if (s.result && s.pending) out.push({ rule: 'HF-15.1', message: 'the game is over but asks a decision' });
    if (s.result && ![0, 1, null].includes(s.result.winner))
      out.push({ rule: 'HF-15.1', message: `bad winner ${String(s.result.winner)}` });
    return out;
  }

  /** Checks that need the events of the last decision: HF-16.2 (HF-9.1). */
  private transitionViolations(events: GameEvent[], out: Violation[]): void {
    const s = this.game.state;
    for (const e of events) {
      if (e.type === 'damagePlayer' && e.amount > 0) this.openDamage.set(e.player, e.amount);
      else if (e.type === 'damageCard') this.openDamage.delete(e.player);
    }
    if (s.result) {
      this.openDamage.clear();
      return;
    }
    for (const [p, amount] of [...this.openDamage]) {
      const resolving = s.tasks.some((t) => t.t === 'damagePlayer' && t.player === p);
      if (resolving) continue;
      this.openDamage.delete(p);
      out.push({
        rule: 'HF-16.2',
        message: `player ${p} was dealt ${amount} damage with an empty guard deck and the game goes on (HF-9.1)`,
      });
    }
  }

  /** HF-16.8 through view(): zones, a differential check, and the new part of the log. */
  private viewViolations(out: Violation[], wholeLog: boolean): void {
    this.viewChecks++;
    const game = this.game;
    const s = game.state;
    const fresh = s.log.slice(wholeLog ? 0 : this.logSeen);
    for (const viewer of PLAYERS) {
      const v = view(withLog(game, fresh), viewer);
      const leak = (message: string) =>
        out.push({ rule: 'HF-16.8', message: `player ${viewer}: ${message}` });
      const opp = v.players[viewer === 0 ? 1 : 0];
      if (opp.hand.some((c) => !('hidden' in c))) leak("sees a face in the opponent's hand");
      if (typeof opp.mainDeck !== 'number') leak("sees the opponent's main deck");
      if (typeof opp.extraDeck !== 'number') leak("sees the opponent's extra deck");
      for (const p of v.players) {
        if (Object.keys(p.energy).sort().join() !== 'active,count') leak('sees the faces of energies');
        if (typeof p.mainDeck !== 'number') leak('sees a main deck');
      }
      for (const c of [...opp.guardDeck, ...opp.damageField])
        if (!('hidden' in c) && !c.faceUp) leak(`sees face-down card ${c.id}`);
      for (const c of [...v.battlefield])
        if (!('hidden' in c) && c.faceDown && c.owner !== viewer && c.def !== '')
          leak(`sees the face of face-down card ${c.id} (HF-14.3)`);
      for (const e of v.log) this.eventLeak(e, viewer, leak);
      // Differential: permuting the faces of every card hidden from the viewer must not change the view.
      // A revealed 【空装】 card stays known wherever it goes (HF-13.8: its effect lasts for the game).
      // So do the cards the viewer is looking at while it chooses among them (a search, the top N).
      const known = new Set<number | null>([...s.players.map((p) => p.kuusou), ...lookingAt(s, viewer)]);
      const permute = (c: CardInstance) => hiddenFrom(c, viewer) && !known.has(c.id);
      const hidden = s.cards.filter(permute);
      const defs = [...new Set(hidden.map((c) => c.def))];
      if (defs.length > 1) {
        const rotate = new Map(defs.map((d, i) => [d, defs[(i + 1) % defs.length]]));
        const cards = s.cards.map((c) => (permute(c) ? { ...c, def: rotate.get(c.def)! } : c));
        // Its own memo of derived values (derived: undefined): nothing computed for one state serves the other.
        const permuted: Game = { ...game, derived: undefined, state: { ...s, cards, log: fresh } };
        if (JSON.stringify(v) !== JSON.stringify(view(permuted, viewer)))
          leak('the view changes when the faces of hidden cards are permuted');
      }
    }
  }

  /** HF-16.8 in the viewer's log: events about hidden cards carry no card id (-1). */
  private eventLeak(e: GameEvent, viewer: PlayerIndex, leak: (m: string) => void): void {
    const named = (id: number) => id >= 0;
    switch (e.type) {
      case 'draw':
        if (e.player !== viewer && named(e.card)) leak(`sees the card the opponent drew (${e.card})`);
        return;
      case 'energyPlaced':
        if (named(e.card)) leak(`sees which card became an energy (${e.card}, HF-3.5)`);
        return;
      case 'damageCard':
        if (!e.revealed && e.player !== viewer && named(e.card))
          leak(`sees the opponent's face-down damage card (${e.card})`);
        return;
      case 'lookAt':
        if (e.player !== viewer && e.cards.some(named)) leak('sees the cards the opponent looked at');
        return;
      case 'move':
        if (
          e.player !== viewer &&
          (e.to === 'hand' || e.to === 'mainDeck' || e.to === 'energy' || e.to === 'damageField') &&
          named(e.card)
        )
          leak(`sees card ${e.card} go to the opponent's ${e.to}`);
        return;
      default:
        return;
    }
  }
}
