// Issue 22 point 2: a line the grammar cannot read, mended where the grammar stops by the smallest edits the
// grammar itself asks for (error repair in the manner of Burke and Fisher): at the failure position, the written
// word is replaced by a phrase the grammar expects there of the same word family (「戻す」 → 「加える」: both put a
// card into the zone named before; 「その場合」 → 「そうした場合」; 「破壊される時、代わりに」 → 「…場合、代わりに」), or
// a short phrase is put in before the designer's next word that the accepted clauses put before that word
// (「…を対象とし、ターン終了時まで+2000する」 → 「…まで、それのパワーを+2000する」: ./partBank.json has 「それのパワー
// を+N」). Each edit must let the grammar read further than before; a few edits in a row are searched (the work is
// capped: this runs on errors only). What the edits may add is checked by the caller (a reference 「それ」 only to
// what the sentence already chose, never a player or a zone, ../searchSuggest.ts), which offers a mended line only
// when it compiles on its card.
import type { MatchResult } from 'ohm-js';
import { editDistance } from '../../../src/deck/suggest.js';
import { cardGrammar } from '../grammar.js';
import { knownParts, tokens } from './lineSearch.js';
import { writtenPartBank as partBank } from './partSearch.js';
import { phrasesOfDescription } from './phrases.js';

/** Words of one family stand for each other where the grammar expects one of them (same meaning here). */
const WORD_FAMILIES: string[][] = [
  // a card put into a zone named before the verb (HF-4: moving to a zone)
  [
    '加える',
    '戻す',
    '置く',
    '入れる',
    '加え',
    '戻し',
    '置き',
    '入れ',
    '加えてもよい',
    '戻してもよい',
    '置いてもよい',
  ],
  // the result of the sentence before
  ['そうした場合', 'その場合', 'そうしたら', 'そうすれば', 'その時', 'そのとき', 'したら'],
  // a condition or a replacement's event (「破壊される時、代わりに」 is 「破壊される場合、代わりに」: HF-5.11)
  ['場合', '時', 'とき', 'なら', 'ならば'],
  ['代わりに', 'かわりに', '替わりに', '換わりに'],
  // the card the sentence targeted (HF-5.4): 「対象のキャラクター」 is 「それ」
  ['それ', '対象のキャラクター', '対象のカード', '対象にしたキャラクター', '対象にしたカード', '対象'],
  // until the end of this turn
  ['中', 'の間', 'の間中', '内', 'のあいだ', ''],
];

function familyOf(word: string): number {
  return WORD_FAMILIES.findIndex((f) => f.includes(word));
}

export interface Repaired {
  line: string;
  /** The designer's words replaced, and what was put in (for the caller's meaning check). */
  replaced: string[];
  added: string[];
}

export interface RepairLimits {
  /** Grammar matches per line. */
  matches: number;
  /** Edits in a row. */
  depth: number;
  /** Bridge phrases tried at one place. */
  bridges: number;
  /** Lines the grammar reads whole, found before the search stops. */
  found: number;
}

// bridges 8 → 10 (round 23): with the round-23 corpora in the part bank, 「それに」 before a damage ranked below the eighth phrase tried at its place
export const REPAIR_LIMITS: RepairLimits = { matches: 32, depth: 3, bridges: 10, found: 6 };

interface Failure {
  pos: number;
  expected: string[];
}

function failureOf(result: MatchResult): Failure {
  const r = result as unknown as {
    getRightmostFailurePosition(): number;
    getRightmostFailures(): { getText(): string; type: string }[];
  };
  const expected = new Set<string>();
  for (const f of r.getRightmostFailures()) {
    const text = f.getText();
    if (f.type === 'string') expected.add(text);
    else {
      for (const p of phrasesOfDescription(text)) expected.add(p);
      // a description quotes its phrases (「「それ」「このキャラクター」などカードの参照」): those are expected too
      for (const q of text.match(/「[^「」…]+」/g) ?? []) expected.add(q.slice(1, -1));
    }
  }
  return { pos: r.getRightmostFailurePosition(), expected: [...expected] };
}

/** Phrases the accepted clauses put right before `next` (a token) after a 「、」 or at a clause's start. */
let bridgeIndex: Map<string, Map<string, number>> | undefined;

