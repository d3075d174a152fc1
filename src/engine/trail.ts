// The writers of a game's cards and id lists, and the undo trail they keep (issue 25).
//
// The writer rule: every engine write of a card field (sleep, damage, zone, controller, host, attachments,
// faceUp, faceDown, seq, lastDamageBy, def) and every in-place change of an id list (the players' zones, the
// battlefield, exclusion, limbo, a card's attachments) goes through one of the functions below. While the game
// has a trail (startTrail(): the bots' own games), each writer first pushes what it overwrites, so that
// snapshot() is the trail's length and restore() pops the trail back to it — O(changes) instead of O(cards)
// (snapshot.ts). A write made around the writers is not undone by restore(); test/engine/trail-guard.test.ts
// fails when one writer stops recording. The state stays plain data: the trail lives beside it (Derived).
import type { FaceDownDefinition, PlayerIndex } from '../core/cardTypes.js';
import { shuffleInPlace } from '../core/rng.js';
import type { CardInstance, ZoneName } from '../core/state.js';
import { derivedOf } from './derived.js';
import type { Game } from './game.js';

/** Trail entry kinds of an id list (a card field's entry has the field's name instead). */
const PUSHED = -1;
const UNSHIFTED = -2;
const REPLACED = -3;
// An entry whose kind is an index ≥ 0: the element removed there.

/**
 * The undo record of a game: triples (object, field name or list kind, old value), and the snapshots open on
 * it (their trail lengths and ids, innermost last): a snapshot taken after another and undone by restoring
 * the earlier one can no longer be restored.
 */
export class Trail {
  readonly undo: unknown[] = [];
  readonly openAt: number[] = [];
  readonly openIds: number[] = [];
  serial = 0;
}

/** Has the game keep an undo trail from now on (idempotent); snapshot() and restore() then use it. */
export function startTrail(game: Game): Trail {
  const d = derivedOf(game);
  d.trail ??= new Trail();
  return d.trail;
}

/** The game's trail, or null. */
export function trailOf(game: Game): Trail | null {
  const d = game.derived;
  return d === undefined ? null : d.trail;
}

/** Forgets the trail's open snapshots and entries (a full restore() put the state back around it). */
export function dropTrail(game: Game): void {
  const d = game.derived;
  if (d === undefined || d.trail === null) return;
  d.trail.undo.length = 0;
  d.trail.openAt.length = 0;
  d.trail.openIds.length = 0;
}

/**
 * A snapshot's place in the trail: its id (see Trail). A snapshot taken where the innermost open one was
 * (nothing written since, or all of it undone) shares its id: the two stand and fall together, and a caller
 * taking a snapshot at every step of a search does not grow the list of open ones.
 */
export function openMark(trail: Trail): number {
  const top = trail.openAt.length - 1;
  if (top >= 0 && trail.openAt[top] === trail.undo.length) return trail.openIds[top];
  trail.openAt.push(trail.undo.length);
  trail.openIds.push(++trail.serial);
  return trail.serial;
}

/**
 * Undoes every write since the snapshot `id` took its mark; false when that snapshot is no longer open
 * (an earlier one was restored since). It stays open: it can be restored again.
 */
export function rewind(trail: Trail, id: number): boolean {
  const ids = trail.openIds;
  let k = ids.length - 1;
  while (k >= 0 && ids[k] !== id) k--;
  if (k < 0) return false;
  // Setting an array's length is a call into the runtime even when it does not change (issue 25: 5 % of a
  // snapshot + restore pair): only when an inner snapshot is dropped or there is something to undo.
  if (ids.length !== k + 1) {
    ids.length = k + 1;
    trail.openAt.length = k + 1;
  }
  const mark = trail.openAt[k];
  const undo = trail.undo;
  for (let i = undo.length - 3; i >= mark; i -= 3) {
    const target = undo[i] as Record<string, unknown> & unknown[];
    const kind = undo[i + 1];
    const old = undo[i + 2];
    if (typeof kind === 'string') target[kind] = old;
    else if (kind === PUSHED) target.pop();
    else if (kind === UNSHIFTED) target.shift();
    else if (kind === REPLACED) {
      const saved = old as unknown[];
      target.length = saved.length;
      for (let j = 0; j < saved.length; j++) target[j] = saved[j];
    } else target.splice(kind as number, 0, old);
  }
  if (undo.length !== mark) undo.length = mark;
  return true;
}

