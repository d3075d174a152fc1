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
  | 'payCost' // carnage / discard costs (HF-11.2, HF-12.4)
  | 'replacement' // HF-5.11: which replacement effect applies first, or whether an optional one does
  | 'declare'; // 「カード名を1つ宣言し」「…のいずれかを宣言する」 (issue 22): a name, a kind or a trait

/** Every decision kind, as a Record so that a kind added to the union must be added here too. */
const DECISION_KIND_SET: Record<DecisionKind, true> = {
  ougiReveal: true,
  kuusou: true,
  mulligan: true,
  energy: true,
  main: true,
  window: true,
  defense: true,
  damage: true,
  reload: true,
  triggerTargets: true,
  orderTriggers: true,
  orderExpirations: true,
  discard: true,
  choose: true,
  mayDo: true,
  payCost: true,
  replacement: true,
  declare: true,
};

/** Every decision kind the engine asks for (scenario files name them: `pending: { kind }`, `advance:`). */
export const DECISION_KINDS: readonly DecisionKind[] = Object.keys(DECISION_KIND_SET) as DecisionKind[];

export interface Decision {
  kind: DecisionKind;
  player: PlayerIndex;
  /** Human-readable detail: what the decision is about. */
  prompt?: string;
}

export type AttackTargetRef = { player: PlayerIndex } | { card: number };

/**
 * What an action that chooses targets carries besides `targets` (every chosen card, spec by spec, flat):
 * `targetCounts`, how many cards were chosen for each spec — present only when some spec takes "up to" N
 * (HF-5.10); `modes`, the chosen modes in printed order — present only when the card or ability has modes
 * (RULING HF-5.13; the targets are then those of `targets` of the card or ability, then each chosen mode's).
 */
export interface TargetChoiceFields {
  targets: number[];
  targetCounts?: number[];
  modes?: number[];
}

export type Action =
  | { type: 'concede'; player: PlayerIndex }
  | { type: 'revealGuard'; player: PlayerIndex; card: number }
  | { type: 'endReveal'; player: PlayerIndex }
  | { type: 'kuusou'; player: PlayerIndex; card: number | null }
  | { type: 'mulligan'; player: PlayerIndex; redraw: boolean }
  | { type: 'placeEnergy'; player: PlayerIndex; place: boolean }
  | { type: 'attack'; player: PlayerIndex; attacker: number; target: AttackTargetRef }
  // `extra: true` (mech13): the card's optional extra cost is paid too (CardDefinition.extraCost)
  | ({
      type: 'play';
      player: PlayerIndex;
      card: number;
      useMarker: boolean;
      extra?: true;
    } & TargetChoiceFields)
  | ({
      type: 'activate';
      player: PlayerIndex;
      card: number;
      ability: string;
      x: number;
      useMarker: boolean;
    } & TargetChoiceFields)
  | { type: 'endMain'; player: PlayerIndex }
  | { type: 'pass'; player: PlayerIndex }
  | { type: 'extraDraw'; player: PlayerIndex; card: number } // HF-11.1, HF-7.10
  | { type: 'defend'; player: PlayerIndex; defender: number | null }
  | ({ type: 'takeDamage'; player: PlayerIndex; card: number; reveal: boolean } & TargetChoiceFields)
  | { type: 'reloadCard'; player: PlayerIndex; card: number }
  | ({ type: 'chooseTargets'; player: PlayerIndex } & TargetChoiceFields)
  | { type: 'nextTrigger'; player: PlayerIndex; index: number }
  | { type: 'nextExpiration'; player: PlayerIndex; effect: number }
  | { type: 'discard'; player: PlayerIndex; card: number }
  | { type: 'choose'; player: PlayerIndex; card: number | null } // null: stop choosing (when allowed)
  | { type: 'mayDo'; player: PlayerIndex; accept: boolean }
  | { type: 'payCost'; player: PlayerIndex; card: number }
  // HF-5.11: the key of the replacement to apply; null lets the event happen (only when all are optional)
  | { type: 'replace'; player: PlayerIndex; replacement: string | null }
  // issue 22: the value declared, one of those legalActions() offers (RULING, docs/engine.md)
  | { type: 'declare'; player: PlayerIndex; value: string };

export type ActionType = Action['type'];
