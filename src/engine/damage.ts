// Damage to characters (HF-9.4) and to players (HF-9.1, HF-9.3).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Task } from '../core/state.js';
import { effectContext } from './context.js';
import { touch } from './derived.js';
import { type Game, card, defOf, log } from './game.js';
import { loseGame } from './run.js';
import { toChoices } from './targets.js';
import { queuePlayerDamagedTriggers } from './triggers.js';
import { moveCard } from './zones.js';

export function dealCharacterDamage(
  game: Game,
  id: number,
  amount: number,
  source: number | null,
  byAttack: boolean,
): void {
  if (amount <= 0) return;
  const c = card(game, id);
  if (game.damageBatch) {
    game.damageBatch.push({ card: id, seq: c.seq, amount, source, byAttack });
    return;
  }
  c.damage += amount;
  touch(game);
  log(game, { type: 'damageCharacter', card: id, amount, source, byAttack });
}

type DamageTask = Extract<Task, { t: 'damagePlayer' }>;

/** Cards the damaged player may choose among now, and whether any choice exists. */
export function damageChoicesNeeded(game: Game, player: PlayerIndex): boolean {
  const guard = game.state.players[player].guardDeck;
  if (guard.length > 1) return true;
  return guard.length === 1 && defOf(game, guard[0]).damageTrigger !== undefined;
}

export function stepPlayerDamage(game: Game, task: DamageTask): void {
  const s = game.state;
  const guard = s.players[task.player].guardDeck;
  if (!task.started) {
    task.started = true;
    log(game, { type: 'damagePlayer', player: task.player, amount: task.remaining, source: task.source });
    if (guard.length === 0) {
      // HF-9.1 / HF-15.1: damage with an empty guard deck loses the game.
      loseGame(game, task.player, 'ガードデッキが0枚の状態でダメージを受けた', 'HF-9.1');
      return;
    }
    task.remaining = Math.min(task.remaining, guard.length);
  }
  if (task.remaining === 0 || guard.length === 0) {
    s.tasks.pop();
    queuePlayerDamagedTriggers(game, task.player);
    return;
  }
  if (damageChoicesNeeded(game, task.player)) {
    s.pending = { kind: 'damage', player: task.player, prompt: `ダメージ：残り${task.remaining}枚` };
    return;
  }
  placeDamageCard(game, task, guard[0], false);
}

/** Puts one guard card into the damage field; a revealed 【ダメージトリガー】 resolves first (HF-9.3). */
export function placeDamageCard(
  game: Game,
  task: DamageTask,
  id: number,
  reveal: boolean,
  targets: number[] = [],
): void {
  task.remaining -= 1;
  log(game, { type: 'damageCard', player: task.player, card: id, revealed: reveal });
  const def = defOf(game, id);
  const trigger = def.damageTrigger;
  if (!reveal || !trigger) {
    moveCard(game, id, 'damageField', { faceUp: false, silent: true });
    return;
  }
  const chosen = toChoices(game, targets); // before the card moves: targets are battlefield objects (HF-5.6)
  moveCard(game, id, 'limbo', { faceUp: true, silent: true });
  log(game, { type: 'damageTrigger', player: task.player, card: id });
  const s = game.state;
  s.tasks.push({ t: 'finishDamageTrigger', card: id });
  const c = card(game, id);
  s.tasks.push({
    t: 'effect',
    ctx: effectContext(game, c.owner, id, id, { targets: chosen, specs: def.damageTriggerTargets ?? [] }),
    processes: trigger.processes.map((p) => p.steps),
    index: 0,
  });
}
