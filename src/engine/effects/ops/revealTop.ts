// 「…メインデッキの一番上のカードを公開する。それが…なら、…」 (issue 22, mech21): the top card of `player`'s main deck is
// shown to every player and stays where it is; 「それ」 after it is that card. With an empty deck nothing is revealed
// and the rest of the process is not done (no reload outside the draw: HF-10.3, HF-5.9, HF-5.7). RULING «Revealing
// the top card and branching» (docs/engine.md). mech22: `backOnTop` (「公開したカードはメインデッキの上に戻す」) needs
// nothing more — the card never left the top; one a branch moved elsewhere is not brought back (same RULING).
import { resolvePlayer, setIt } from '../../conditions.js';
import { log } from '../../game.js';
import type { OpExecutor } from '../types.js';

export const revealTop: OpExecutor<'revealTop'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  const top = game.state.players[player].mainDeck[0];
  if (top === undefined) return 'fail';
  log(game, { type: 'reveal', player, card: top, reason: 'effect' });
  setIt(task.ctx, [top]);
  return 'ok';
};
