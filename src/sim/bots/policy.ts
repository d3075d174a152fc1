// The greedy policy: one decision at a time, each legal answer tried on the game the bot rebuilt from its
// view and played on until the situation settles (the chain resolved, the combat over, back to a main phase),
// then judged by the evaluation (./evaluate.ts). The engine itself plays every card the bot may be given —
// world sets, set cards on either side, modes, replacement and protection effects, carnage costs, damage
// triggers — so the bot knows no rule of its own: it only weighs outcomes. Decisions inside the lookahead are
// made the same way up to `lookahead` levels deep, then by simple defaults. Setup choices and which card to
// give up (discard, reload, costs) go by rules of thumb (./choices.ts). Ties are broken by the bot's seeded
// generator.
import type { PlayerIndex } from '../../core/cardTypes.js';
import type { Action, DecisionKind } from '../../core/decisions.js';
import { randomInt } from '../../core/rng.js';
import { actionKey } from '../../engine/actionKey.js';
import {
  type Game,
  IllegalActionError,
  type Snapshot,
  apply,
  legalActions,
  passAction,
  restore,
  snapshot,
} from '../../engine/index.js';
import { defOf, isOffered, playCost, powerOf, reading } from '../../engine/readGame.js';
import { cardWorth, giveUp, mulligan, ougiReveal, placeEnergy } from './choices.js';
import { lead } from './evaluate.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export interface PolicyOptions {
  /** How many levels of decisions inside a tried answer are themselves tried (0: defaults). */
  lookahead: number;
}

/** Decisions that start something new: a tried answer is played on until one of them (or a new turn). */
const SETTLED: ReadonlySet<DecisionKind> = new Set([
  'main',
  'energy',
  'discard',
  'mulligan',
  'kuusou',
  'ougiReveal',
]);

/** Decisions inside a tried answer that are themselves tried (within the lookahead); others take defaults. */
const TRIED_INSIDE: ReadonlySet<DecisionKind> = new Set(['triggerTargets', 'choose', 'mayDo', 'replacement']);

/** At most this many decisions are played on after a tried answer (the engine's own bound is far above). */
const MAX_SETTLE = 80;
/** What an action must gain over doing nothing, in cards, to be worth it. */
const MIN_GAIN = 0.05;
/** The phases before the main phase (HF-6.1 – HF-6.3). */
const BEFORE_MAIN: ReadonlySet<string> = new Set(['active', 'draw', 'energy']);
/** How much less a set-up is worth than the attack it makes possible (the attack alone might do as well). */
const SETUP_DOUBT = 0.1;
/** Activations of one ability per turn, so that a free repeatable ability cannot loop a game. */
const MAX_ACTIVATIONS_PER_TURN = 3;

export class GreedyPolicy {
  private readonly activations = { turn: -1, counts: new Map<string, number>() };

  constructor(
    private readonly rng: number[],
    private readonly options: PolicyOptions,
  ) {}

  /** The pending player's answer, one of `legal` (the game's legal actions, without conceding). */
  choose(game: Game, legal: Action[]): Action {
    // One engine entry for the whole decision (as ismcts's iterations, issue 25): the engine's calls inside it
    // (every apply, legalActions, snapshot and restore of the answers tried) do not walk the memo inputs again
    // on entering and leaving (derived.ts), and the evaluation reads the memos too. Nothing here edits the
    // game but the engine.
    const choice = reading(game, () => this.decide(game, legal, 0));
    if (choice.type === 'activate') this.noteActivation(game, choice);
    return choice;
  }

  private decide(game: Game, legal: Action[], depth: number): Action {
    if (legal.length <= 1) return legal[0];
    const pending = game.state.pending!;
    const me = pending.player;
    switch (pending.kind) {
      case 'ougiReveal':
        return ougiReveal(game, legal);
      case 'kuusou':
        return legal.find((a) => a.type === 'kuusou' && a.card !== null) ?? legal[0];
      case 'mulligan':
        return mulligan(game, legal);
      case 'energy':
        return placeEnergy(game, legal);
      case 'discard':
      case 'reload':
        return giveUp(game, legal, (a) => (a as Of<'discard' | 'reloadCard'>).card, this.rng);
      case 'payCost':
        return giveUp(game, legal, (a) => (a as Of<'payCost'>).card, this.rng);
      case 'orderTriggers':
      case 'orderExpirations':
        return legal[0]; // the order rarely matters
      case 'choose':
        if (pending.prompt === 'discard')
          return giveUp(game, legal, (a) => (a as Of<'choose'>).card ?? -1, this.rng);
        return this.tryEach(game, me, legal, depth);
      case 'main':
        return this.main(game, me, legal, depth);
      case 'damage':
        return this.tryEach(game, me, this.damageCandidates(game, legal), depth);
      default: {
        const worth = legal.filter((a) => this.worthTrying(game, a, legal) && !this.betterInMain(game, a));
        return this.tryEach(game, me, worth.length > 0 ? worth : legal, depth);
      }
    }
  }

