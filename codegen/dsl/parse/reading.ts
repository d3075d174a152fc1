// Reading a text line in the designer vocabulary (codegen/dsl/designerWords.ts): the canonical line the
// grammar matches, the same line with the designer's own characters wherever nothing was read (for names in
// messages), the readings made (「山札 → メインデッキ」, for explain --verbose and the editor's hover) and a map
// from canonical positions back to the line as written, so spans point at what the designer wrote.
import { DESIGNER_WORDS, type DesignerWord } from '../designerWords.js';
import { TRAIN4A_LABELS } from '../designerWordsTrain4a.js';
import { TRAIN6A_LABELS } from '../designerWordsTrain6a.js';
import { TRAIN7B_LABELS } from '../designerWordsTrain7b.js';
import { TRAIN22A_LABELS } from '../designerWordsTrain22a.js';
import { TRAIN23B_LABELS } from '../designerWordsTrain23b.js';
import { kanaFolds } from './kanaReading.js';
import { type Needs, hasNeeds, needsOf } from './regexNeeds.js';

export interface Reading {
  /** Where the designer's wording is in the line (as written, 0-based, [start, end)). */
  start: number;
  end: number;
  /** The designer's wording and what it was read as. */
  from: string;
  to: string;
}

/**
 * Rows a file gives its own lines (codegen/dsl/designerWordsTrain14a.ts definedActions: an action a reminder of the
 * file defines, used where the reminder is not); `key` tells cached readings of different files apart.
 */
export interface FileReadings {
  readonly key: string;
  readonly rows: readonly DesignerWord[];
}
export const NO_FILE_READINGS: FileReadings = { key: '', rows: [] };

export interface ReadLine {
  /** The canonical line (what the grammar matches). */
  text: string;
  /** `text` with the designer's characters where nothing was read (same length as `text`). */
  written: string;
  readings: Reading[];
  /** Source position of a span starting at canonical index i (length text.length + 1). */
  startOf: number[];
  /** Source position of a span ending at canonical index i (length text.length + 1). */
  endOf: number[];
}

/**
 * Names, traits, keywords and costs are never read: 「…」 (unless it quotes an ability, 「[自動]…」), 《…》, 【…】
 * (unless it is a 【空装 条件：… 効果：…】, whose conditions and effect are designer's text), […] (unless it is one of
 * UNPROTECTED: the label 「[起動]」 some designers put before the costs, 「[レスト]」 for the cost [スリープ], or a
 * timing label such as 「【登場時】」).
 */
/**
 * 「【深淵3】[自動]：…。（【深淵3】：…ある間のみ、この能力は有効）」: a designer's ability word, defined on the same
 * line by its reminder (the same 【…】 opening a parenthesis). Both are the designer's text, read by
 * designerStyleWords.ts into the condition they name; the label, or null when the line has no such pair.
 */
function abilityWord(text: string): string | null {
  if (!text.startsWith('【')) return null;
  const end = text.indexOf('】');
  if (end < 0 || !text.startsWith('[自動]', end + 1)) return null;
  const label = text.slice(0, end + 1);
  return text.includes(`(${label}:`) ? label : null;
}

/**
 * 「【浮上：カルネージ1】（このカードがあなたのトラッシュにある時、…トラッシュからプレイできる）」: a designer's keyword
 * opening the line, whose reminder in parentheses is the whole ability (issue 22). designerWordsPlay.ts reads the
 * line as the reminder (checking a number in the label is the reminder's), so the label is not protected.
 */
function playLabel(text: string): boolean {
  const m =
    /^【[^】:]+(?::\s*カルネージ(\d+))?】\s*\(このカード(?:が|は)[\s\S]*トラッシュから[\s\S]*プレイ[^()]*\)。?$/.exec(
      text,
    );
  if (!m) return false;
  // 「【浮上：カルネージ1】」: the label's number is the carnage the reminder says (written before any reading)
  return m[1] === undefined || new RegExp(`カルネージ${m[1]}(?![0-9])`).test(text.slice(m[0].indexOf('(')));
}

/**
 * 「【奥義：リヴァイア】（…名前に「リヴァイア」を含むカードがなければ、このカードはプレイできない）」: the reminder of an
 * 【奥義】 restating HF-13.7 names the same word (issue 22); where that 「リヴァイア」 is, so designerWordsPlay.ts may
 * read the reminder away (a reminder naming another word stays, and is reported). -1 when the line has none.
 */
