import { GAME_RULES } from '../../generated/rules.js';
// HF-16 invariants, checkable after every decision (tests and the fuzzer use this; it never mutates).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { CardInstance } from '../core/state.js';
import { enter, leave } from './derived.js';
import { type Game, card } from './game.js';
import { checkedClean, forgetChecked, rememberClean } from './invariantMemo.js';
import { isIndestructible, kindOf, powerOf } from './query.js';
import { insteadInProgress } from './spentReplacements.js';
import { shownTo } from './view.js';
import { PLAYER_ZONE_NAMES } from './zones.js';

export interface Violation {
  rule: string;
  message: string;
}

export function placesOfCards(game: Game): Map<number, string[]> {
  const s = game.state;
  const places = new Map<number, string[]>();
  const add = (id: number, where: string) => places.set(id, [...(places.get(id) ?? []), where]);
  s.players.forEach((p, i) => {
    for (const zone of PLAYER_ZONE_NAMES) {
      for (const id of p[zone]) add(id, `${zone}:${i}`);
    }
  });
  for (const id of s.battlefield) add(id, 'battlefield');
  for (const id of s.excluded) add(id, 'excluded');
  for (const id of s.limbo) add(id, 'limbo');
  for (const c of s.cards) for (const a of c.attachments) add(a, `attached:${c.id}`);
  for (const item of s.chain) if (item.kind === 'play') add(item.card, 'chain');
  // A command being resolved is in no zone until it reaches the trash (HF-3.7, HF-10.2).
  for (const t of s.tasks) if (t.t === 'finishPlay' && s.cards[t.card].zone === 'chain') add(t.card, 'chain');
  return places;
}

/** HF-16.1: every card is in exactly one place, and its `zone` field agrees. */
function conservation(game: Game, out: Violation[]): void {
  const places = placesOfCards(game);
  for (const c of game.state.cards) {
    const where = places.get(c.id) ?? [];
    if (where.length !== 1)
      out.push({
        rule: 'HF-16.1',
        message: `card ${c.id} is in ${where.length} places: ${where.join(', ')}`,
      });
    else if (!where[0].startsWith(c.zone))
      out.push({ rule: 'HF-16.1', message: `card ${c.id} says ${c.zone} but is in ${where[0]}` });
  }
}

/**
 * The fast form of the HF-16.1 check: marks each card's place without building place names. False when
 * anything is off (or odd, like an id that is no card); conservation() then says what, from placesOfCards.
 * When it holds, every card was visited once in the zone its `zone` field names, and `statesOk` tells whether
 * each also passed the per-card checks of attachmentChecks() and stateChecks() (HF-16.4, HF-16.7), read in the
 * same pass (issue 25: one walk over the cards instead of three); when it is false, those two run as before.
 */
function conserved(game: Game): boolean {
  const s = game.state;
  const cards = s.cards;
  const mark = nextMark(cards.length);
  statesOk = true;
  let placed = 0;
  for (const p of s.players) {
    // Each zone by name (a property read through a variable name is a slow keyed lookup).
    const n =
      markAll(cards, p.mainDeck, 'mainDeck', mark) +
      markAll(cards, p.guardDeck, 'guardDeck', mark) +
      markAll(cards, p.hand, 'hand', mark) +
      markAll(cards, p.energy, 'energy', mark) +
      markAll(cards, p.trash, 'trash', mark) +
      markAll(cards, p.damageField, 'damageField', mark) +
      markAll(cards, p.extraDeck, 'extraDeck', mark);
    if (n < 0) return false;
    placed += n;
  }
  const shared =
    markAll(cards, s.battlefield, 'battlefield', mark) +
    markAll(cards, s.excluded, 'excluded', mark) +
    markAll(cards, s.limbo, 'limbo', mark);
  if (shared < 0) return false;
  placed += shared;
  // Set cards are on battlefield (or limbo) hosts: set cards elsewhere are not counted here, so the count
  // falls short and conservation() looks at every card's attachments.
  const hosted = markAttached(cards, s.battlefield, mark) + markAttached(cards, s.limbo, mark);
  if (hosted < 0) return false;
  placed += hosted;
  for (const item of s.chain) {
    if (item.kind !== 'play') continue;
    if (markOne(cards, item.card, 'chain', mark) < 0) return false;
    placed++;
  }
  for (const t of s.tasks) {
    if (t.t !== 'finishPlay' || cards[t.card]?.zone !== 'chain') continue;
    if (markOne(cards, t.card, 'chain', mark) < 0) return false;
    placed++;
  }
  return placed === cards.length; // no card was placed twice, so every card was placed once
}

