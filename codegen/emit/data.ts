import type { CodeBlockWriter } from 'ts-morph';
// Card data → TypeScript expression text: plain object and array literals only, never a call. Every string
// and key goes through literal.ts, so no card can change the code around it. A literal is written on one line
// when that line is short, otherwise one entry per line; that is the whole layout (no formatter runs after).
import type { Ability } from '../../src/core/cardTypes.js';
import { GenError } from '../errors.js';
import { numberLiteral, propertyKey, stringLiteral } from './literal.js';

type Data = Record<string, unknown>;

/** The longest literal written on one line; longer ones are written one entry per line. */
const INLINE_WIDTH = 80;

/** `value` as an expression on one line. `where` names the card in errors. */
function inlineData(value: unknown, where: string): string {
  if (Array.isArray(value)) return `[${value.map((item) => inlineData(item, where)).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = definedEntries(value).map(
      ([key, item]) => `${propertyKey(key)}: ${inlineData(item, where)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return scalar(value, where);
}

/** Writes `value`; `broken`: an object or array written one entry per line even when it is short. */
export function writeData(writer: CodeBlockWriter, value: unknown, where: string, broken = false): void {
  if (!Array.isArray(value) && !isPlainObject(value)) {
    writer.write(scalar(value, where));
    return;
  }
  const inline = inlineData(value, where);
  if (inline.length <= INLINE_WIDTH && !broken) {
    writer.write(inline);
    return;
  }
  if (Array.isArray(value)) {
    writeEntries(writer, '[', ']', value.length, (i) => writeData(writer, value[i], where));
    return;
  }
  const entries = definedEntries(value);
  writeEntries(writer, '{', '}', entries.length, (i) => {
    writer.write(`${propertyKey(entries[i][0])}: `);
    writeData(writer, entries[i][1], where);
  });
}

/** `open`, then each entry on its own line followed by a comma, then `close`. */
export function writeEntries(
  writer: CodeBlockWriter,
  open: string,
  close: string,
  count: number,
  writeEntry: (i: number) => void,
): void {
  writer.write(open);
  if (count === 0) {
    writer.write(close);
    return;
  }
  writer.indent(() => {
    for (let i = 0; i < count; i++) {
      writeEntry(i);
      writer.write(',').newLine();
    }
  });
  writer.write(close);
}

function scalar(value: unknown, where: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return stringLiteral(value);
    case 'number':
      return numberLiteral(value);
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'object':
      throw new GenError(`${where}: cannot emit a ${value.constructor?.name ?? 'non-plain object'}`);
    default:
      throw new GenError(`${where}: cannot emit a ${typeof value}`);
  }
}

/** The properties of `data` whose value is not undefined, in their order. */
function definedEntries(data: Data): [string, unknown][] {
  return Object.entries(data).filter(([, item]) => item !== undefined);
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
  const entries = definedEntries(a);
  if (entries.length !== definedEntries(b).length) return false;
  for (const [key, item] of entries) if (!Object.hasOwn(b, key) || !equalData(item, b[key])) return false;
  return true;
}

export type AbilityItem = { ability: Ability } | { keyword: string };

/**
 * A card's abilities, with each run equal to a keyword's expansion in `keywords` (HF-13) taken as that
 * keyword: the generator writes it as `...KEYWORDS.<id>`, and test fixtures compiled at run time swap in the
 * engine's own table entries, so both hold the very keyword objects of the table.
 */
export function keywordRuns(
  abilities: readonly Ability[],
  keywords: Readonly<Record<string, readonly Ability[]>> | undefined,
): AbilityItem[] {
  const items: AbilityItem[] = [];
  for (let i = 0; i < abilities.length; ) {
    const keyword = abilities[i].keyword;
    const expansion =
      keyword !== undefined && keywords && Object.hasOwn(keywords, keyword) ? keywords[keyword] : [];
    if (expansion.length > 0 && equalData(abilities.slice(i, i + expansion.length), expansion)) {
      items.push({ keyword: keyword! });
      i += expansion.length;
    } else items.push({ ability: abilities[i++] });
  }
  return items;
}