function bridges(next: string): string[] {
  if (!bridgeIndex) {
    bridgeIndex = new Map();
    for (const part of partBank().clauses) {
      const toks = tokens(part.template);
      let start = 0;
      for (let i = 0; i < toks.length; i++) {
        if (toks[i] === '、' || toks[i] === '。') {
          start = i + 1;
          continue;
        }
        const bridge = toks.slice(start, i).join('');
        if (i - start < 1 || i - start > 5 || /[\uE000-\uE003、。]/.test(bridge)) continue;
        const counts = bridgeIndex.get(toks[i]) ?? new Map<string, number>();
        counts.set(bridge, (counts.get(bridge) ?? 0) + 1);
        bridgeIndex.set(toks[i], counts);
      }
    }
  }
  const counts = bridgeIndex.get(next);
  if (!counts) return [];
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length).map(([b]) => b);
}

/** The designer's next token at `pos` as the bank writes it (numbers, traits, names and keywords are slots). */
function nextToken(line: string, pos: number): string | undefined {
  const rest = line
    .slice(pos)
    .replace(/^[0-9]+/, '\uE000')
    .replace(/^《[^《》]*》/, '\uE001')
    .replace(/^【[^【】]*】/, '\uE003');
  return tokens(rest)[0];
}

interface Edit {
  line: string;
  at: number;
  /** The line reads at least to here when the edit is useful. */
  past: number;
  replaced: string;
  added: string;
}

/** Edits at the failure: same-family substitutions of the written word, and bridges before the next word. */
function editsAt(line: string, failure: Failure, clauseStart: number, limits: RepairLimits): Edit[] {
  const subs: Edit[] = [];
  const { pos, expected } = failure;
  const rest = line.slice(pos);
  const substitute = (w: string, e: string) =>
    subs.push({
      line: line.slice(0, pos) + e + rest.slice(w.length),
      at: pos,
      past: pos + e.length + 1,
      replaced: w,
      added: e,
    });
  for (const e of expected) {
    const family = familyOf(e);
    if (family < 0) continue;
    for (const w of WORD_FAMILIES[family])
      if (w !== '' && w !== e && rest.startsWith(w) && !rest.startsWith(e)) substitute(w, e);
  }
  // a word of a family that may be left out, dropped where the grammar expects what follows it
  for (const family of WORD_FAMILIES)
    if (family.includes(''))
      for (const w of family)
        if (
          w !== '' &&
          rest.startsWith(w) &&
          expected.some((e) => e !== '' && rest.slice(w.length).startsWith(e))
        )
          substitute(w, '');
  // the substitution nearest to the written word first (「その場合」 → 「そうした場合」 before 「そうしたら」)
  subs.sort((a, b) => editDistance(a.replaced, a.added) - editDistance(b.replaced, b.added));
  const out = [...new Map([...subs, ...tokenEdits(line, failure)].map((e) => [e.line, e])).values()];
  // a phrase before the designer's next word, where the grammar stops or where its clause starts
  for (const at of new Set([pos, clauseStart])) {
    const next = nextToken(line, at);
    if (!next) continue;
    for (const bridge of bridges(next).slice(0, limits.bridges)) {
      const comma = at > 0 && !/[、。:：\]]$/.test(line.slice(0, at)) ? '、' : '';
      const added = comma + bridge;
      out.push({
        line: line.slice(0, at) + added + line.slice(at),
        at,
        past: at + added.length + 1,
        replaced: '',
        added,
      });
    }
  }
  return out;
}

/** What a phrase says (./lineSearch.ts): a token edit never changes it. */
function saysSame(a: string, b: string): boolean {
  const parts = (t: string) => knownParts(t).replace(/(?:^|,)sentences:\d+$/, '');
  return parts(a) === parts(b);
}

/** Expected phrases short enough to be a particle, an auxiliary or okurigana (「を」「される」「し、」). */
const SHORT = 4;

/**
 * Edits over the designer's tokens at the failure that say nothing new (issue 22 point 2: a particle or an
 * okurigana the grammar spells another way, 「このキャラクターのパワーは+1000する」 → 「…+1000される」; a comma after a
 * topic, 「このキャラクターは、…」): the token the grammar stops at replaced by a phrase it expects there when both
 * name the same known parts and are near in spelling; a short expected phrase with no known part put in; a
 * 「、」 or a particle with no known part left out. Each must let the grammar read further (the search checks).
 */