/** Marks of the cards seen by the current conserved() call (a new mark value per call: no clearing). */
let marks = new Int32Array(0);
let markValue = 0;
/** Set by conserved(): every card it visited passed the per-card state checks (see there). */
let statesOk = true;

function nextMark(cards: number): number {
  if (marks.length < cards || markValue === 0x7fffffff) {
    marks = new Int32Array(Math.max(cards, 2 * marks.length));
    markValue = 0;
  }
  return ++markValue;
}

/**
 * Marks the cards of one place; a large negative number when one is no card, claims another zone, or was
 * already placed (so that a sum of several places stays negative). Also clears `statesOk` when a card fails
 * what stateChecks() asks of a card in that zone (HF-16.7: a state only where cards have one, damage only on
 * the battlefield).
 */
function markAll(cards: readonly CardInstance[], ids: readonly number[], zone: string, mark: number): number {
  const stateful = zone === 'battlefield' || zone === 'energy';
  const damageable = zone === 'battlefield';
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const c = cards[id];
    if (c === undefined || c.id !== id || c.zone !== zone || marks[id] === mark) return FAILED;
    marks[id] = mark;
    if ((c.sleep && !stateful) || (c.damage > 0 && !damageable)) statesOk = false;
  }
  return ids.length;
}

const FAILED = -(2 ** 40);

function markOne(cards: readonly CardInstance[], id: number, zone: string, mark: number): number {
  const c = cards[id];
  if (c === undefined || c.id !== id || c.zone !== zone || marks[id] === mark) return FAILED;
  marks[id] = mark;
  if (c.sleep || c.damage > 0) statesOk = false;
  return 1;
}

/**
 * Marks the set cards of the hosts `hostIds` (zone 'attached'), with the checks of attachmentChecks() (HF-16.4:
 * its host is on the battlefield) and stateChecks() (HF-16.7: it shares its host's state, no damage).
 */
function markAttached(cards: readonly CardInstance[], hostIds: readonly number[], mark: number): number {
  let n = 0;
  for (let h = 0; h < hostIds.length; h++) {
    const attachments = cards[hostIds[h]].attachments;
    for (let i = 0; i < attachments.length; i++) {
      const id = attachments[i];
      const c = cards[id];
      if (c === undefined || c.id !== id || c.zone !== 'attached' || marks[id] === mark) return FAILED;
      marks[id] = mark;
      const host = c.host === null ? undefined : cards[c.host];
      if (host === undefined || host.zone !== 'battlefield' || c.sleep !== host.sleep || c.damage > 0)
        statesOk = false;
    }
    n += attachments.length;
  }
  return n;
}

/** Set by battlefieldChecks(): a character was passed over because a replacement of its destruction is under way. */
let replacing = false;

function battlefieldChecks(game: Game, out: Violation[]): void {
  const s = game.state;
  replacing = false;
  let worldSets0 = 0;
  let worldSets1 = 0;
  for (const id of s.battlefield) {
    const kind = kindOf(game, id);
    const c = card(game, id);
    if (kind === 'worldSet') {
      if (c.controller === 0) worldSets0++;
      else worldSets1++;
      if (c.sleep) out.push({ rule: 'HF-16.7', message: `world set ${id} has a state` });
      continue;
    }
    if (kind !== 'character') continue;
    if (insteadInProgress(game, id)) {
      replacing = true; // read from the tasks: the memo's key does not cover it (invariantMemo.ts)
      continue; // HF-5.11: a replacement of its destruction is under way
    }
    const p = powerOf(game, id);
    if (p <= 0)
      out.push({ rule: 'HF-16.3', message: `character ${id} is on the battlefield with power ${p}` });
    if (c.damage >= p && !isIndestructible(game, id, c.lastDamageBy ?? null, 'damage')) {
      out.push({ rule: 'HF-16.3', message: `character ${id} has damage ${c.damage} ≥ power ${p}` });
    }
  }
  for (const p of PLAYERS) {
    const n = p === 0 ? worldSets0 : worldSets1;
    if (n > GAME_RULES.maxWorldSetsPerPlayer)
      out.push({ rule: 'HF-16.5', message: `player ${p} has ${n} world sets` });
  }
}

