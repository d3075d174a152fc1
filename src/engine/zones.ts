// Moving cards between zones: the single place that keeps zone arrays and each card's `zone` in step
// (HF-16.1 conservation).
import type { CardZone, PlayerIndex } from '../core/cardTypes.js';
import type { CardInstance, ZoneName } from '../core/state.js';
import { touch, touchBoard } from './derived.js';
import { type Game, card, log, nextSeq } from './game.js';

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
    host.attachments = host.attachments.filter((id) => id !== c.id);
    c.host = null;
    return;
  }
  if (c.zone === 'chain') return; // the chain item itself is removed by the chain code
  const arr = zoneArray(game, c);
  if (!arr) return;
  removeAt(arr, arr.indexOf(c.id));
}

/** Removes `arr[i]` in place (i < 0: nothing), without the array of removed elements splice() allocates (issue 25). */
export function removeAt<T>(arr: T[], i: number): void {
  if (i < 0) return;
  const last = arr.length - 1;
  for (let j = i; j < last; j++) arr[j] = arr[j + 1];
  arr.pop();
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
  c.zone = to;
  c.seq = nextSeq(game);
  // Only battlefield cards and energies have a state; damage and control exist only on the battlefield.
  if (to !== 'battlefield' && to !== 'attached' && to !== 'limbo') resetFieldState(c);
  c.faceUp = opts.faceUp ?? (to === 'trash' || to === 'excluded' || to === 'battlefield' || to === 'hand');
  if (to === 'mainDeck' || to === 'energy') c.faceUp = false;
  const owner = opts.owner ?? c.owner;
  if (PLAYER_ZONES.has(to)) {
    const arr = game.state.players[owner][to as PlayerZone];
    if (opts.toBottom || to !== 'mainDeck') arr.push(id);
    else arr.unshift(id);
  } else if (to === 'battlefield') game.state.battlefield.push(id);
  else if (to === 'excluded') game.state.excluded.push(id);
  else if (to === 'limbo') game.state.limbo.push(id);
  // What the board-bound memos read (derived.ts: abilities, listeners and statics in force) is on the
  // battlefield and in limbo; a move between other zones (a draw, a card to the trash, a play onto the
  // chain) changes only values (hand sizes, counts), which touch() covers.
  if (onBoard(from) || onBoard(to)) touchBoard(game);
  else touch(game);
  if (!opts.silent) log(game, { type: 'move', card: id, from, to, player: owner });
}

/** Zones whose cards the board-bound memos read (derived.ts). */
function onBoard(zone: ZoneName): boolean {
  return zone === 'battlefield' || zone === 'limbo' || zone === 'attached';
}

/** Clears what only exists on the battlefield: state, damage, control, face-down definition. */
export function resetFieldState(c: CardInstance): void {
  c.sleep = false;
  c.damage = 0;
  c.lastDamageBy = undefined;
  c.controller = c.owner;
  c.faceDown = null;
  c.host = null;
}

export function sendAttachmentsToTrash(game: Game, host: CardInstance): void {
  const attached = host.attachments;
  host.attachments = [];
  for (const id of attached) {
    moveAttachedToTrash(game, card(game, id));
  }
}

function moveAttachedToTrash(game: Game, a: CardInstance): void {
  a.zone = 'trash';
  a.seq = nextSeq(game);
  resetFieldState(a);
  a.faceUp = true;
  game.state.players[a.owner].trash.push(a.id);
  log(game, { type: 'move', card: a.id, from: 'attached', to: 'trash', player: a.owner });
}

export function attach(game: Game, id: number, hostId: number): void {
  const c = card(game, id);
  detach(game, c);
  const host = card(game, hostId);
  c.zone = 'attached';
  c.host = hostId;
  c.seq = nextSeq(game);
  c.controller = c.owner; // HF-4.5: a set card's controller is always its owner
  c.sleep = host.sleep; // HF-3.2: a set card shares its host's state
  if (c.faceDown === null) c.faceUp = true;
  host.attachments.push(id);
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
