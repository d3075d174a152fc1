// The public part of the game's flow, as a view() shows it (HF-16.8): where the flow is, what is resolving
// (the task stack, pending triggers), once-per-turn uses, and each player's setup facts. Everyone watching
// the game knows these; only the cards they name are filtered, like the rest of the view: a card the
// viewer may not see is left out of lists and named HIDDEN_CARD elsewhere (src/engine/cardRefs.ts).
// With the zones and cards of the view it is everything gameFromView() needs to rebuild a whole state.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { GameState, Limits, OncePerTurnUse, PendingTrigger, PlayerState, Task } from '../core/state.js';
import { type CardIdMap, HIDDEN_CARD, mapCardRecord, mapSpent, mapTask, mapTrigger } from './cardRefs.js';
import type { Game } from './game.js';

/**
 * What resolved effects left on a player (issue 22): cost changes, play bans, rules on a group of characters.
 * Public — everyone saw the effects resolve — and free of card ids (their filters are seen from a player).
 * Absent when the player has none, as in the state.
 */
export type PlayerRules = Pick<PlayerState, 'nextPlayCosts' | 'playBans' | 'groupRules' | 'playCosts'>;

/** The player's rules of PlayerRules, as a view or a rebuilt state holds them (lists replaced, never edited). */
export function playerRules(p: PlayerRules): PlayerRules {
  const out: PlayerRules = {};
  if (p.nextPlayCosts) out.nextPlayCosts = p.nextPlayCosts.slice();
  if (p.playBans) out.playBans = p.playBans.slice();
  if (p.groupRules) out.groupRules = p.groupRules.slice();
  if (p.playCosts) out.playCosts = p.playCosts.slice();
  return out;
}

export interface ViewFlow {
  /** How many cards the game has; card ids are 0 … cards − 1. */
  cards: number;
  firstPlayer: PlayerIndex;
  step: string;
  handAtDiscardEnd: number | null;
  resolving: boolean;
  tasks: Task[];
  triggers: PendingTrigger[];
  oncePerTurn: OncePerTurnUse[];
  spentReplacements: NonNullable<GameState['spentReplacements']>;
  players: ({
    mulliganed: boolean;
    ougiDeck: boolean;
    /** The card giving this player's 【空装】 effect, or HIDDEN_CARD when it is now in a hidden zone. */
    kuusou: number | null;
    /** Its definition: public, the card was revealed at game start (HF-2.3, HF-13.8). */
    kuusouDef: string | null;
  } & PlayerRules)[];
  nextId: number;
  seq: number;
  decisions: number;
  limits: Limits;
}

/**
 * The cards the viewer is looking at while it owes a choice inside an effect: the top N of a main deck it
 * looks at, the deck it searches, the cards it chooses from (HF-16.8 lets a player see what an effect shows
 * it). Empty at any other time.
 */
export function lookingAt(state: GameState, viewer: PlayerIndex): number[] {
  if (state.pending?.kind !== 'choose' || state.pending.player !== viewer) return [];
  const task = state.tasks[state.tasks.length - 1];
  if (task?.t !== 'choose' || task.player !== viewer) return [];
  return [...new Set([...task.options, ...task.restCards, ...task.picked])];
}

export function viewFlow(game: Game, shown: CardIdMap): ViewFlow {
  const s = game.state;
  const keep = <T>(x: T | null): x is T => x !== null;
  return {
    cards: s.cards.length,
    firstPlayer: s.firstPlayer,
    step: s.step,
    handAtDiscardEnd: s.handAtDiscardEnd,
    resolving: s.resolving,
    tasks: s.tasks.map((t) => mapTask(t, shown)),
    triggers: s.triggers.map((t) => mapTrigger(t, shown)),
    oncePerTurn: s.oncePerTurn.map((u) => mapCardRecord(u, shown)).filter(keep),
    spentReplacements: (s.spentReplacements ?? []).map((u) => mapSpent(u, shown)).filter(keep),
    players: s.players.map((p) => ({
      mulliganed: p.mulliganed,
      ougiDeck: p.ougiDeck,
      kuusou: p.kuusou === null ? null : (shown(p.kuusou) ?? HIDDEN_CARD),
      kuusouDef: p.kuusou === null ? null : s.cards[p.kuusou].def,
      ...playerRules(p),
    })),
    nextId: s.nextId,
    seq: s.seq,
    decisions: s.decisions,
    limits: { ...s.limits },
  };
}
