// The bot interface. A bot sees exactly what its player may see — the redacted view() (HF-16.8) — and the
// legal actions; it never receives the Game or its state. What a bot works out from the view it works out on
// a game it rebuilds from that view (gameFromView), never on the game being played. Every bot is
// deterministic for its seed.
import type { CardDefinition, PlayerIndex } from '../../core/cardTypes.js';
import type { Action } from '../../core/decisions.js';
import type { TriggerIndex } from '../../core/triggerIndex.js';
import type { Deck } from '../../engine/create.js';
import type { PlayerView } from '../../engine/view.js';

export type { Action, PlayerView };

export interface Bot {
  readonly name: string;
  /** One of `actions` (the legal actions for the decision `view.pending` describes). */
  choose(view: PlayerView, actions: Action[]): Action;
}

/** Public card definitions by id: what a player knows about any card whose face it can see. */
export type CardLookup = (id: string) => CardDefinition | undefined;

/** A deck list as card definition ids, one entry per copy. */
export interface DeckList {
  main: string[];
  guard: string[];
  extra: string[];
}

export interface BotOptions {
  /** The seat the bot plays (also `view.viewer`). */
  player: PlayerIndex;
  seed: number;
  /** Public card definitions; defaults to every generated card set. */
  cards?: CardLookup;
  /**
   * Both seats' deck lists (index: seat), when they are known — in a sim they are, as in open-decklist play.
   * Bots use them to guess hidden cards: what a list holds minus every card the view shows.
   */
  decks?: readonly [DeckList, DeckList];
  /**
   * The trigger index of the card set in play (issue 12), for the games a bot rebuilds from its view; defaults
   * to the generated one. A sim of a set compiled in process (`hflux balance diff`) passes its own, so that a
   * bot's rebuilt game fires the same auto abilities as the game being played.
   */
  triggers?: TriggerIndex;
}

export type BotFactory = (options: BotOptions) => Bot;

/** The deck list of a deck. */
export function deckList(deck: Deck): DeckList {
  return {
    main: deck.main.map((d) => d.id),
    guard: deck.guard.map((d) => d.id),
    extra: (deck.extra ?? []).map((d) => d.id),
  };
}
