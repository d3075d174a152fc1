// Card data → expression layout (doc.ts). Where src/effects/builders.ts has a builder for a shape, the data is
// written as a call to it (`effect(draw(1))`), so generated cards read like the hand-written fixtures;
// anything else is an object literal. Every builder call is verified before it is used: the builder is run
// on the proposed arguments and its result must equal the data, or the literal is written instead. So the
// generated module always evaluates to exactly the compiled definition.
import type { Ability } from '../../src/core/cardTypes.js';
import * as builders from '../../src/effects/builders.js';
import { GenError } from '../errors.js';
import { type Doc, type ObjectEntry, array, atom, call, object, spread } from './doc.js';
import { memberAccess, numberLiteral, propertyKey, stringLiteral } from './literal.js';

type Data = Record<string, unknown>;
type BuilderName = Exclude<keyof typeof builders, 'Ability'>;

/** The builder functions (and the one builder constant, `sleepCost`) generated code may import. */
const BUILDERS = builders as unknown as Record<BuilderName, unknown>;

/** What a value writer needs: which builders it used (for the import list) and the keyword table. */
export class ValueWriter {
  /** Builder names the written docs refer to. */
  readonly used = new Set<BuilderName>();
  /** Whether a doc refers to the KEYWORDS table (`...KEYWORDS.counter`). */
  usesKeywords = false;

  /** `keywords`: when given, a run of a card's abilities equal to a keyword's expansion is written as a spread of it. */
  constructor(private readonly keywords?: Readonly<Record<string, readonly Ability[]>>) {}

  /** Any card data: builder calls where they fit, literals otherwise. `where` names the card in errors. */
  value(value: unknown, where: string): Doc {
    if (value === null) return atom('null');
    switch (typeof value) {
      case 'string':
        return atom(stringLiteral(value));
      case 'number':
        return atom(numberLiteral(value));
      case 'boolean':
        return atom(String(value));
      case 'undefined':
        return atom('undefined');
      case 'object':
        if (Array.isArray(value)) {
          const items: Doc[] = [];
          for (const item of value) items.push(this.value(item, where));
          return array(items);
        }
        if (!isPlainObject(value)) throw new GenError(`${where}: cannot emit a ${describe(value)}`);
        return this.builder(value, where) ?? this.literal(value, where);
      default:
        throw new GenError(`${where}: cannot emit a ${typeof value}`);
    }
  }

  /** A card's ability list, with keyword expansions written as `...KEYWORDS.<keyword>`. */
  abilities(list: readonly unknown[], where: string): Doc {
    const items: Doc[] = [];
    for (let i = 0; i < list.length; ) {
      const keyword = this.keywordRunAt(list, i);
      if (keyword) {
        this.usesKeywords = true;
        items.push(spread(atom(memberAccess('KEYWORDS', keyword.name))));
        i += keyword.length;
      } else {
        items.push(this.value(list[i], where));
        i++;
      }
    }
    return array(items);
  }

  /** An object literal of `data`'s defined properties, in their order (keys quoted when not identifiers). */
  literal(data: Data, where: string, first: ObjectEntry[] = []): Doc {
    const entries = [...first];
    for (const [key, item] of Object.entries(data)) {
      if (item !== undefined) entries.push({ key: propertyKey(key), value: this.value(item, where) });
    }
    return object(entries);
  }

  private keywordRunAt(list: readonly unknown[], i: number): { name: string; length: number } | undefined {
    const ability = list[i];
    if (!this.keywords || !isPlainObject(ability) || typeof ability.keyword !== 'string') return undefined;
    if (!Object.hasOwn(this.keywords, ability.keyword)) return undefined;
    const expansion = this.keywords[ability.keyword];
    const run = list.slice(i, i + expansion.length);
    return expansion.length > 0 && equalData(run, expansion)
      ? { name: ability.keyword, length: expansion.length }
      : undefined;
  }

  /** The builder call that produces exactly `data`, if there is one (verified by running the builder). */
  private builder(data: Data, where: string): Doc | undefined {
    const proposal = propose(data);
    if (!proposal) return undefined;
    if (proposal.kind === 'constant') {
      if (!equalData(BUILDERS[proposal.name], data)) return undefined;
      this.used.add(proposal.name);
      return atom(proposal.name);
    }
    const fn = BUILDERS[proposal.name] as (...args: unknown[]) => unknown;
    const produced = fn(...proposal.args);
    if (!proposal.rest) {
      return equalData(produced, data) ? this.call(proposal.name, proposal.args, where) : undefined;
    }
    if (!equalData({ ...(produced as Data), ...proposal.rest }, data)) return undefined;
    return this.literal(proposal.rest, where, [{ value: this.call(proposal.name, proposal.args, where) }]);
  }

