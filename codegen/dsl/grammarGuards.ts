// Issue 22 (a cold `hflux check` of 500 cards ≤ 400 ms): a first-character guard on every alternation of the card
// grammar. ohm tries a rule's alternatives one after another, each through a memoized rule application, at every
// position the rule is applied: `qual` (30 alternatives), `ref` (20), `textLine` (16)… are tried at ~1,000
// positions of the bench's lines, and nearly all of those tries fail on the first character. A profile of the
// cold check put ohm's matcher at ~half of the work, and 180,000 rule applications for 9,300 characters.
//
// For each alternative we work out, once per grammar, the characters it can look at first (FIRST sets, with
// lookaheads counted) and whether it can match the empty string; at match time an alternation tries only the
// alternatives that can start with the character at the position (the others would fail there). What a match
// returns does not change: the alternatives left out fail at the position when tried, so they only move the
// rightmost failure to that position, which the guard does as they would. While ohm records failures (the
// second pass behind a failed match's expected phrases) or traces, the guard steps aside and every alternative
// is tried as before, so diagnostics see exactly ohm's own matching. Anything the analysis cannot see through
// (parameters, Unicode classes, wide ranges, left recursion) counts as "any character, maybe empty": never
// skipped. test/dsl/grammarGuards.test.ts compares guarded and unguarded matching.
import type * as Ohm from 'ohm-js';

type PExprs = typeof Ohm.pexprs;
// ohm's parsing expressions and match state are internals without declared fields: read as plain records
type Node = Record<string, unknown> & { constructor: unknown };

/** What an expression may look at first: `chars` (code units), or any character; `empty`: it may match "". */
interface First {
  any: boolean;
  chars: Set<string>;
  empty: boolean;
}

const ANYTHING: First = { any: true, chars: new Set(), empty: true };
const NOTHING_EMPTY: First = { any: false, chars: new Set(), empty: true };
const MAX_RANGE = 256;

function union(a: First, b: First): First {
  if (a.any || b.any) return { any: true, chars: new Set(), empty: a.empty || b.empty };
  return { any: false, chars: new Set([...a.chars, ...b.chars]), empty: a.empty || b.empty };
}

interface Analysis {
  p: PExprs;
  rules: Record<string, { body: Node; formals: string[] } | undefined>;
  /** Applications' FIRST sets by ohm's memo key; `null` while being worked out (a cycle: any). */
  byApp: Map<string, First | null>;
}

function firstOfApply(a: Analysis, app: Node): First {
  const args = app.args as Node[];
  const key = (app as unknown as { toMemoKey(): string }).toMemoKey();
  const known = a.byApp.get(key);
  if (known !== undefined) return known ?? ANYTHING;
  const rule = a.rules[app.ruleName as string];
  if (!rule) return ANYTHING;
  a.byApp.set(key, null);
  const body =
    args.length > 0
      ? (rule.body as unknown as { substituteParams(actuals: Node[]): Node }).substituteParams(args)
      : rule.body;
  const first = firstOf(a, body);
  a.byApp.set(key, first);
  return first;
}

function firstOfRange(e: Node): First {
  const from = (e.from as string).codePointAt(0) ?? 0;
  const to = (e.to as string).codePointAt(0) ?? 0;
  if (to - from > MAX_RANGE || to > 0xffff) return { ...ANYTHING, empty: false };
  const chars = new Set<string>();
  for (let c = from; c <= to; c++) chars.add(String.fromCharCode(c));
  return { any: false, chars, empty: false };
}

/** The FIRST set of a sequence: the factors up to the first that cannot match empty. */
function firstOfSeq(a: Analysis, factors: Node[]): First {
  let acc: First = { any: false, chars: new Set(), empty: true };
  for (const f of factors) {
    const next = firstOf(a, f);
    acc = { ...union(acc, next), empty: next.empty };
    if (!next.empty) return acc;
  }
  return { ...acc, empty: true };
}

