import { GAME_RULES } from '../../generated/rules.js';
// HF-16 invariants, checkable after every decision (tests and the fuzzer use this; it never mutates).
import type { PlayerIndex } from '../core/cardTypes.js';
import type { CardInstance } from '../core/state.js';
import { enter, leave } from './derived.js';
import { type Game, card } from './game.js';
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
  if (conserved(game)) return;
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
 */
function conserved(game: Game): boolean {
  const s = game.state;
  const mark = nextMark(s.cards.length);
  let placed = 0;
  for (const p of s.players) {
    for (const zone of PLAYER_ZONE_NAMES) {
      const n = markAll(s.cards, p[zone], zone, mark);
      if (n < 0) return false;
      placed += n;
    }
  }
  for (const zone of ['battlefield', 'excluded', 'limbo'] as const) {
    const n = markAll(s.cards, s[zone], zone, mark);
    if (n < 0) return false;
    placed += n;
  }
  // Set cards are on battlefield (or limbo) hosts: set cards elsewhere are not counted here, so the count
  // falls short and conservation() looks at every card's attachments.
  for (const zone of [s.battlefield, s.limbo])
    for (const id of zone) {
      const c = s.cards[id];
      if (c.attachments.length === 0) continue;
      const n = markAll(s.cards, c.attachments, 'attached', mark);
      if (n < 0) return false;
      placed += n;
    }
  for (const item of s.chain) {
    if (item.kind !== 'play') continue;
    if (markAll(s.cards, [item.card], 'chain', mark) < 0) return false;
    placed++;
  }
  for (const t of s.tasks) {
    if (t.t !== 'finishPlay' || s.cards[t.card]?.zone !== 'chain') continue;
    if (markAll(s.cards, [t.card], 'chain', mark) < 0) return false;
    placed++;
  }
  return placed === s.cards.length; // no card was placed twice, so every card was placed once
}

/** Marks of the cards seen by the current conserved() call (a new mark value per call: no clearing). */
let marks = new Int32Array(0);
let markValue = 0;

function nextMark(cards: number): number {
  if (marks.length < cards || markValue === 0x7fffffff) {
    marks = new Int32Array(Math.max(cards, 2 * marks.length));
    markValue = 0;
  }
  return ++markValue;
}

/** Marks the cards of one place; -1 when one is no card, claims another zone, or was already placed. */
function markAll(cards: readonly CardInstance[], ids: readonly number[], zone: string, mark: number): number {
  for (const id of ids) {
    const c = cards[id];
    if (c === undefined || c.id !== id || c.zone !== zone || marks[id] === mark) return -1;
    marks[id] = mark;
  }
  return ids.length;
}

function battlefieldChecks(game: Game, out: Violation[]): void {
  const s = game.state;
  const worldSets: Record<number, number> = { 0: 0, 1: 0 };
  for (const id of s.battlefield) {
    const kind = kindOf(game, id);
    const c = card(game, id);
    if (kind === 'worldSet') {
      worldSets[c.controller] += 1;
      if (c.sleep) out.push({ rule: 'HF-16.7', message: `world set ${id} has a state` });
      continue;
    }
    if (kind !== 'character') continue;
    if (insteadInProgress(game, id)) continue; // HF-5.11: a replacement of its destruction is under way
    const p = powerOf(game, id);
    if (p <= 0)
      out.push({ rule: 'HF-16.3', message: `character ${id} is on the battlefield with power ${p}` });
    if (c.damage >= p && !isIndestructible(game, id, c.lastDamageBy ?? null)) {
      out.push({ rule: 'HF-16.3', message: `character ${id} has damage ${c.damage} ≥ power ${p}` });
    }
  }
  for (const p of [0, 1] as PlayerIndex[]) {
    if (worldSets[p] > GAME_RULES.maxWorldSetsPerPlayer)
      out.push({ rule: 'HF-16.5', message: `player ${p} has ${worldSets[p]} world sets` });
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
  for (const viewer of [0, 1] as PlayerIndex[]) {
    const opp = s.players[viewer === 0 ? 1 : 0];
    let leaked: number[] | null = null; // built only when something leaks (checked after every decision)
    for (const zone of [opp.hand, opp.guardDeck, opp.damageField])
      for (const id of zone)
        if (shownTo(s, id, viewer) && hiddenFrom(game, id, viewer)) (leaked ??= []).push(id);
    if (leaked !== null)
      out.push({ rule: 'HF-16.8', message: `player ${viewer} sees hidden cards ${leaked.join(',')}` });
  }
}

function hiddenFrom(game: Game, id: number, viewer: PlayerIndex): boolean {
  const c = card(game, id);
  if (c.owner === viewer) return false;
  if (c.zone === 'hand' || c.zone === 'mainDeck' || c.zone === 'energy' || c.zone === 'extraDeck')
    return true;
  return (c.zone === 'guardDeck' || c.zone === 'damageField') && !c.faceUp;
}

export function checkInvariants(game: Game, opts: { hidden?: boolean } = {}): Violation[] {
  const d = enter(game);
  try {
    return collectViolations(game, opts);
  } finally {
    leave(game, d);
  }
}

function collectViolations(game: Game, opts: { hidden?: boolean }): Violation[] {
  const out: Violation[] = [];
  conservation(game, out);
  for (const p of game.state.players)
    if (p.guardDeck.length < 0) out.push({ rule: 'HF-16.2', message: 'negative guard deck' });
  battlefieldChecks(game, out);
  attachmentChecks(game, out);
  stateChecks(game, out);
  handLimit(game, out);
  if (opts.hidden !== false) hiddenInformation(game, out);
  return out;
}