  // ---- trying answers -----------------------------------------------------------------------------------

  /** The best of `candidates` by `score` (default: the lead it leaves `me` once settled), and that score. */
  private best(
    game: Game,
    me: PlayerIndex,
    candidates: Action[],
    depth: number,
    score: (a: Action, saved: Snapshot) => number = (a, saved) => this.tryOne(game, me, a, depth, saved),
  ): { action: Action; score: number } {
    let top = Number.NEGATIVE_INFINITY;
    let ties: Action[] = [];
    // The candidates of the bot's own decision come from the real game's offer: with this game's offer cached
    // (and put back by each restore()), apply() finds each of them there instead of generating the actions of
    // its card again (decisions inside a tried answer, and ismcts's, already asked legalActions() of this game).
    if (depth === 0 && candidates.length > 1 && !isOffered(game, candidates[0])) legalActions(game);
    const saved = snapshot(game); // each answer is tried from here (restore() leaves the snapshot usable)
    for (const a of candidates) {
      const v = score(a, saved) + this.nudge(game, a);
      if (v > top + 1e-9) {
        top = v;
        ties = [a];
      } else if (Math.abs(v - top) <= 1e-9) ties.push(a);
    }
    const action = ties.length === 1 ? ties[0] : ties[randomInt(this.rng, 0, ties.length - 1)];
    return { action, score: top };
  }

  private tryEach(game: Game, me: PlayerIndex, candidates: Action[], depth: number): Action {
    return this.best(game, me, candidates, depth).action;
  }

  /**
   * How the policy rates each answer of a decision it would try (the pending player's lead once settled; ending
   * the main phase: the lead now plus what an action must gain). Answers not worth trying are left out.
   */
  rate(game: Game, legal: readonly Action[]): { action: Action; score: number }[] {
    const me = game.state.pending!.player;
    const main = game.state.pending!.kind === 'main';
    const out: { action: Action; score: number }[] = [];
    const saved = snapshot(game);
    for (const a of legal) {
      if (main && a.type === 'endMain') out.push({ action: a, score: lead(game, me) + MIN_GAIN });
      else if (worthTrying(game, a, legal))
        out.push({ action: a, score: this.tryOne(game, me, a, 0, saved) + this.nudge(game, a) });
    }
    return out;
  }

  /**
   * `me`'s lead after playing `a` and what follows until things settle; the game is put back to `saved`, a
   * snapshot of it as it is now.
   */
  tryOne(game: Game, me: PlayerIndex, a: Action, depth: number, saved: Snapshot = snapshot(game)): number {
    try {
      apply(game, a);
      this.settle(game, depth + 1);
      return lead(game, me);
    } catch (e) {
      if (e instanceof IllegalActionError) return Number.NEGATIVE_INFINITY; // not in this determinization
      throw e;
    } finally {
      restore(game, saved);
    }
  }

  /** Plays on from a tried answer: windows are passed, other decisions made at `depth` (see lookahead). */
  settle(game: Game, depth: number): void {
    const s = game.state;
    const turn = s.turn;
    for (let n = 0; n < MAX_SETTLE && !s.result && s.turn === turn; n++) {
      const pending = s.pending!;
      if (SETTLED.has(pending.kind) && s.chain.length === 0 && s.combat === null) return;
      if (pending.kind === 'window') {
        apply(game, passAction(pending.player)); // HF-7.1: passing is always legal (the engine's shared pass)
        continue;
      }
      const legal = legalActions(game).filter((a) => a.type !== 'concede');
      const deep = depth <= this.options.lookahead && TRIED_INSIDE.has(pending.kind);
      apply(
        game,
        legal.length === 1 ? legal[0] : deep ? this.decide(game, legal, depth) : this.fallback(game, legal),
      );
    }
  }

