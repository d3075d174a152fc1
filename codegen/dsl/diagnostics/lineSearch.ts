// Issue 22 point 2: 「もしかして」 found by search, not by the grammar's expectations. A text line that does not
// parse (HF-E011) is compared with the lines the language accepts (./sentenceBank.ts: every text line of the
// repository's cards, canonical, with their numbers, traits, names and keywords as slots) by edit distance
// over tokens; the nearest templates are filled with the designer's own numbers, traits, names and keywords
// (a template is used only when it has exactly as many slots of each kind), and a filled line is offered only
// when it compiles on its own card and names the same zones and players as the designer's line — so a
// suggestion never drops or invents a known part of the sentence. Up to three, nearest first.
import { KANJI_DIGIT } from '../normalize.js';

/** Slot characters (private use): one token each in templates and in the designer's line. */
export const SLOT = { number: '\uE000', trait: '\uE001', name: '\uE002', keyword: '\uE003' } as const;
type SlotKind = keyof typeof SLOT;

const SLOT_PATTERN =
  /[0-9]+|《[^《》]*》|「(?!\[)[^「」]*」|【(?!ダメージトリガー】|空装|奥義)[^【】:\s]*】/g;

function kindOf(token: string): SlotKind {
  if (token.startsWith('《')) return 'trait';
  if (token.startsWith('「')) return 'name';
  if (token.startsWith('【')) return 'keyword';
  return 'number';
}

export interface Slotted {
  /** The line with each slot replaced by its slot character. */
  template: string;
  /** The slots' values in order; a number's unit (the character after it: 体, 枚, ダメージ…) too. */
  values: { kind: SlotKind; text: string; unit: string }[];
}

/** What a number counts: the sign before it and the character after it (「+1000する」 → 「+す」, 「2体」 → 「体」). */
function unitOf(text: string, at: number, length: number): string {
  const before = text[at - 1] === '+' || text[at - 1] === '-' ? '±' : '';
  const after = text[at + length] ?? '';
  // okurigana after a number is how the sentence goes on, not what the number counts (「+1000する」「+1000される」
  // are one power change); 「1つ」 counts things
  return before + (/^[\u3041-\u3064\u3066-\u309f]$/.test(after) ? '' : after);
}

/** A canonical line with its numbers (「一体」 read as 1体), traits, names and keywords taken out as slots. */
export function toSlots(line: string): Slotted {
  const digits = line.replace(/[一二三四五六七八九](?=[体枚つ回点])/g, (d) => KANJI_DIGIT[d]);
  const values: Slotted['values'] = [];
  const template = digits.replace(SLOT_PATTERN, (token, at: number) => {
    const kind = kindOf(token);
    values.push({ kind, text: token, unit: kind === 'number' ? unitOf(digits, at, token.length) : '' });
    return SLOT[kind];
  });
  return { template, values };
}

/** The template filled with `values` (by kind, in order), or undefined when the counts differ. */
export function fillSlots(template: string, values: Slotted['values']): string | undefined {
  const queues: Record<SlotKind, string[]> = { number: [], trait: [], name: [], keyword: [] };
  for (const v of values) queues[v.kind].push(v.text);
  const needed: Record<SlotKind, number> = { number: 0, trait: 0, name: 0, keyword: 0 };
  for (const ch of template)
    for (const kind of Object.keys(SLOT) as SlotKind[]) if (ch === SLOT[kind]) needed[kind]++;
  for (const kind of Object.keys(SLOT) as SlotKind[])
    if (needed[kind] !== queues[kind].length) return undefined;
  const units = values.filter((v) => v.kind === 'number').map((v) => v.unit);
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    const kind = (Object.keys(SLOT) as SlotKind[]).find((k) => SLOT[k] === ch);
    if (kind === 'number' && unitOf(template, i, 1) !== units.shift()) return undefined; // 2体 never becomes 2000体
    out += kind ? queues[kind].shift() : ch;
  }
  return out;
}

/** Tokens: slots, and runs of kanji, hiragana, katakana, latin, or one punctuation mark. */
export function tokens(text: string): string[] {
  return (
    text.match(/[\uE000-\uE003]|[\u4e00-\u9fff々]+|[\u3041-\u309f]+|[\u30a0-\u30ff・]+|[A-Za-z]+|\S/g) ?? []
  );
}

/** Levenshtein distance over tokens. */
export function tokenDistance(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length];
}

const ZONES: [RegExp, string][] = [
  [/手札/g, 'hand'],
  [/トラッシュ/g, 'trash'],
  [/ダメージフィールド/g, 'damageField'],
  [/ガードデッキ/g, 'guardDeck'],
  [/メインデッキ|デッキ/g, 'mainDeck'],
  [/除外/g, 'excluded'],
  [/エネルギー/g, 'energy'],
  [/戦場/g, 'battlefield'],
];
/** A move into a zone (its top or bottom too): 「…に置く」「…に加える」. */
const MOVE_TO =
  /(手札|トラッシュ|ダメージフィールド|ガードデッキ|メインデッキ|デッキ)((?:の(?:一番)?(?:上|下))?)(?:に|へ)(?:置|加え)/g;

const WHO: [RegExp, string][] = [
  [/各プレイヤー/g, 'each'],
  [/対戦相手|相手/g, 'opponent'],
  [/あなた|自分/g, 'you'],
];

