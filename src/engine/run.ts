// The small core that drives everything: step the top task until a decision is owed or the game ends.
import { enter, leave } from './derived.js';
import { checkDestruction } from './destruction.js';
import { advanceFlow } from './flow.js';
import type { Game } from './game.js';
import { stepTask } from './tasks.js';
import { processTriggers } from './triggers.js';

export function run(game: Game): void {
  const d = enter(game);
  try {
    settle(game);
  } finally {
    leave(game, d);
  }
}

function settle(game: Game): void {
  const s = game.state;
  let guard = 0;
  while (s.pending === null && s.result === null) {
    if (++guard > 1_000_000) throw new Error('engine loop did not settle');
    checkDestruction(game);
    if (s.result) break;
    if (s.triggers.length > 0) {
      processTriggers(game);
      continue;
    }
    if (s.tasks.length > 0) {
      stepTask(game);
      continue;
    }
    advanceFlow(game);
  }
}
