// Driving a test game forward: setup, whole turns, playing a card to resolution, taking damage.
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import type { Game } from '../../src/engine/index.js';
import { act, passAll, toMainPhase } from './harness.js';
import { inHand } from './lookup.js';
import { neutral } from './neutral.js';

/** Answers every setup decision neutrally (no reveal, no 【空装】, keep the hand). */
export function finishSetup(game: Game): void {
  for (let i = 0; i < 20 && game.state.phase === 'setup' && game.state.pending; i++) neutral(game);
}

/** Ends the turn player's main phase and answers neutrally until the next main phase. */
export function endTurn(game: Game): void {
  act(game, { type: 'endMain' });
  toMainPhase(game);
}

/**
 * Passes windows, ends main phases and discards the first card until `until` holds; the energy choice is
 * `place`. Any other decision is an error.
 */
export function advance(game: Game, until: (game: Game) => boolean, place = false): void {
  for (let i = 0; i < 200 && !until(game); i++) {
    const kind = game.state.pending?.kind;
    if (kind === 'main') act(game, { type: 'endMain' });
    else if (kind === 'window') act(game, { type: 'pass' });
    else if (kind === 'energy') act(game, { type: 'placeEnergy', place });
    else if (kind === 'discard') act(game, { type: 'discard' });
    else throw new Error(`advance: unexpected decision ${JSON.stringify(game.state.pending)}`);
  }
  if (!until(game)) throw new Error('advance: condition never reached');
}

/** The pending player plays the named card from hand (targets optional), then both players pass. */
export function playAndResolve(game: Game, name: string, targets?: number[]): void {
  const player = game.state.pending!.player;
  act(game, { type: 'play', card: inHand(game, name, player), ...(targets ? { targets } : {}) });
  passAll(game);
}

/**
 * Answers damage decisions (only `player`'s, if given) with the first guard card, face down; returns how
 * many cards were taken.
 */
export function takeAllDamage(game: Game, player?: PlayerIndex): number {
  let n = 0;
  while (
    game.state.pending?.kind === 'damage' &&
    (player === undefined || game.state.pending.player === player)
  ) {
    const p = game.state.pending.player;
    act(game, { type: 'takeDamage', player: p, card: game.state.players[p].guardDeck[0], reveal: false });
    n++;
  }
  return n;
}