function ougiReminderName(text: string): number {
  if (!text.startsWith('【奥義:')) return -1;
  const m =
    /^【奥義:\s*([^】[\]]+?)\s*】\s*\([^()]*?「([^「」]+)」[^()]*プレイ(?:でき|出来)ない。?\)。?$/.exec(text);
  return m && m[1] === m[2] ? text.indexOf(`「${m[2]}」`, m[0].indexOf('(')) : -1;
}

/** Bracketed words that are not costs as written: the label 「[起動]」, and 「[レスト]」「[タップ]」 for [スリープ]. */
const UNPROTECTED = [
  // a game word quoted in a reminder, 「（これは「破壊」ではありません）」 (designerWordsTrain4b.ts), never a card's name
  '「破壊」',
  '[起動]',
  '[レスト]',
  '[タップ]',
  // a continuous ability's label: 「[常時]：…」 is 「[自動]：…」 without a trigger (HF-12.1)
  '[常時]',
  '[永続]',
  '【常時】',
  '【永続】',
  // Weiß Schwarz / Vanguard's short labels: 【自】 [自動], 【起】 an activated ability, 【永】 continuous
  '【自】',
  '【起】',
  '【永】',
  '[永]',
  '【自動能力】',
  '【起動能力】',
  // ONE PIECE style timing labels: 「【登場時】…」 is 「[自動]：このキャラクターが戦場に登場した時、…」
  '【登場時】',
  '【アタック時】',
  '【攻撃時】',
  '【破壊時】',
  '【ブロック時】',
  '【防御時】',
  // the seeds' brackets on ability labels: 「【自動】：」 is [自動], 「【起動】[1]：」 an activated ability (designerWordsI22w.ts)
  '【自動】',
  '【起動】',
  // Union Arena style 「【退場時】」「【起動メイン】」「【ターン1回】」… (codegen/dsl/designerWordsTrain4a.ts)
  ...TRAIN4A_LABELS,
  // Rush Duel / Buddyfight 「【条件】…【効果】…」 (codegen/dsl/designerWordsTrain6a.ts)
  ...TRAIN6A_LABELS,
  // 2024–25 timing labels 「〔登場時〕」「【ターン1】」「[起動・メイン]」… (codegen/dsl/designerWordsTrain7b.ts)
  ...TRAIN7B_LABELS,
  // digital-game 「【継続】…」 (codegen/dsl/designerWordsTrain22a.ts)
  ...TRAIN22A_LABELS,
  // Vanguard / Union Arena 「【被攻撃時】」 (codegen/dsl/designerWordsTrain23b.ts)
  ...TRAIN23B_LABELS,
];

/** 「［(1)］」: an energy cost printed the Weiß Schwarz way (designerWordsTrain23a.ts). */
const WEISS_ENERGY_COST = /^\[\([0-9]+\)\]/;

/** 「[1]を支払ってもよい」: an energy payment in an effect written in the cost's brackets (read as 「エネルギーを1」). */
const PAY_BRACKET = /^\[[0-9]+\]を(?:支払|払)/;

function protectedMask(text: string): boolean[] {
  const mask = new Array<boolean>(text.length).fill(false);
  const pairs: Record<string, string> = { '「': '」', '《': '》', '【': '】', '[': ']' };
  const label = abilityWord(text);
  const play = playLabel(text);
  const ougiName = ougiReminderName(text);
  for (let i = 0; i < text.length; i++) {
    const close = pairs[text[i]];
    if (
      !close ||
      (label !== null && text.startsWith(label, i) && (i === 0 || text[i - 1] === '(')) ||
      (play && i === 0) ||
      i === ougiName ||
      (text[i] === '「' && text[i + 1] === '[') ||
      // 「それは「【反撃】」を得る」: a keyword quoted (its 【】 stay protected), read away by designerWordsTrain8b.ts
      (text[i] === '「' && text[i + 1] === '【') ||
      // 「[神速]」 alone on its line, 「それは[反撃]を得る」, 「[ダメージトリガー]：」: a keyword typed in square brackets, read
      // by designerWordsTrain8b.ts
      (text[i] === '[' &&
        /^\[[^\]\d:\s]+\](?:$|を(?:得|持|与え))|^\[ダメージトリガー\]\s*:/.test(text.slice(i))) ||
      // 「[ 自動 ]」「【 神速】」「[ｽﾘｰﾌﾟ]」: a label, cost or keyword typed with spaces inside its brackets or in half-width
      // kana with a sound mark, read by designerWordsTrain8b.ts
      /^[[【](?:\s|[^\]】]*?\s[\]】]|[^\]】]*?[\u309b\u309c])/.test(text.slice(i, i + 24)) ||
      // 「【空装 … 効果：「…」】」: the effect quoted, read away by designerWordsTrain8b.ts
      (text[i] === '「' && text.startsWith('【空装') && /効果\s*:\s*$/.test(text.slice(0, i))) ||
      PAY_BRACKET.test(text.slice(i, i + 12)) || // 「あなたは[1]を支払ってよい」 (designerWordsTrain5a.ts)
      // 「［(1)］」: Weiß Schwarz's energy cost in parentheses, read as [1] by designerWordsTrain23a.ts (a number only:
      // 「［(1) 手札を1枚控え室に置く］」 stays protected, as every other cost)
      (text[i] === '[' && WEISS_ENERGY_COST.test(text.slice(i, i + 8))) ||
      text.startsWith('【空装', i) ||
      // 「【空装 … 効果：[自動]：…】」: the label of the ability the effect gives (designerWordsTrain5b.ts reads it away)
      (text.startsWith('[自動]', i) && text.startsWith('【空装') && /効果\s*:\s*$/.test(text.slice(0, i))) ||
      UNPROTECTED.some((word) => text.startsWith(word, i)) // designerStyleWords.ts reads these
    )
      continue;
    const j = text.indexOf(close, i + 1);
    if (j < 0) continue;
    for (let k = i; k <= j; k++) mask[k] = true;
    i = j;
  }
  return mask;
}

