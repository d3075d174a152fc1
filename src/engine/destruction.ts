// Destruction (HF-9.4 – HF-9.6, HF-13.5): checked after every step; a destroyed character waits in limbo
// until the effects its destruction started have been processed, then goes to its owner's trash.
import type { PlayerIndex } from '../core/cardTypes.js';
import type { EffectContext } from '../core/state.js';
import { memo, touchBoard } from './derived.js';
import { type Game, card, defInfo, log } from './game.js';
import { pruneLastingEffects } from './lasting.js';
import {
  isCharacter,
  isIndestructible,
  powerMayBeZero,
  powerOf,
  powerReadsOnlyCore,
  traitsOf,
} from './query.js';
import { checkReplacement } from './replacement.js';
import {
  forgetSpentReplacements,
  insteadInProgress,
  spentKill,
  spentReplacementKeys,
} from './spentReplacements.js';
import { writeController, writeDamage, writeLastDamageBy, writeSleep } from './trail.js';
import { queueDestroyedTriggers, queueLeaveTriggers, queueLeaveTriggersOfAttached } from './triggers.js';
import { moveCard } from './zones.js';

export type DestroyReason = 'damage' | 'effect' | 'power0';

export interface Destruction {
  id: number;
  reason: DestroyReason;
  byAttack: number | null;
  // issue 22: the defender whose counter damage destroyed it (HF-13.1)
  byCounter?: number | null;
  applied?: readonly string[]; // HF-5.11: replacements already applied to this event
  endsProcess?: boolean; // a replacement chosen later ends the process that destroys it
  by?: PlayerIndex | null; // issue 22: the controller of the effect that destroys it (「相手の効果で破壊されない」)
}

/**
 * Destroys a character; false when it is not destroyed (【死殺】 except at power 0, or a replacement applied,
 * HF-5.11). True too when a replacement's controller must first choose (the destruction then waits).
 */
export function destroyCard(
  game: Game,
  id: number,
  reason: DestroyReason,
  byAttack: number | null,
  applied: readonly string[] = [],
  by: PlayerIndex | null = null,
): boolean {
  const before = game.state.tasks.length;
  const destroyed =
    destroyCards(game, [{ id, reason, byAttack, applied, endsProcess: true, by }]).length === 1;
  return destroyed || pendingReplacementSince(game, before);
}

function pendingReplacementSince(game: Game, before: number): boolean {
  const tasks = game.state.tasks;
  return tasks.length > before && tasks[tasks.length - 1].t === 'replace';
}

/**
 * Destroys characters at the same time (HF-9.4 "at once", HF-9.6): the last known information of all of
 * them is taken and every "when destroyed" is collected while all are still on the battlefield, so each
 * sees the others' destruction; only then do they leave. Returns the ids actually destroyed.
 */
export function destroyCards(game: Game, list: readonly Destruction[]): number[] {
  const doomed = list.filter(({ id, reason, byAttack, byCounter, applied, endsProcess, by }) => {
    if (!isCharacter(game, id)) return false;
    if (reason !== 'power0' && isIndestructible(game, id, by ?? null, reason)) {
      log(game, { type: 'notDestroyed', card: id, why: 'HF-13.5 破壊されない' });
      return false;
    }
    // HF-5.11: a replacement may replace the destruction (or wait for its controller's choice).
    const spent = reason === 'effect' ? [] : spentReplacementKeys(game, id);
    const done = [...(applied ?? []), ...spent];
    // fixc task 2: a 【反撃】 kill stays one after a replacement choice (HF-13.1)
    const ev =
      byCounter == null
        ? { kind: 'destroy' as const, reason, byAttack }
        : { kind: 'destroy' as const, reason, byAttack, byCounter };
    return checkReplacement(game, id, ev, done, endsProcess) === 'none';
  });
  const lkis = doomed.map(({ id }) => ({
    controller: card(game, id).controller as PlayerIndex,
    power: powerOf(game, id),
    traits: [...traitsOf(game, id)],
  }));
  creditToEffect(
    game,
    doomed.map(({ id }) => id),
    lkis,
  );
  doomed.forEach(({ id, byAttack, byCounter }, i) => {
    queueDestroyedTriggers(game, id, lkis[i], byAttack, byCounter ?? null);
    queueLeaveTriggers(game, id, 'trash', { [id]: lkis[i] }, true); // issue 22: 「戦場からトラッシュに置かれた時」
    queueLeaveTriggersOfAttached(game, id);
  });
  doomed.forEach(({ id, reason, byAttack }, i) => {
    const c = card(game, id);
    const seqOnField = c.seq;
    moveCard(game, id, 'limbo', { faceUp: true, silent: true });
    followIntoLimbo(game, id, seqOnField);
    writeController(game, c, lkis[i].controller); // keep last known controller visible while in limbo (HF-9.6)
    writeSleep(game, c, false); // HF-16.7: state and damage exist only on the battlefield
    writeDamage(game, c, 0);
    writeLastDamageBy(game, c, undefined);
    touchBoard(game);
    log(game, { type: 'destroyed', card: id, reason, byAttack });
    game.state.tasks.push({ t: 'finishDestroy', card: id });
  });
  return doomed.map(({ id }) => id);
}

/**
 * Issue 22 (RULING, docs/engine.md): characters destroyed while a process is being carried out — by its
 * 「破壊する」, or by the state check right after its damage or power change — are destroyed 「この効果によって」:
 * recorded in the context of the process on top of the task stack, and in the effect it belongs to (the
 * nearest 'effect' task below with the same card), whose later processes start from it: 「この方法で…破壊
 * された場合」 counts what every sentence of the effect destroyed (fixc task 3). Arrays are replaced, never
 * edited (snapshot.ts copies contexts shallowly).
 */
