// Display width of text in a terminal: East Asian wide and full-width characters take two columns, so
// the caret line lines up under Japanese text.

const WIDE_RANGES: [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

export function charWidth(codePoint: number): number {
  if (codePoint < 0x1100) return 1;
  for (const [from, to] of WIDE_RANGES) if (codePoint >= from && codePoint <= to) return 2;
  return 1;
}

/** Columns taken by `text` (UTF-16 string) on a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch.codePointAt(0) ?? 0);
  return width;
}
