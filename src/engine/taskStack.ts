// The task stack's one shared operation. It lives below tasks.ts so that the steps tasks.ts dispatches to
// (chain, choose, draw, replacement) can finish their task without importing the dispatcher back.
import type { Task } from '../core/state.js';
import type { Game } from './game.js';

export function removeTask(game: Game, task: Task): void {
  const tasks = game.state.tasks;
  const last = tasks.length - 1;
  // Usually the top one: popped, without the array of removed elements splice() allocates (issue 25).
  if (last >= 0 && tasks[last] === task) tasks.pop();
  else {
    const i = tasks.lastIndexOf(task);
    if (i >= 0) tasks.splice(i, 1);
  }
}