  /** Beyond the lookahead: a sensible answer without trying any. */
  private fallback(game: Game, legal: Action[]): Action {
    const kind = game.state.pending!.kind;
    if (kind === 'defense') return this.defendByPower(game, legal);
    if (kind === 'mayDo') return legal.find((a) => a.type === 'mayDo' && a.accept) ?? legal[0];
    if (kind === 'damage')
      return (
        legal.find((a) => a.type === 'takeDamage' && a.reveal) ??
        giveUp(game, legal, (a) => (a as Of<'takeDamage'>).card, this.rng)
      );
    if (kind === 'main') return legal.find((a) => a.type === 'endMain') ?? legal[0];
    if (kind === 'discard' || kind === 'reload' || kind === 'payCost' || kind === 'energy')
      return this.decide(game, legal, Number.POSITIVE_INFINITY);
    return legal[0];
  }

  /** HF-8.3: block with a character that survives the attacker, else let it through. */
  private defendByPower(game: Game, legal: Action[]): Action {
    const combat = game.state.combat;
    const none = legal.find((a) => a.type === 'defend' && a.defender === null) ?? legal[0];
    if (!combat) return none;
    return reading(game, () => {
      const attack = powerOf(game, combat.attacker);
      let best: Action = none;
      let top = attack;
      for (const a of legal)
        if (a.type === 'defend' && a.defender !== null) {
          const p = powerOf(game, a.defender);
          if (p > top) {
            top = p;
            best = a;
          }
        }
      return best;
    });
  }

  /** Small preferences between answers of equal outcome: keep the marker, lose the least useful card. */
  private nudge(game: Game, a: Action): number {
    let n = 0;
    if ('useMarker' in a && a.useMarker) n -= 0.2; // HF-2.6: once per game
    if (a.type === 'takeDamage') n -= 0.01 * cardWorth(defOf(game, a.card));
    if (a.type === 'choose' && a.card !== null) n += 0.01 * cardWorth(defOf(game, a.card));
    return n;
  }

  /** HF-9.3: revealing a damage trigger is tried; of the plain guard cards only the least useful one is. */
  private damageCandidates(game: Game, legal: Action[]): Action[] {
    const reveals = legal.filter((a) => a.type === 'takeDamage' && a.reveal);
    const plain = legal.filter((a) => a.type === 'takeDamage' && !a.reveal);
    if (plain.length === 0) return reveals;
    return [...reveals, giveUp(game, plain, (a) => (a as Of<'takeDamage'>).card, this.rng)];
  }

  // ---- the main phase ---------------------------------------------------------------------------------

  private main(game: Game, me: PlayerIndex, legal: Action[], depth: number): Action {
    const end = legal.find((a) => a.type === 'endMain') ?? legal[0];
    const candidates = legal.filter((a) => this.worthTrying(game, a, legal));
    if (candidates.length === 0) return end;
    const now = lead(game, me);
    const scores = new Map<Action, number>();
    const { action, score } = this.best(game, me, candidates, depth, (a, saved) => {
      const v = this.mainScore(game, me, a, depth, now, saved);
      scores.set(a, v);
      return v;
    });
    if (score < now + MIN_GAIN) return end;
    if (action.type !== 'play') return action;
    return this.plannedPlay(game, me, scores, now) ?? action;
  }

  /**
   * HF-5.3: the energies pay for only so many cards this turn. Of the plays worth making, the set with the
   * most gain the active energies can pay for (a small knapsack, each card once, at its best targets) is
   * what the turn is spent on; its best play comes first. Plays are weighed apart (one may change
   * another's worth), so this only orders them.
   */
  private plannedPlay(game: Game, me: PlayerIndex, scores: Map<Action, number>, now: number): Action | null {
    const byCard = new Map<number, { action: Action; gain: number; cost: number }>();
    reading(game, () => {
      for (const [a, v] of scores) {
        if (a.type !== 'play' || v < now + MIN_GAIN) continue;
        const known = byCard.get(a.card);
        if (!known || v - now > known.gain)
          byCard.set(a.card, { action: a, gain: v - now, cost: playCost(game, me, a.card) });
      }
    });
    const budget = game.state.players[me].energy.filter((id) => !game.state.cards[id].sleep).length;
    const items = [...byCard.values()].filter((i) => i.cost <= budget);
    if (items.length <= 1) return null;
    // best[e]: the most gain for at most e energies, and the items that make it.
    const best: { gain: number; items: number[] }[] = Array.from({ length: budget + 1 }, () => ({
      gain: 0,
      items: [],
    }));
    items.forEach((item, k) => {
      for (let e = budget; e >= item.cost; e--) {
        const withIt = best[e - item.cost].gain + item.gain;
        if (withIt > best[e].gain + 1e-9)
          best[e] = { gain: withIt, items: [...best[e - item.cost].items, k] };
      }
    });
    const chosen = best[budget].items.map((k) => items[k]);
    if (chosen.length === 0) return null;
    return chosen.reduce((a, b) => (b.gain > a.gain ? b : a)).action;
  }

