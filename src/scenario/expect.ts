// Checking a scenario's expectations against the game (docs/scenarios.md, `expect:`). Each check returns the
// mismatches, empty when the expectation holds; names were checked against the board before the run
// (src/scenario/validate.ts), so a mismatch is always about the game, never about a typo.
import type { Game } from '../engine/game.js';
import { powerOf } from '../engine/query.js';
import { sideIndex } from './build.js';
import { checkEvent, checkEvents } from './expectEvents.js';
import { checkLegal, checkOptions } from './expectOptions.js';
import { checkView } from './expectView.js';
import { type CardRefs, cardLabel, oneCard, parseRef, resolveRef } from './refs.js';
import { refWithSource, sourceOfName } from './sources.js';
import type { Expectation, Side } from './types.js';

export interface Mismatch {
  what: string;
  expected: unknown;
  actual: unknown;
}

type Of<K extends Expectation['kind']> = Extract<Expectation, { kind: K }>;

export const ZONES = [
  'hand',
  'mainDeck',
  'guardDeck',
  'energy',
  'trash',
  'damageField',
  'extraDeck',
  'battlefield',
  'excluded',
] as const;

export function zoneCards(game: Game, side: Side, zone: string): number[] {
  const s = game.state;
  const p = sideIndex(side);
  if (zone === 'battlefield') return s.battlefield.filter((id) => s.cards[id].controller === p);
  if (zone === 'excluded') return s.excluded.filter((id) => s.cards[id].owner === p);
  return (s.players[p] as unknown as Record<string, number[]>)[zone] ?? [];
}

const nameOf = (game: Game, id: number) => game.defs.get(game.state.cards[id].def)?.name ?? '?';

/** A zone list item: a plain name matches by name, a reference with A: / #n matches those cards only. */
function itemMatches(game: Game, refs: CardRefs, item: string, id: number): boolean {
  const { owner, index, name } = parseRef(item);
  if (owner === null && index === null) return nameOf(game, id) === name;
  return resolveRef(game, refs, item).includes(id);
}

/** Most specific first (`A:学徒#1`, then `A:学徒`, then `学徒`), so that greedy matching finds a fit. */
function specificity(item: string): number {
  const { owner, index } = parseRef(item);
  return (index !== null ? 2 : 0) + (owner !== null ? 1 : 0);
}

function checkZone(game: Game, refs: CardRefs, e: Of<'zone'>): Mismatch[] {
  const ids = zoneCards(game, e.player, e.zone);
  const written = [...(e.cards ?? []), ...(e.contains ?? [])];
  const byRef = written.some((w) => specificity(w) > 0);
  const actual = ids.map((id) => (byRef ? cardLabel(game, refs, id) : nameOf(game, id)));
  const out: Mismatch[] = [];
  const what = `${e.player} の ${e.zone}`;
  if (
    e.cards &&
    (e.cards.length !== ids.length || e.cards.some((w, i) => !itemMatches(game, refs, w, ids[i])))
  )
    out.push({ what, expected: e.cards, actual });
  if (e.count !== undefined && e.count !== ids.length)
    out.push({ what: `${what} の枚数`, expected: e.count, actual: ids.length });
  if (e.contains) {
    const left = [...ids];
    for (const item of [...e.contains].sort((a, b) => specificity(b) - specificity(a))) {
      const i = left.findIndex((id) => itemMatches(game, refs, item, id));
      if (i >= 0) left.splice(i, 1);
      else {
        const source = sourceOfName(game, parseRef(item).name);
        out.push({ what: `${what} に「${item}」${source ? `（${source}）` : ''}`, expected: 'ある', actual });
      }
    }
  }
  return out;
}

