// Issue 22 point 2: compositional 「もしかして」. A line the grammar cannot read is split into its parts
// (./lineParts.ts: the lead — ability marker, costs, trigger clause — then sentences and their clauses); the
// grammar says where it stopped, and only the part there is replaced, by the nearest accepted parts of the
// same role (./partBank.json: the parts of every line the language accepts in cards/ and in the designer
// corpora), filled with the designer's own numbers, traits, names and keywords; the designer's other parts
// are kept as written. A replacement that lets the grammar read further on is searched on from there (a few
// steps), so a line with two unknown phrasings can still be mended. The caller offers a recombined line only
// when the whole line compiles on its card and keeps what the designer's line says (codegen/dsl/searchSuggest.ts).
// The work per line is capped (grammar matches and candidates per part): this runs on errors only.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type LinePart, type SplitLine, keyUnits, splitLine, valuesIn } from './lineParts.js';
import { fillSlots, knownParts, tokenDistance, tokens } from './lineSearch.js';

export interface PartBank {
  leads: string[];
  sentences: string[];
  clauses: string[];
}

interface IndexedPart {
  template: string;
  units: Set<string>;
  tokens: string[];
  /** The signs before its numbers and how many slots of each kind it has: checked before anything else. */
  signs: string;
  slots: string;
}

/** How many slots of each kind a template has (number, trait, name, keyword). */
function slotCounts(template: string): string {
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < template.length; i++) {
    const code = template.charCodeAt(i);
    if (code >= 0xe000 && code <= 0xe003) counts[code - 0xe000]++;
  }
  return counts.join(',');
}

interface IndexedBank {
  leads: IndexedPart[];
  sentences: IndexedPart[];
  clauses: IndexedPart[];
  /** Each role's parts by their slot counts and signs (`role|slots|signs`): a part is only ever replaced by one
   * with the same, so a lookup reads one group, not the whole bank. */
  groups: Map<string, IndexedPart[]>;
}

const BANK_URL = new URL('./partBank.json', import.meta.url);
/** The parts generated from the grammar's vocabulary (codegen/dsl/tools/clauseBank.ts). */
const CLAUSE_BANK_URL = new URL('./clauseBank.json', import.meta.url);
let indexed: IndexedBank | undefined;

/**
 * Leads generated from the vocabulary of the turn's timings (grammar/card.ohm triggerBody phase, turnEnd,
 * turnStart): whose turn × which phase × its start or end. The bank holds only the timings some card uses; a
 * designer's 「ターン終了時」 is every turn's end, which no card of the repository happens to say (issue 22).
 * test/dsl/partSearch.test.ts checks that every one compiles.
 */
const WHOSE = ['あなた', '対戦相手', '各プレイヤー'];
const PHASES = ['アクティブ', 'ドロー', 'エネルギー', 'メイン'];
export const TIMING_LEADS: string[] = WHOSE.flatMap((who) => [
  `[自動]：${who}のターン開始時、`,
  `[自動]：${who}のターン終了時、`,
  ...PHASES.flatMap((phase) => [
    `[自動]：${who}の${phase}フェイズ開始時、`,
    `[自動]：${who}の${phase}フェイズ終了時、`,
  ]),
]);

function readBank(url: URL): PartBank {
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as PartBank;
}

/**
 * A part of the bank: its slot counts and signs (its group) at once, its key words and tokens when a lookup first
 * reads its group (about 15,000 parts: indexing them all would cost the first unreadable line of a check far more).
 */
class LazyPart implements IndexedPart {
  readonly signs: string;
  readonly slots: string;
  #units: Set<string> | undefined;
  #tokens: string[] | undefined;
  constructor(readonly template: string) {
    this.signs = signs(template);
    this.slots = slotCounts(template);
  }
  get units(): Set<string> {
    this.#units ??= keyUnits(this.template);
    return this.#units;
  }
  get tokens(): string[] {
    this.#tokens ??= tokens(this.template);
    return this.#tokens;
  }
}

