// Illegal-action fuzzing: actions that are wrong in every way a caller can get them wrong — the other
// player, a stale answer to an earlier decision, an unpayable play, bad targets, garbage objects, wrong types,
// huge numbers, prototype-polluting keys — must be rejected with IllegalActionError and leave the serialized
// state byte-identical; one that happens to be legal (it equals a member of legalActions()) must be applied
// exactly as that member.
import fc from 'fast-check';
import type { Action } from '../core/decisions.js';
import { IllegalActionError } from '../core/errors.js';
import { type Game, actionKey, apply, cloneGame, legalActions, serialize } from '../engine/index.js';

const CODES = new Set(['not-your-decision', 'not-legal', 'malformed', 'game-over']);

/** How to make one candidate from the current decision; numbers pick among what exists. */
export type Mutation =
  | { kind: 'wrongPlayer'; pick: number }
  | { kind: 'stale'; pick: number }
  | { kind: 'unpayable'; pick: number; marker: boolean }
  | { kind: 'badTargets'; pick: number; targets: number[] }
  | { kind: 'field'; pick: number; field: number; value: unknown }
  | { kind: 'extraKey'; pick: number; key: string; value: unknown }
  | { kind: 'proto'; pick: number; variant: number }
  | { kind: 'garbage'; value: unknown }
  | { kind: 'legal'; pick: number };

const weird = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0.5,
    2 ** 31,
    2 ** 32 + 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '0',
    '1',
    '',
    'concede',
    true,
    false,
    null,
    undefined,
    [],
    [0],
    {},
    { card: 0 },
    { player: 0 },
  ),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.double(),
  fc.bigInt(),
  fc.string({ maxLength: 8 }),
  fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
);

const FIELDS = [
  'type',
  'player',
  'card',
  'targets',
  'useMarker',
  'attacker',
  'target',
  'defender',
  'ability',
  'x',
  'index',
  'effect',
  'redraw',
  'place',
  'accept',
  'reveal',
];
const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'extra',
  'type2',
];

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrongPlayer' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('stale' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('unpayable' as const), pick: fc.nat(), marker: fc.boolean() }),
  fc.record({
    kind: fc.constant('badTargets' as const),
    pick: fc.nat(),
    targets: fc.array(fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constant(2 ** 40)), { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), field: fc.nat(), value: weird }),
  fc.record({
    kind: fc.constant('extraKey' as const),
    pick: fc.nat(),
    key: fc.constantFrom(...KEYS),
    value: weird,
  }),
  fc.record({ kind: fc.constant('proto' as const), pick: fc.nat(), variant: fc.nat({ max: 3 }) }),
  fc.record({
    kind: fc.constant('garbage' as const),
    value: fc.oneof(
      weird,
      fc.object({ maxDepth: 2 }),
      fc.array(weird, { maxLength: 3 }),
      fc.record({ type: fc.string({ maxLength: 10 }), player: weird }),
    ),
  }),
  fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }),
);

function at<T>(list: T[], pick: number): T | undefined {
  return list.length ? list[pick % list.length] : undefined;
}

/** The candidate a mutation makes at the game's current decision (`stale`: actions legal earlier). */
export function candidate(game: Game, m: Mutation, stale: Action[]): unknown {
  const legal = legalActions(game);
  const base = at(legal, 'pick' in m ? m.pick : 0) ?? { type: 'pass', player: 0 };
  switch (m.kind) {
    case 'wrongPlayer':
      return { ...base, player: base.player === 0 ? 1 : 0 };
    case 'stale':
      return at(stale, m.pick) ?? { type: 'mulligan', player: 0, redraw: true };
    case 'unpayable': {
      const s = game.state;
      const player = s.pending?.player ?? 0;
      const p = s.players[player];
      const active = p.energy.filter((id) => !s.cards[id].sleep).length + (p.secondPlayerMarker ? 1 : 0);
      const pool = [...p.hand, ...p.guardDeck].filter(
        (id) => (game.defs.get(s.cards[id].def)?.cost ?? 0) > active,
      );
      const card = at(pool, m.pick) ?? at(p.hand, m.pick) ?? 0;
      return { type: 'play', player, card, targets: [], useMarker: m.marker };
    }
    case 'badTargets': {
      const withTargets = legal.filter((a) => 'targets' in a);
      const a = at(withTargets, m.pick) ?? base;
      return { ...a, targets: m.targets };
    }
    case 'field': {
      const keys = Object.keys(base);
      const key = FIELDS.includes(keys[m.field % keys.length])
        ? keys[m.field % keys.length]
        : FIELDS[m.field % FIELDS.length];
      return { ...base, [key]: m.value };
    }
    case 'extraKey': {
      const out: Record<string, unknown> = { ...base };
      Object.defineProperty(out, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return out;
    }
    case 'proto': {
      const json = JSON.stringify(base);
      const inner = json.slice(1, -1);
      switch (m.variant) {
        case 0:
          return JSON.parse(`{"__proto__": {"polluted": "yes", "type": "pass"}, ${inner}}`);
        case 1:
          return JSON.parse(`{"constructor": {"prototype": {"polluted": "yes"}}, ${inner}}`);
        case 2:
          return JSON.parse(`{"__proto__": {"polluted": "yes"}, "player": ${base.player}}`);
        default:
          return Object.assign(Object.create({ type: base.type, player: base.player }), { polluted: 'yes' });
      }
    }
    case 'garbage':
      return m.value;
    case 'legal':
      return base;
  }
}

function safeKey(value: unknown): string | null {
  try {
    return actionKey(value);
  } catch {
    return null;
  }
}

export interface IllegalCheck {
  /** null when the engine behaved; otherwise what went wrong. */
  problem: string | null;
  legal: boolean;
}

/**
 * Tries `value` on `game`. A value equal to a legal action (by actionKey) must be applied like that action
 * (checked on copies, `game` is unchanged); anything else must throw IllegalActionError and change nothing.
 */
export function tryAction(game: Game, value: unknown): IllegalCheck {
  const legal = legalActions(game);
  const key = safeKey(value);
  const match = key === null ? undefined : legal.find((a) => actionKey(a) === key);
  if (match) {
    const a = cloneGame(game);
    const b = cloneGame(game);
    try {
      apply(a, value as Action);
    } catch (e) {
      return { legal: true, problem: `a legal action was rejected: ${(e as Error).message}` };
    }
    apply(b, match);
    return {
      legal: true,
      problem:
        serialize(a) === serialize(b)
          ? null
          : 'a legal action was applied differently from its legalActions() twin',
    };
  }
  const before = serialize(game);
  let thrown: unknown = null;
  try {
    apply(game, value as Action);
  } catch (e) {
    thrown = e;
  }
  const polluted = (Object.prototype as Record<string, unknown>).polluted !== undefined;
  if (polluted) Reflect.deleteProperty(Object.prototype, 'polluted');
  const after = serialize(game);
  const problems: string[] = [];
  if (thrown === null) problems.push('accepted an action that is not in legalActions()');
  else if (!(thrown instanceof IllegalActionError))
    problems.push(
      `threw ${(thrown as Error)?.name ?? typeof thrown}: ${(thrown as Error)?.message ?? String(thrown)}`,
    );
  else if (!CODES.has(thrown.code)) problems.push(`unknown error code ${thrown.code}`);
  if (after !== before) problems.push('the state changed');
  if (polluted) problems.push('Object.prototype was polluted');
  return { legal: false, problem: problems.length ? problems.join('; ') : null };
}
