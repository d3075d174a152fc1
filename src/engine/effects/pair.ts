// 「前者と後者」「それら」 (issue 22, m11): the two characters a fight or a power swap acts on — two references, or
// one naming a group of two targets (HF-5.10). Null unless both are distinct characters on the battlefield now.
import type { CardRef } from '../../core/cardTypes.js';
import { resolveCardRefs } from '../conditions.js';
import { type Game, card } from '../game.js';
import { isCharacter } from '../query.js';
import type { ProcessTask } from './types.js';

export function pairOf(
  game: Game,
  op: { a: CardRef; b?: CardRef },
  task: ProcessTask,
): [number, number] | null {
  const ids = [op.a, ...(op.b ? [op.b] : [])].flatMap((ref) => resolveCardRefs(game, ref, task.ctx));
  if (ids.length !== 2 || ids[0] === ids[1]) return null;
  const here = (id: number) => card(game, id).zone === 'battlefield' && isCharacter(game, id);
  return here(ids[0]) && here(ids[1]) ? [ids[0], ids[1]] : null;
}
