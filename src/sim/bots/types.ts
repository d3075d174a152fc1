// The bot interface. A bot sees exactly what its player may see — the redacted view() (HF-16.8) — and the
// legal actions; it never receives the Game or its state. Every bot is deterministic for its seed.
import type { CardDefinition, PlayerIndex } from '../../core/cardTypes.js';
import type { Action } from '../../core/decisions.js';
import type { PlayerView } from '../../engine/view.js';

export type { Action, PlayerView };

export interface Bot {
  readonly name: string;
  /** One of `actions` (the legal actions for the decision `view.pending` describes). */
  choose(view: PlayerView, actions: Action[]): Action;
}

/** Public card definitions by id: what a player knows about any card whose face it can see. */
export type CardLookup = (id: string) => CardDefinition | undefined;

export interface BotOptions {
  /** The seat the bot plays (also `view.viewer`). */
  player: PlayerIndex;
  seed: number;
  /** Public card definitions; defaults to every generated card set. */
  cards?: CardLookup;
}

export type BotFactory = (options: BotOptions) => Bot;
