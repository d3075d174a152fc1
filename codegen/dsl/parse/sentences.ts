// A text line cut into sentences, for reporting every bad sentence of a line (not only the first): each
// segment ends after a 「。」 (and the spaces after it) outside 「」《》【】; whatever follows the last 「。」
// is a segment too (a sentence without its 。, or stray text). In 【空装 … 効果：…。…。】 the 【空装 bracket is
// the line itself: its sentences are cut, and the closing 】 is kept apart as the line's `suffix`.

export interface Segment {
  /** Index of the first character in the line's content. */
  start: number;
  /** Index after the last character. */
  end: number;
}

export interface LineShape {
  /** Consecutive segments covering the content up to its suffix. */
  segments: Segment[];
  /** Text that closes the line after its sentences (「】」 of 【空装】), or ''. */
  suffix: string;
}

const OPEN = '「《【';
const CLOSE = '」》】';
const KUUSOU = '【空装';

function kuusouSuffix(content: string): string {
  return content.startsWith(KUUSOU) && content.endsWith('】') ? '】' : '';
}

export function lineShape(content: string): LineShape {
  const suffix = kuusouSuffix(content);
  const body = content.slice(0, content.length - suffix.length);
  const segments: Segment[] = [];
  let depth = 0;
  let start = 0;
  for (let i = suffix ? KUUSOU.length : 0; i < body.length; i++) {
    const ch = body[i];
    if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch)) depth = Math.max(0, depth - 1);
    else if (ch === '。' && depth === 0) {
      let end = i + 1;
      while (end < body.length && body[end] === ' ') end++;
      segments.push({ start, end });
      start = end;
      i = end - 1;
    }
  }
  if (start < body.length || segments.length === 0) segments.push({ start, end: body.length });
  return { segments, suffix };
}

/** The segment holding index `pos` (the last one for a position at or after the end). */
export function segmentAt(segments: Segment[], pos: number): number {
  const index = segments.findIndex((s) => pos >= s.start && pos < s.end);
  return index < 0 ? segments.length - 1 : index;
}