function tokenEdits(line: string, failure: Failure): Edit[] {
  const { pos, expected } = failure;
  const out: Edit[] = [];
  const rest = line.slice(pos);
  const next = tokens(rest)[0];
  const edit = (at: number, removed: string, added: string) =>
    out.push({
      line: line.slice(0, at) + added + line.slice(at + removed.length),
      at,
      past: at + added.length + 1,
      replaced: removed,
      added,
    });
  const literal = expected.filter((e) => e !== '' && !/[\uE000-\uE003]/.test(e));
  // hiragana only: a particle or okurigana is how a thing is said; a kanji word is what (「終始時」 is neither
  // 開始時 nor 終了時)
  if (next && /^[\u3041-\u309f]+$/.test(next)) {
    for (const e of literal) {
      if (e === next || rest.startsWith(e) || !/^[\u3041-\u309f]+$/.test(e)) continue;
      // the designer's token, or the token with the next one (「する。」 → 「される。」 keeps the 「。」)
      const d = editDistance(next, e);
      if (d <= Math.ceil(Math.max(next.length, e.length) / 2) && saysSame(next, e)) edit(pos, next, e);
    }
  }
  for (const e of literal)
    if (e.length <= SHORT && !rest.startsWith(e) && saysSame('', e) && /^[\u3041-\u309f、]+$/.test(e))
      edit(pos, '', e);
  // a 「、」 at the failure or right before it, or a particle with no known part
  if (next === '、') edit(pos, '、', '');
  if (line[pos - 1] === '、') edit(pos - 1, '、', '');
  if (next && /^[\u3041-\u309f]{1,2}$/.test(next) && saysSame(next, '')) edit(pos, next, '');
  return out.filter((e) => e.line !== line);
}

function clauseStartBefore(line: string, pos: number): number {
  for (let i = pos - 1; i >= 0; i--) if ('、。:：'.includes(line[i]) || line[i] === ']') return i + 1;
  return 0;
}

/** The lines the grammar reads whole found for a line: the search is the grammar's, not the card's (cached). */
const found = new Map<string, Repaired[]>();

/**
 * Lines made from `line` (canonical reading) by up to `limits.depth` edits at the places the grammar stops,
 * each letting it read further, that the grammar reads whole (at most `limits.found`), nearest first. The
 * search does not depend on the card: a line checked on several cards (or on each keystroke) is searched once.
 */
export function readableRepairs(line: string, limits: RepairLimits = REPAIR_LIMITS): Repaired[] {
  const key = `${limits.matches},${limits.depth},${limits.bridges},${limits.found}\u0000${line}`;
  const known = found.get(key);
  if (known) return known;
  if (found.size > 2000) found.clear();
  const grammar = cardGrammar();
  let budget = limits.matches;
  const out: Repaired[] = [];
  const seen = new Set<string>([line]);
  const first = grammar.match(line, 'textLine');
  budget--;
  const queue: { line: string; failure: Failure; replaced: string[]; added: string[]; depth: number }[] =
    first.succeeded() ? [] : [{ line, failure: failureOf(first), replaced: [], added: [], depth: 0 }];
  while (queue.length > 0 && budget > 0 && out.length < limits.found) {
    const state = queue.shift()!;
    const start = clauseStartBefore(state.line, state.failure.pos);
    for (const edit of editsAt(state.line, state.failure, start, limits)) {
      if (budget <= 0 || out.length >= limits.found) break;
      if (seen.has(edit.line)) continue;
      seen.add(edit.line);
      budget--;
      const result = grammar.match(edit.line, 'textLine');
      const repaired = {
        line: edit.line,
        replaced: [...state.replaced, edit.replaced],
        added: [...state.added, edit.added],
      };
      if (result.succeeded()) {
        out.push(repaired);
        continue;
      }
      const failure = failureOf(result);
      if (failure.pos >= edit.past && state.depth + 1 < limits.depth)
        queue.push({ ...repaired, failure, depth: state.depth + 1 });
    }
  }
  found.set(key, out);
  return out;
}

/** The readable repairs of `line` that `accept` takes (it checks meaning and compiles), up to `wanted`. */
export function repairLine(
  line: string,
  accept: (r: Repaired) => boolean,
  wanted: number,
  limits: RepairLimits = REPAIR_LIMITS,
): Repaired[] {
  const out: Repaired[] = [];
  for (const r of readableRepairs(line, limits)) {
    if (out.length >= wanted) break;
    if (accept(r)) out.push(r);
  }
  return out;
}