function checkCard(game: Game, refs: CardRefs, e: Of<'card'>): Mismatch[] {
  const id = oneCard(game, refs, e.ref);
  if (typeof id === 'string') return [{ what: `カード「${e.ref}」`, expected: '1枚', actual: id }];
  const c = game.state.cards[id];
  const actual = {
    zone: c.zone,
    power: powerOf(game, c.id),
    damage: c.damage,
    state: c.sleep ? 'sleep' : 'active',
    controller: c.controller === 0 ? 'A' : 'B',
    faceUp: c.faceUp,
  };
  const out: Mismatch[] = [];
  for (const k of ['zone', 'power', 'damage', 'state', 'controller', 'faceUp'] as const) {
    if (k === 'zone' && e.zone === 'battlefield' && actual.zone === 'attached') continue; // a set card is on the battlefield too (000 ■カードの種別 (3), HF-16.4)
    if (e[k] !== undefined && e[k] !== actual[k])
      out.push({ what: `${refWithSource(game, refs, e.ref)} の ${k}`, expected: e[k], actual: actual[k] });
  }
  return out;
}

/** `energy: { player, active, asleep, total }` (HF-3.5: energies are face down; only their state shows). */
function checkEnergy(game: Game, e: Of<'energy'>): Mismatch[] {
  const ids = game.state.players[sideIndex(e.player)].energy;
  const asleep = ids.filter((id) => game.state.cards[id].sleep).length;
  const actual = { active: ids.length - asleep, asleep, total: ids.length };
  return (['active', 'asleep', 'total'] as const).flatMap((k) =>
    e[k] === undefined || e[k] === actual[k]
      ? []
      : [{ what: `${e.player} のエネルギー（${k}）`, expected: e[k], actual: actual[k] }],
  );
}

/** `marker:` — who still holds the second-player marker (HF-2.6). */
function checkMarker(game: Game, e: Of<'marker'>): Mismatch[] {
  return (['A', 'B'] as const).flatMap((side) => {
    const wanted = e.held[side];
    const held = game.state.players[sideIndex(side)].secondPlayerMarker;
    return wanted === undefined || wanted === held
      ? []
      : [
          {
            what: `${side} の後攻マーカー`,
            expected: wanted ? '持っている' : '持っていない',
            actual: held ? '持っている' : '持っていない',
          },
        ];
  });
}

function checkPending(game: Game, e: Of<'pending'>): Mismatch[] {
  const p = game.state.pending;
  const actual = p ? { player: p.player === 0 ? 'A' : 'B', kind: p.kind } : null;
  const ok =
    actual &&
    (e.player === undefined || e.player === actual.player) &&
    (e.decision === undefined || e.decision === actual.kind);
  return ok ? [] : [{ what: '待っている決定', expected: { player: e.player, kind: e.decision }, actual }];
}

function checkResult(game: Game, e: Of<'result'>): Mismatch[] {
  const r = game.state.result;
  const winner = r ? (r.winner === null ? 'draw' : r.winner === 0 ? 'A' : 'B') : null;
  if (r && winner === e.winner && (e.rule === undefined || e.rule === r.rule)) return [];
  return [
    {
      what: '勝敗',
      expected: { winner: e.winner, rule: e.rule },
      actual: r ? { winner, rule: r.rule, reason: r.reason } : 'ゲームは続いている',
    },
  ];
}

export function checkExpectation(game: Game, refs: CardRefs, e: Expectation): Mismatch[] {
  switch (e.kind) {
    case 'invariants':
      return []; // checked after every step by the runner (src/scenario/invariants.ts)
    case 'refused':
      return []; // checked when the board is built, before anything runs (src/scenario/refused.ts)
    case 'legal':
      return checkLegal(game, refs, e);
    case 'options':
      return checkOptions(game, refs, e);
    case 'pending':
      return checkPending(game, e);
    case 'zone':
      return checkZone(game, refs, e);
    case 'card':
      return checkCard(game, refs, e);
    case 'event':
      return checkEvent(game, refs, e);
    case 'events':
      return checkEvents(game, refs, e);
    case 'energy':
      return checkEnergy(game, e);
    case 'marker':
      return checkMarker(game, e);
    case 'view':
      return checkView(game, refs, e);
    case 'result':
      return checkResult(game, e);
  }
}

export { cardLabel };
