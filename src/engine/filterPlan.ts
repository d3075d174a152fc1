// Card filters read in one shape (issue 25, perf23). A CardFilter is plain data (the card text's IR, saves,
// lasting effects), and its objects come in as many hidden classes as there are combinations of fields: the
// generic matcher read ~30 optional fields of each filter it was given, every read at a site that sees many
// shapes (a slow, megamorphic lookup in V8). A filter is now compiled once, the first time it is matched,
// into the list of the tests it asks for (its clauses, in the order the matcher tests them) and its values
// in one object shape; query.ts matchesFilter() runs only those. The filter itself is not changed (it stays
// the JSON it was) and is never edited after it was made (as definitions and lasting effects, derived.ts):
// the plan is kept per filter object (a WeakMap), so a filter edited in place would keep its old plan.
// test/engine/filter-plan.test.ts compares the compiled matcher with the field-by-field one on random games.
import type { CardFilter, CardKind, KeywordName } from '../core/cardTypes.js';

// The clauses, in the order matchesFilter() tests them (the order the field-by-field matcher read them).
export const NOT_SELF = 0;
export const DECLARED = 1;
export const CONTROLLER_YOU = 2;
export const CONTROLLER_OPPONENT = 3;
export const STATE = 4;
export const ATTACHED = 5;
export const FACE_UP = 6;
export const COMBAT = 7;
export const KIND = 8;
export const NAME = 9;
export const NOT_NAME = 10;
export const LACKS_TRAITS = 11;
export const NAME_CONTAINS = 12;
export const TRAITS = 13;
export const ANY_TRAITS = 14;
export const POWER = 15; // only when power is read (usePower)
export const POWER_SELF = 16; // only when power is read (usePower)
export const OWNER_YOU = 17;
export const OWNER_OPPONENT = 18;
export const COST_AT_MOST = 19;
export const COST_AT_LEAST = 20;
export const HAS_KEYWORD = 21;
export const LACKS_KEYWORD = 22;
export const HISTORY = 23; // damaged, attacked / defended this turn, has a damage trigger (filterHistory.ts)

/** A filter's tests and values, every field present (one hidden class for all filters). */
export class FilterPlan {
  readonly clauses: readonly number[];
  readonly state: 'active' | 'sleep' | undefined;
  readonly attachedAtLeast: number | undefined;
  readonly attachedAtMost: number | undefined;
  readonly attachedTraits: readonly string[] | undefined;
  readonly attachedNames: readonly string[] | undefined;
  readonly faceUp: boolean | undefined;
  readonly combat: 'attacking' | 'defending' | undefined;
  readonly kind: readonly CardKind[] | undefined;
  readonly name: string | undefined;
  readonly notName: string | undefined;
  readonly lacksTraits: readonly string[] | undefined;
  readonly nameContains: string | undefined;
  readonly traits: readonly string[] | undefined;
  readonly anyTraits: readonly string[] | undefined;
  readonly powerAtMost: number | undefined;
  readonly powerAtLeast: number | undefined;
  readonly powerAtMostSelf: boolean;
  readonly powerAtLeastSelf: boolean;
  readonly costAtMost: number | undefined;
  readonly costAtLeast: number | undefined;
  readonly hasKeyword: KeywordName | undefined;
  readonly lacksKeyword: KeywordName | undefined;
  /** The filter itself, for the history tests (filterHistory.ts reads it as it is). */
  readonly filter: CardFilter;

  constructor(f: CardFilter) {
    this.filter = f;
    this.clauses = clausesOf(f);
    this.state = f.state;
    this.attachedAtLeast = f.attachedAtLeast;
    this.attachedAtMost = f.attachedAtMost;
    this.attachedTraits = f.attachedTraits;
    this.attachedNames = f.attachedNames;
    this.faceUp = f.faceUp;
    this.combat = f.combat;
    this.kind = f.kind;
    this.name = f.name;
    this.notName = f.notName;
    this.lacksTraits = f.lacksTraits;
    this.nameContains = f.nameContains;
    this.traits = f.traits;
    this.anyTraits = f.anyTraits;
    this.powerAtMost = f.powerAtMost;
    this.powerAtLeast = f.powerAtLeast;
    this.powerAtMostSelf = f.powerAtMostSelf === true;
    this.powerAtLeastSelf = f.powerAtLeastSelf === true;
    this.costAtMost = f.costAtMost;
    this.costAtLeast = f.costAtLeast;
    this.hasKeyword = f.hasKeyword || undefined;
    this.lacksKeyword = f.lacksKeyword || undefined;
  }
}

/** The tests a filter asks for: exactly the fields the field-by-field matcher would have acted on. */
function clausesOf(f: CardFilter): number[] {
  const out: number[] = [];
  if (f.notSelf) out.push(NOT_SELF);
  if (f.declared !== undefined) out.push(DECLARED);
  if (f.controller === 'you') out.push(CONTROLLER_YOU);
  if (f.controller === 'opponent') out.push(CONTROLLER_OPPONENT);
  if (f.state !== undefined) out.push(STATE);
  if (f.attachedAtLeast !== undefined || f.attachedAtMost !== undefined) out.push(ATTACHED);
  if (f.faceUp !== undefined) out.push(FACE_UP);
  if (f.combat !== undefined) out.push(COMBAT);
  if (f.kind) out.push(KIND);
  if (f.name !== undefined) out.push(NAME);
  if (f.notName !== undefined) out.push(NOT_NAME);
  if (f.lacksTraits?.length) out.push(LACKS_TRAITS);
  if (f.nameContains !== undefined) out.push(NAME_CONTAINS);
  if (f.traits?.length) out.push(TRAITS);
  if (f.anyTraits?.length) out.push(ANY_TRAITS);
  if (f.powerAtMost !== undefined || f.powerAtLeast !== undefined) out.push(POWER);
  if (f.powerAtMostSelf || f.powerAtLeastSelf) out.push(POWER_SELF);
  if (f.owner === 'you') out.push(OWNER_YOU);
  if (f.owner === 'opponent') out.push(OWNER_OPPONENT);
  if (f.costAtMost !== undefined) out.push(COST_AT_MOST);
  if (f.costAtLeast !== undefined) out.push(COST_AT_LEAST);
  if (f.hasKeyword) out.push(HAS_KEYWORD);
  if (f.lacksKeyword) out.push(LACKS_KEYWORD);
  if (
    f.damaged !== undefined ||
    f.attackedThisTurn !== undefined ||
    f.defendedThisTurn !== undefined ||
    f.hasDamageTrigger !== undefined
  )
    out.push(HISTORY);
  return out;
}

const PLANS = new WeakMap<CardFilter, FilterPlan>();

/** The filter's plan, compiled on first use and kept per filter object (filters are never edited). */
export function planOf(f: CardFilter): FilterPlan {
  let plan = PLANS.get(f);
  if (plan === undefined) {
    plan = new FilterPlan(f);
    PLANS.set(f, plan);
  }
  return plan;
}
