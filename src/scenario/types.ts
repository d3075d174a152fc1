// The scenario file model (docs/scenarios.md): a board, scripted decisions, and expectations.
import type { FaceDownDefinition, PhaseName } from '../core/cardTypes.js';
import { escapeControls } from '../io/terminal.js';

export type Side = 'A' | 'B'; // A is player 0, B is player 1

export interface Located {
  line: number;
}

export interface CardEntry extends Located {
  name: string;
  faceUp?: boolean;
}

export interface BattlefieldEntry extends Located {
  name: string;
  state: 'active' | 'sleep';
  damage: number;
  controller?: Side;
  set: { name: string; faceDown?: FaceDownDefinition; owner?: Side; line: number }[]; // owner: who set it (HF-4.5)
  faceDown?: FaceDownDefinition;
}

export interface PlayerSetup {
  hand: CardEntry[];
  mainDeck: CardEntry[];
  guardDeck: CardEntry[];
  energy: (CardEntry & { sleep: boolean })[]; // name '' is a blank energy
  trash: CardEntry[];
  damageField: CardEntry[];
  extraDeck: CardEntry[];
  excluded: CardEntry[];
  battlefield: BattlefieldEntry[];
  marker: boolean;
  kuusou?: CardEntry;
}

export interface Setup {
  rng?: number[]; // the generator's exact state (recorded scenarios); otherwise derived from `seed`
  turn: number;
  turnPlayer: Side;
  phase: PhaseName;
  window?: Side;
  players: Record<Side, PlayerSetup>;
}

export interface Step extends Located {
  index: number; // 1-based
  text: string;
}

export type Expectation = Located & { after?: number } & (
    | { kind: 'pending'; player?: Side; decision?: string }
    | { kind: 'zone'; player: Side; zone: string; cards?: string[]; contains?: string[]; count?: number }
    | {
        kind: 'card';
        ref: string;
        zone?: string;
        power?: number;
        damage?: number;
        state?: 'active' | 'sleep';
        controller?: Side;
        faceUp?: boolean;
      }
    | { kind: 'event'; fields: Record<string, unknown>; count?: number; none?: boolean }
    | { kind: 'result'; winner: Side | 'draw'; rule?: string }
    | { kind: 'legal'; step: string; legal: boolean }
    | { kind: 'invariants' } // the HF-16 invariants hold before the first step and after every step
  );

export interface Scenario {
  file: string;
  name: string;
  rules: string[];
  cards: string[];
  seed: number;
  strict: boolean;
  setup: Setup;
  steps: Step[];
  expect: Expectation[];
}

export class ScenarioError extends Error {
  override name = 'ScenarioError';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    // The message echoes the scenario's text: control characters are escaped for the terminal.
    super(escapeControls(`${file}:${line}: ${problem}`));
  }
}
