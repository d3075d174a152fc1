// Terminal safety: text that came from an input file (a source line, a card name, a path) is shown with its
// control characters escaped, so that a file cannot move the cursor, recolour or clear the terminal, or
// reorder what is shown with bidi overrides. \n and \t stay as they are (messages are laid out with them).

/** C0 except \t \n, DEL, C1, the bidi controls (ALM, LRM/RLM, embeddings/overrides, isolates), U+2028/9. */
export function isControl(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a;
  if (code >= 0x7f && code <= 0x9f) return true;
  if (code === 0x061c || code === 0x200e || code === 0x200f || code === 0x2028 || code === 0x2029)
    return true;
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

function escapeOne(code: number): string {
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every control character written as \xNN or \uNNNN (\n and \t kept). */
export function escapeControls(text: string): string {
  if (!hasControls(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += isControl(code) ? escapeOne(code) : text[i];
  }
  return out;
}

/** Whether `text` holds a character escapeControls would change. */
export function hasControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}
