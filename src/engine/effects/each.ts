// 「それら」: a step whose card reference means several cards (the cards a `pick` chose) is carried out on each
// of them; it fails only when it fails on every one (as for several targets, HF-5.10).
import type { CardRef } from '../../core/cardTypes.js';
import { resolveCardRefs, setIt } from '../conditions.js';
import type { Game } from '../game.js';
import type { OpResult, ProcessTask } from './types.js';

export function eachCard(
  game: Game,
  ref: CardRef,
  task: ProcessTask,
  one: (id: number) => OpResult,
): OpResult {
  const ids = resolveCardRefs(game, ref, task.ctx);
  if (ids.length === 1) return one(ids[0]);
  const done = ids.filter((id) => one(id) === 'ok');
  if (done.length === 0) return 'fail';
  setIt(task.ctx, done);
  return 'ok';
}