function creditToEffect(game: Game, ids: readonly number[], lkis: EffectContext['lki'][number][]): void {
  const tasks = game.state.tasks;
  const top = tasks[tasks.length - 1];
  if (ids.length === 0 || top?.t !== 'process') return;
  top.ctx.destroyed = [...(top.ctx.destroyed ?? []), ...ids];
  // 「破壊したキャラクターが破壊される直前のパワー」 (issue 22): the effect keeps their last known information (HF-9.6)
  const added: EffectContext['lki'] = {};
  ids.forEach((id, i) => {
    added[id] = lkis[i];
  });
  top.ctx.lki = { ...top.ctx.lki, ...added };
  for (let i = tasks.length - 2; i >= 0; i--) {
    const t = tasks[i];
    if (t.t !== 'effect') continue;
    if (t.ctx.self === top.ctx.self && t.ctx.source === top.ctx.source && t.ctx !== top.ctx) {
      t.ctx.destroyed = [...(t.ctx.destroyed ?? []), ...ids];
      t.ctx.lki = { ...t.ctx.lki, ...added };
    }
    return;
  }
}

/**
 * RULING HF-9.6: the effects its destruction started may still refer to the destroyed card as 「この
 * カード」 while it waits in limbo (and move it elsewhere: then it does not go to the trash). Its own
 * triggers, queued while it was on the battlefield, keep meaning it as the object it is in limbo.
 */
function followIntoLimbo(game: Game, id: number, seqOnField: number): void {
  const seq = card(game, id).seq;
  for (const t of game.state.triggers) {
    const on = t.ability.trigger.on;
    if (on !== 'destroyed' && on !== 'destroysByAttack' && on !== 'leave') continue;
    if (t.ctx.self === id && t.ctx.selfSeq === seqOnField) t.ctx.selfSeq = seq;
  }
}

/**
 * HF-9.6: once the effects its destruction started have been processed, a destroyed card still waiting in
 * limbo goes to its owner's trash (unless a replacement puts it elsewhere, HF-5.11).
 */
export function finishDestroy(game: Game, id: number, applied: readonly string[] = []): void {
  if (card(game, id).zone !== 'limbo') return; // an effect of its destruction moved it (RULING HF-9.6)
  if (checkReplacement(game, id, { kind: 'trash' }, applied) !== 'none') return;
  moveCard(game, id, 'trash', { owner: card(game, id).owner });
}

/**
 * State check: power 0 (HF-9.5) and damage ≥ power (HF-9.4) destroy at once. It runs after every step;
 * when nothing has changed since it last found nothing to destroy, it has nothing to do — nor when only
 * states and zone sizes changed (touchState) while nothing in force read them (p12, powerReadsOnlyCore).
 */
export function checkDestruction(
  game: Game,
  attackVictims?: ReadonlyMap<number, number>,
  // issue 22: victim → the defender whose counter damage (HF-13.1) damaged it
  counterVictims?: ReadonlyMap<number, number>,
): void {
  const m = memo(game);
  if (m !== null && attackVictims === undefined && (m.settledAt === m.epoch || m.settledCore === m.coreEpoch))
    return;
  pruneLastingEffects(game);
  forgetSpentReplacements(game);
  const s = game.state;
  for (let round = 0; round < 64; round++) {
    let batch: Destruction[] | null = null;
    let waiting = false;
    const cards = s.cards;
    for (const id of s.battlefield) {
      const c = cards[id];
      // isCharacter(), with the card read once: a character as it is now (face down: as defined, HF-14.3).
      if (c.zone !== 'battlefield') continue;
      if ((c.faceDown ? c.faceDown.kind : defInfo(game, id).kind) !== 'character') continue;
      // Undamaged with a power that cannot be 0 (the usual case): neither HF-9.4 nor HF-9.5 applies.
      if (c.damage === 0 && !powerMayBeZero(game, id)) continue;
      const power = powerOf(game, id);
      // fixc task 2: a destruction replaced earlier and still due is the same kill (spentKill)
      const spent = s.spentReplacements === undefined ? null : spentKill(game, id);
      const byAttack = attackVictims?.get(id) ?? spent?.byAttack ?? null;
      const byCounter = counterVictims?.get(id) ?? spent?.byCounter ?? null;
      let reason: DestroyReason | null = null;
      if (power <= 0) reason = 'power0';
      // A 【死殺】 character survives lethal damage silently here; the check repeats every step (HF-13.5).
      else if (card(game, id).damage >= power && !isIndestructible(game, id, lethalBy(game, id), 'damage'))
        reason = 'damage';
      if (reason === null) continue;
      // HF-5.11: a replacement of its destruction is still being chosen or carried out: check it after.
      if (insteadInProgress(game, id)) waiting = true;
      else (batch ??= []).push({ id, reason, byAttack, byCounter, by: lethalBy(game, id) });
    }
    // HF-9.4, HF-9.6: everything that meets the condition now is destroyed simultaneously.
    if (batch === null || destroyCards(game, batch).length === 0) {
      if (m !== null && !waiting && batch === null) {
        m.settledAt = m.epoch;
        m.settledCore = powerReadsOnlyCore(game) ? m.coreEpoch : 0;
      }
      return;
    }
    pruneLastingEffects(game);
  }
}

/**
 * issue 22 (RULING, docs/engine.md): whose effect dealt the damage that is on the character now — the player
 * who controlled the source of its latest damage when that damage was not an attack's; null after attack
 * damage. 「相手の効果で破壊されない」 asks for it.
 */
export function lethalBy(game: Game, id: number): PlayerIndex | null {
  return card(game, id).lastDamageBy ?? null;
}
