// The neutral answer to a decision: what a player does who wants nothing to happen.
import type { Action } from '../../src/core/decisions.js';
import { type Game, apply, legalActions } from '../../src/engine/index.js';

/** One neutral answer: end main, pass, decline energy, no defense, keep the hand, reveal nothing, no 【空装】; else the first legal action. */
export function neutral(game: Game): void {
  const kind = game.state.pending!.kind;
  const acts = legalActions(game);
  const pick: Action | undefined =
    kind === 'main'
      ? acts.find((a) => a.type === 'endMain')
      : kind === 'window'
        ? acts.find((a) => a.type === 'pass')
        : kind === 'energy'
          ? acts.find((a) => a.type === 'placeEnergy' && !a.place)
          : kind === 'defense'
            ? acts.find((a) => a.type === 'defend' && a.defender === null)
            : kind === 'mulligan'
              ? acts.find((a) => a.type === 'mulligan' && !a.redraw)
              : kind === 'ougiReveal'
                ? acts.find((a) => a.type === 'endReveal')
                : kind === 'kuusou'
                  ? acts.find((a) => a.type === 'kuusou' && a.card === null)
                  : acts.find((a) => a.type !== 'concede');
  apply(game, pick!);
}
