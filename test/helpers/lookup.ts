// Finding cards and legal actions in a test game.
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { type Game, legalActions } from '../../src/engine/index.js';

export const nameOf = (game: Game, id: number): string | undefined =>
  game.defs.get(game.state.cards[id].def)?.name;

export const zoneOf = (game: Game, id: number) => game.state.cards[id].zone;

/** The first card of that name in the player's hand. */
export function inHand(game: Game, name: string, player: PlayerIndex): number {
  const id = game.state.players[player].hand.find((c) => nameOf(game, c) === name);
  if (id === undefined) throw new Error(`no ${name} in hand`);
  return id;
}

/** The first card of that name in the player's guard deck. */
export function inGuard(game: Game, name: string, player: PlayerIndex): number {
  const id = game.state.players[player].guardDeck.find((c) => nameOf(game, c) === name);
  if (id === undefined) throw new Error(`no ${name} in the guard deck`);
  return id;
}

/** The n-th card of that name and owner on the battlefield. */
export function onBattlefield(game: Game, name: string, owner: PlayerIndex, n = 0): number {
  const ids = game.state.battlefield.filter(
    (id) => nameOf(game, id) === name && game.state.cards[id].owner === owner,
  );
  if (ids[n] === undefined) throw new Error(`no ${name} of player ${owner} on the battlefield`);
  return ids[n];
}

/** The first card of that name on the battlefield, whoever owns it. */
export function onFieldNamed(game: Game, name: string): number {
  const id = game.state.battlefield.find((i) => nameOf(game, i) === name);
  if (id === undefined) throw new Error(`${name} is not on the battlefield`);
  return id;
}

export const activeEnergies = (game: Game, player: PlayerIndex): number =>
  game.state.players[player].energy.filter((id) => !game.state.cards[id].sleep).length;

/** The legal actions of one type. */
export function ofType<T extends Action['type']>(game: Game, type: T): Extract<Action, { type: T }>[] {
  return legalActions(game).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}