function firstOf(a: Analysis, e: Node): First {
  const { p } = a;
  if (e instanceof p.Terminal) {
    const text = e.obj as string;
    return text.length === 0 ? NOTHING_EMPTY : { any: false, chars: new Set([text[0]]), empty: false };
  }
  if (e instanceof p.Range) return firstOfRange(e);
  if ((e as unknown) === p.end) return NOTHING_EMPTY;
  if ((e as unknown) === p.any) return { ...ANYTHING, empty: false };
  if (e instanceof p.Alt)
    return (e.terms as unknown as Node[]).reduce<First>((acc, t) => union(acc, firstOf(a, t)), {
      any: false,
      chars: new Set(),
      empty: false,
    });
  if (e instanceof p.Seq) return firstOfSeq(a, e.factors as unknown as Node[]);
  if (e instanceof p.Plus) return firstOf(a, e.expr as Node);
  if (e instanceof p.Star || e instanceof p.Opt) return { ...firstOf(a, e.expr as Node), empty: true };
  // ~x drops every failure inside it; &x looks at what x looks at; neither consumes
  if (e instanceof p.Not) return NOTHING_EMPTY;
  if (e instanceof p.Lookahead) return { ...firstOf(a, e.expr as Node), empty: true };
  if (e instanceof p.Lex) return firstOf(a, e.expr as Node);
  if (e instanceof p.Apply) return firstOfApply(a, e);
  return ANYTHING; // Param, UnicodeChar, CaseInsensitiveTerminal, anything newer
}

/** ohm's match state, as far as the guard reads it. */
interface State {
  inputStream: { source: string; pos: number };
  recordedFailures?: unknown;
  trace?: unknown;
  rightmostFailurePosition: number;
  eval(expr: unknown): boolean;
}

/** Replaces `alt`'s eval by one that tries only the alternatives that can start at the position's character. */
function guardAlt(alt: Node, firsts: First[], tryAll: (state: State) => boolean): boolean {
  const terms = alt.terms as unknown[];
  const always = firsts.flatMap((f, i) => (f.any || f.empty ? [i] : []));
  if (always.length === terms.length) return false;
  const byChar = new Map<string, number[]>();
  for (const f of firsts) if (!f.any && !f.empty) for (const c of f.chars) byChar.set(c, []);
  for (const [c, list] of byChar)
    for (const [i, f] of firsts.entries()) if (f.any || f.empty || f.chars.has(c)) list.push(i);
  const guarded = function (this: Node, state: State): boolean {
    if (state.recordedFailures || state.trace) return tryAll.call(this, state);
    const { source, pos } = state.inputStream;
    const tried = (pos < source.length && byChar.get(source[pos])) || always;
    // an alternative left out would have failed right here
    if (tried.length < terms.length && pos > state.rightmostFailurePosition)
      state.rightmostFailurePosition = pos;
    for (let k = 0; k < tried.length; k++) if (state.eval(terms[tried[k]])) return true;
    return false;
  };
  Object.defineProperty(alt, 'eval', { value: guarded, writable: true, configurable: true });
  return true;
}

function childrenOf(e: Node): Node[] {
  if (Array.isArray(e.terms)) return e.terms as Node[];
  if (Array.isArray(e.factors)) return e.factors as Node[];
  if (e.expr && typeof e.expr === 'object') return [e.expr as Node];
  if (Array.isArray(e.args)) return e.args as Node[];
  return [];
}

/**
 * Puts the first-character guard on every alternation of `grammar`'s own rules; returns how many were guarded
 * (0, and nothing changed, when a rule applies a syntactic rule: implicit space skipping is not analysed).
 */
export function guardAlternatives(grammar: Ohm.Grammar, pexprs: PExprs): number {
  const g = grammar as unknown as { rules: Analysis['rules'] };
  const alts: Node[] = [];
  const seen = new Set<Node>();
  let syntactic = false;
  const walk = (e: Node): void => {
    if (seen.has(e)) return;
    seen.add(e);
    if (e instanceof pexprs.Apply && /^[A-Z]/.test(e.ruleName as string)) syntactic = true;
    if (e instanceof pexprs.Alt) alts.push(e);
    for (const c of childrenOf(e)) walk(c);
  };
  for (const name of Object.keys(g.rules)) {
    const rule = g.rules[name];
    if (!rule || !Object.hasOwn(g.rules, name)) continue;
    if (/^[A-Z]/.test(name)) syntactic = true;
    walk(rule.body);
  }
  if (syntactic) return 0;
  const a: Analysis = { p: pexprs, rules: g.rules, byApp: new Map() };
  const tryAll = (pexprs.Alt.prototype as unknown as { eval(state: State): boolean }).eval;
  let guarded = 0;
  for (const alt of alts)
    if (
      guardAlt(
        alt,
        (alt.terms as Node[]).map((t) => firstOf(a, t)),
        tryAll,
      )
    )
      guarded++;
  return guarded;
}
