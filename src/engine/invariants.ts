import { GAME_RULES } from '../../generated/rules.js';
// HF-16 invariants, checkable after every decision (tests and the fuzzer use this; it never mutates).
import type { PlayerIndex } from '../core/cardTypes.js';
import { type Game, card } from './game.js';
import { isIndestructible, kindOf, powerOf } from './query.js';
import { view } from './view.js';

export interface Violation {
  rule: string;
  message: string;
}

export function placesOfCards(game: Game): Map<number, string[]> {
  const s = game.state;
  const places = new Map<number, string[]>();
  const add = (id: number, where: string) => places.set(id, [...(places.get(id) ?? []), where]);
  s.players.forEach((p, i) => {
    for (const zone of [
      'mainDeck',
      'guardDeck',
      'hand',
      'energy',
      'trash',
      'damageField',
      'extraDeck',
    ] as const) {
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
    const p = powerOf(game, id);
    if (p <= 0)
      out.push({ rule: 'HF-16.3', message: `character ${id} is on the battlefield with power ${p}` });
    if (c.damage >= p && !isIndestructible(game, id)) {
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

function handLimit(game: Game, out: Violation[]): void {
  const s = game.state;
  if (s.phase !== 'endOfTurn') return;
  const n = s.players[s.turnPlayer].hand.length;
  if (n > GAME_RULES.handLimit)
    out.push({ rule: 'HF-16.6', message: `turn player has ${n} cards after the discard phase` });
}

/** HF-16.8: the opponent's hidden cards never show a face or an id in a player's view. */
function hiddenInformation(game: Game, out: Violation[]): void {
  for (const viewer of [0, 1] as PlayerIndex[]) {
    const v = view(game, viewer);
    const opp = v.players[viewer === 0 ? 1 : 0];
    const leaked = [...opp.hand, ...opp.guardDeck, ...opp.damageField].filter(
      (c) => !('hidden' in c) && hiddenFrom(game, c.id, viewer),
    );
    if (leaked.length > 0)
      out.push({
        rule: 'HF-16.8',
        message: `player ${viewer} sees hidden cards ${leaked.map((c) => ('id' in c ? c.id : '?')).join(',')}`,
      });
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