  /** `name(args…)`, with the builder recorded for the import list. */
  private call(name: BuilderName, args: readonly unknown[], where: string): Doc {
    this.used.add(name);
    const docs: Doc[] = [];
    for (const arg of args) docs.push(this.value(arg, where));
    return call(name, docs);
  }
}

/**
 * A way to write data with a builder: a call (trailing default arguments already left out), optionally
 * spread into an object literal with the properties the builder does not take (`{ ...activated(…), text }`),
 * or a builder constant (`sleepCost`).
 */
type Proposal = CallProposal | { kind: 'constant'; name: BuilderName };
type CallProposal = { kind: 'call'; name: BuilderName; args: unknown[]; rest?: Data };

/** `name(args…)`, leaving out trailing arguments equal to the builder's defaults (the last `defaults.length`). */
function callOf(name: BuilderName, args: unknown[], defaults: readonly unknown[] = []): CallProposal {
  const firstDefault = args.length - defaults.length;
  let length = args.length;
  while (length > firstDefault && equalData(args[length - 1], defaults[length - 1 - firstDefault])) length--;
  return { kind: 'call', name, args: length === args.length ? args : args.slice(0, length) };
}

/** Whether `keys` (the defined keys of an object) are exactly `names`, in any order. */
function exactly(keys: readonly string[], ...names: string[]): boolean {
  if (keys.length !== names.length) return false;
  for (const name of names) if (!keys.includes(name)) return false;
  return true;
}

/** The builder call that may write `data`, judged by its shape; verified before use (see ValueWriter). */
function propose(d: Data): Proposal | undefined {
  if (typeof d.op === 'string') return proposeOp(d, definedKeys(d));
  switch (d.kind) {
    case 'auto': {
      if (!('trigger' in d && 'effect' in d)) return undefined;
      const extra = omit(d, ['kind', 'trigger', 'effect']);
      return callOf('auto', hasKeys(extra) ? [d.trigger, d.effect, extra] : [d.trigger, d.effect]);
    }
    case 'static': {
      if (!('effects' in d)) return undefined;
      const extra = omit(d, ['kind', 'effects']);
      return callOf('continuous', hasKeys(extra) ? [d.effects, extra] : [d.effects]);
    }
    case 'activated': {
      if (!('costs' in d && 'effect' in d)) return undefined;
      const base = callOf(
        'activated',
        d.targets === undefined ? [d.costs, d.effect] : [d.costs, d.effect, d.targets],
      );
      const rest = omit(d, ['kind', 'costs', 'effect', 'targets', 'keyword']);
      return hasKeys(rest) ? { ...base, rest } : base;
    }
    case 'character':
      return exactly(definedKeys(d), 'kind', 'filter') ? callOf('character', [d.filter], [{}]) : undefined;
    case 'energy':
      return exactly(definedKeys(d), 'kind', 'amount') ? callOf('energyCost', [d.amount]) : undefined;
    case 'carnage':
      return exactly(definedKeys(d), 'kind', 'amount') ? callOf('carnageCost', [d.amount]) : undefined;
    case 'sleep':
      return exactly(definedKeys(d), 'kind') ? { kind: 'constant', name: 'sleepCost' } : undefined;
  }
  if (typeof d.target === 'number' && exactly(definedKeys(d), 'target')) return callOf('target', [d.target]);
  if (Array.isArray(d.processes) && exactly(definedKeys(d), 'processes')) return proposeEffect(d.processes);
  return undefined;
}

/** `effect(step, [step, step], …)`: one argument per process, an array for steps joined by その後. */
function proposeEffect(processes: unknown[]): Proposal | undefined {
  const args: unknown[] = [];
  for (const process of processes) {
    if (!isPlainObject(process) || !Array.isArray(process.steps)) return undefined;
    const steps = process.steps;
    args.push(steps.length === 1 && isPlainObject(steps[0]) ? steps[0] : steps);
  }
  return callOf('effect', args);
}

