// The 'replacement' decision (HF-5.11): with several replacements for one event, or an optional one, the
// affected card's controller chooses which applies (or, when every one is optional, none: the event happens).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { Action } from '../core/decisions.js';
import type { Task } from '../core/state.js';
import { addDamage } from './damage.js';
import { checkDestruction, destroyCards, finishDestroy } from './destruction.js';
import { moveByEffect } from './effectMove.js';
import { type Game, card, log } from './game.js';
import {
  type ReplacementCandidate,
  applyReplacement,
  replacedEventNames,
  replacementCandidates,
} from './replacement.js';
import { removeTask } from './taskStack.js';

type ReplaceTask = Extract<Task, { t: 'replace' }>;

function candidatesOf(game: Game, task: ReplaceTask): ReplacementCandidate[] {
  return replacementCandidates(
    game,
    task.card,
    replacedEventNames(game, task.card, task.event),
    task.applied,
    task.event,
  );
}

export function stepReplace(game: Game, task: ReplaceTask): void {
  const c = card(game, task.card);
  if (c.seq !== task.seq) {
    removeTask(game, task); // HF-5.6: the card moved meanwhile; the event no longer concerns it
    return;
  }
  const list = candidatesOf(game, task);
  if (list.length === 0) {
    removeTask(game, task);
    carryOut(game, task);
    return;
  }
  if (list.length === 1 && !list[0].replacement.optional) {
    removeTask(game, task);
    replaceWith(game, task, list[0]);
    return;
  }
  game.state.pending = { kind: 'replacement', player: c.controller, prompt: task.event.kind };
}

function topReplaceTask(game: Game): ReplaceTask | null {
  const t = game.state.tasks[game.state.tasks.length - 1];
  return t?.t === 'replace' ? t : null;
}

/** The legal answers: each replacement that could apply; null too when every one of them is optional. */
export function replacementActions(game: Game, player: PlayerIndex, out: Action[]): void {
  const task = topReplaceTask(game);
  if (!task) return;
  const list = candidatesOf(game, task);
  for (const r of list) out.push({ type: 'replace', player, replacement: r.key });
  if (list.every((r) => r.replacement.optional)) out.push({ type: 'replace', player, replacement: null });
}

export function answerReplacement(game: Game, key: string | null): void {
  const task = topReplaceTask(game);
  if (!task) throw new Error('engine: expected a replace task on top');
  removeTask(game, task);
  const chosen = key === null ? undefined : candidatesOf(game, task).find((r) => r.key === key);
  if (chosen) return replaceWith(game, task, chosen);
  // Declined: the optional replacements offered do not apply to this event; the event happens.
  const declined = candidatesOf(game, task).map((r) => r.key);
  carryOut(game, { ...task, applied: [...task.applied, ...declined] });
}

function replaceWith(game: Game, task: ReplaceTask, chosen: ReplacementCandidate): void {
  if (task.endsProcess) {
    const below = game.state.tasks[game.state.tasks.length - 1];
    if (below?.t === 'process') {
      log(game, { type: 'processFails', card: below.ctx.self, why: 'HF-5.11 置き換えられた' });
      removeTask(game, below);
    }
  }
  applyReplacement(game, task.card, task.event, chosen, task.applied);
}

/** The event happens after all (no replacement applies now): it goes through its own entry point again. */
function carryOut(game: Game, task: ReplaceTask): void {
  const ev = task.event;
  const id = task.card;
  switch (ev.kind) {
    case 'destroy':
      destroyCards(game, [
        {
          id,
          reason: ev.reason,
          byAttack: ev.byAttack,
          byCounter: ev.byCounter ?? null,
          applied: task.applied,
        },
      ]);
      return;
    case 'damage':
      addDamage(game, id, ev.amount, ev.source, ev.attacker !== null);
      if (ev.attacker !== null)
        checkDestruction(game, new Map([[id, ev.attacker]])); // HF-13.3 victims
      // fixc task 2: a 【反撃】 victim (HF-13.1) after its damage replacement was declined
      else if (ev.counter !== undefined) checkDestruction(game, new Map(), new Map([[id, ev.counter]]));
      return;
    case 'move':
      moveByEffect(game, id, ev.to, {
        controller: ev.controller,
        faceUp: ev.faceUp ?? undefined,
        applied: task.applied,
      });
      return;
    case 'trash':
      finishDestroy(game, id, task.applied);
      return;
  }
}
