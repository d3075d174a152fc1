// Issue 22 (helper i22tb8): the mark some designers print at the head of every ability — Duel Masters and
// Shadowverse Evolve localisations 「■[自動]：…」「■【神速】」「■相手のキャラクターを1体対象とする。…」, bulleted lists
// 「◆…」「●…」 — is typography, not a mode (HF-5.13). A bullet is a mode only right after a line that chooses
// among modes (「…次から1つ選ぶ。」) or after such a mode with the same bullet (DM prints its modes 「▶…」 under a
// 「■…」 ability, so a 「■」 after 「▶」 modes opens the next ability). Anywhere else the mark is dropped and the line
// is read from the character after it (spans keep the designer's columns). 「・」 is the grammar's own mode
// bullet: it is dropped only before an ability label (「・[自動]：…」), so a mode whose header is missing still
// gets HF-E060.

/** A bullet at the head of a text line, and the spaces after it. */
const HEAD = /^([■□◆◇▪◼●○★☆▼▽▶►▷▸・])\s*/;

/** What follows a 「・」 read as an ability's head: a label or a keyword (「・[自動]：」「・【神速】」). */
const LABEL = /^[[【〔〈]/;

/**
 * A line that chooses among modes (「次から1つ選ぶ。」「以下のうちいずれか1つを選択する。」「次の中からひとつを選ぶ。」): the
 * choice names how many modes (「1つ」「ひとつ」「いずれか」), not cards (「キャラクターを1体選ぶ。」 is no header).
 */
const MODE_HEADER =
  /(?:[0-9一二三四]つ|ひとつ|ふたつ|いずれか|どれか|好きな数)[^。]*?(?:選|えら)(?:ぶ|択する|びます|択します|んで使う)[。.]?\s*$/;

/** Whether a text line chooses among the modes that follow it. */
export function isModeHeader(content: string): boolean {
  return MODE_HEADER.test(content);
}

/** A mode's line with its bullet (「▶」「●」「■」…) as the grammar's 「・」 (one character for one: spans stay). */
export function asMode(content: string): string {
  return HEAD.test(content) && content[0] !== '・' ? `・${content.slice(1)}` : content;
}

/** Per block: whether the next bulleted line is a mode, and with which bullet. */
export type BulletState = null | 'open' | string;

/**
 * The length of the ability mark opening `content` (0 when there is none or it is a mode's bullet), and the
 * state for the next line.
 */
export function abilityMark(content: string, state: BulletState): { drop: number; next: BulletState } {
  const m = HEAD.exec(content);
  if (!m) return { drop: 0, next: null };
  const bullet = m[1];
  if (state === 'open' || state === bullet) return { drop: 0, next: bullet };
  if (bullet === '・' && !LABEL.test(content.slice(m[0].length))) return { drop: 0, next: null };
  return { drop: m[0].length, next: null };
}