interface State {
  text: string;
  /** Per canonical character: is it the designer's own (not produced by a reading)? */
  own: boolean[];
  startOf: number[];
  endOf: number[];
  readings: Reading[];
}

/** A piece of a row's replacement: literal text, or a group of the match kept as written. */
type Piece = { text: string } | { from: number; to: number };

function replaceAt(s: State, from: number, to: number, pieces: Piece[], original: string): void {
  const start = s.startOf[from];
  const end = s.endOf[to];
  const text: string[] = [];
  const own: boolean[] = [];
  const startOf: number[] = [];
  const endOf: number[] = [];
  for (const p of pieces) {
    if ('text' in p) {
      text.push(p.text);
      for (let i = 0; i < p.text.length; i++) {
        own.push(false);
        startOf.push(start);
        endOf.push(end);
      }
      continue;
    }
    text.push(s.text.slice(p.from, p.to));
    own.push(...s.own.slice(p.from, p.to));
    startOf.push(...s.startOf.slice(p.from, p.to));
    endOf.push(...s.endOf.slice(p.from + 1, p.to + 1));
  }
  const by = text.join('');
  s.readings.push({ start, end, from: original.slice(start, end), to: by });
  s.text = s.text.slice(0, from) + by + s.text.slice(to);
  s.own = [...s.own.slice(0, from), ...own, ...s.own.slice(to)];
  s.startOf = [...s.startOf.slice(0, from), ...startOf, ...s.startOf.slice(to)];
  s.endOf = [...s.endOf.slice(0, from + 1), ...endOf, ...s.endOf.slice(to + 1)];
}

function patternOf(row: DesignerWord): RegExp {
  if (typeof row.from === 'string') return new RegExp(row.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gd');
  return new RegExp(row.from.source, `${row.from.flags.replace('d', '')}d`);
}

/** The replacement of match `m` as pieces (`$1`… keep the group's characters and their source positions). */
function piecesOf(template: string, m: RegExpExecArray): Piece[] {
  const pieces: Piece[] = [];
  const parts = template.split(/\$(\d)/);
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) pieces.push({ text: part });
      return;
    }
    const at = m.indices?.[Number(part)];
    if (at) pieces.push({ from: at[0], to: at[1] });
  });
  return pieces;
}

/** Names may be inside the match only where a group keeps them as written. */
function touchesName(mask: boolean[], m: RegExpExecArray, pieces: Piece[]): boolean {
  for (let i = m.index; i < m.index + m[0].length; i++)
    if (mask[i] && !pieces.some((p) => 'from' in p && p.from <= i && i < p.to)) return true;
  return false;
}

