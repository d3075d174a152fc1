// 「メインデッキをシャッフルする」 (issue 22, m12): the player's main deck is shuffled by the game's random generator,
// through the trail writer (src/engine/trail.ts). 「…をメインデッキに加えてシャッフルする」 reads as a move to the
// bottom of the deck, then this (RULING «Cards shuffled into the main deck», docs/engine.md). Shuffling cannot
// fail: an empty or one-card deck is shuffled too, and a 「その後」 part still happens (HF-5.7).
import { resolvePlayer } from '../../conditions.js';
import { log } from '../../game.js';
import { shuffleList } from '../../trail.js';
import type { OpExecutor } from '../types.js';

export const shuffleDeck: OpExecutor<'shuffleDeck'> = (game, op, task) => {
  const player = resolvePlayer(game, op.player, task.ctx);
  shuffleList(game, game.state.players[player].mainDeck);
  log(game, { type: 'shuffle', player, zone: 'mainDeck' });
  return 'ok';
};
