// Turning data into TypeScript source text. Card names, texts and traits are data written by designers: they
// reach generated code only through `stringLiteral`, which escapes every character that could end the
// literal, start an escape, break a line or hide code (bidi and other format characters), so any string
// yields a literal whose value is exactly that string. Nothing here ever evaluates code.
import { GenError } from '../errors.js';

/**
 * Characters written as escapes: `'` and `\`, controls (C0 — including line feed, carriage return and tab —,
 * DEL, C1), format characters (bidi overrides, zero-width joiners, BOM), line and paragraph separators
 * (U+2028 / U+2029) and lone surrogates (which UTF-8 cannot carry; with the `u` flag `\p{Cs}` matches only
 * unpaired ones). Everything else — Japanese text, emoji, `${`, backticks, `*／` — is safe as it is inside a
 * single-quoted literal.
 */
const ESCAPED = /['\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const ANY_ESCAPED = /['\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

const SHORT_ESCAPES: Readonly<Record<string, string>> = { "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A single-quoted TypeScript string literal whose value is exactly `text`. */
export function stringLiteral(text: string): string {
  if (!ANY_ESCAPED.test(text)) return `'${text}'`;
  const body = text.replace(ESCAPED, (char: string, offset: number) => {
    // A backslash right before the closing quote is written as \x5C: a literal never ends in `\\'`, so the
    // code writer's string tracking (it takes a quote after a backslash for an escaped one) stays exact.
    if (char === '\\') return offset === text.length - 1 ? '\\x5C' : '\\\\';
    const short = Object.hasOwn(SHORT_ESCAPES, char) ? SHORT_ESCAPES[char] : undefined;
    if (short !== undefined) return short;
    let out = '';
    for (let i = 0; i < char.length; i++) out += unicodeEscape(char.charCodeAt(i));
    return out;
  });
  return `'${body}'`;
}

function unicodeEscape(code: number): string {
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A numeric literal; only finite numbers are data. */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value))
    throw new GenError(`cannot emit the number ${value}: card data must be finite`);
  return Object.is(value, -0) ? '-0' : String(value);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An object-literal property name for `key`: bare when it is a plain identifier, quoted otherwise, and
 * computed (`['__proto__']`) for `__proto__`, which in an object literal — quoted or not — would set the
 * prototype instead of a property.
 */
export function propertyKey(key: string): string {
  if (key === '__proto__') return `[${stringLiteral(key)}]`;
  return IDENTIFIER.test(key) ? key : stringLiteral(key);
}

/** A quoted property name for a key that comes from data (`['__proto__']` for `__proto__`). */
export function quotedKey(key: string): string {
  return key === '__proto__' ? `[${stringLiteral(key)}]` : stringLiteral(key);
}

/** `object.key` when `key` is a plain identifier, else `object['key']`. */
export function memberAccess(object: string, key: string): string {
  return IDENTIFIER.test(key) && key !== '__proto__'
    ? `${object}.${key}`
    : `${object}[${stringLiteral(key)}]`;
}

/** `text` made safe for a `//` comment: line breaks and invisible characters become visible escapes. */
export function commentText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, (char) =>
    Array.from({ length: char.length }, (_, i) => unicodeEscape(char.charCodeAt(i))).join(''),
  );
}

/**
 * `text` made safe for a `/** … *\/` doc comment: its lines stay lines (any line terminator is one), each as
 * commentText makes it, with `*\/` written as `*\\/` and every `@` after a space or at a line's start
 * escaped as `\\@` (TypeScript's JSDoc parser would start a tag there, even in the middle of a line).
 */
export function docText(text: string): string {
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) =>
      commentText(line)
        .replace(/\*\//g, '*\\/')
        .replace(/(^|\s)@/g, '$1\\@'),
    )
    .join('\n');
}
