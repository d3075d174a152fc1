// apply() works on its own copy of an action, taken before validation: an action whose fields change between
// reads (getters, proxies) would otherwise be validated as one action and performed as another. Only plain
// data is accepted — null, booleans, numbers, strings, arrays and plain objects, with no accessors — and
// each property is read exactly once.
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

export function copyPlainAction(action: unknown): unknown {
  return copy(action, 'action', 0);
}

function copy(value: unknown, path: string, depth: number): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return value;
  if (typeof value !== 'object') return reject(path, typeof value);
  if (depth >= MAX_DEPTH) return reject(path, 'too deep');
  const proto = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)
    return reject(path, 'not a plain object');
  const descriptors = Object.getOwnPropertyDescriptors(value);
  if (Object.getOwnPropertySymbols(descriptors).length > 0) return reject(path, 'symbol keys');
  const keys = Object.keys(descriptors);
  if (keys.length > MAX_ITEMS + 1) return reject(path, 'too many fields');
  if (isArray) {
    const length = descriptors.length?.value;
    if (typeof length !== 'number' || length > MAX_ITEMS) return reject(path, 'too long');
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) {
      const d = descriptors[i];
      if (d === undefined || !('value' in d)) return reject(`${path}[${i}]`, 'a hole or a getter');
      out.push(copy(d.value, `${path}[${i}]`, depth + 1));
    }
    if (keys.length !== length + 1) return reject(path, 'extra fields on an array');
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const d = descriptors[k];
    if (!('value' in d)) return reject(`${path}.${k}`, 'a getter');
    if (d.value === undefined) continue; // as JSON: an undefined field is no field
    // defineProperty: an own "__proto__" key (JSON.parse makes one) stays a key, never the copy's prototype
    Object.defineProperty(out, k, {
      value: copy(d.value, `${path}.${k}`, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
