// perf14 (issue 25): the legal targets of a card's one play target (HF-5.4, HF-5.12), kept per card id while
// nothing they read can have changed. The window offers (legal.ts playActionsFor) ask for them for every
// affordable card at every decision; between two asks the epoch usually moved, but mostly by touchState()
// (an energy paid, a card drawn: derived.ts), which a battlefield target filter does not read. So the list
// is kept for the `coreEpoch` (advanced by touch(), touchBoard(), a restore and a direct edit found on
// entering the engine), the state object, the spec and the controller — only when:
// - the spec picks from the battlefield (character, world set, set host), not a zone, the chain or the combat;
// - its filter reads only what touch() and touchBoard() change (ALLOWED_FILTER_KEYS: no state, combat,
//   history, face-up, declared, or own-power comparison);
// - the destruction memo's guard holds (query.ts powerReadsOnlyCore: statics board-only, without grants or
//   conditions, power and indestructibility read only core values; no 「…限り」 lasting effect), and no static or
//   lasting effect in force mentions a state, a count, a condition or the combat anywhere (FORBIDDEN_KEYS,
//   a conservative scan: protection, traits and keywords from statics then read only core values too).
// The memo lives in the game's Derived (outside the state, never serialized). It is safe with undo: every
// restore() calls touchBoard() (snapshot.ts restoreRest), so no entry survives one; a game loaded from JSON
// or copied has a Derived of its own. The list returned is shared: callers only read it.
import type { CardFilter, TargetSpec } from '../core/cardTypes.js';
import type { PlayerIndex } from '../core/cardTypes.js';
import { memo } from './derived.js';
import type { Game } from './game.js';
import { activeStatics, powerReadsOnlyCore } from './query.js';
import { candidates } from './targets.js';

/** One kept list (reused in place: no allocation when it is refilled). */
export interface TargetMemoEntry {
  coreEpoch: number;
  state: unknown;
  spec: TargetSpec | null;
  controller: PlayerIndex;
  list: readonly number[];
}

const ALLOWED_FILTER_KEYS = new Set([
  'controller',
  'traits',
  'anyTraits',
  'lacksTraits',
  'powerAtMost',
  'powerAtLeast',
  'owner',
  'costAtMost',
  'costAtLeast',
  'nameContains',
  'notName',
  'name',
  'kind',
  'hasKeyword',
  'lacksKeyword',
  'notSelf',
  'attachedAtLeast',
  'attachedAtMost',
  'attachedTraits',
  'damaged',
  'hasDamageTrigger',
]);

const FORBIDDEN_KEYS = new Set([
  'state',
  'combat',
  'attackedThisTurn',
  'defendedThisTurn',
  'declared',
  'faceUp',
  'count',
  'zoneSize',
  'condition',
  'effectCondition',
  'powerAtMostSelf',
  'powerAtLeastSelf',
  'ref',
]);

/** Per spec object (definitions are never modified): may its candidates be kept per coreEpoch? */
const SPEC_CORE = new WeakMap<TargetSpec, boolean>();

function specReadsOnlyCore(spec: TargetSpec): boolean {
  let ok = SPEC_CORE.get(spec);
  if (ok === undefined) {
    ok =
      (spec.kind === 'character' || spec.kind === 'worldSet' || spec.kind === 'setHost') &&
      (spec.filter === undefined || filterReadsOnlyCore(spec.filter));
    SPEC_CORE.set(spec, ok);
  }
  return ok;
}

function filterReadsOnlyCore(f: CardFilter): boolean {
  for (const k of Object.keys(f))
    if ((f as Record<string, unknown>)[k] !== undefined && !ALLOWED_FILTER_KEYS.has(k)) return false;
  return true;
}

/** Per static effect object (from a definition, never modified): does it mention nothing forbidden? */
const EFFECT_CLEAN = new WeakMap<object, boolean>();

function mentionsNoForbidden(x: unknown, depth = 0): boolean {
  if (x === null || typeof x !== 'object') return true;
  if (depth > 12) return false;
  if (Array.isArray(x)) {
    for (const v of x) if (!mentionsNoForbidden(v, depth + 1)) return false;
    return true;
  }
  for (const k of Object.keys(x)) {
    if (FORBIDDEN_KEYS.has(k)) return false;
    if (!mentionsNoForbidden((x as Record<string, unknown>)[k], depth + 1)) return false;
  }
  return true;
}

function cleanEffect(e: object): boolean {
  let ok = EFFECT_CLEAN.get(e);
  if (ok === undefined) {
    ok = mentionsNoForbidden(e);
    EFFECT_CLEAN.set(e, ok);
  }
  return ok;
}

/** Whether the continuous effects in force (statics and lasting effects) let the kept lists stand. */
function forceReadsOnlyCore(game: Game): boolean {
  if (!powerReadsOnlyCore(game)) return false;
  for (const s of activeStatics(game)) if (!cleanEffect(s.effect)) return false;
  for (const e of game.state.effects) if (!mentionsNoForbidden(e)) return false;
  return true;
}

/**
 * candidates(game, spec, controller, id) for the one play target of card `id`, kept as the header says.
 * The list is shared: never modify it.
 */
export function playCandidates(
  game: Game,
  spec: TargetSpec,
  controller: PlayerIndex,
  id: number,
): readonly number[] {
  const m = memo(game);
  if (m === null || !specReadsOnlyCore(spec)) return candidates(game, spec, controller, id);
  const s = game.state;
  const kept = m.targetMemo[id];
  if (
    kept !== undefined &&
    kept.coreEpoch === m.coreEpoch &&
    kept.state === s &&
    kept.spec === spec &&
    kept.controller === controller
  )
    return kept.list;
  const list = candidates(game, spec, controller, id);
  if (!forceReadsOnlyCore(game)) return list;
  if (kept === undefined) m.targetMemo[id] = { coreEpoch: m.coreEpoch, state: s, spec, controller, list };
  else {
    kept.coreEpoch = m.coreEpoch;
    kept.state = s;
    kept.spec = spec;
    kept.controller = controller;
    kept.list = list;
  }
  return list;
}
