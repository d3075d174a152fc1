// The event log: everything that happened, in order, for replays, UIs, tests and the determinism check.
// `source` on play, activate and trigger (issue 12): the `file:line` of the card text the play or ability comes
// from (the card carrying the text), absent for definitions without one. (Damage events' `source` is a card id.)
import type { PhaseName, PlayerIndex } from './cardTypes.js';

/** What a lasting effect that ended did (the 'expire' event): its kind, or for a grant what it granted. */
export const EXPIRE_WHATS = [
  'power',
  'control',
  'keyword',
  'trait',
  'ability',
  'cannotAttack',
  'cannotDefend',
  'cannotAttackPlayer',
  'cannotAttackCharacter', // mech17
  'cannotBeAttacked', // mech17
  'cannotActivate', // mech16
  'loseAbilities', // mech16
  'noUntap',
  'untargetable',
  'unaffected',
  'replacement',
] as const;
export type ExpireWhat = (typeof EXPIRE_WHATS)[number];

export type GameEvent =
  | { type: 'gameStart'; firstPlayer: PlayerIndex }
  | { type: 'shuffle'; player: PlayerIndex; zone: 'mainDeck' }
  | {
      type: 'reveal';
      player: PlayerIndex;
      card: number;
      reason: 'ougi' | 'kuusou' | 'damageTrigger' | 'play' | 'effect';
    }
  | { type: 'mulligan'; player: PlayerIndex; redraw: boolean }
  | { type: 'turnStart'; turn: number; player: PlayerIndex }
  | { type: 'phaseStart'; phase: PhaseName; player: PlayerIndex }
  | { type: 'phaseEnd'; phase: PhaseName; player: PlayerIndex }
  | { type: 'draw'; player: PlayerIndex; card: number }
  | { type: 'move'; card: number; from: string; to: string; player: PlayerIndex }
  | { type: 'energyPlaced'; player: PlayerIndex; card: number }
  | { type: 'stateChange'; card: number; sleep: boolean }
  | {
      type: 'play';
      player: PlayerIndex;
      card: number;
      targets: number[];
      useMarker: boolean;
      source?: string;
    }
  | {
      type: 'activate';
      player: PlayerIndex;
      card: number;
      ability: string;
      targets: number[];
      x: number;
      source?: string;
    }
  | {
      type: 'attack';
      player: PlayerIndex;
      attacker: number;
      target: { player: PlayerIndex } | { card: number };
    }
  | { type: 'defend'; player: PlayerIndex; defender: number | null }
  | { type: 'windowOpen'; holder: PlayerIndex; openedByPass: boolean }
  | { type: 'pass'; player: PlayerIndex }
  | { type: 'windowClose' }
  | { type: 'resolve'; item: string; card: number | null; ok: boolean; why?: string }
  | { type: 'enter'; card: number; controller: PlayerIndex; faceDown: boolean }
  | { type: 'set'; card: number; host: number }
  | { type: 'attackFails'; attacker: number; why: string }
  | { type: 'defenseResult'; defender: number; ok: boolean; why?: string } // why: a failure not of HF-8.4 (RULING HF-13.6)
  | { type: 'damageCharacter'; card: number; amount: number; source: number | null; byAttack: boolean }
  | { type: 'damagePlayer'; player: PlayerIndex; amount: number; source: number | null }
  | { type: 'damageCard'; player: PlayerIndex; card: number; revealed: boolean }
  | { type: 'damageTrigger'; player: PlayerIndex; card: number }
  | { type: 'destroyed'; card: number; reason: 'damage' | 'effect' | 'power0'; byAttack: number | null }
  | { type: 'notDestroyed'; card: number; why: string }
  | { type: 'powerChange'; card: number; amount: number; duration: string }
  | { type: 'controlChange'; card: number; from: PlayerIndex; to: PlayerIndex }
  | { type: 'trigger'; card: number; ability: string; controller: PlayerIndex; source?: string }
  | { type: 'reload'; player: PlayerIndex; placed: number }
  | { type: 'extraDraw'; player: PlayerIndex; card: number }
  | { type: 'discard'; player: PlayerIndex; card: number }
  | { type: 'damageRemoved' }
  // fixc task 5: what ended — the affected card, the card whose effect it was, and what it did (absent in
  // older saves): 'power' (amount), 'control', or a grant ('keyword' / 'trait' with its name, 'ability', …)
  | {
      type: 'expire';
      effect: number;
      card?: number;
      source?: number;
      what?: ExpireWhat;
      amount?: number;
      name?: string;
    }
  | { type: 'negate'; card: number }
  | { type: 'replaced'; card: number; event: string; replacement: string } // HF-5.11
  | { type: 'damagePrevented'; card: number; source: number | null } // mech22: 「…ダメージを受けない」
  | { type: 'damageReduced'; card: number; source: number | null; from: number; to: number } // mech23: 「…減らす」
  | { type: 'processFails'; card: number; why: string }
  | { type: 'lookAt'; player: PlayerIndex; cards: number[] }
  | { type: 'concede'; player: PlayerIndex }
  | { type: 'gameOver'; winner: PlayerIndex | null; reason: string; rule: string };
