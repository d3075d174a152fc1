import { shuffleInPlace } from '../core/rng.js';
// Choices inside an effect: pick cards one at a time, then move picked and unpicked cards.
import type { EffectContext, Task } from '../core/state.js';
import { setIt } from './conditions.js';
import { moveByEffect } from './effectMove.js';
import { type Game, log } from './game.js';
import { removeTask } from './taskStack.js';
import { moveCard } from './zones.js';

type ChooseTask = Extract<Task, { t: 'choose' }>;

export function chooseOptions(task: ChooseTask): number[] {
  return task.options.filter((id) => !task.picked.includes(id));
}

export function stepChoose(game: Game, task: ChooseTask): void {
  const open = chooseOptions(task);
  const done = task.picked.length >= task.max || open.length === 0;
  if (!done) {
    game.state.pending = { kind: 'choose', player: task.player, prompt: task.prompt };
    return;
  }
  removeTask(game, task);
  finishChoose(game, task);
}

/**
 * With `ctxIt` (pick), the process that asked for the choice is right below it: its 「それ」/「それら」 become
 * the picked cards, and a card put onto the battlefield enters under its controller.
 */
function askingContext(game: Game, task: ChooseTask): EffectContext | null {
  if (!task.ctxIt) return null;
  const below = game.state.tasks[game.state.tasks.length - 1];
  return below?.t === 'process' ? below.ctx : null;
}

function finishChoose(game: Game, task: ChooseTask): void {
  const ctx = askingContext(game, task);
  const opts = { controller: ctx?.controller ?? task.player, applied: ctx?.replaced };
  for (const id of task.picked) moveByEffect(game, id, task.to, opts);
  if (ctx) setIt(ctx, task.picked);
  const rest = task.restCards.filter((id) => !task.picked.includes(id));
  if (task.rest === 'bottom') for (const id of rest) moveCard(game, id, 'mainDeck', { toBottom: true });
  if (task.rest === 'trash') for (const id of rest) moveCard(game, id, 'trash');
  if (task.shuffle !== null) {
    shuffleInPlace(game.state.rng, game.state.players[task.shuffle].mainDeck);
    log(game, { type: 'shuffle', player: task.shuffle, zone: 'mainDeck' });
  }
}
