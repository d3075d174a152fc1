// Unclosed brackets (HF-E013) are found before matching: a precise message beats the parser's
// "expected 】 at the end of the line".
const OPEN = '【《「[';
const CLOSE = '】》」]';

export interface Unclosed {
  index: number;
  open: string;
  close: string;
}

/** The first unclosed opening bracket of a (width-normalised) line, if any. */
export function findUnclosed(text: string): Unclosed | undefined {
  const open: number[] = []; // kinds (index in OPEN) of the brackets still open
  const at: number[] = []; // and their positions
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x3000 && code !== 0x5b && code !== 0x5d) continue; // fast path: no bracket below U+3000 but [ ]
    const ch = text[i];
    const kind = OPEN.indexOf(ch);
    if (kind >= 0) {
      open.push(kind);
      at.push(i);
      continue;
    }
    const closing = CLOSE.indexOf(ch);
    if (closing < 0 || open.length === 0) continue;
    if (open[open.length - 1] === closing) {
      open.pop();
      at.pop();
    } else if (open.includes(closing)) return unclosed(text, at[at.length - 1]); // 【…[…】: the [ is unclosed
  }
  return at.length ? unclosed(text, at[0]) : undefined;
}

function unclosed(text: string, index: number): Unclosed {
  return { index, open: text[index], close: CLOSE[OPEN.indexOf(text[index])] };
}