function indexBank(bank: PartBank): IndexedBank {
  const index = (list: string[]): IndexedPart[] => list.map((template) => new LazyPart(template));
  const leads = [...new Set([...bank.leads, ...TIMING_LEADS])];
  const parts = { leads: index(leads), sentences: index(bank.sentences), clauses: index(bank.clauses) };
  const groups = new Map<string, IndexedPart[]>();
  for (const role of ['lead', 'sentence', 'clause'] as const)
    for (const p of role === 'lead' ? parts.leads : role === 'sentence' ? parts.sentences : parts.clauses) {
      const key = `${role}|${p.slots}|${p.signs}`;
      const group = groups.get(key);
      if (group) group.push(p);
      else groups.set(key, [p]);
    }
  return { ...parts, groups };
}

let written: IndexedBank | undefined;

/**
 * The parts of lines designers and the repository's cards wrote (./partBank.json): what the HF-E040 families and
 * the grammar repairs read as "the language accepts this wording" (./mechanicFamily.ts, ./grammarRepair.ts). The
 * generated parts are left out there: they join a condition and an action nobody would write together, and a
 * table row's words may span the two (「少なければ、…防御できない」 is not a payment to defend).
 */
export function writtenPartBank(): IndexedBank {
  if (!written) written = indexBank(readBank(BANK_URL));
  return written;
}

/**
 * The part bank the search reads: the written parts, then those generated from the grammar's vocabulary
 * (./clauseBank.json), read and indexed on the first unreadable line only (`hflux check` of good cards never loads
 * it). Among equally near parts a written one comes first.
 */
export function partBank(): IndexedBank {
  if (!indexed) {
    const own = readBank(BANK_URL);
    const generated = readBank(CLAUSE_BANK_URL);
    indexed = indexBank({
      leads: [...new Set([...own.leads, ...generated.leads])],
      sentences: [...new Set([...own.sentences, ...generated.sentences])],
      clauses: [...new Set([...own.clauses, ...generated.clauses])],
    });
  }
  return indexed;
}

/** Where the grammar stops reading a line (undefined: it reads the whole line). */
export type Parses = (line: string) => number | undefined;

export interface PartLimits {
  /** Grammar matches per line. */
  matches: number;
  /** Candidates tried per part. */
  perPart: number;
  /** Steps of replacing one part after another. */
  depth: number;
}

export const PART_LIMITS: PartLimits = { matches: 48, perPart: 6, depth: 3 };
/** How many nearest parts per part are checked for meaning, per part tried with the grammar. */
const POOL = 4;

/** A part of `line` replaced (positions in the line), with what it was and what it became. */
export interface Composed {
  line: string;
  replaced: string[];
  added: string[];
  /** A lead was replaced (its subject may be supplied: 「登場時：」 is this character's). */
  lead: boolean;
}

/**
 * `template` filled with `values` where the numbers come in another order (costs 「[カルネージ2][1ターンに1回]」
 * printed 「[1ターンに1回][カルネージ2]」): each number slot takes the next number with the same unit (the sign
 * before it and the character after it), so a number keeps what it counts; undefined unless all are used.
 */
export function fillByUnit(template: string, values: SplitLine['values']): string | undefined {
  const numbers = values.filter((v) => v.kind === 'number');
  const order: SplitLine['values'] = [];
  const used = new Set<number>();
  let others = values.filter((v) => v.kind !== 'number');
  for (let i = 0; i < template.length; i++) {
    const ch = template.charCodeAt(i);
    if (ch < 0xe000 || ch > 0xe003) continue;
    if (ch !== 0xe000) {
      const kind = (['number', 'trait', 'name', 'keyword'] as const)[ch - 0xe000];
      const k = others.findIndex((v) => v.kind === kind);
      if (k < 0) return undefined;
      order.push(others[k]);
      others = [...others.slice(0, k), ...others.slice(k + 1)];
      continue;
    }
    const sign = template[i - 1] === '+' || template[i - 1] === '-' ? '±' : '';
    const unit = sign + (template[i + 1] ?? '');
    const k = numbers.findIndex((v, j) => !used.has(j) && v.unit === unit);
    if (k < 0) return undefined;
    used.add(k);
    order.push(numbers[k]);
  }
  if (used.size !== numbers.length || others.length > 0) return undefined;
  return fillSlots(template, order);
}

