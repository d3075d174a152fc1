// What text every match of a regular expression needs: the designer vocabulary (codegen/dsl/designerWords*.ts,
// ~500 rows) is tried on every text line, and a row whose needs are missing from the line is skipped without
// running (or even compiling) its pattern. On the canonical lines of a 500-card set, one literal per row
// (requiredText, often one particle such as 「の」) still let ~100 patterns run on each line; with every needed
// literal and alternation (「(このキャラクター|それ)が(アクティブ|スリープ)」 needs one of the first two, 「が」,
// and one of the last two) about a tenth run (issue 12's 400 ms for `hflux check` of 500 cards).
//
// needsOf(source) is a conjunction of clauses, each a list of strings one of which every match contains (the
// whole matched text and what its lookarounds look at, so also the line). It is a necessary condition only:
// whatever it cannot analyse exactly (classes with escapes, back references, flags other than g/d/y/m/s, …)
// it leaves out, so a row is never skipped wrongly; test/dsl/readingNeeds.test.ts checks this on every row's
// example and on the corpora.

/** Clauses of alternatives: every match contains one string of each clause. */
export type Needs = string[][];

/** The most characters a class is expanded to (「[上下]」, 「[0-9]」); a bigger class needs nothing. */
const CLASS_LIMIT = 32;

/** A run of characters that stand for themselves outside a class. */
const PLAIN = /[^\\()[\]{}|.*+?^$]+/y;
const SYNTAX = '^$\\.*+?()[]{}|/-';
const CONTROL: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };

/** A piece of a sequence: a literal character (can join its neighbours), or needs of its own. */
type Atom = { char: string } | { needs: Needs };

class Parser {
  i = 0;
  constructor(readonly src: string) {}

  /** An alternation up to `)` or the end. */
  alternation(): Needs {
    const branches: Needs[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0] : alternatives(branches);
  }

  /** A sequence of quantified atoms up to `|`, `)` or the end. */
  private sequence(): Needs {
    // (no closures here: tsx wraps each in a naming helper, which made this ~10× slower cold)
    const needs: Needs = [];
    let run = '';
    const src = this.src;
    while (this.i < src.length && src[this.i] !== '|' && src[this.i] !== ')') {
      // plain characters at once (most of a row's pattern is literal text)
      PLAIN.lastIndex = this.i;
      const plain = PLAIN.exec(src);
      let atom: Atom | null;
      if (plain) {
        this.i += plain[0].length;
        const next = src[this.i];
        if (next !== '?' && next !== '*' && next !== '+' && next !== '{') {
          run += plain[0];
          continue;
        }
        run += plain[0].slice(0, -1); // a quantifier applies to the last character only
        atom = { char: plain[0][plain[0].length - 1] };
      } else atom = this.atom();
      const q = this.quantifier();
      if (atom !== null && 'char' in atom && q !== 'optional') {
        run += atom.char;
        if (q === 'once') continue;
      }
      // anything else ends the run: 「ab+c」 needs 「ab」 and 「c」; 「.」「\s」 or an optional atom separate
      if (run) needs.push([run]);
      run = '';
      if (atom !== null && 'needs' in atom && q !== 'optional') needs.push(...atom.needs);
    }
    if (run) needs.push([run]);
    return needs;
  }

