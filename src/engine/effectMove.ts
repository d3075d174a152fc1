// Moving a card because an effect says so (HF-9.7): to its owner's zone (HF-3.4), or onto the battlefield
// under the effect's controller (「登場させる」), after replacement effects had their say (HF-5.11).
import type { PlayerIndex, ZoneDestination } from '../core/cardTypes.js';
import type { ZoneName } from '../core/state.js';
import { touchBoard, touchState } from './derived.js';
import { setEnterState } from './enterState.js';
import { canPlayByEffect, playByEffect } from './freePlay.js';
import { type Game, card, defOf, log } from './game.js';
import { creditLastKnown } from './lastKnown.js';
import { powerOf, traitsOf } from './query.js';
import { checkReplacement } from './replacement.js';
import { writeController, writeFaceDown, writeSleep } from './trail.js';
import { queueEnterTriggers, queueLeaveTriggers, queueLeaveTriggersOfAttached } from './triggers.js';
import { moveCard } from './zones.js';

/** What became of a move: done, replaced (HF-5.11), waiting for a replacement choice, or impossible. */
export type MoveOutcome = 'moved' | 'replaced' | 'pending' | 'impossible';

export interface EffectMoveOptions {
  controller: PlayerIndex; // the effect's controller: who a card entering the battlefield is controlled by
  faceUp?: boolean;
  applied?: readonly string[]; // HF-5.11: replacements already applied to this event
  endsProcess?: boolean; // a replacement chosen later ends the process that moves it
}

/**
 * RULING (docs/engine.md, 「登場させる」): only a character card can enter the battlefield by an effect; any
 * other card stays where it is (the move is impossible, HF-5.9). A card on the battlefield cannot enter it.
 */
export function canEnterByEffect(game: Game, id: number): boolean {
  return card(game, id).zone !== 'battlefield' && defOf(game, id).kind === 'character';
}

/** Destinations where a card becomes a character on the battlefield: put there, or played (m10a). */
export function entersBattlefield(to: ZoneDestination | string | undefined): boolean {
  return to === 'battlefield' || to === 'battlefieldAsleep' || to === 'played';
}

export function moveByEffect(
  game: Game,
  id: number,
  to: ZoneDestination,
  opts: EffectMoveOptions,
): MoveOutcome {
  const c = card(game, id);
  // a play waiting in the chain is in no zone (HF-3.7); a command whose own effect is resolving waits no more:
  // 「このカードをゲームから除外する」 moves it, and it is not put into the trash after (HF-4.3, fixd task 4)
  if (c.zone === 'chain' && !game.state.tasks.some((t) => t.t === 'finishPlay' && t.card === id))
    return 'impossible';
  if (entersBattlefield(to) && !canEnterByEffect(game, id)) return 'impossible';
  if (to === 'played' && !canPlayByEffect(game, id, opts.controller)) return 'impossible'; // HF-12.7 (m10a)
  const ev = { kind: 'move' as const, to, faceUp: opts.faceUp ?? null, controller: opts.controller };
  const outcome = checkReplacement(game, id, ev, opts.applied ?? [], opts.endsProcess ?? false);
  if (outcome !== 'none') return outcome;
  moveToDestination(game, id, to, opts.faceUp, opts.controller);
  return 'moved';
}

/** The move itself, with no replacement check. */
export function moveToDestination(
  game: Game,
  id: number,
  to: ZoneDestination,
  faceUp?: boolean,
  controller?: PlayerIndex,
): void {
  if (to === 'played') {
    playByEffect(game, id, controller ?? card(game, id).owner); // 「コストを支払わずにプレイする」 (m10a)
    return;
  }
  if (to === 'battlefield' || to === 'battlefieldAsleep') {
    enterByEffect(game, id, controller ?? card(game, id).owner, to === 'battlefieldAsleep');
    return;
  }
  const zone: ZoneName =
    to === 'mainTop' || to === 'mainBottom' ? 'mainDeck' : to === 'energyAsleep' ? 'energy' : to;
  const from = card(game, id).zone;
  if (from === 'battlefield' || from === 'attached') queueLeaveTriggers(game, id, zone); // issue 22
  if (from === 'battlefield') queueLeaveTriggersOfAttached(game, id);
  if (from === 'battlefield') rememberLastKnown(game, id);
  moveCard(game, id, zone, { toBottom: to === 'mainBottom', faceUp: faceUp ?? defaultFaceUp(to) });
  if (zone === 'energy') {
    // energy is always face down (000 ■エネルギー); 「スリープ状態のエネルギーとして」: it enters asleep (issue 22)
    writeSleep(game, card(game, id), to === 'energyAsleep');
    touchState(game);
  }
}

/** The effect that moves a character off the battlefield keeps what it was there (HF-9.6, t18b). */
function rememberLastKnown(game: Game, id: number): void {
  const c = card(game, id);
  creditLastKnown(game, {
    [id]: { controller: c.controller, power: powerOf(game, id), traits: [...traitsOf(game, id)] },
  });
}

function defaultFaceUp(to: ZoneDestination): boolean {
  return to === 'trash' || to === 'hand' || to === 'excluded';
}

/** 「登場させる」: the character enters active under `controller`, and its enter triggers are queued (HF-4.2). */
function enterByEffect(game: Game, id: number, controller: PlayerIndex, asleep: boolean): void {
  moveCard(game, id, 'battlefield', { faceUp: true });
  const c = card(game, id);
  writeController(game, c, controller);
  writeFaceDown(game, c, null); // HF-14.3: a face-down definition ended when it left the battlefield
  touchBoard(game);
  setEnterState(game, id, asleep); // 「スリープで戦場に登場させる」 (issue 22), 「…はスリープで登場する」 (i22m9)
  log(game, { type: 'enter', card: id, controller, faceDown: false });
  queueEnterTriggers(game, id);
}
