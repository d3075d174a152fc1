// The task stack's one shared operation. It lives below tasks.ts so that the steps tasks.ts dispatches to
// (chain, choose, draw, replacement) can finish their task without importing the dispatcher back.
import type { Task } from '../core/state.js';
import type { Game } from './game.js';

export function removeTask(game: Game, task: Task): void {
  const i = game.state.tasks.lastIndexOf(task);
  if (i >= 0) game.state.tasks.splice(i, 1);
}
