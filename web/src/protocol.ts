// The messages between the page's UI (main thread) and the game host (a Web Worker that owns the engine and
// the bots). This is where hidden information is enforced (HF-16.8): the host holds the Game; the UI only
// ever receives what `ToUi` can carry — one seat's view() (with the narrated log built from that view), that
// seat's legal actions, error messages of its own actions, and download links. Nothing in `ToUi` is built
// from the whole state except the debug replies, which web/src/client.ts hands to the test hook only.
import type { CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action, DecisionKind, PlayerView } from '../../src/engine/index.js';
import type { OpenScenarioRequest } from './api.js';

export type BotName = 'random' | 'greedy';
export type SeatKind = 'human' | BotName;
export type Lang = 'ja' | 'en';

/** A deck as chosen on the setup screen: a deck list's text and how messages name it. */
export interface DeckChoice {
  label: string;
  text: string;
}

export interface NewGameRequest {
  cards: CardDefinition[];
  decks: [DeckChoice, DeckChoice];
  seed: number;
  seats: [SeatKind, SeatKind];
}

export interface OpenScenarioGameRequest {
  cards: CardDefinition[];
  /** A project file by path, or an uploaded file (read by the host, never by the UI). */
  source: { path: string } | { file: File };
  seats: [SeatKind, SeatKind];
}

export type DebugQuery = 'serialize' | 'history' | 'stats';

export type ToHost =
  | { t: 'new'; request: NewGameRequest }
  | { t: 'open'; request: OpenScenarioGameRequest }
  | { t: 'act'; action: Action }
  /** Hot-seat: the player the hand-over screen named is at the screen now. */
  | { t: 'reveal' }
  /** Time travel: go to the board before decision `position` (0 … tip). */
  | { t: 'seek'; position: number }
  /** Play on from an earlier point: the later decisions are dropped and bots move again. */
  | { t: 'branch' }
  /** Save the decisions from `from` to the current position as a scenario file. */
  | { t: 'save'; from: number }
  | { t: 'debug'; id: number; query: DebugQuery }
  /** The page's language: the narrated log and messages of later screens are told in it (no 'done' reply). */
  | { t: 'lang'; lang: Lang }
  /** Settings the host plays by (no 'done' reply): pass for a person when passing is all they may do. */
  | { t: 'settings'; autoPass: boolean }
  /** Pass every window for the person on screen until something happens (see Session.passUntil). */
  | { t: 'passUntil' }
  /** The same decks, seats and a seed (the same one or a new one): a new game. */
  | { t: 'rematch'; seed: number }
  /**
   * The cards changed: the same seed and decisions replayed on `cards` (deck lists by label from `decks`, the
   * built-in ones as they are now), as far as they still apply.
   */
  | { t: 'continue'; cards: CardDefinition[]; decks: Record<string, string> };

export interface GameInfo {
  /** null for a game opened from a scenario (its generator state comes from the file). */
  seed: number | null;
  decks: [string, string];
  seats: [SeatKind, SeatKind];
  scenario: string | null;
}

/** One decision of the timeline and what followed from it, as the viewing seat may know it. */
export interface LogEntry {
  /** The board before this decision is `position`; -1 for what happened before the first decision. */
  position: number;
  player: PlayerIndex | null;
  kind: DecisionKind | null;
  /** What the decision was: play, attack, pass… (public). */
  action: Action['type'] | null;
  /** A bot made it. */
  bot: boolean;
  /** Cards it used that the viewing seat can see (the board outlines those of the bot's last action). */
  cards: number[];
  lines: string[];
}

/** A triggered ability waiting to be put into play (HF-7.4), with the targets chosen for it. */
export interface WaitingAbility {
  controller: PlayerIndex;
  card: number;
  text: string;
  targets: number[];
}

/** Texts the UI cannot work out from the view: what an ability, trigger, effect or replacement is. */
export interface ActionLabels {
  /** `${card}:${ability key}` → the ability's text. */
  abilities: Record<string, string>;
  /** Pending trigger index → 「card」: its text. */
  triggers: Record<number, string>;
  /** Lasting effect id → what it does. */
  expirations: Record<number, string>;
  /** Replacement key → 「card」: its text. */
  replacements: Record<string, string>;
}

export interface BoardScreen {
  kind: 'board';
  seat: PlayerIndex;
  /** view(game, seat), with `log` left empty (the narrated `log` below is built from it). */
  view: PlayerView;
  /** The seat's legal actions when it owes the pending decision and a person plays it; else empty. */
  actions: Action[];
  labels: ActionLabels;
  /** The pending decision in words naming its card and effect (only for the seat that makes it), or null. */
  prompt: string | null;
  /** Triggered abilities waiting to be put into play, with their targets. */
  waitingAbilities: WaitingAbility[];
  /** Whether the host passes for this seat until something happens. */
  passingUntil: boolean;
  log: LogEntry[];
  position: number;
  tip: number;
  /** Positions (≤ position) a scenario may start from. */
  savePoints: number[];
  /** Who decides now: the viewing seat, a bot, or the other person (hot-seat never shows this). */
  waiting: 'you' | 'bot' | 'other' | 'over';
  game: GameInfo;
}

export interface HandoverScreen {
  kind: 'handover';
  /** The seat that plays next; its player should now take the screen. */
  seat: PlayerIndex;
  game: GameInfo;
}

export type Screen = BoardScreen | HandoverScreen;

export type ToUi =
  | { t: 'screen'; screen: Screen }
  /** An action was refused or a request failed: the engine's IllegalActionError message (and its English) and rule. */
  | { t: 'error'; message: string; english?: string; rule?: string }
  /** A file to download (an object URL made by the host: the UI does not read it). */
  | { t: 'download'; url: string; fileName: string }
  /** The request is handled (sent after its screen, error or download): the UI counts requests in flight. */
  | { t: 'done' }
  /** After 'continue': how many decisions of the old game applied to the new cards, of how many. */
  | { t: 'continued'; applied: number; total: number; stoppedBy: string | null }
  | { t: 'debug'; id: number; value: unknown };

export type { OpenScenarioRequest };
