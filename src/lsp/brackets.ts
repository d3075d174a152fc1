// The bracketed word under the cursor on a card line: 【keyword】, 《trait》 or 「card name」 (innermost first, so
// a name quoted inside a granted ability 「…「名前」…」 is found). Lexical, so it works on a line that does not
// parse yet, while it is being typed.

export type BracketKind = 'keyword' | 'trait' | 'quote';

const PAIRS: Record<string, { close: string; kind: BracketKind }> = {
  '【': { close: '】', kind: 'keyword' },
  '《': { close: '》', kind: 'trait' },
  '「': { close: '」', kind: 'quote' },
};

export interface Bracketed {
  kind: BracketKind;
  /** The text between the brackets. */
  text: string;
  /** Index of the opening bracket in the line. */
  open: number;
  /** Index of the closing bracket (the line's length when it is not closed yet). */
  close: number;
}

/** Every bracket pair of the line (an unclosed one runs to the end of the line). */
function pairs(line: string): Bracketed[] {
  const out: Bracketed[] = [];
  const stack: { open: number; char: string }[] = [];
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (PAIRS[ch]) stack.push({ open: i, char: ch });
    else {
      let at = stack.length - 1;
      while (at >= 0 && PAIRS[stack[at].char].close !== ch) at--;
      if (at < 0) continue;
      const [top] = stack.splice(at);
      out.push({ kind: PAIRS[top.char].kind, text: line.slice(top.open + 1, i), open: top.open, close: i });
    }
  }
  for (const s of stack)
    out.push({ kind: PAIRS[s.char].kind, text: line.slice(s.open + 1), open: s.open, close: line.length });
  return out;
}

/** The innermost bracketed text holding index `at` (on a bracket counts as inside). */
export function bracketAt(line: string, at: number): Bracketed | undefined {
  return pairs(line)
    .filter((p) => p.open <= at && at <= p.close)
    .sort((a, b) => a.close - a.open - (b.close - b.open))[0];
}

/** The bracket opened before `at` and not closed before it (what the cursor is typing inside), if any. */
export function openBracketBefore(line: string, at: number): Bracketed | undefined {
  return pairs(line.slice(0, at))
    .filter((p) => p.close === at)
    .sort((a, b) => b.open - a.open)[0];
}