function record(game: Game, target: object, kind: string | number, old: unknown): void {
  const d = game.derived;
  if (d === undefined) return;
  d.writes++; // p11: what the HF-16 check memo keys on (invariantMemo.ts)
  if (d.trail !== null) d.trail.undo.push(target, kind, old);
}

// ---- card fields ------------------------------------------------------------------------------------------

export function writeSleep(game: Game, c: CardInstance, v: boolean): void {
  if (c.sleep === v) return;
  record(game, c, 'sleep', c.sleep);
  c.sleep = v;
}

export function writeDamage(game: Game, c: CardInstance, v: number): void {
  if (c.damage === v) return;
  record(game, c, 'damage', c.damage);
  c.damage = v;
}

export function writeZone(game: Game, c: CardInstance, v: ZoneName): void {
  if (c.zone === v) return;
  record(game, c, 'zone', c.zone);
  c.zone = v;
}

export function writeController(game: Game, c: CardInstance, v: PlayerIndex): void {
  if (c.controller === v) return;
  record(game, c, 'controller', c.controller);
  c.controller = v;
}

export function writeHost(game: Game, c: CardInstance, v: number | null): void {
  if (c.host === v) return;
  record(game, c, 'host', c.host);
  c.host = v;
}

/** Replaces the card's attachment list (the old one is kept as it is for the trail: never edit it after). */
export function writeAttachments(game: Game, c: CardInstance, v: number[]): void {
  if (c.attachments === v) return;
  record(game, c, 'attachments', c.attachments);
  c.attachments = v;
}

export function writeFaceUp(game: Game, c: CardInstance, v: boolean): void {
  if (c.faceUp === v) return;
  record(game, c, 'faceUp', c.faceUp);
  c.faceUp = v;
}

export function writeFaceDown(game: Game, c: CardInstance, v: FaceDownDefinition | null): void {
  if (c.faceDown === v) return;
  record(game, c, 'faceDown', c.faceDown);
  c.faceDown = v;
}

export function writeSeq(game: Game, c: CardInstance, v: number): void {
  if (c.seq === v) return;
  record(game, c, 'seq', c.seq);
  c.seq = v;
}

export function writeLastDamageBy(game: Game, c: CardInstance, v: PlayerIndex | undefined): void {
  if (c.lastDamageBy === v) return;
  record(game, c, 'lastDamageBy', c.lastDamageBy);
  c.lastDamageBy = v;
}

/** A hidden card's definition dealt anew (fromView.ts redeal: a determinization). */
export function writeDef(game: Game, c: CardInstance, v: string): void {
  if (c.def === v) return;
  record(game, c, 'def', c.def);
  c.def = v;
}

// ---- id lists ---------------------------------------------------------------------------------------------

export function listPush(game: Game, list: number[], id: number): void {
  record(game, list, PUSHED, undefined);
  list.push(id);
}

export function listUnshift(game: Game, list: number[], id: number): void {
  record(game, list, UNSHIFTED, undefined);
  list.unshift(id);
}

/** Removes `list[i]` in place (i < 0: nothing), without the array of removed elements splice() allocates. */
export function listRemoveAt(game: Game, list: number[], i: number): void {
  if (i < 0) return;
  record(game, list, i, list[i]);
  const last = list.length - 1;
  for (let j = i; j < last; j++) list[j] = list[j + 1];
  list.pop();
}

/** Shuffles a zone in place with the game's generator (its old order kept for the trail). */
export function shuffleList(game: Game, list: number[]): void {
  const d = game.derived;
  if (d !== undefined) {
    d.writes++;
    if (d.trail !== null) d.trail.undo.push(list, REPLACED, list.slice());
  }
  shuffleInPlace(game.state.rng, list);
}