function kanjiRuns(text: string): string[] {
  return text.match(/[\u4e00-\u9fff々]+/g) ?? [];
}

/**
 * A kanji of the designer's word left out while the replacement's version of that word has a kanji of its
 * own (「終始時」 → 「開始時」): a different word, not a spelling of the same one (「持ち主の手札」 → 「手札」 only
 * leaves a word out).
 */
function substitutes(partRuns: string[], units: Set<string>, lost: string[], template: string): boolean {
  const lostKanji = lost.filter((u) => /^[\u4e00-\u9fff々]$/.test(u));
  if (lostKanji.length === 0) return false;
  const words = partRuns.filter((r) => lostKanji.some((k) => r.includes(k)));
  return kanjiRuns(template).some(
    (run) => words.some((w) => [...run].some((k) => w.includes(k))) && [...run].some((k) => !units.has(k)),
  );
}

/** The signs before the numbers of a template (「+」「-」), sorted: what a replacement must keep. */
function signs(template: string): string {
  return (template.match(/[+\-＋－](?=\uE000)/g) ?? [])
    .map((c) => (c === '＋' ? '+' : c === '－' ? '-' : c))
    .sort()
    .join('');
}

/**
 * Parts of `role` near the designer's `part`, filled with its slot values: those that keep most of what it is
 * about (its kanji, katakana words and slots), nearest first.
 */
export function nearestParts(
  part: string,
  values: SplitLine['values'],
  list: readonly IndexedPart[],
  limit: number,
): string[] {
  const units = keyUnits(part);
  const partTokens = tokens(part);
  const allowedMissing = Math.floor(units.size / 4);
  const partRuns = kanjiRuns(part);
  const partSigns = signs(part);
  const partSlots = slotCounts(part);
  const scored: { text: string; score: number; distance: number }[] = [];
  for (const t of list) {
    if (t.slots !== partSlots || t.signs !== partSigns) continue; // +1000 never becomes -1000
    let missing = 0;
    const lost: string[] = [];
    for (const u of units)
      if (!t.units.has(u)) {
        missing++;
        lost.push(u);
      }
    if (missing > allowedMissing || substitutes(partRuns, units, lost, t.template)) continue;
    const filled = fillSlots(t.template, values) ?? fillByUnit(t.template, values);
    if (filled === undefined) continue;
    let extra = 0;
    for (const u of t.units) if (!units.has(u)) extra++;
    scored.push({ text: filled, score: missing * 3 + extra, distance: 0 });
  }
  scored.sort((a, b) => a.score - b.score);
  const top = scored.slice(0, limit * 4);
  for (const s of top) s.distance = tokenDistance(partTokens, tokens(s.text));
  top.sort((a, b) => a.score + a.distance / 2 - (b.score + b.distance / 2) || a.text.length - b.text.length);
  return [...new Set(top.map((s) => s.text))].slice(0, limit);
}

/**
 * A player named by a phrase (「このキャラクターのプレイヤー」: a set card's host's controller, HF-4.4) is a
 * player like 「対戦相手」 for the search: the bank may have the sentence with another player only; it is
 * searched with 「対戦相手」 or 「あなた」 in its place and given back (issue 22). 「…プレイヤーは自分に」 is 「…プレイヤーに」.
 */
const PLAYER_PHRASE = 'このキャラクターのプレイヤー';
const STAND_INS = ['対戦相手', 'あなた'];

/** 「このキャラクターのプレイヤー…、そのプレイヤーは」: the same player, spelled out (one sentence). */
export function expandPlayerRef(text: string): string {
  return text.replace(/このキャラクターのプレイヤー[^。]*?そのプレイヤー/g, (run) =>
    run.replace(/そのプレイヤー$/, PLAYER_PHRASE),
  );
}

