// 「…を1枚ランダムに選び」 (issue 22, i22tb6): `count` of `options` chosen by the game's random generator, one at a
// time, nobody decides (all of them if fewer). Used by search (the main deck) and pick (any zone).
import { randomInt } from '../../../core/rng.js';
import type { Game } from '../../game.js';

export function randomPick(game: Game, options: readonly number[], count: number): number[] {
  const pool = [...options];
  const picked: number[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(randomInt(game.state.rng, 0, pool.length - 1), 1)[0]);
  return picked;
}