  /**
   * A main-phase answer's worth. A play or ability that gains nothing by itself (a power boost until the end
   * of the turn, a keyword for the turn) is also tried as the set-up of an attack: its worth is then the best
   * attack it makes possible, a little less than that attack alone would be worth.
   */
  private mainScore(
    game: Game,
    me: PlayerIndex,
    a: Action,
    depth: number,
    now: number,
    saved: Snapshot,
  ): number {
    const direct = this.tryOne(game, me, a, depth, saved);
    if ((a.type !== 'play' && a.type !== 'activate') || direct >= now + MIN_GAIN) return direct;
    try {
      apply(game, a);
      this.settle(game, depth + 1);
      const s = game.state;
      if (s.result || s.pending?.kind !== 'main' || s.pending.player !== me) return direct;
      const attacks = legalActions(game).filter((b) => b.type === 'attack');
      let followUp = Number.NEGATIVE_INFINITY;
      const setUp = attacks.length > 0 ? snapshot(game) : saved;
      for (const b of attacks) followUp = Math.max(followUp, this.tryOne(game, me, b, depth, setUp));
      return Math.max(direct, followUp - SETUP_DOUBT);
    } catch (e) {
      if (e instanceof IllegalActionError) return direct;
      throw e;
    } finally {
      restore(game, saved);
    }
  }

  /**
   * A card to keep for the main phase coming: in its own turn before the main phase, with nothing resolving,
   * a player plays what it can play in the main phase then, where every card type can be weighed together
   * (a world set, for one, cannot be played in a window).
   */
  private betterInMain(game: Game, a: Action): boolean {
    const s = game.state;
    if (a.type !== 'play' || s.pending?.kind !== 'window' || s.turnPlayer !== a.player) return false;
    if (s.combat !== null || !BEFORE_MAIN.has(s.phase)) return false;
    if (s.chain.some((item) => item.kind !== 'phaseEnd')) return false; // a response to something
    return defOf(game, a.card).kind !== 'command';
  }

  /** Leaves out answers not worth a try (see `worthTrying`) and abilities used too often this turn (loops). */
  private worthTrying(game: Game, a: Action, legal: Action[]): boolean {
    if (a.type === 'endMain' && legal.length > 1) return false;
    if (!worthTrying(game, a, legal)) return false;
    if (a.type === 'activate') {
      const used = this.activations.turn === game.state.turn ? this.activations.counts.get(abilityKey(a)) : 0;
      if ((used ?? 0) >= MAX_ACTIVATIONS_PER_TURN) return false;
    }
    return true;
  }

  private noteActivation(game: Game, a: Of<'activate'>): void {
    if (this.activations.turn !== game.state.turn) {
      this.activations.turn = game.state.turn;
      this.activations.counts.clear();
    }
    const key = abilityKey(a);
    this.activations.counts.set(key, (this.activations.counts.get(key) ?? 0) + 1);
  }
}

/**
 * Answers not worth trying: an extra draw while the hand still has cards (HF-11.1: the bots keep their
 * damage field for carnage costs and draw only to refill), and paying with the second-player marker when
 * the same play without it is possible (HF-2.6: it is good once per game).
 */
/**
 * Whether worthTrying() could turn down any of `legal` (an extra draw, a play or ability with the marker): when
 * not, every one of them is worth trying and a caller keeps `legal` as it is (issue 25: no filtered copy).
 */
export function mayBeUnworthy(legal: readonly Action[]): boolean {
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type === 'extraDraw' || ((a.type === 'play' || a.type === 'activate') && a.useMarker)) return true;
  }
  return false;
}

export function worthTrying(game: Game, a: Action, legal: readonly Action[]): boolean {
  if (a.type === 'extraDraw') return game.state.players[a.player].hand.length === 0;
  if ((a.type === 'play' || a.type === 'activate') && a.useMarker)
    return !legal.some(
      (b) => b.type === a.type && b.card === a.card && !b.useMarker && sameChoice(a, b as typeof a),
    );
  return true;
}

function abilityKey(a: Of<'activate'>): string {
  return `${a.card}:${a.ability}`;
}

/** The same answer but for the marker: every other field equal as actionKey() compares them (HF-2.6). */
function sameChoice(a: Of<'play' | 'activate'>, b: Of<'play' | 'activate'>): boolean {
  return actionKey({ ...a, useMarker: undefined }) === actionKey({ ...b, useMarker: undefined });
}
