// Checking a scenario's expectations against the game.
import type { GameEvent } from '../core/events.js';
import type { Game } from '../engine/game.js';
import { powerOf } from '../engine/query.js';
import { sideIndex } from './build.js';
import { type CardRefs, cardLabel, resolveRef } from './refs.js';
import { refWithSource, sourceOfName, sourcesOfRefs } from './sources.js';
import { actionForStep, parseStep } from './steps.js';
import type { Expectation, Side } from './types.js';

export interface Mismatch {
  what: string;
  expected: unknown;
  actual: unknown;
}

const CARD_FIELDS = new Set(['card', 'attacker', 'defender', 'host', 'source', 'byAttack']);
const PLAYER_FIELDS = new Set(['player', 'holder', 'controller', 'winner', 'firstPlayer', 'from', 'to']);

function zoneCards(game: Game, side: Side, zone: string): number[] | string {
  const s = game.state;
  const p = sideIndex(side);
  if (zone === 'battlefield') return s.battlefield.filter((id) => s.cards[id].controller === p);
  if (zone === 'excluded') return s.excluded.filter((id) => s.cards[id].owner === p);
  const ps = s.players[p] as unknown as Record<string, number[]>;
  return Array.isArray(ps[zone]) ? ps[zone] : `不明な領域「${zone}」`;
}

function names(game: Game, ids: number[]): string[] {
  return ids.map((id) => game.defs.get(game.state.cards[id].def)?.name ?? '?');
}

function checkZone(game: Game, e: Extract<Expectation, { kind: 'zone' }>): Mismatch[] {
  const ids = zoneCards(game, e.player, e.zone);
  if (typeof ids === 'string') return [{ what: 'zone', expected: e.zone, actual: ids }];
  const actual = names(game, ids);
  const out: Mismatch[] = [];
  const what = `${e.player} の ${e.zone}`;
  if (e.cards && JSON.stringify(e.cards) !== JSON.stringify(actual))
    out.push({ what, expected: e.cards, actual });
  if (e.count !== undefined && e.count !== actual.length)
    out.push({ what: `${what} の枚数`, expected: e.count, actual: actual.length });
  if (e.contains) {
    const left = [...actual];
    for (const n of e.contains) {
      const i = left.indexOf(n);
      if (i < 0)
        out.push({ what: `${what} に「${n}」${inParens(sourceOfName(game, n))}`, expected: 'ある', actual });
      else left.splice(i, 1);
    }
  }
  return out;
}

function checkCard(game: Game, refs: CardRefs, e: Extract<Expectation, { kind: 'card' }>): Mismatch[] {
  const ids = resolveRef(game, refs, e.ref);
  if (ids.length !== 1)
    return [
      { what: `カード「${e.ref}」`, expected: '1枚に決まる参照（名前#番号）', actual: `${ids.length}枚` },
    ];
  const c = game.state.cards[ids[0]];
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
    if (e[k] !== undefined && e[k] !== actual[k])
      out.push({ what: `${refWithSource(game, refs, e.ref)} の ${k}`, expected: e[k], actual: actual[k] });
  }
  return out;
}

function eventMatches(game: Game, refs: CardRefs, ev: GameEvent, fields: Record<string, unknown>): boolean {
  const rec = ev as unknown as Record<string, unknown>;
  return Object.entries(fields).every(([k, v]) => {
    // A card field names a card; play / activate / trigger `source` is a `file:line` string (issue 12).
    if (CARD_FIELDS.has(k) && typeof v === 'string' && typeof rec[k] !== 'string')
      return resolveRef(game, refs, v).includes(rec[k] as number);
    // Player fields take A / B; controlChange's from / to are players too (a move's from / to are zone
    // names, never "A" or "B").
    if (PLAYER_FIELDS.has(k) && (v === 'A' || v === 'B')) return rec[k] === sideIndex(v);
    return JSON.stringify(rec[k]) === JSON.stringify(v);
  });
}

function checkEvent(game: Game, refs: CardRefs, e: Extract<Expectation, { kind: 'event' }>): Mismatch[] {
  const n = game.state.log.filter((ev) => eventMatches(game, refs, ev, e.fields)).length;
  const cards = Object.entries(e.fields).filter(([k]) => CARD_FIELDS.has(k));
  const what = `イベント ${JSON.stringify(e.fields)}${inParens(
    sourcesOfRefs(
      game,
      refs,
      cards.map(([, v]) => v),
    ),
  )}`;
  if (e.none) return n === 0 ? [] : [{ what, expected: '起きない', actual: `${n}回` }];
  if (e.count !== undefined)
    return n === e.count ? [] : [{ what, expected: `${e.count}回`, actual: `${n}回` }];
  return n > 0 ? [] : [{ what, expected: '起きる', actual: '起きなかった' }];
}

/** `legal: "A: play 焔断"` / `illegal: …`: whether that step would be accepted now (HF-5.1, HF-13.7 …). */
function checkLegal(game: Game, refs: CardRefs, e: Extract<Expectation, { kind: 'legal' }>): Mismatch[] {
  const parsed = parseStep(e.step);
  if (typeof parsed === 'string') return [{ what: e.step, expected: 'ステップの書き方', actual: parsed }];
  const action = actionForStep(game, refs, parsed);
  const legal = typeof action !== 'string';
  return legal === e.legal
    ? []
    : [
        {
          what: `「${e.step}」${inParens(sourcesOfRefs(game, refs, parsed.args))}`,
          expected: e.legal ? '合法' : '合法でない',
          actual: legal ? '合法' : '合法でない',
        },
      ];
}

/** `（text）`, or '' when there is nothing to say. */
function inParens(text: string | undefined): string {
  return text ? `（${text}）` : '';
}

export function checkExpectation(game: Game, refs: CardRefs, e: Expectation): Mismatch[] {
  const s = game.state;
  switch (e.kind) {
    case 'invariants':
      return []; // checked after every step by the runner (src/scenario/invariants.ts)
    case 'legal':
      return checkLegal(game, refs, e);
    case 'pending': {
      const actual = s.pending ? { player: s.pending.player === 0 ? 'A' : 'B', kind: s.pending.kind } : null;
      const ok =
        actual &&
        (e.player === undefined || e.player === actual.player) &&
        (e.decision === undefined || e.decision === actual.kind);
      return ok ? [] : [{ what: '待っている決定', expected: { player: e.player, kind: e.decision }, actual }];
    }
    case 'zone':
      return checkZone(game, e);
    case 'card':
      return checkCard(game, refs, e);
    case 'event':
      return checkEvent(game, refs, e);
    case 'result': {
      const r = s.result;
      const winner = r ? (r.winner === null ? 'draw' : r.winner === 0 ? 'A' : 'B') : null;
      const ok = r && winner === e.winner && (e.rule === undefined || e.rule === r.rule);
      return ok
        ? []
        : [
            {
              what: '勝敗',
              expected: { winner: e.winner, rule: e.rule },
              actual: r ? { winner, rule: r.rule, reason: r.reason } : 'ゲームは続いている',
            },
          ];
    }
  }
}

export { cardLabel };