function applyRow(s: State, row: DesignerWord, pattern: RegExp, original: string): void {
  let mask: boolean[] | undefined; // of s.text before this row: worked out at its first match
  const found: { index: number; length: number; pieces: Piece[] }[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(s.text); m; m = pattern.exec(s.text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    const pieces = piecesOf(row.to, m);
    const by = pieces.map((p) => ('text' in p ? p.text : s.text.slice(p.from, p.to))).join('');
    if (by === m[0]) continue;
    mask ??= protectedMask(s.text);
    if ((row.readsNames || !touchesName(mask, m, pieces)) && !splitsCondition(s.text, m, by))
      found.push({ index: m.index, length: m[0].length, pieces });
  }
  for (const f of found.reverse()) replaceAt(s, f.index, f.index + f.length, f.pieces, original);
}

const CONDITION = /(?:なら|ならば|場合|であれば|れば|限り)、/;
const count = (text: string, c: string): number => text.split(c).length - 1;

/**
 * Nothing silently lost (issue 22 point 4): a reading that cuts one sentence in two (more 「。」 in its reading
 * than in the match) must not cut a sentence that opens with a condition (「…なら、」「…場合、」): the second
 * sentence would not have it. The line is then read without this row (and rejected, or read by another).
 */
function splitsCondition(text: string, m: RegExpExecArray, by: string): boolean {
  if (count(by, '。') <= count(m[0], '。')) return false;
  // the sentence's own opening, before the row's match (a condition inside the match is the row's to place)
  const start = text.lastIndexOf('。', m.index - 1) + 1;
  return CONDITION.test(text.slice(start, m.index));
}

/** The length of a leading lookbehind `(?<=…)` / `(?<!…)` of a pattern's source, or 0. */
/** The length of a lookbehind opening `source` (0 if none): cut for a row's quick test (quickTestOf). */
export function leadingLookbehind(source: string): number {
  if (!source.startsWith('(?<=') && !source.startsWith('(?<!')) return 0;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return 0;
}

/**
 * A quick necessary test for a row: its pattern without a leading lookbehind (V8 tries a leading lookbehind
 * at every position of the line, which made reading a canonical line several times slower).
 */
function quickTestOf(pattern: RegExp): RegExp {
  const cut = leadingLookbehind(pattern.source);
  return cut > 0 ? new RegExp(pattern.source.slice(cut), pattern.flags.replace(/[gd]/g, '')) : pattern;
}

/** The index just past the group or class opening at `i` (escapes and nested classes handled). */
function skipGroup(source: string, i: number): number {
  let depth = 0;
  let inClass = false;
  for (let j = i; j < source.length; j++) {
    const ch = source[j];
    if (ch === '\\') j++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') {
      if (depth === 0) return source.indexOf(']', j + 1) + 1 || source.length;
      inClass = true;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return j + 1;
  }
  return source.length;
}

/**
 * The longest text every match of a pattern contains (its top-level literal characters), or '' when there is
 * none (a top-level alternation): a line without it is skipped with one String.includes, far cheaper than a
 * regular expression test (reading a canonical line must stay cheap: issue 12's 400 ms for 500 cards).
 */
export function requiredText(source: string): string {
  let best = '';
  let run = '';
  const flush = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '\\') {
      i++;
      if (next && '[](){}.*+?|^$\\/'.includes(next)) run += next;
      else flush();
    } else if (ch === '(' || ch === '[') {
      flush();
      i = skipGroup(source, i) - 1;
    } else if (ch === '|') return '';
    else if (ch === '?' || ch === '*' || (ch === '{' && next === '0')) {
      run = run.slice(0, -1);
      flush();
      if (ch === '{') i = source.indexOf('}', i);
    } else if (ch === '{') {
      flush();
      i = source.indexOf('}', i);
    } else if ('+^$.'.includes(ch)) flush();
    else run += ch;
  }
  flush();
  return best;
}

/** Each row's pattern and quick test, made the first time a line has what the row needs. */
const PATTERNS: RegExp[] = [];
const QUICK: RegExp[] = [];

function patternsOfRow(i: number): void {
  if (PATTERNS[i] !== undefined) return;
  PATTERNS[i] = patternOf(DESIGNER_WORDS[i]);
  QUICK[i] = quickTestOf(PATTERNS[i]);
}
const REQUIRED = DESIGNER_WORDS.map(
  (row) => row.need ?? (typeof row.from === 'string' ? row.from : requiredText(row.from.source)),
);
/**
 * Which REQUIRED texts a line holds, found in one pass over the line (the first character of each text
 * indexes them) instead of ~500 String.includes: reading a canonical line does little else.
 */