function partsFor(
  template: string,
  values: SplitLine['values'],
  list: readonly IndexedPart[],
  limit: number,
): string[] {
  const found = nearestParts(template, values, list, limit);
  if (!template.includes(PLAYER_PHRASE)) return found;
  const spelled = expandPlayerRef(template).replace(/(このキャラクターのプレイヤー)は、?自分(?=に)/g, '$1');
  for (const standIn of STAND_INS) {
    if (template.includes(standIn)) continue;
    const searched = spelled.replaceAll(PLAYER_PHRASE, standIn);
    found.push(
      ...nearestParts(searched, values, list, limit)
        .filter((t) => t.split(standIn).length === searched.split(standIn).length)
        .map((t) => t.replaceAll(standIn, PLAYER_PHRASE)),
    );
  }
  return [...new Set(found)];
}

interface State {
  line: string;
  replaced: string[];
  added: string[];
  lead: boolean;
  depth: number;
  /** Where the grammar stopped reading `line` (known after the first step). */
  stop?: number;
}

/** The parts of `split` at source position `pos`: the lead, or the clause then the sentence there. */
function partsAt(split: SplitLine, pos: number): LinePart[] {
  const src = (p: LinePart) => [split.sourceAt[p.start], split.sourceAt[p.end]];
  if (split.lead && pos < src(split.lead)[1]) return [split.lead];
  const inside = (p: LinePart) => {
    const [s, e] = src(p);
    return s <= pos && pos < e;
  };
  const last = <T>(xs: T[]) => xs.at(-1);
  const clause =
    split.clauses.find(inside) ?? (pos >= split.sourceAt.at(-1)! ? last(split.clauses) : undefined);
  const sentence =
    split.sentences.find(inside) ?? (pos >= split.sourceAt.at(-1)! ? last(split.sentences) : undefined);
  const out: LinePart[] = [];
  if (clause) out.push(clause);
  // the clause with its neighbour in the sentence (the bank has runs of clauses): two designer clauses may be
  // one of the language's, or the grammar may stop one clause after the phrase it could not read
  if (clause && sentence) {
    const i = split.clauses.indexOf(clause);
    const run = (a: LinePart | undefined, b: LinePart | undefined) =>
      a && b && sentence.start <= a.start && b.end <= sentence.end && (a !== clause || b !== clause)
        ? [
            {
              role: 'clause' as const,
              template: split.template.slice(a.start, b.end),
              start: a.start,
              end: b.end,
            },
          ]
        : [];
    out.push(...run(split.clauses[i - 1], clause), ...run(clause, split.clauses[i + 1]));
  }
  if (sentence && (!clause || sentence.template !== clause.template)) out.push(sentence);
  // a failure at the very start of the body may be the lead's fault (a label the grammar does not know)
  // (「登場時：」), or a sentence the designer put before the effect that belongs in the lead (「1ターンに1回使用できる。」)
  if (split.lead && sentence && sentence === split.sentences[0]) {
    if (clause === split.clauses[0]) out.push(split.lead);
    // a cost written as the effect's first clause (「[スリープ]：あなたの他のキャラクター1体を破壊して、…」): the
    // lead with the clauses up to the one the grammar stops at
    for (const c of split.clauses.slice(0, 3))
      if (clause && c.end <= clause.end && c.end < sentence.end)
        out.push({ role: 'lead', template: split.template.slice(0, c.end), start: 0, end: c.end });
    out.push({ role: 'lead', template: split.template.slice(0, sentence.end), start: 0, end: sentence.end });
  }
  return out;
}

/** The parts of `role` with the slots and signs of `template` (the only ones it may be replaced by). */
function listFor(bank: IndexedBank, role: LinePart['role'], template: string): IndexedPart[] {
  return bank.groups.get(`${role}|${slotCounts(template)}|${signs(template)}`) ?? [];
}

/**
 * Lines made from `line` (the designer's line as read) by replacing the parts the grammar stops at with
 * accepted parts, that the grammar reads whole, nearest first; `accept` says whether one is offered (it
 * compiles and keeps the line's meaning) and the search stops after `wanted` accepted lines.
 */
