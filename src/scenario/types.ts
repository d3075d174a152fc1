// The scenario file model (docs/scenarios.md): a board, scripted decisions, and expectations.
import type { FaceDownDefinition, PhaseName } from '../core/cardTypes.js';
import type { DecisionKind } from '../core/decisions.js';
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
  line?: number; // the line of `setup:` (an internal error while the board is built names it)
  rng?: number[]; // the generator's exact state (recorded scenarios); otherwise derived from `seed`
  turn: number;
  turnPlayer: Side;
  phase: PhaseName | 'start'; // start: before the game-start procedure (HF-2), see `start`
  window?: Side;
  players: Record<Side, PlayerSetup>;
  start?: StartOptions; // present exactly when phase is 'start'
}

/** `setup.phase: start` (src/scenario/start.ts): the decks as listed, the game at its very first decision. */
export interface StartOptions {
  firstPlayer: Side | 'random'; // HF-2.2: random draws from the generator, as createGame does
  shuffle: boolean; // HF-2.1: shuffle each main deck with the generator; otherwise it stays as listed
  deckCheck: boolean; // HF-1: the decks must be legal decks (30 + 10, copies, extra deck)
  lines: Record<Side, number>; // where each player's decks are written (deck-construction errors name it)
}

export interface Step extends Located {
  index: number; // 1-based
  text: string;
  advance?: AdvanceStep; // `- advance: { to: … }` (src/scenario/advance.ts); text is then "advance: <to>"
}

/** Where an `advance:` step stops (grammar: src/scenario/advanceTarget.ts); absent fields match anything. */
export interface AdvanceTarget {
  text: string; // as written
  turn?: number | 'next'; // next: the turn after the one the advance starts in
  turnPlayer?: Side;
  phase?: PhaseName | 'end'; // end: the end of turn (HF-6.6)
  kind?: DecisionKind;
  decider?: Side; // "… of A": whose decision
}

export interface AdvanceStep {
  to: AdvanceTarget;
  energy: 'skip' | 'place'; // the answer to energy-phase decisions on the way (HF-6.3)
}

/** One event to look for (`event:`, `noEvent:`, an item of `events:`): log fields as written (A / B, card refs). */
export interface EventPattern extends Located {
  fields: Record<string, unknown>;
}

/** `text`: the expectation as written, on one line (failure output lists every expectation with it). */
export type Expectation = Located & { after?: number; text?: string } & (
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
    | { kind: 'events'; items: EventPattern[] } // in this order, as a subsequence of the log
    | { kind: 'energy'; player: Side; active?: number; asleep?: number; total?: number }
    | { kind: 'marker'; held: Partial<Record<Side, boolean>> } // HF-2.6: who still holds the marker
    | { kind: 'view'; player: Side; sees: string[]; hidden: string[] } // HF-16.8: what view() shows
    | { kind: 'options'; exactly?: string[]; contains?: string[]; count?: number } // the pending decision's
    | { kind: 'result'; winner: Side | 'draw'; rule?: string }
    | { kind: 'legal'; step: string; legal: boolean; code?: string; rule?: string } // code/rule: illegal only
    | { kind: 'invariants' } // the HF-16 invariants hold before the first step and after every step
    | { kind: 'refused'; code?: string; rule?: string } // the setup, decks or start are refused (SetupRefusal)
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
  /** `cardVersions:` (issue 16, src/scenario/cardVersions.ts): the recorded version of each card, by name. */
  cardVersions?: { name: string; hash: string; line: number }[];
  /** The line of each `cards:` source (nb17: a card file that cannot be read is reported there). */
  cardLines?: number[];
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

/**
 * nb17: every mistake of a file at once (as `hflux check` and `deck check` report them), in the order of the
 * file's lines. It is the first mistake found (its line and problem) whose message lists them all, one
 * `file:line: problem` a line; `errorsOf` gives them one by one.
 */
export class ScenarioErrors extends ScenarioError {
  readonly errors: ScenarioError[];
  constructor(errors: readonly ScenarioError[]) {
    const first = errors[0];
    super(first.file, first.line, first.problem);
    const seen = new Set<string>();
    this.errors = [...errors]
      .sort((a, b) => a.line - b.line)
      .filter((e) => !seen.has(e.message) && Boolean(seen.add(e.message)));
    this.message = this.errors.map((e) => e.message).join('\n');
  }
}

/** One error, or the one error a list of one is; throws nothing for an empty list. */
export function combinedError(errors: readonly ScenarioError[]): ScenarioError | null {
  if (errors.length === 0) return null;
  return errors.length === 1 ? errors[0] : new ScenarioErrors(errors);
}

/** The mistakes an error stands for: its list, or itself. */
export function errorsOf(e: ScenarioError): ScenarioError[] {
  return e instanceof ScenarioErrors ? e.errors : [e];
}

/** A failure that is not the file's mistake: the tools' or the engine's, at the line the run had reached. */
export function internalError(file: string, line: number, e: unknown): ScenarioError {
  const what = e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e);
  return new ScenarioError(
    file,
    line,
    `内部エラー（ファイルの誤りではなく hflux の不具合です。報告してください）: ${what}`,
  );
}

/** One reason a board, deck or start is refused: a stable code and the rule that refuses (docs/scenarios.md). */
export interface RefusalReason {
  code: string;
  rule: string;
  message: string;
}

/**
 * The rules refuse the setup: a board no game can have, decks that are not legal decks, a start the rules do
 * not allow. Unlike a mistake in the file (an unknown name, a bad value), this is what `refused:` expects.
 */
export class SetupRefusal extends ScenarioError {
  override name = 'SetupRefusal';
  constructor(
    file: string,
    line: number,
    readonly reasons: RefusalReason[],
  ) {
    super(file, line, reasons.map((r) => r.message).join(' / '));
  }
}

/** A refusal for one reason; the message starts with its rule as the messages of the loader always did. */
export function refusal(file: string, line: number, code: string, rule: string, text: string): SetupRefusal {
  return new SetupRefusal(file, line, [{ code, rule, message: `${rule} ${text}` }]);
}

/** The id of the blank energy card (src/scenario/build.ts BLANK_ENERGY): energies a setup gives only as a count. */
export const BLANK_ENERGY_ID = 'scenario/エネルギー';
