// Issue 22: reminder text after a keyword, as designers print it — 「【貫通】（このキャラクターが…）」,
// 「【反撃】：このキャラクターによる…」. The line is the keyword; the reminder is kept for lowering to compare
// with the keyword's definition in rules/keywords.hf (the one source of truth: lower/keywordReminder.ts).

export interface KeywordReminder {
  /** The keyword (without 【】). */
  name: string;
  /** Where the rest of the line ends (the 【keyword】, or the line before its trailing reminders). */
  keywordEnd: number;
  /** The reminder's text (without the parentheses or the colon) and where it is in the line. */
  text: string;
  start: number;
  end: number;
  /** The line goes on after the reminder (its full stop, 「…を得る（…）。」): the rest is kept after keywordEnd. */
  resume?: number;
}

// 「①【強撃】（…）」: a circled number before the keyword only numbers it (designerWordsTrain4b.ts reads it away)
// 「【強撃】【強撃】（…【強撃】の数だけ+1する）」: the same keyword twice, stacked (HF-13.10), with one reminder
const PAREN = /^([\u2460-\u2473]?[ 　]*【([^【】]+)】(?:[ 　]*【\2】)*)[ 　]*[（(](.+)[）)][ 　]*[。．.]?$/;
const COLON = /^([\u2460-\u2473]?[ 　]*【([^【】]+)】)[ 　]*[:：][ 　]*(.+)$/;

/** The keyword and its reminder, when the line is one known keyword (of `keywords`) followed by one. */
export function keywordReminder(content: string, keywords: readonly string[]): KeywordReminder | null {
  if (!/^[\u2460-\u2473]?[ 　]*【/.test(content)) return null;
  const m = PAREN.exec(content) ?? COLON.exec(content);
  if (!m || !keywords.includes(m[2])) return null;
  const start = content.indexOf(m[3], m[1].length);
  return { name: m[2], keywordEnd: m[1].length, text: m[3], start, end: start + m[3].length };
}

const TRAILING = /[（(]【([^【】]+)】[:：][ 　]*([^（）()]+?)[。．.]?[）)][ 　]*$/;

/**
 * 「…このキャラクターは【貫通】を得る。（【貫通】：このキャラクターが…）」: reminders in parentheses at the end of a
 * line, each naming a known keyword the line itself mentions; last one first. Empty when there is none.
 */
export function trailingReminders(content: string, keywords: readonly string[]): KeywordReminder[] {
  const found: KeywordReminder[] = [];
  if (!/[)）][ 　]*$/.test(content) || !content.includes('】')) return found; // most lines: one cheap test
  let rest = content;
  for (;;) {
    const m = TRAILING.exec(rest);
    if (!m || !keywords.includes(m[1])) break;
    const before = rest.slice(0, m.index);
    if (!before.includes(`【${m[1]}】`)) break;
    const start = rest.indexOf(m[2], m.index);
    found.push({ name: m[1], keywordEnd: m.index, text: m[2], start, end: start + m[2].length });
    rest = before;
  }
  return found;
}

// 「…【貫通】を与える。（…）」: the sentence's full stop may come before the reminder (i22ta, sixth round)
const NOT_REMINDER = /^(?:この(?:能力|効果)|[1一]ターンに)/;
const INLINE =
  /【([^【】]+)】(?:を|は)(?:得る|持つ|与える)[ 　]*[。．.]?[ 　]*([（(])([^（）()]+?)[。．.]?[）)]([ 　]*[。．.]?[ 　]*)$/;

/**
 * 「このキャラクターは【強撃】を得る（このキャラクターが攻撃によって…+1する）。」: a reminder in parentheses right after
 * 「【X】を得る」「【X】を与える」 (before or after the full stop), without the keyword's name (issue 22). The line is
 * read without the parentheses.
 */
export function inlineReminder(content: string, keywords: readonly string[]): KeywordReminder | null {
  if (!content.includes('】')) return null;
  if (!/[)）][ 　]*[。．.]?[ 　]*$/.test(content)) return middleReminder(content, keywords);
  const m = INLINE.exec(content);
  // 「…【貫通】を得る。（この能力は1ターンに1回のみ使用できる）」: a note on the ability, not the keyword's reminder
  if (!m || !keywords.includes(m[1]) || NOT_REMINDER.test(m[3])) return null;
  return reminderAt(content, m[1], m.index + m[0].indexOf(m[2]), m[3], content.length - m[4].length);
}

/** The reminder `text` of keyword `name` whose parenthesis opens at `open`; the line resumes at `resume`. */
function reminderAt(
  content: string,
  name: string,
  open: number,
  text: string,
  resume: number,
): KeywordReminder {
  const start = content.indexOf(text, open);
  return { name, keywordEnd: open, text, start, end: start + text.length, resume };
}

const MIDDLE = /【([^【】]+)】[ 　]*([（(])([^（）()]+?)[。．.]?[）)][ 　]*(?=(?:を|は)(?:得る|持つ))/;

/**
 * 「このキャラクターは【死殺】（ダメージや効果では破壊されない。…）を得る。」: a reminder in parentheses between the
 * keyword and 「を得る」 (issue 22, i22ta: Lorcana / Hearthstone style). The line is read without the parentheses.
 */
function middleReminder(content: string, keywords: readonly string[]): KeywordReminder | null {
  if (!/[)）][ 　]*(?:を|は)(?:得る|持つ)/.test(content)) return null;
  const m = MIDDLE.exec(content);
  if (!m || !keywords.includes(m[1])) return null;
  return reminderAt(
    content,
    m[1],
    m.index + m[0].indexOf(m[2], m[1].length + 2),
    m[3],
    m.index + m[0].length,
  );
}
