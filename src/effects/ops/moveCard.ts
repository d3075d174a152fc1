// Moving a card to a zone without destroying it (HF-9.7): trash, hand, top/bottom of main deck, guard deck,
// damage field, exclusion, energy. It goes to its owner's zone (HF-3.4).
import type { ZoneDestination } from '../../core/cardTypes.js';
import type { ZoneName } from '../../core/state.js';
import { resolveCardRef } from '../../engine/conditions.js';
import { touch } from '../../engine/derived.js';
import { type Game, card } from '../../engine/game.js';
import { moveCard as move } from '../../engine/zones.js';
import type { OpExecutor } from '../types.js';

export function moveToDestination(game: Game, id: number, to: ZoneDestination, faceUp?: boolean): void {
  const zone: ZoneName = to === 'mainTop' || to === 'mainBottom' ? 'mainDeck' : to;
  move(game, id, zone, { toBottom: to === 'mainBottom', faceUp: faceUp ?? defaultFaceUp(to) });
  if (zone === 'energy') {
    card(game, id).sleep = false;
    touch(game);
  }
}

function defaultFaceUp(to: ZoneDestination): boolean {
  return to === 'trash' || to === 'hand' || to === 'excluded';
}

export const moveCard: OpExecutor<'moveCard'> = (game, op, task) => {
  const id = resolveCardRef(game, op.target, task.ctx);
  if (id === null) return 'fail';
  const c = card(game, id);
  if (c.zone === 'chain' || c.zone === 'limbo') return 'fail';
  moveToDestination(game, id, op.to, op.faceUp);
  task.ctx.it = id;
  return 'ok';
};
