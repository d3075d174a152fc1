// Moving cards between zones: the single place that keeps zone arrays and each card's `zone` in step
// (HF-16.1 conservation).
import type { CardZone, PlayerIndex } from '../core/cardTypes.js';
import type { CardInstance, ZoneName } from '../core/state.js';
import { touchBoard, touchState } from './derived.js';
import { type Game, card, log, nextSeq } from './game.js';
import {
  listPush,
  listRemoveAt,
  listUnshift,
  writeAttachments,
  writeController,
  writeDamage,
  writeFaceDown,
  writeFaceUp,
  writeHost,
  writeLastDamageBy,
  writeSeq,
  writeSleep,
  writeZone,
} from './trail.js';

export type PlayerZone = 'mainDeck' | 'guardDeck' | 'hand' | 'energy' | 'trash' | 'damageField' | 'extraDeck';

/** Each player's own zones, in the order the state lists them. */
export const PLAYER_ZONE_NAMES: readonly PlayerZone[] = [
  'mainDeck',
  'guardDeck',
  'hand',
  'energy',
  'trash',
  'damageField',
  'extraDeck',
];

export const PLAYER_ZONES: ReadonlySet<ZoneName> = new Set<ZoneName>(PLAYER_ZONE_NAMES);

/** The array a card currently sits in (or null for a zone without one, like 'attached'). */
export function zoneArray(game: Game, c: CardInstance): number[] | null {
  const s = game.state;
  if (PLAYER_ZONES.has(c.zone)) return s.players[c.owner][c.zone as PlayerZone];
  if (c.zone === 'battlefield') return s.battlefield;
  if (c.zone === 'excluded') return s.excluded;
  if (c.zone === 'limbo') return s.limbo;
  return null;
}

function detach(game: Game, c: CardInstance): void {
  if (c.zone === 'attached' && c.host !== null) {
    const host = card(game, c.host);
    writeAttachments(
      game,
      host,
      host.attachments.filter((id) => id !== c.id),
    );
    writeHost(game, c, null);
    return;
  }
  if (c.zone === 'chain') return; // the chain item itself is removed by the chain code
  const arr = zoneArray(game, c);
  if (!arr) return;
  listRemoveAt(game, arr, arr.indexOf(c.id));
}

export interface MoveOptions {
  toBottom?: boolean;
  faceUp?: boolean;
  owner?: PlayerIndex; // whose zone (default: the card's owner, HF-3.4)
  silent?: boolean;
}

/**
 * Moves a card to a player zone (of its owner unless told otherwise, HF-3.4) or a shared zone.
 * Leaving the battlefield sends its set cards to the trash (HF-9.8) and ends face-down definitions
 * (HF-14.3); entering a main deck turns the card face down (HF-3.3).
 */
export function moveCard(game: Game, id: number, to: ZoneName, opts: MoveOptions = {}): void {
  const c = card(game, id);
  const from = c.zone;
  detach(game, c);
  if (from === 'battlefield') sendAttachmentsToTrash(game, c);
  writeZone(game, c, to);
  writeSeq(game, c, nextSeq(game));
  // Only battlefield cards and energies have a state; damage and control exist only on the battlefield.
  if (to !== 'battlefield' && to !== 'attached' && to !== 'limbo') resetFieldState(game, c);
  const faceUp =
    to === 'mainDeck' || to === 'energy'
      ? false
      : (opts.faceUp ?? (to === 'trash' || to === 'excluded' || to === 'battlefield' || to === 'hand'));
  writeFaceUp(game, c, faceUp);
  const owner = opts.owner ?? c.owner;
  if (PLAYER_ZONES.has(to)) {
    const arr = game.state.players[owner][to as PlayerZone];
    if (opts.toBottom || to !== 'mainDeck') listPush(game, arr, id);
    else listUnshift(game, arr, id);
  } else if (to === 'battlefield') listPush(game, game.state.battlefield, id);
  else if (to === 'excluded') listPush(game, game.state.excluded, id);
  else if (to === 'limbo') listPush(game, game.state.limbo, id);
  // What the board-bound memos read (derived.ts: abilities, listeners and statics in force) is on the
  // battlefield and in limbo; a move between other zones (a draw, a card to the trash, a play onto the
  // chain) changes only values (hand sizes, counts), which touchState() covers.
  if (onBoard(from) || onBoard(to)) touchBoard(game);
  else touchState(game); // p12: a zone's size (no card on the board moved)
  if (!opts.silent) log(game, { type: 'move', card: id, from, to, player: owner });
}

/** Zones whose cards the board-bound memos read (derived.ts). */
function onBoard(zone: ZoneName): boolean {
  return zone === 'battlefield' || zone === 'limbo' || zone === 'attached';
}

/** Clears what only exists on the battlefield: state, damage, control, face-down definition. */
export function resetFieldState(game: Game, c: CardInstance): void {
  writeSleep(game, c, false);
  writeDamage(game, c, 0);
  writeLastDamageBy(game, c, undefined);
  writeController(game, c, c.owner);
  writeFaceDown(game, c, null);
  writeHost(game, c, null);
}

export function sendAttachmentsToTrash(game: Game, host: CardInstance): void {
  const attached = host.attachments;
  if (attached.length === 0) return;
  writeAttachments(game, host, []);
  for (const id of attached) {
    moveAttachedToTrash(game, card(game, id));
  }
}

function moveAttachedToTrash(game: Game, a: CardInstance): void {
  writeZone(game, a, 'trash');
  writeSeq(game, a, nextSeq(game));
  resetFieldState(game, a);
  writeFaceUp(game, a, true);
  listPush(game, game.state.players[a.owner].trash, a.id);
  log(game, { type: 'move', card: a.id, from: 'attached', to: 'trash', player: a.owner });
}

export function attach(game: Game, id: number, hostId: number): void {
  const c = card(game, id);
  detach(game, c);
  const host = card(game, hostId);
  writeZone(game, c, 'attached');
  writeHost(game, c, hostId);
  writeSeq(game, c, nextSeq(game));
  writeController(game, c, c.owner); // HF-4.5: a set card's controller is always its owner
  writeSleep(game, c, host.sleep); // HF-3.2: a set card shares its host's state
  if (c.faceDown === null) writeFaceUp(game, c, true);
  listPush(game, host.attachments, id);
  touchBoard(game);
  log(game, { type: 'set', card: id, host: hostId });
}

/**
 * The cards in one of a player's zones an effect can name (cardTypes `CardZone`); the shared exclusion zone
 * holds every player's excluded cards, so only the player's own (owned) ones are returned.
 */
export function cardsInZone(game: Game, zone: CardZone, player: PlayerIndex): readonly number[] {
  const s = game.state;
  if (zone === 'excluded') return s.excluded.filter((id) => card(game, id).owner === player);
  return s.players[player][zone];
}