/** What a line does and when (a suggestion that loses or adds one of these says something else). */
const DOES: [RegExp, string][] = [
  // 「登場した時」 however misspelt (「登場しだ時」 is never 「離れた時」)
  [/登場(?!させ)[^、。時]{0,3}時|出た時/g, 'entersTrigger'],
  [/離れ/g, 'leave'],
  // being attacked is not attacking (「それは攻撃されない」 is never 「それは攻撃できない」)
  [/(?:攻撃|こうげき)(?:され|を受け)/g, 'attacked'],
  [/攻撃|こうげき/g, 'attack'],
  [/防御/g, 'defend'],
  [/破壊|はかい/g, 'destroy'],
  [/セット/g, 'set'],
  // 「対戦相手にダメージが与えられた時」 is 「対戦相手がダメージを受けた時」 (the passive of 与える)
  [/ダメージを受け|ダメージが与えられ/g, 'damaged'],
  [/ダメージ/g, 'damage'],
  [/フェイズ/g, 'phase'],
  [/ターン終了時/g, 'turnEnd'],
  [/引/g, 'draw'],
  [/手札に戻/g, 'bounce'],
  [/スリープ/g, 'sleep'],
  [/アクティブ/g, 'active'],
  [/パワー/g, 'power'],
  [/見る|見て|見/g, 'look'],
  [/公開/g, 'reveal'],
  [/置/g, 'put'],
  [/加え/g, 'add'],
  [/捨て/g, 'discard'],
  [/得る|得て/g, 'gain'],
  [/登場させ/g, 'summon'],
  [/対象にならない/g, 'untargetable'],
  [/できない|されない|ならない/g, 'cannot'],
  [/戻/g, 'return'],
  [/選/g, 'choose'],
  [/対象/g, 'target'],
  [/もよい|もいい|(?:こと|事)ができる|てよい|ていい|任意/g, 'optional'],
  [/無効/g, 'negate'],
  [/コスト/g, 'cost'],
  [/代わりに/g, 'replace'],
  [/限り|かぎり/g, 'while'],
  // the connectives first: 「その場合」 is 「そうした場合」 (then), not a condition and a reference
  [/その後|そうした場合|そうしたら|その場合|そうしたなら|そうすれば/g, 'then'],
  [/場合|ばあい|なら/g, 'if'],
  [/ターンに1回|ターン1回/g, 'once'],
  [/他の|ほかの|以外/g, 'other'],
  [/全て|すべて|全部/g, 'all'],
  [/まで/g, 'upTo'],
  [/以上|以下/g, 'compare'],
  [/順番/g, 'order'],
  [/追加デッキ/g, 'extraDeck'],
  [/敗北/g, 'lose'],
  [/裏向き/g, 'faceDown'],
  [/シャッフル|探/g, 'search'],
  [/キャラクターとす|キャラクターとし/g, 'control'],
  [/一番上|上から/g, 'top'],
  [/一番下/g, 'bottom'],
  // words whose loss or gain changes what a line means (issue 22: 「のみ」, a negation, 「この」 or 「それ」)
  [/のみ|だけ|しか/g, 'only'],
  // 「何も置かない」「何もしない」: nothing happens — never a sentence that does something (issue 22)
  [/何も/g, 'nothing'],
  [/ない/g, 'not'],
  [/最も|最大|最小|一番高|一番低/g, 'most'],
  [/次の|次に/g, 'next'],
  [/同じ|等しい/g, 'same'],
  [/さらに/g, 'more'],
  [/この|これ/g, 'this'],
  [/その|それ/g, 'that'],
];

/**
 * The zones, players, actions and triggers a line names (outside slots), as a sorted list, and how many
 * sentences it has: what a suggestion must keep (and may not add to).
 */
export function knownParts(line: string): string {
  let rest = toSlots(line).template;
  const found = new Set<string>();
  // a card put into a zone is added to it: 「ガードデッキに置く」 and 「ガードデッキに加える」 are one move, to that zone
  // (issue 22); the zone stays for ZONES, the verb is read here
  rest = rest.replace(MOVE_TO, (_all, zone: string, where = '') => {
    found.add(`to:${ZONES.find(([pattern]) => new RegExp(pattern.source).test(zone))?.[1]}`);
    return `${zone}${where} `;
  });
  for (const [pattern, id] of [...ZONES, ...WHO, ...DOES]) {
    if (pattern.test(rest)) found.add(id);
    rest = rest.replace(pattern, ' ');
  }
  const sentences = rest.split('。').length - 1; // a suggestion neither drops nor adds a sentence
  return [...[...found].sort(), `sentences:${sentences}`].join(',');
}

export interface Candidate {
  line: string;
  distance: number;
}

const MAX_DISTANCE_SHARE = 0.6;

interface Indexed {
  template: string;
  tokens: string[];
  parts: string;
}

const indexes = new WeakMap<readonly string[], Indexed[]>();

/** Each template's tokens and known parts, computed once per bank. */
function indexOf(bank: readonly string[]): Indexed[] {
  let index = indexes.get(bank);
  if (!index) {
    index = bank.map((template) => ({ template, tokens: tokens(template), parts: knownParts(template) }));
    indexes.set(bank, index);
  }
  return index;
}

/**
 * Templates near `line` (its canonical reading), filled with its slots and keeping its known parts, nearest
 * first; the caller checks that each compiles and keeps at most three.
 */
export function nearestLines(line: string, bank: readonly string[], limit = 24): Candidate[] {
  const query = toSlots(line);
  const queryTokens = tokens(query.template);
  const parts = knownParts(line);
  const most = Math.max(2, Math.ceil(queryTokens.length * MAX_DISTANCE_SHARE));
  const scored: Candidate[] = [];
  for (const t of indexOf(bank)) {
    if (t.parts !== parts) continue; // the slots hold no known part: the template's parts are the line's
    const filled = fillSlots(t.template, query.values);
    if (filled === undefined || filled === line) continue;
    const distance = tokenDistance(queryTokens, t.tokens);
    if (distance <= most) scored.push({ line: filled, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.line.length - b.line.length);
  return scored.slice(0, limit);
}
