// Names in generated code that come from data: card constants (from card names), ability constants, module
// files (from .hf file names). Any name gives a valid, unique identifier or file name: characters outside a
// conservative set (ASCII letters and digits, kana, CJK ideographs — identifier characters for TypeScript,
// V8 and esbuild alike) become `_`, and an empty or unusable result falls back to an ASCII form with an index.

/** Characters kept in identifiers and module names; anything else becomes `_`. */
const KEPT = /[A-Za-z0-9_\u3005\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FC-\u30FE\u4E00-\u9FFF]/u;

/** Words that cannot name a binding in a strict-mode module, or that would shadow what generated code uses. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if import in instanceof new null return super switch this throw true try typeof var void ' +
    'while with yield let static implements interface package private protected public await arguments eval ' +
    'undefined NaN Infinity globalThis Object Array String Number Boolean Symbol Error'
  ).split(' '),
);

/** `text` reduced to kept characters, runs of anything else as one `_`, no `_` at either end. */
function reduce(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC')) out += KEPT.test(char) ? char : '_';
  return out.replace(/_+/g, '_').replace(/^_|_$/g, '');
}

/** Hands out identifiers that are unique within one module. */
export class IdentifierScope {
  private readonly taken = new Set<string>(RESERVED);

  /** `names` are already used in the module (imports, exported constants). */
  constructor(names: readonly string[] = []) {
    for (const name of names) this.taken.add(name);
  }

  /** A fresh identifier close to `text`, or `${fallback}${index}` when nothing of `text` is usable. */
  take(text: string, fallback: string, index: number): string {
    let base = reduce(text);
    if (base === '') base = `${fallback}${index}`;
    else if (/^[0-9]/.test(base)) base = `${fallback}_${base}`;
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}_${n}`;
    this.taken.add(name);
    return name;
  }
}

/**
 * Module file names (without `.ts`) for `.hf` files of one set: the file's base name reduced like an
 * identifier, unique without regard to case (`index` is the set's own module), `file<N>` when nothing is left.
 */
export function moduleNames(files: readonly string[]): string[] {
  const taken = new Set<string>(['index']);
  return files.map((file, i) => {
    const base = reduce(file.split('/').pop()!.replace(/\.hf$/, ''));
    const stem = base === '' ? `file${i + 1}` : base;
    let name = stem;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}_${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
