// apply() accepts only plain data as an action — null, booleans, numbers, strings, arrays and plain objects,
// with no accessors, symbol keys or holes — and checks that shape here without copying it: each property's
// descriptor is read once and no getter is called. What apply() then performs is the engine's own legal
// action that equals it (legal.ts findLegalAction), never the caller's object: an action whose fields change
// between reads (proxies) cannot be validated as one action and performed as another.
import { IllegalActionError } from '../core/errors.js';

/** Deeper or larger than any action the engine offers. */
const MAX_DEPTH = 6;
const MAX_ITEMS = 1000;

function reject(path: string, what: string): never {
  throw new IllegalActionError(
    `アクションは値だけのデータにしてください（${path}: ${what}）`,
    'malformed',
    undefined,
    undefined,
    `an action must be plain data (${path}: ${what})`,
  );
}

/** Throws IllegalActionError('malformed') unless `action` is plain data (see above). */
export function checkPlainAction(action: unknown): void {
  if (!isPlain(action, 0)) check(action, 'action', 0); // the same walk again, naming what is wrong
}

/** check() without the paths of its messages: true when check() would not throw. */
function isPlain(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return true;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  const proto = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
  const keys = Reflect.ownKeys(value);
  if (keys.length > MAX_ITEMS + 1) return false;
  for (const k of keys) if (typeof k !== 'string') return false;
  if (isArray) {
    const length = Reflect.getOwnPropertyDescriptor(value, 'length')?.value;
    if (typeof length !== 'number' || length > MAX_ITEMS || keys.length !== length + 1) return false;
    for (let i = 0; i < length; i++) {
      const d = Reflect.getOwnPropertyDescriptor(value, i);
      if (d === undefined || !('value' in d) || !isPlain(d.value, depth + 1)) return false;
    }
    return true;
  }
  for (const k of keys as string[]) {
    const d = Reflect.getOwnPropertyDescriptor(value, k)!;
    if (!('value' in d)) return false;
    if (d.value !== undefined && !isPlain(d.value, depth + 1)) return false;
  }
  return true;
}

function check(value: unknown, path: string, depth: number): void {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return;
  if (typeof value !== 'object') return reject(path, typeof value);
  if (depth >= MAX_DEPTH) return reject(path, 'too deep');
  const proto = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)
    return reject(path, 'not a plain object');
  const keys = Reflect.ownKeys(value);
  if (keys.length > MAX_ITEMS + 1) return reject(path, 'too many fields');
  for (const k of keys) if (typeof k !== 'string') return reject(path, 'symbol keys');
  if (isArray) return checkArray(value as unknown[], keys as string[], path, depth);
  for (const k of keys as string[]) {
    const d = Reflect.getOwnPropertyDescriptor(value, k)!;
    if (!('value' in d)) return reject(`${path}.${k}`, 'a getter');
    if (d.value !== undefined) check(d.value, `${path}.${k}`, depth + 1); // as JSON: undefined is no field
  }
}

function checkArray(value: unknown[], keys: string[], path: string, depth: number): void {
  const length = Reflect.getOwnPropertyDescriptor(value, 'length')?.value;
  if (typeof length !== 'number' || length > MAX_ITEMS) return reject(path, 'too long');
  for (let i = 0; i < length; i++) {
    const d = Reflect.getOwnPropertyDescriptor(value, i);
    if (d === undefined || !('value' in d)) return reject(`${path}[${i}]`, 'a hole or a getter');
    check(d.value, `${path}[${i}]`, depth + 1);
  }
  if (keys.length !== length + 1) return reject(path, 'extra fields on an array');
}
