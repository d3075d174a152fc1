// The contract every effect primitive implements.
import type { EffectOp } from '../../core/cardTypes.js';
import type { Task } from '../../core/state.js';
import type { Game } from '../game.js';

export type ProcessTask = Extract<Task, { t: 'process' }>;
/** 'fail' ends the rest of the process (HF-5.7); 'ok' goes on to the next step. */
export type OpResult = 'ok' | 'fail';
export type OpExecutor<K extends EffectOp['op']> = (
  game: Game,
  op: Extract<EffectOp, { op: K }>,
  task: ProcessTask,
) => OpResult;
