// A uniformly random player: picks any legal action except conceding, from its own seeded generator.
import type { Action } from '../core/decisions.js';
import { initialRngState, randomInt } from '../core/rng.js';
import { type Game, apply, legalActions } from '../engine/index.js';

export function randomChooser(seed: number): (actions: Action[]) => Action {
  const rng = initialRngState(seed);
  return (actions) => {
    const choices = actions.filter((a) => a.type !== 'concede');
    const pool = choices.length > 0 ? choices : actions;
    return pool[randomInt(rng, 0, pool.length - 1)];
  };
}

/** Plays a game to the end with one chooser for both players; returns the number of decisions. */
export function playOut(
  game: Game,
  choose: (actions: Action[]) => Action,
  onStep?: (g: Game, a: Action) => void,
): number {
  let n = 0;
  while (!game.state.result) {
    const action = choose(legalActions(game));
    apply(game, action);
    onStep?.(game, action);
    n++;
  }
  return n;
}
