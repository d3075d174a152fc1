// Reading the game log in tests.
import type { GameEvent } from '../../src/core/events.js';
import type { Game } from '../../src/engine/index.js';

/** The logged events of one type, from log index `from` on. */
export function events<T extends GameEvent['type']>(
  game: Game,
  type: T,
  from = 0,
): Extract<GameEvent, { type: T }>[] {
  return game.state.log.slice(from).filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
