/**
 * The pattern's source without its lookaround assertions ((?=…) (?!…) (?<=…) (?<!…)): every line the pattern matches,
 * this one matches too (an assertion only ever rules a match out), so a line it does not match need not be tried
 * with the pattern. Undefined when that does not hold or cannot be seen: a back reference (it may name a group of a
 * removed assertion) or a quantified assertion (removing it would put the quantifier on the atom before).
 */
export function withoutLookarounds(source: string): string | undefined {
  if (/\\[1-9]|\\k</.test(source)) return undefined;
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
    } else if (ch === '[') {
      const end = classEnd(source, i);
      if (end < 0) return undefined;
      out += source.slice(i, end + 1);
      i = end + 1;
    } else if (ch === '(' && /^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      const end = groupEnd(source, i);
      if (end < 0 || /^[?*+{]/.test(source.slice(end + 1, end + 2))) return undefined;
      i = end + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The index of the `]` closing the class opened at `start`, or -1. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++; // a leading `]` is literal only outside the u flag; never in the vocabulary
  for (; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  return -1;
}

/** The index of the `)` closing the group opened at `start`, or -1. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (ch === '[') {
      i = classEnd(source, i);
      if (i < 0) return -1;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}
