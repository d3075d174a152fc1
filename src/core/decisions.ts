// Decisions the engine asks for, and the actions that answer them. Both are plain serializable data.
import type { PlayerIndex } from './cardTypes.js';

export type DecisionKind =
  | 'ougiReveal' // HF-2.3: turn guard-deck cards face up
  | 'kuusou' // HF-2.3, HF-13.8: reveal one 【空装】 card or none
  | 'mulligan' // HF-2.4
  | 'energy' // HF-6.3
  | 'main' // HF-6.4
  | 'window' // HF-7
  | 'defense' // HF-8.3
  | 'damage' // HF-9.1, HF-9.3
  | 'reload' // HF-10.1
  | 'triggerTargets' // HF-5.5
  | 'orderTriggers' // HF-12.2
  | 'orderExpirations' // HF-6.6
  | 'discard' // HF-6.5
  | 'choose' // a choice inside an effect (search, look at top N, discard…)
  | 'mayDo' // "…してもよい"
  | 'payCost'; // carnage / discard costs (HF-11.2, HF-12.4)

export interface Decision {
  kind: DecisionKind;
  player: PlayerIndex;
  /** Human-readable detail: what the decision is about. */
  prompt?: string;
}

export type AttackTargetRef = { player: PlayerIndex } | { card: number };

export type Action =
  | { type: 'concede'; player: PlayerIndex }
  | { type: 'revealGuard'; player: PlayerIndex; card: number }
  | { type: 'endReveal'; player: PlayerIndex }
  | { type: 'kuusou'; player: PlayerIndex; card: number | null }
  | { type: 'mulligan'; player: PlayerIndex; redraw: boolean }
  | { type: 'placeEnergy'; player: PlayerIndex; place: boolean }
  | { type: 'attack'; player: PlayerIndex; attacker: number; target: AttackTargetRef }
  | { type: 'play'; player: PlayerIndex; card: number; targets: number[]; useMarker: boolean }
  | {
      type: 'activate';
      player: PlayerIndex;
      card: number;
      ability: string;
      targets: number[];
      x: number;
      useMarker: boolean;
    }
  | { type: 'endMain'; player: PlayerIndex }
  | { type: 'pass'; player: PlayerIndex }
  | { type: 'extraDraw'; player: PlayerIndex; card: number } // HF-11.1, HF-7.10
  | { type: 'defend'; player: PlayerIndex; defender: number | null }
  | { type: 'takeDamage'; player: PlayerIndex; card: number; reveal: boolean; targets: number[] }
  | { type: 'reloadCard'; player: PlayerIndex; card: number }
  | { type: 'chooseTargets'; player: PlayerIndex; targets: number[] }
  | { type: 'nextTrigger'; player: PlayerIndex; index: number }
  | { type: 'nextExpiration'; player: PlayerIndex; effect: number }
  | { type: 'discard'; player: PlayerIndex; card: number }
  | { type: 'choose'; player: PlayerIndex; card: number | null } // null: stop choosing (when allowed)
  | { type: 'mayDo'; player: PlayerIndex; accept: boolean }
  | { type: 'payCost'; player: PlayerIndex; card: number };

export type ActionType = Action['type'];