function proposeOp(d: Data, keys: readonly string[]): Proposal | undefined {
  switch (d.op) {
    case 'draw':
      return exactly(keys, 'op', 'player', 'count')
        ? callOf('draw', [d.count, d.player], ['you'])
        : undefined;
    case 'damageCharacter':
      return exactly(keys, 'op', 'target', 'amount')
        ? callOf('damageCharacter', [d.target, d.amount])
        : undefined;
    case 'damageCharacters':
      return exactly(keys, 'op', 'filter', 'amount')
        ? callOf('damageCharacters', [d.filter, d.amount])
        : undefined;
    case 'damagePlayer':
      return exactly(keys, 'op', 'player', 'amount')
        ? callOf('damagePlayer', [d.player, d.amount])
        : undefined;
    case 'destroy':
      return exactly(keys, 'op', 'target') ? callOf('destroy', [d.target]) : undefined;
    case 'destroyAll':
      return exactly(keys, 'op', 'filter') ? callOf('destroyAll', [d.filter]) : undefined;
    case 'modifyPower':
      return exactly(keys, 'op', 'target', 'amount', 'duration')
        ? callOf('modifyPower', [d.target, d.amount, d.duration], ['endOfTurn'])
        : undefined;
    case 'modifyPowerAll':
      return exactly(keys, 'op', 'filter', 'amount', 'duration')
        ? callOf('modifyPowerAll', [d.filter, d.amount, d.duration], ['endOfTurn'])
        : undefined;
    case 'setState':
      if (!exactly(keys, 'op', 'target', 'state')) return undefined;
      return callOf(d.state === 'sleep' ? 'makeAsleep' : 'makeActive', [d.target]);
    case 'setStateAll':
      return exactly(keys, 'op', 'filter', 'state') ? callOf('setStateAll', [d.filter, d.state]) : undefined;
    case 'moveCard':
      return exactly(keys, 'op', 'target', 'to') ? callOf('moveCard', [d.target, d.to]) : undefined;
    case 'changeControl':
      return exactly(keys, 'op', 'target', 'to')
        ? callOf('changeControl', [d.target, d.to], ['you'])
        : undefined;
    case 'grant':
      return exactly(keys, 'op', 'target', 'grant', 'duration')
        ? callOf('grant', [d.target, d.grant, d.duration], ['endOfTurn'])
        : undefined;
    case 'grantAll':
      return exactly(keys, 'op', 'filter', 'grant', 'duration')
        ? callOf('grantAll', [d.filter, d.grant, d.duration], ['endOfTurn'])
        : undefined;
    case 'negate':
      return exactly(keys, 'op', 'target') ? callOf('negate', [d.target]) : undefined;
    case 'placeEnergy':
      return exactly(keys, 'op', 'player', 'count', 'state')
        ? callOf('placeEnergy', [d.count, d.state, d.player], ['active', 'you'])
        : undefined;
    case 'activateEnergy':
      return exactly(keys, 'op', 'player', 'count')
        ? callOf('activateEnergy', [d.count, d.player], ['you'])
        : undefined;
    case 'discard':
      return exactly(keys, 'op', 'player', 'count')
        ? callOf('discard', [d.count, d.player], ['you'])
        : undefined;
    case 'loseGame':
      return exactly(keys, 'op', 'player') ? callOf('loseGame', [d.player]) : undefined;
    case 'ifThen':
      if (exactly(keys, 'op', 'cond', 'then')) return callOf('ifThen', [d.cond, d.then]);
      return exactly(keys, 'op', 'cond', 'then', 'else')
        ? callOf('ifThen', [d.cond, d.then, d.else])
        : undefined;
    case 'mayDo':
      return exactly(keys, 'op', 'then') && Array.isArray(d.then) ? callOf('mayDo', d.then) : undefined;
    default:
      return undefined;
  }
}

function omit(data: Data, keys: readonly string[]): Data {
  const out: Data = {};
  for (const key in data) {
    if (Object.hasOwn(data, key) && !keys.includes(key) && data[key] !== undefined) out[key] = data[key];
  }
  return out;
}

function hasKeys(data: Data): boolean {
  for (const key in data) if (Object.hasOwn(data, key)) return true;
  return false;
}

function definedKeys(data: Data): string[] {
  const keys: string[] = [];
  for (const key of Object.keys(data)) if (data[key] !== undefined) keys.push(key);
  return keys;
}

export function isPlainObject(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep equality of card data: properties whose value is undefined count as absent; key order is ignored. */
export function equalData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = definedKeys(a);
  if (keys.length !== definedKeys(b).length) return false;
  for (const key of keys) if (!Object.hasOwn(b, key) || !equalData(a[key], b[key])) return false;
  return true;
}

function describe(value: object): string {
  return value.constructor?.name ?? 'non-plain object';
}
