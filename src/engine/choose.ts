import { shuffleInPlace } from '../core/rng.js';
// Choices inside an effect: pick cards one at a time, then move picked and unpicked cards.
import type { Task } from '../core/state.js';
import { moveToDestination } from '../effects/ops/moveCard.js';
import { type Game, log } from './game.js';
import { removeTask } from './tasks.js';
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

function finishChoose(game: Game, task: ChooseTask): void {
  for (const id of task.picked) moveToDestination(game, id, task.to);
  const rest = task.restCards.filter((id) => !task.picked.includes(id));
  if (task.rest === 'bottom') for (const id of rest) moveCard(game, id, 'mainDeck', { toBottom: true });
  if (task.rest === 'trash') for (const id of rest) moveCard(game, id, 'trash');
  if (task.shuffle !== null) {
    shuffleInPlace(game.state.rng, game.state.players[task.shuffle].mainDeck);
    log(game, { type: 'shuffle', player: task.shuffle, zone: 'mainDeck' });
  }
}