  /** 'once', 'optional' (?, *, {0,…}) or 'repeated' (+, {n,…} with n ≥ 1); a lazy `?` after it is skipped. */
  private quantifier(): 'once' | 'optional' | 'repeated' {
    const ch = this.src[this.i];
    let q: 'once' | 'optional' | 'repeated' = 'once';
    if (ch === '?' || ch === '*') q = 'optional';
    else if (ch === '+') q = 'repeated';
    else if (ch === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.i));
      if (!m) return 'once'; // a literal 「{」 (read as an atom next)
      this.i += m[0].length;
      if (this.src[this.i] === '?') this.i++;
      const min = Number(m[1]);
      return min === 0 ? 'optional' : min === 1 && m[2] === undefined ? 'once' : 'repeated';
    } else return 'once';
    this.i++;
    if (this.src[this.i] === '?') this.i++;
    return q;
  }

  /** One atom; null when it needs nothing that can be said (., \s, a negated class, an anchor…). */
  private atom(): Atom | null {
    const ch = this.src[this.i++];
    if (ch === '(') return this.group();
    if (ch === '[') return this.charClass();
    if (ch === '\\') return this.escape();
    if (ch === '.' || ch === '^' || ch === '$') return null;
    return { char: ch };
  }

  private group(): Atom | null {
    const src = this.src;
    let kind: 'need' | 'none' = 'need';
    if (src.startsWith('?:', this.i)) this.i += 2;
    else if (src.startsWith('?=', this.i)) this.i += 2;
    else if (src.startsWith('?<=', this.i)) this.i += 3;
    else if (src.startsWith('?!', this.i) || src.startsWith('?<!', this.i)) {
      this.i += src[this.i + 1] === '!' ? 2 : 3;
      kind = 'none';
    } else if (src.startsWith('?<', this.i)) {
      const close = src.indexOf('>', this.i);
      if (close < 0) throw new Error('unterminated group name');
      this.i = close + 1;
    } else if (src[this.i] === '?') throw new Error(`unknown group ${src.slice(this.i - 1, this.i + 3)}`);
    const inner = this.alternation();
    if (src[this.i] !== ')') throw new Error('unterminated group');
    this.i++;
    return kind === 'need' && inner.length ? { needs: inner } : null;
  }

  /** A class of plain characters and small ranges is one clause of single characters. */
  private charClass(): Atom | null {
    const src = this.src;
    const negated = src[this.i] === '^';
    if (negated) this.i++;
    const chars: string[] = [];
    let known = !negated;
    while (this.i < src.length && src[this.i] !== ']') {
      let ch = src[this.i++];
      if (ch === '\\') {
        const e = src[this.i++];
        if (SYNTAX.includes(e)) ch = e;
        else if (e in CONTROL && e !== '0') ch = CONTROL[e];
        else if (e === 'd') {
          for (let d = 0; d <= 9; d++) chars.push(String(d));
          continue;
        } else {
          known = false; // \s, \w, \u…: not expanded
          continue;
        }
      }
      if (src[this.i] === '-' && src[this.i + 1] !== ']' && src[this.i + 1] !== '\\') {
        const to = src[this.i + 1];
        this.i += 2;
        const from = ch.codePointAt(0)!;
        const end = to.codePointAt(0)!;
        if (end - from + 1 > CLASS_LIMIT || end < from) known = false;
        else for (let c = from; c <= end; c++) chars.push(String.fromCodePoint(c));
        continue;
      }
      chars.push(ch);
    }
    if (src[this.i] !== ']') throw new Error('unterminated class');
    this.i++;
    if (!known || chars.length === 0 || chars.length > CLASS_LIMIT) return null;
    const set = [...new Set(chars)];
    return set.length === 1 ? { char: set[0] } : { needs: [set] };
  }

  private escape(): Atom | null {
    const e = this.src[this.i++];
    if (e === undefined) throw new Error('trailing backslash');
    if (SYNTAX.includes(e)) return { char: e };
    if (e in CONTROL && !(e === '0' && /[0-9]/.test(this.src[this.i] ?? ''))) return { char: CONTROL[e] };
    if (e === 'd') return { needs: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']] };
    if (e === 'u' && /^[0-9a-fA-F]{4}/.test(this.src.slice(this.i, this.i + 4))) {
      const char = String.fromCharCode(Number.parseInt(this.src.slice(this.i, this.i + 4), 16));
      this.i += 4;
      return { char };
    }
    if (e === 'x' && /^[0-9a-fA-F]{2}/.test(this.src.slice(this.i, this.i + 2))) {
      const char = String.fromCharCode(Number.parseInt(this.src.slice(this.i, this.i + 2), 16));
      this.i += 2;
      return { char };
    }
    if (e === 'k' && this.src[this.i] === '<') this.i = this.src.indexOf('>', this.i) + 1;
    if (e === 'p' || e === 'P') {
      if (this.src[this.i] === '{') this.i = this.src.indexOf('}', this.i) + 1;
    }
    if (e === 'c') this.i++;
    return null; // \s \w \b \1 \k<…> \p{…}: nothing known
  }
}

/**
 * Needs of an alternation: one clause of one alternative per branch (each branch's most selective clause:
 * its longest shortest string). A branch that needs nothing makes the alternation need nothing.
 */
function alternatives(branches: Needs[]): Needs {
  const clause: string[] = [];
  for (const needs of branches) {
    if (needs.length === 0) return [];
    clause.push(...best(needs));
  }
  return [[...new Set(clause)]];
}

/** The most selective clause: the longest shortest alternative, then the fewest alternatives. */
function best(needs: Needs): string[] {
  let top = needs[0];
  let topScore = -1;
  for (const clause of needs) {
    let shortest = Number.POSITIVE_INFINITY;
    for (const s of clause) shortest = Math.min(shortest, s.length);
    const score = shortest - clause.length / 1000;
    if (score > topScore) {
      top = clause;
      topScore = score;
    }
  }
  return top;
}

/**
 * The needs of a pattern's source with these flags; [] (needs nothing) for flags or syntax it does not
 * analyse. Clauses with an empty alternative say nothing and are dropped.
 */
export function needsOf(source: string, flags = ''): Needs {
  if (/[^gdyms]/.test(flags)) return []; // i, u, v: matching is not plain code units
  try {
    const p = new Parser(source);
    const needs = p.alternation();
    if (p.i !== source.length) return [];
    return needs.filter(informative);
  } catch {
    return [];
  }
}

function informative(clause: string[]): boolean {
  return clause.length > 0 && !clause.includes('');
}

/** Whether `text` has every clause of `needs`. */
export function hasNeeds(text: string, needs: Needs): boolean {
  return needs.every((clause) => clause.some((s) => text.includes(s)));
}
