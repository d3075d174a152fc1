// How a game ends (HF-15). Below run.ts, so that damage, draw, flow and the effect ops can end the game
// without importing the loop that steps them.
import type { PlayerIndex } from '../core/cardTypes.js';
import { type Game, log, other } from './game.js';

/** Marks a player as having lost; both losing at once is a draw (HF-15.2). */
export function loseGame(game: Game, player: PlayerIndex, reason: string, rule: string): void {
  const s = game.state;
  if (s.result) {
    if (s.result.winner === player) {
      s.result = {
        winner: null,
        reason: `両者が同時に敗北した（${s.result.reason} / ${reason}）`,
        rule: 'HF-15.2',
      };
    }
    return;
  }
  s.result = { winner: other(player), reason, rule };
  s.pending = null;
  log(game, { type: 'gameOver', winner: s.result.winner, reason, rule });
}

/** Players who lose at the same moment: one of them loses; both at once is a draw (HF-15.2). */
export function losePlayersTogether(game: Game, players: PlayerIndex[], reason: string, rule: string): void {
  if (players.length === 1) loseGame(game, players[0], reason, rule);
  else if (players.length > 1) drawGame(game, `両者が同時に敗北した（${reason}）`, 'HF-15.2');
}

export function drawGame(game: Game, reason: string, rule: string): void {
  if (game.state.result) return;
  game.state.result = { winner: null, reason, rule };
  game.state.pending = null;
  log(game, { type: 'gameOver', winner: null, reason, rule });
}
