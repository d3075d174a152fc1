// Damage to characters (HF-9.4) and to players (HF-9.1, HF-9.3).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Task } from '../core/state.js';
import { recordAttackHit } from './attackHits.js';
import { effectContext } from './context.js';
import { damageAfterGrants } from './damageReduce.js';
import { touch } from './derived.js';
import { type DamagePacket, type Game, card, defOf, log } from './game.js';
import { loseGame } from './gameEnd.js';
import { checkReplacement } from './replacement.js';
import { choicesFor } from './targets.js';
import { writeDamage, writeLastDamageBy } from './trail.js';
import { queueCharacterDamagedTriggers, queuePlayerDamagedTriggers } from './triggers.js';
import { moveCard } from './zones.js';

/** What became of damage to a character: dealt, replaced (HF-5.11), or waiting for a replacement choice. */
export type DamageOutcome = 'dealt' | 'replaced' | 'pending';

export function dealCharacterDamage(
  game: Game,
  id: number,
  amount: number,
  source: number | null,
  byAttack: boolean,
  applied: readonly string[] = [],
  endsProcess = false,
): DamageOutcome {
  if (amount <= 0) return 'dealt';
  const c = card(game, id);
  if (game.damageBatch) {
    // prevention and reductions are read as the batch is dealt (dealDamagePacket)
    game.damageBatch.push({ card: id, seq: c.seq, amount, source, byAttack });
    return 'dealt';
  }
  // mech22/mech23: 「…ダメージを受けない」「…が受けるダメージを1000減らす」 — prevented or reduced to 0, it is not dealt,
  // as if replaced by nothing (RULINGs «Damage prevented», «Damage reduced»)
  const dealt = damageAfterGrants(game, id, amount, source, byAttack);
  if (dealt <= 0) return 'replaced';
  const ev = { kind: 'damage' as const, amount: dealt, source, attacker: null };
  const outcome = checkReplacement(game, id, ev, applied, endsProcess);
  if (outcome !== 'none') return outcome;
  addDamage(game, id, dealt, source, byAttack);
  return 'dealt';
}

/**
 * One packet of the damage an attack deals at once (HF-8.5, HF-13.1): false when it is not dealt now
 * (replaced, or waiting for the replacement's controller, HF-5.11).
 */
export function dealDamagePacket(
  game: Game,
  p: DamagePacket,
  attacker: number,
  counter: number | null = null,
): boolean {
  if (p.amount <= 0) return false;
  // mech22/mech23 (RULINGs «Damage prevented», «Damage reduced»)
  const amount = damageAfterGrants(game, p.card, p.amount, p.source, p.byAttack);
  if (amount <= 0) return false;
  const ev = {
    kind: 'damage' as const,
    amount,
    source: p.source,
    attacker: p.byAttack ? attacker : null,
    // fixc task 2: 【反撃】 damage (HF-13.1) still kills as the counter after a replacement choice
    ...(counter !== null && !p.byAttack ? { counter } : {}),
  };
  if (checkReplacement(game, p.card, ev) !== 'none') return false;
  addDamage(game, p.card, amount, p.source, p.byAttack);
  return true;
}

/** Accumulates damage on a character (HF-9.4); the destruction check sees it after the step. */
export function addDamage(
  game: Game,
  id: number,
  amount: number,
  source: number | null,
  byAttack: boolean,
): void {
  const c = card(game, id);
  writeDamage(game, c, c.damage + amount);
  // issue 22: who dealt it, for 「相手の効果で破壊されない」 (null: an attack's damage)
  writeLastDamageBy(game, c, byAttack || source === null ? undefined : card(game, source).controller);
  touch(game);
  queueCharacterDamagedTriggers(game, id); // issue 22: 「…がダメージを受けた時」
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
    if (task.byAttack && task.source !== null) recordAttackHit(game, task.source, task.player); // t12b
    queuePlayerDamagedTriggers(game, task.player, task.byAttack ? task.source : null);
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
  targetCounts?: number[],
): void {
  task.remaining -= 1;
  log(game, { type: 'damageCard', player: task.player, card: id, revealed: reveal });
  const def = defOf(game, id);
  const trigger = def.damageTrigger;
  if (!reveal || !trigger) {
    moveCard(game, id, 'damageField', { faceUp: false, silent: true });
    return;
  }
  // before the card moves: targets are battlefield objects (HF-5.6); several per spec (HF-5.10)
  const chosen = choicesFor(game, def.damageTriggerTargets ?? [], targets, targetCounts);
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
