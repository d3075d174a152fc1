// Event patterns of `event:`, `noEvent:` and `events:` (docs/scenarios.md): the log's own fields, with players
// as A / B and cards as references (A:学徒#1). The event types and their fields come from the event log's
// schema (src/engine/saveEventSchema.ts), so a misspelt type or field is a file error, never "did not happen".
import type { GameEvent } from '../core/events.js';
import { closestIdentifier } from '../deck/suggest.js';
import type { Game } from '../engine/game.js';
import { eventSchema } from '../engine/saveEventSchema.js';
import { sideIndex } from './build.js';
import { didYouMean } from './didYouMean.js';
import { type CardRefs, refProblem, resolveRef } from './refs.js';

/** Fields that hold a card id (or a list of them): they take card references. */
const CARD_FIELDS = new Set([
  'card',
  'attacker',
  'defender',
  'host',
  'source',
  'byAttack',
  'targets',
  'cards',
]);
/** Fields that hold a player: they take A / B. (A move's from / to are zone names, never A or B.) */
const PLAYER_FIELDS = new Set(['player', 'holder', 'controller', 'winner', 'firstPlayer', 'from', 'to']);

/** Every event type with its fields, in the schema's order. */
const EVENT_FIELDS: ReadonlyMap<string, readonly string[]> = new Map(
  eventSchema(1).options.map((o) => [
    String((o.shape.type as unknown as { value: string }).value),
    Object.keys(o.shape).filter((k) => k !== 'type'),
  ]),
);

/** Why a pattern can never match an event — unknown type, field or card — or null. */
export function patternProblem(game: Game, refs: CardRefs, fields: Record<string, unknown>): string | null {
  const type = String(fields.type);
  const known = EVENT_FIELDS.get(type);
  if (!known)
    return `不明なイベント「${type}」${didYouMean(type, EVENT_FIELDS.keys(), closestIdentifier)}（イベントの種類: ${[...EVENT_FIELDS.keys()].join(', ')}）`;
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'type') continue;
    if (!known.includes(k))
      return `イベント ${type} に「${k}」はありません${didYouMean(k, known)}（あるもの: ${known.join(', ') || 'なし'}）`;
    for (const ref of cardRefsIn(type, k, v)) {
      const problem = refProblem(game, refs, ref);
      if (problem) return problem;
    }
  }
  return null;
}

/** The card references a field's value writes (`target: B:学徒` of an attack is one too). */
function cardRefsIn(type: string, field: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  const isCardField = CARD_FIELDS.has(field) || (type === 'attack' && field === 'target');
  if (!isCardField) return [];
  // play / activate / trigger `source` is a `file:line` string (issue 12); an attack's target may be A / B
  if (field === 'source' && ['play', 'activate', 'trigger'].includes(type)) return [];
  return values.filter(
    (v): v is string => typeof v === 'string' && !(field === 'target' && (v === 'A' || v === 'B')),
  );
}

function cardMatches(game: Game, refs: CardRefs, wanted: unknown, actual: unknown): boolean {
  if (typeof wanted === 'string' && typeof actual === 'number')
    return resolveRef(game, refs, wanted).includes(actual);
  return JSON.stringify(wanted) === JSON.stringify(actual);
}

function fieldMatches(game: Game, refs: CardRefs, ev: GameEvent, k: string, v: unknown): boolean {
  const actual = (ev as unknown as Record<string, unknown>)[k];
  if (ev.type === 'attack' && k === 'target') {
    // `target: B` (the player) or `target: B:学徒` (a character)
    if (v === 'A' || v === 'B') return 'player' in ev.target && ev.target.player === sideIndex(v);
    return 'card' in ev.target && cardMatches(game, refs, v, ev.target.card);
  }
  if (CARD_FIELDS.has(k)) {
    if (Array.isArray(v) && Array.isArray(actual))
      return v.length === actual.length && v.every((w, i) => cardMatches(game, refs, w, actual[i]));
    return cardMatches(game, refs, v, actual);
  }
  const movesZones = ev.type === 'move';
  if (PLAYER_FIELDS.has(k) && !movesZones && (v === 'A' || v === 'B')) return actual === sideIndex(v);
  return JSON.stringify(actual) === JSON.stringify(v);
}

export function eventMatches(
  game: Game,
  refs: CardRefs,
  ev: GameEvent,
  fields: Record<string, unknown>,
): boolean {
  return Object.entries(fields).every(([k, v]) => fieldMatches(game, refs, ev, k, v));
}

/** The pattern as written: `{ type: destroyed, card: B:学徒#1 }`. */
export function patternText(fields: Record<string, unknown>): string {
  const body = Object.entries(fields)
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? `[${v.join(', ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(', ');
  return `{ ${body} }`;
}

/** The card-reference values of a pattern (for naming the cards' .hf lines in failures). */
export function patternRefs(fields: Record<string, unknown>): string[] {
  const type = String(fields.type);
  return Object.entries(fields).flatMap(([k, v]) => cardRefsIn(type, k, v));
}

/**
 * The value an event holds in a field, written as a pattern would write it: a card as its reference
 * (`B:村の衛兵#1`), a player as A / B, anything else as YAML-ish text (nc9 finding 5: the near misses of a failed
 * `event:`).
 */
export function actualFieldText(
  game: Game,
  ev: GameEvent,
  field: string,
  label: (id: number) => string,
): string {
  const actual = (ev as unknown as Record<string, unknown>)[field];
  if (actual === undefined) return '（なし）';
  const isCard =
    CARD_FIELDS.has(field) && !(field === 'source' && ['play', 'activate', 'trigger'].includes(ev.type));
  if (ev.type === 'attack' && field === 'target') {
    const t = actual as { player?: number; card?: number };
    return t.card !== undefined ? label(t.card) : t.player === 0 ? 'A' : 'B';
  }
  const one = (v: unknown): string =>
    isCard && typeof v === 'number' && game.state.cards[v]
      ? label(v)
      : PLAYER_FIELDS.has(field) && ev.type !== 'move' && (v === 0 || v === 1)
        ? v === 0
          ? 'A'
          : 'B'
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
  return Array.isArray(actual) ? `[${actual.map(one).join(', ')}]` : one(actual);
}
