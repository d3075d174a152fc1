// Oniguruma regex pieces for the TextMate grammars. Designers type full- and half-width freely, and the
// compiler maps every full-width form to its half-width one before matching (codegen/dsl/normalize.ts), so
// every literal the grammars match accepts the same variants: `lit('[自動]')` matches 「[自動]」 and 「［自動］」.
// The variants are read off normalizeWidth itself, so the highlighting cannot disagree with the compiler.
import { normalizeWidth } from '../../../codegen/dsl/normalize.js';

const BMP_END = 0xffff;

/** Every character the compiler reads as `ch`, `ch` first. */
function buildVariants(): Map<string, string[]> {
  const variants = new Map<string, string[]>();
  for (let code = 0; code <= BMP_END; code++) {
    const ch = String.fromCharCode(code);
    const normal = normalizeWidth(ch);
    if (normal === ch) continue;
    const list = variants.get(normal) ?? [normal];
    list.push(ch);
    variants.set(normal, list);
  }
  return variants;
}

const VARIANTS = buildVariants();

/** The characters read as `ch` (at least `ch` itself). */
export function variantsOf(ch: string): string[] {
  return VARIANTS.get(ch) ?? [ch];
}

const META = /[\\^$.|?*+()[\]{}\-/#]/;

function escapeChar(ch: string): string {
  if (META.test(ch)) return `\\${ch}`;
  const code = ch.charCodeAt(0);
  // Control characters and the ideographic space are written as escapes so the JSON stays readable.
  if (code < 0x20 || code === 0x3000 || code === 0xfeff) return `\\x{${code.toString(16)}}`;
  return ch;
}

/** A character class of the given characters (each escaped). */
export function charClass(chars: readonly string[], negate = false): string {
  return `[${negate ? '^' : ''}${chars.map(escapeChar).join('')}]`;
}

/** One character as written, with every width variant the compiler accepts. */
export function anyWidth(ch: string): string {
  const variants = variantsOf(ch);
  return variants.length === 1 ? escapeChar(ch) : charClass(variants);
}

/** A literal, each character accepting its width variants. */
export function lit(text: string): string {
  return Array.from(text, anyWidth).join('');
}

/** Any of the literals, longest first (so 「それら」 is not read as 「それ」 + 「ら」). */
export function alt(words: readonly string[]): string {
  // Code-unit order for equal lengths (not localeCompare: the generated file must not depend on the locale).
  const unique = [...new Set(words)].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  return `(?:${unique.map(lit).join('|')})`;
}

/** Characters (any width) that may not appear: for 「anything up to 】」 style runs. */
export function noneOf(chars: string): string {
  return charClass(Array.from(chars).flatMap(variantsOf), true);
}

/** A space as the compiler reads one: space, tab, ideographic space. */
export const SPACE = charClass(variantsOf(' '));
/** An ASCII or full-width digit. */
export const DIGIT = charClass(Array.from('0123456789', (d) => variantsOf(d)).flat());
/** A plus or minus sign, any width. */
export const SIGN = charClass([...variantsOf('+'), ...variantsOf('-')]);
/** The colon of fields and abilities, any width. */
export const COLON = anyWidth(':');