export function composeLines(
  line: string,
  parses: Parses,
  accept: (c: Composed) => boolean,
  wanted: number,
  limits: PartLimits = PART_LIMITS,
): Composed[] {
  if (line.startsWith('【')) return []; // 【空装 条件：… 効果：…】 and keyword lines are not split into parts
  const bank = partBank();
  let budget = limits.matches;
  const out: Composed[] = [];
  const seen = new Set<string>([line]);
  const queue: State[] = [{ line, replaced: [], added: [], lead: false, depth: 0 }];
  while (queue.length > 0 && out.length < wanted && budget > 0) {
    const state = queue.shift()!;
    if (state.stop === undefined) budget--;
    const stop = state.stop ?? parses(state.line);
    if (stop === undefined) return out; // nothing to mend
    const split = splitLine(state.line);
    for (const part of partsAt(split, stop)) {
      const start = split.sourceAt[part.start];
      const end = split.sourceAt[part.end];
      const written = state.line.slice(start, end);
      const punct = /[、。]$/.exec(part.template)?.[0] ?? '';
      const list = listFor(bank, part.role, part.template).filter(
        (p) => part.role === 'lead' || p.template.endsWith(punct) || punct === '',
      );
      // the nearest parts that keep the meaning (checked before the grammar, a match costs far more): a pool
      // of nearest parts, of which up to perPart that keep the designer's known parts are tried (issue 22: the
      // nearest few often add or drop a player or a zone, and crowded out one that keeps them)
      let tried = 0;
      for (const text of partsFor(part.template, valuesIn(split, part), list, limits.perPart * POOL)) {
        if (budget <= 0 || out.length >= wanted || tried >= limits.perPart) break;
        if (text === written) continue;
        const next = state.line.slice(0, start) + text + state.line.slice(end);
        if (seen.has(next)) continue;
        seen.add(next);
        const composed: Composed = {
          line: next,
          replaced: [...state.replaced, written],
          added: [...state.added, text],
          lead: state.lead || part.role === 'lead',
        };
        // what the replacement says is checked before the grammar (a match costs far more)
        if (!keepsMeaning(composed)) continue;
        tried++;
        budget--;
        const at = parses(next);
        if (at === undefined) {
          if (accept(composed)) out.push(composed);
        } else if (at >= start + text.length && state.depth + 1 < limits.depth) {
          // the grammar reads the new part and stops later: mend from there
          queue.push({ ...composed, depth: state.depth + 1, stop: at });
        }
      }
    }
  }
  return out;
}

/** Known parts of a text (./lineSearch.ts), without the sentence count. */
function partsOf(text: string): Set<string> {
  // 「あなたは」 names who acts, which a designer may leave implicit (「カードを1枚引く」); 「あなたの」 is never
  // implied (「ターン終了時」 is every turn's end, 「キャラクター」 anyone's); 「それぞれ」 (each of them) is how a
  // damage to 「…全てに」 is dealt anyway, not a reference (「それ」)
  return new Set(
    knownParts(
      expandPlayerRef(text)
        .replace(/(このキャラクターのプレイヤー|対戦相手|相手)は、?自分に/g, '$1に')
        .replace(/あなたは、?|それぞれ、?/g, ' '),
    )
      .split(',')
      .filter((p) => !p.startsWith('sentences:')),
  );
}

/** Parts a canonical sentence spells out that a designer may leave implicit: where a character enters. */
const IMPLIED = new Set(['battlefield']);
/** …and those a trigger spells out: 「登場時：」 is this character's 「このキャラクターが戦場に登場した時、」. */
const IMPLIED_IN_LEAD = new Set(['this', 'entersTrigger']);

/** A turn's or phase's start or end with no player named (「ターン終了時、」「アクティブフェイズ開始時、」). */
function ownerlessTiming(text: string): boolean {
  return (
    /(?:ターン|フェイズ)の?(?:開始時|終了時)/.test(text) && !/あなた|自分|相手|各|プレイヤー|この/.test(text)
  );
}