const REQUIRED_ID: number[] = [];
const REQUIRED_BY_FIRST = new Map<string, { text: string; id: number }[]>();
let requiredCount = 0;
{
  const ids = new Map<string, number>();
  for (const text of REQUIRED) {
    let id = ids.get(text);
    if (id === undefined) {
      id = requiredCount++;
      ids.set(text, id);
      const first = text[0] ?? '';
      let list = REQUIRED_BY_FIRST.get(first);
      if (!list) REQUIRED_BY_FIRST.set(first, (list = []));
      list.push({ text, id });
    }
    REQUIRED_ID.push(id);
  }
}

/** present[REQUIRED_ID[i]] === text.includes(REQUIRED[i]) for every row i. */
function requiredIn(text: string): Uint8Array {
  const present = new Uint8Array(requiredCount);
  for (const { id } of REQUIRED_BY_FIRST.get('') ?? []) present[id] = 1; // '' is in every text
  for (let i = 0; i < text.length; i++) {
    const list = REQUIRED_BY_FIRST.get(text[i]);
    if (list === undefined) continue;
    for (const { text: required, id } of list)
      if (present[id] === 0 && text.startsWith(required, i)) present[id] = 1;
  }
  return present;
}

/**
 * Everything else a row's match needs (./regexNeeds.ts): most rows are skipped without running their pattern.
 * Worked out the first time a line has the row's REQUIRED text.
 */
const NEEDS: (Needs | undefined)[] = [];

function needsOfRow(i: number): Needs {
  let needs = NEEDS[i];
  if (needs === undefined) {
    const from = DESIGNER_WORDS[i].from;
    needs = typeof from === 'string' ? [] : needsOf(from.source, from.flags);
    NEEDS[i] = needs;
  }
  return needs;
}

/** Whether a line spells a word of the language in kana outside names (a cheap test before reading it so). */
export function hasKanaWords(content: string): boolean {
  return kanaFolds(content, protectedMask(content)).length > 0;
}

/** Folds the kana spellings of the language's words (./kanaReading.ts), right to left so indices hold. */
function foldKana(s: State, original: string): void {
  const folds = kanaFolds(s.text, protectedMask(s.text));
  for (const f of folds.reverse()) {
    // the okurigana both spell alike (「える」 of くわえる → 加える) stay the designer's characters, with their positions
    const end = f.index + f.length;
    let kept = 0;
    while (kept < f.to.length - 1 && s.text[end - kept - 1] === f.to[f.to.length - kept - 1]) kept++;
    const pieces: Piece[] = [{ text: f.to.slice(0, f.to.length - kept) }];
    if (kept > 0) pieces.push({ from: end - kept, to: end });
    replaceAt(s, f.index, end, pieces, original);
  }
  s.readings.reverse(); // in the order of the line
}

/**
 * Reads `content` (a width-normalised text line without indentation); `written` is the same line as
 * written (full-width kept). Readings are in the order they were made. With `kana`, the kana spellings of the
 * language's words are folded first (「ひく → 引く」: ./matchLine.ts asks for it only when the line does not
 * read without).
 */
export function readDesignerLine(
  content: string,
  written: string = content,
  kana = false,
  defined: FileReadings = NO_FILE_READINGS,
): ReadLine {
  const identity = Array.from({ length: content.length + 1 }, (_, i) => i);
  const s: State = {
    text: content,
    own: new Array<boolean>(content.length).fill(true),
    startOf: identity,
    endOf: [...identity],
    readings: [],
  };
  if (kana) foldKana(s, written);
  // Each row is tried on its own (one alternation of every row was slower: V8 cannot scan it for literals).
  let present = requiredIn(s.text);
  for (let i = 0; i < DESIGNER_WORDS.length; i++) {
    if (present[REQUIRED_ID[i]] === 0 || !hasNeeds(s.text, needsOfRow(i))) continue;
    const row = DESIGNER_WORDS[i];
    patternsOfRow(i);
    QUICK[i].lastIndex = 0;
    if (typeof row.from !== 'string' && !QUICK[i].test(s.text)) continue;
    const before = s.text;
    applyRow(s, row, PATTERNS[i], written);
    if (s.text !== before) present = requiredIn(s.text);
  }
  // the file's own rows (a designer-defined action whose reminder is elsewhere in the file), after every table row
  for (const row of defined.rows)
    if (s.text.includes(row.need ?? '')) applyRow(s, row, patternOf(row), written);
  if (s.readings.length === 0)
    return { text: content, written, readings: [], startOf: identity, endOf: identity };
  const out = s.text
    .split('')
    .map((ch, i) => (s.own[i] ? written[s.startOf[i]] : ch))
    .join('');
  return { text: s.text, written: out, readings: s.readings, startOf: s.startOf, endOf: s.endOf };
}
