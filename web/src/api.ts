// The playtest server's JSON API: what `hflux serve` (src/cli/playtest/) answers and the page asks. Types and
// paths only, so both sides compile against one contract.
import type { CardDefinition } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';

export const API = {
  /** GET → CardsPayload: the card sets compiled from the served cards/ directory (recompiled when it changes). */
  cards: '/api/cards',
  /** GET → ScenarioListing: the scenario files under the project (to open one by path). */
  scenarios: '/api/scenarios',
  /** POST SaveScenarioRequest → SaveScenarioResponse. */
  saveScenario: '/api/scenario/save',
  /** POST OpenScenarioRequest → OpenScenarioResponse. */
  openScenario: '/api/scenario/open',
} as const;

/** The Vite WebSocket event the server sends after cards/ changed and was recompiled. */
export const CARDS_CHANGED_EVENT = 'hflux:cards-changed';

/** A problem of the card sources, as `hflux check` prints it (file relative to the project root). */
export interface CardProblem {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
}

export interface ServedSet {
  id: string;
  cards: CardDefinition[];
  /**
   * The set compiles to exactly what generated/ holds. When false, a designer edited cards/ without running
   * `npm run gen`: `hflux scenario` (which uses generated/) would play the old text.
   */
  sameAsGenerated: boolean;
}

/** A built-in deck list: cards/<set>/decks/<name>.deck. */
export interface ServedDeck {
  name: string;
  set: string;
  /** Relative to the project root, as deck errors name it. */
  file: string;
  text: string;
}

export interface CardsPayload {
  /** Increases with every compilation that changed something. */
  version: number;
  sets: ServedSet[];
  decks: ServedDeck[];
  /** The decks the setup screen starts with: those `hflux play` and `hflux sim` use by default. */
  defaultDecks: [string, string];
  /**
   * Errors of the latest compilation. The sets are then those of the last compilation without errors (empty
   * when there never was one).
   */
  problems: CardProblem[];
}

export interface ScenarioListing {
  /** Paths relative to the project root, sorted. */
  files: string[];
}

export interface SaveScenarioRequest {
  /** The scenario's `name:`. */
  name: string;
  /** The download's file name, ending in .scenario.yaml (messages in the file name it). */
  fileName: string;
  /** serialize() of the game at the scenario's start (a phase body with nothing waiting). */
  state: string;
  /** The decisions made since, in order. */
  actions: Action[];
  /** Card definitions the game uses that are not in the served sets (a scenario's own .hf cards). */
  extraCards: CardDefinition[];
}

export interface OpenScenarioRequest {
  /** A file under the project root (from ScenarioListing), or… */
  path?: string;
  /** …the text of an uploaded file and its name (its cards: may name only card sets). */
  text?: string;
  fileName?: string;
}

export type SaveScenarioResponse = { ok: true; fileName: string; text: string } | ApiError;

export type OpenScenarioResponse =
  | {
      ok: true;
      name: string;
      /** serialize() of the scenario's board. */
      state: string;
      /** Every card definition the game uses (a scenario may bring its own). */
      cards: CardDefinition[];
    }
  | ApiError;

export interface ApiError {
  ok: false;
  /** Japanese, naming the file and line where there is one. */
  error: string;
}