function attachmentChecks(game: Game, out: Violation[]): void {
  for (const c of game.state.cards) {
    if (c.zone !== 'attached') continue;
    const host = c.host === null ? null : card(game, c.host);
    if (!host || host.zone !== 'battlefield')
      out.push({ rule: 'HF-16.4', message: `set card ${c.id} has no host on the battlefield` });
  }
}

function stateChecks(game: Game, out: Violation[]): void {
  for (const c of game.state.cards) {
    if (c.zone === 'attached' && c.host !== null && c.sleep !== card(game, c.host).sleep) {
      out.push({ rule: 'HF-16.7', message: `set card ${c.id} does not share its host's state (HF-3.2)` });
    }
    const hasState = c.zone === 'battlefield' || c.zone === 'energy' || c.zone === 'attached';
    if (c.sleep && !hasState) out.push({ rule: 'HF-16.7', message: `card ${c.id} is asleep in ${c.zone}` });
    if (c.damage > 0 && c.zone !== 'battlefield')
      out.push({ rule: 'HF-16.7', message: `card ${c.id} has damage in ${c.zone}` });
  }
}

/**
 * HF-16.6: the hand size when the discard phase ended, as the flow recorded it. Only that moment counts:
 * cards drawn afterwards, in the phase's end window or by end-of-turn effects, are legal.
 */
function handLimit(game: Game, out: Violation[]): void {
  const n = game.state.handAtDiscardEnd;
  if (n !== null && n > GAME_RULES.handLimit)
    out.push({ rule: 'HF-16.6', message: `turn player has ${n} cards when the discard phase ends` });
}

/**
 * HF-16.8: the opponent's hidden cards never show a face or an id in a player's view. What view() shows of
 * each card of the opponent's hand, guard deck and damage field is decided by shownTo().
 */
function hiddenInformation(game: Game, out: Violation[]): void {
  const s = game.state;
  for (const viewer of PLAYERS) {
    const opp = s.players[viewer === 0 ? 1 : 0];
    // built only when something leaks (checked after every decision)
    let leaked = leaks(game, opp.hand, viewer, null);
    leaked = leaks(game, opp.guardDeck, viewer, leaked);
    leaked = leaks(game, opp.damageField, viewer, leaked);
    if (leaked !== null)
      out.push({ rule: 'HF-16.8', message: `player ${viewer} sees hidden cards ${leaked.join(',')}` });
  }
}

/** The cards of `ids` that `viewer`'s view shows though they are hidden from it, added to `leaked`. */
function leaks(
  game: Game,
  ids: readonly number[],
  viewer: PlayerIndex,
  leaked: number[] | null,
): number[] | null {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (shownTo(game.state, id, viewer) && hiddenFrom(game, id, viewer)) (leaked ??= []).push(id);
  }
  return leaked;
}

function hiddenFrom(game: Game, id: number, viewer: PlayerIndex): boolean {
  const c = card(game, id);
  if (c.owner === viewer) return false;
  if (c.zone === 'hand' || c.zone === 'mainDeck' || c.zone === 'energy' || c.zone === 'extraDeck')
    return true;
  return (c.zone === 'guardDeck' || c.zone === 'damageField') && !c.faceUp;
}

const PLAYERS: readonly PlayerIndex[] = [0, 1];

export function checkInvariants(game: Game, opts?: { hidden?: boolean }): Violation[] {
  const d = enter(game);
  try {
    const hidden = opts?.hidden !== false;
    // Nothing the last check read has changed, and it found nothing: only HF-16.6 can say otherwise.
    if (checkedClean(game.state, d, hidden)) {
      const out: Violation[] = [];
      handLimit(game, out);
      return out;
    }
    const out = collectViolations(game, opts);
    if (!replacing && out.every((v) => v.rule === 'HF-16.6')) rememberClean(game.state, d, hidden);
    else forgetChecked(d);
    return out;
  } finally {
    leave(game, d);
  }
}

function collectViolations(game: Game, opts: { hidden?: boolean } | undefined): Violation[] {
  const out: Violation[] = [];
  const placed = conserved(game); // also reads the per-card state checks (statesOk)
  if (!placed) conservation(game, out);
  for (const p of game.state.players)
    if (p.guardDeck.length < 0) out.push({ rule: 'HF-16.2', message: 'negative guard deck' });
  battlefieldChecks(game, out);
  if (!placed || !statesOk) {
    // Something is off: the per-card checks again, card by card, to say what (in card order).
    attachmentChecks(game, out);
    stateChecks(game, out);
  }
  handLimit(game, out);
  if (opts?.hidden !== false) hiddenInformation(game, out);
  return out;
}
