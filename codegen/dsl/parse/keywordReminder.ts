// Issue 22: reminder text after a keyword, as designers print it — 「【貫通】（このキャラクターが…）」,
// 「【反撃】：このキャラクターによる…」. The line is the keyword; the reminder is kept for lowering to compare
// with the keyword's definition in rules/keywords.hf (the one source of truth: lower/keywordReminder.ts).

export interface KeywordReminder {
  /** End of the 【keyword】 (index in the line). */
  keywordEnd: number;
  /** The reminder's text (without the parentheses or the colon) and where it is in the line. */
  text: string;
  start: number;
  end: number;
}

const PAREN = /^(【([^【】]+)】)[ 　]*[（(](.+)[）)][ 　]*[。．.]?$/;
const COLON = /^(【([^【】]+)】)[ 　]*[:：][ 　]*(.+)$/;

/** The keyword and its reminder, when the line is one known keyword (of `keywords`) followed by one. */
export function keywordReminder(content: string, keywords: readonly string[]): KeywordReminder | null {
  if (!content.startsWith('【')) return null;
  const m = PAREN.exec(content) ?? COLON.exec(content);
  if (!m || !keywords.includes(m[2])) return null;
  const start = content.indexOf(m[3], m[1].length);
  return { keywordEnd: m[1].length, text: m[3], start, end: start + m[3].length };
}
