// `hflux fmt --check` shows what it would change (nc10: it named the file only, and a designer could not tell
// which of 60 lines 「整形が必要」 meant without rewriting the file). A line diff by longest common subsequence:
// removed lines with their number in the file, added ones with their number in the canonical text.

/** Past this many cells the table is not built: the first differing line alone is shown. */
const MAX_CELLS = 4_000_000;

export interface LineChange {
  sign: '-' | '+';
  /** 1-based: in the file for `-`, in the canonical text for `+`. */
  line: number;
  text: string;
}

/** The lines `before` loses and `after` gains, in file order. */
export function lineChanges(before: string, after: string): LineChange[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length * b.length > MAX_CELLS) return firstDifference(a, b);
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
  const changes: LineChange[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || lcs[i * width + j + 1]! > lcs[(i + 1) * width + j]!))
      changes.push({ sign: '+', line: ++j, text: b[j - 1]! });
    else changes.push({ sign: '-', line: ++i, text: a[i - 1]! });
  }
  return changes;
}

function firstDifference(a: readonly string[], b: readonly string[]): LineChange[] {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return [
    ...(k < a.length ? [{ sign: '-' as const, line: k + 1, text: a[k]! }] : []),
    ...(k < b.length ? [{ sign: '+' as const, line: k + 1, text: b[k]! }] : []),
  ];
}

/** The changes as `fmt --check` prints them, at most `max` lines and a count of the rest. */
export function renderChanges(changes: readonly LineChange[], lang: 'ja' | 'en', max = 8): string[] {
  const shown = changes
    .slice(0, max)
    .map(
      (c) =>
        `  ${c.sign} ${c.line}: ${c.text === '' ? (lang === 'ja' ? '（空行）' : '(blank line)') : c.text}`,
    );
  const rest = changes.length - shown.length;
  if (rest > 0) shown.push(lang === 'ja' ? `  …ほか${rest}行` : `  … ${rest} more lines`);
  return shown;
}