/** The designer's part counts cards or characters (「1枚」「2体」) and the replacement chooses them (「…を1枚選び、」). */
function countedChoice(c: Composed): boolean {
  return (
    c.replaced.some((r) => /[0-9]+(?:枚|体)/.test(r) && !/対象|選/.test(r)) &&
    c.added.some((a) => /[0-9]+(?:枚|体)(?:まで)?を?選(?:び|んで)/.test(a) && !/対象/.test(a))
  );
}

/**
 * The replaced parts say what the designer's parts said: every known part of the replaced text is in the
 * replacement, and the replacement adds only what the designer left implicit (a draw is from the main deck;
 * a lead names its subject only when the designer's named none).
 */
export function keepsMeaning(c: Composed): boolean {
  const before = partsOf(c.replaced.join(' '));
  const after = partsOf(c.added.join(' '));
  // 「それを…に置く」 → 「…に置く」: the card the clause before named stays the object when the replacement
  // names none (「あなたのメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。」)
  const objectKept = (p: string) =>
    p === 'that' &&
    c.replaced.every((r) => /^(?:それ|それら)を/.test(r)) &&
    c.added.every((a) => !a.includes('を'));
  for (const p of before) if (!after.has(p) && !objectKept(p)) return false;
  const leadWithoutSubject = c.lead && !c.replaced.some((r) => r.includes('が'));
  // a label with no subject (「登場した際：」) is this card's: a lead that supplies a subject supplies this one, never
  // 「キャラクターが…」 (any character) or another player's (issue 22: a wrong suggestion is worse than none)
  if (leadWithoutSubject && c.added.some((a) => a.includes('が')) && !after.has('this')) return false;
  for (const p of after) {
    if (before.has(p) || IMPLIED.has(p)) continue;
    if (p === 'mainDeck' && before.has('draw')) continue;
    // a move written without its verb (「残りはトラッシュへ。」「1枚を手札に。」) is a put into that zone (i22k8)
    if ((p === 'put' || p.startsWith('to:')) && c.replaced.some((r) => /(?:へ|に)[、。]?$/.test(r))) continue;
    // 「…の攻撃で…を破壊した時」: an attack destroys by its damage (HF-9.4), 「…の攻撃によるダメージで…破壊された時」
    if (
      p === 'damage' &&
      c.replaced.some((r) => /攻撃で/.test(r)) &&
      c.added.some((a) => /攻撃によるダメージで/.test(a))
    )
      continue;
    // 「相手ターン中、」 is a condition on whose turn it is: 「対戦相手のターンの場合、」 (i22k8)
    if (p === 'if' && c.replaced.some((r) => /(?<!この)ターン中、/.test(r))) continue;
    // 「…キャラクターはそれぞれ…」 with no number is each of them all: 「…キャラクター全ての…」 (i22k8)
    if (p === 'all' && c.replaced.some((r) => /それぞれ/.test(r) && !/[0-9]+(?:体|枚)/.test(r))) continue;
    // 「手札を1枚トラッシュに置く」 is 「手札からカードを1枚選び、トラッシュに置く」: N counted cards the player acts on are
    // chosen by that player (HF-5.4 is 対象, never added); 「それ」 after 「選び、」 is what was chosen
    if ((p === 'choose' || p === 'that') && countedChoice(c)) continue;
    // a signed number changed by 「する」 is a power (「ターン終了時まで+2000する」: HF-12.6, the only signed change)
    if (p === 'power' && c.replaced.some((r) => /[+\-][0-9]+(?:する|される|し、)/.test(r))) continue;
    // 「ターン終了時、」 with no player is every turn's end: 「各プレイヤーのターン終了時、」 (issue 22)
    if (p === 'each' && c.lead && c.replaced.some(ownerlessTiming)) continue;
    if (leadWithoutSubject && IMPLIED_IN_LEAD.has(p)) {
      if (p === 'entersTrigger' && !c.replaced.some((r) => r.includes('登場'))) return false;
      continue;
    }
    return false;
  }
  return true;
}
