// Drawing, the energy-phase placement, and reload when the main deck is empty (HF-10).
import type { Task } from '../core/state.js';
import { touchState } from './derived.js';
import { type Game, card, log } from './game.js';
import { loseGame } from './gameEnd.js';
import { removeTask } from './taskStack.js';
import { shuffleList, writeSleep } from './trail.js';
import { queueDrawTriggers } from './triggers.js';
import { moveCard } from './zones.js';

function needsReload(game: Game, player: 0 | 1): boolean {
  if (game.state.players[player].mainDeck.length > 0) return false;
  game.state.tasks.push({ t: 'reload', player, toPlace: 0, started: false });
  return true;
}

export function drawStep(game: Game, task: Extract<Task, { t: 'draw' }>): void {
  if (task.remaining <= 0) return removeTask(game, task);
  if (needsReload(game, task.player)) return;
  const id = game.state.players[task.player].mainDeck[0];
  moveCard(game, id, 'hand', { silent: true });
  log(game, { type: 'draw', player: task.player, card: id });
  queueDrawTriggers(game, task.player, id); // issue 22: 「…がカードを引いた時」
  task.remaining -= 1;
}

/** HF-6.3: the energy phase placement reloads first when the main deck is empty. */
export function energyFromDeckStep(game: Game, task: Extract<Task, { t: 'energyFromDeck' }>): void {
  if (needsReload(game, task.player)) return;
  removeTask(game, task);
  const id = game.state.players[task.player].mainDeck[0];
  moveCard(game, id, 'energy', { silent: true });
  writeSleep(game, card(game, id), false);
  touchState(game);
  log(game, { type: 'energyPlaced', player: task.player, card: id });
}

/** HF-10.1: two guard cards (one if one is left) to the damage field, then the trash becomes the deck. */
export function reloadStep(game: Game, task: Extract<Task, { t: 'reload' }>): void {
  const s = game.state;
  const p = s.players[task.player];
  if (!task.started) {
    task.started = true;
    if (p.guardDeck.length === 0)
      return loseGame(game, task.player, 'リロード時にガードデッキが0枚だった', 'HF-10.1');
    task.toPlace = Math.min(2, p.guardDeck.length);
    log(game, { type: 'reload', player: task.player, placed: task.toPlace });
  }
  if (task.toPlace > 0) {
    if (p.guardDeck.length > task.toPlace) {
      s.pending = { kind: 'reload', player: task.player, prompt: `リロード：残り${task.toPlace}枚` };
      return;
    }
    task.toPlace -= 1;
    moveCard(game, p.guardDeck[0], 'damageField', { faceUp: false });
    return;
  }
  removeTask(game, task);
  if (p.trash.length === 0)
    return loseGame(game, task.player, 'リロード時にトラッシュが0枚だった', 'HF-10.1');
  for (const id of [...p.trash]) moveCard(game, id, 'mainDeck', { toBottom: true, silent: true });
  shuffleList(game, p.mainDeck);
  log(game, { type: 'shuffle', player: task.player, zone: 'mainDeck' });
}
