// Issue 22 point 2: HF-E040 by mechanic family, not by quoted phrase. Each row of the HF-E040 table
// (./mechanics.ts) has an example sentence; the key words of the phrase its pattern marks there (kanji one by
// one, katakana words: ./lineParts.ts keyUnits) are the mechanic's signature — 「リロード・時」, 「ゲーム・勝・利」 —
// when some of them are not words most accepted parts share (キャラクター, 対象, 体…). A sentence the grammar cannot read, that
// the search found no suggestion for, and that has every word of a signature gets HF-E040 naming that
// mechanic, however it is worded — but only while no part the language accepts (./partBank.json) has all
// those words: a mechanic the language has, phrased differently, is never called missing.
//
// Second, a small lexicon of the verbs and nouns of mechanics the language lacks (MECHANIC_LEXICON: 「…するか…
// するかを選ぶ」, 「…しなければ攻撃できない」, 「…以上になった時」, 「同じ分類」…), each a family of wordings
// (particles, okurigana, conjugations free) and each naming a row of the HF-E040 table. It is looked up in the
// clause the grammar stops in and the rest of its sentence only, after the search found no suggestion, and an
// entry any accepted part matches is never used (the language has that wording).
import { keyUnits } from './lineParts.js';
import { toSlots } from './lineSearch.js';
import { type Mechanic, type MechanicMatch, UNSUPPORTED_MECHANICS } from './mechanics.js';
import { maskNotes } from './notes.js';
import { writtenPartBank as partBank } from './partSearch.js';
import { mechanicRowsOff } from './rowsSwitch.js';

interface Family {
  mechanic: Mechanic;
  signature: string[];
}

/** A key word in at least this share of the accepted parts says nothing about a mechanic. */
const COMMON_SHARE = 0.04;
/** …and one in this share is in nearly every sentence (キャラクター, 枚, 対象): it tells no two mechanics apart. */
const EVERYWHERE_SHARE = 0.15;

let families: Family[] | undefined;

function isSpecific(signature: string[]): boolean {
  return signature.length >= 2 || signature.some((u) => u.length >= 3);
}

/** Every accepted part's key words (leads, sentences, clauses). */
function acceptedUnits(): Set<string>[] {
  const bank = partBank();
  return [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) => p.units);
}

/** The families, computed once from the table and the bank. */
export function mechanicFamilies(): Family[] {
  if (families) return families;
  const accepted = acceptedUnits();
  const counts = new Map<string, number>();
  for (const units of accepted) for (const u of units) counts.set(u, (counts.get(u) ?? 0) + 1);
  const common = (u: string) => (counts.get(u) ?? 0) >= accepted.length * COMMON_SHARE;
  const everywhere = (u: string) => (counts.get(u) ?? 0) >= accepted.length * EVERYWHERE_SHARE;
  families = [];
  for (const mechanic of UNSUPPORTED_MECHANICS) {
    if (mechanic.family === false) continue;
    const match = new RegExp(mechanic.pattern.source, mechanic.pattern.flags.replace('g', '')).exec(
      mechanic.example,
    );
    if (!match) continue;
    // names, traits and keywords (「【深淵3】」) are the example's, not the mechanic's
    // every key word of the phrase (but the ones in nearly every sentence; a common word still tells two mechanics apart: 「攻撃が防御された時」 is not
    // 「防御した攻撃で破壊された時」), of which the uncommon ones make it specific
    const signature = [...keyUnits(toSlots(match[0]).template)].filter(
      (u) => !/[\uE000-\uE003]/.test(u) && !everywhere(u),
    );
    if (!isSpecific(signature.filter((u) => !common(u)))) continue;
    // the language accepts a part with all these words: the family is not missing (a row for a wording)
    if (accepted.some((units) => signature.every((u) => units.has(u)))) continue;
    families.push({ mechanic, signature });
  }
  return families;
}

/**
 * The mechanic family `sentence` (a sentence or clause the grammar cannot read, canonical reading) belongs to:
 * the one with the longest signature all of whose words it has.
 */
export function familyOf(sentence: string): Family | undefined {
  if (mechanicRowsOff()) return undefined;
  const units = keyUnits(sentence);
  let best: Family | undefined;
  for (const f of mechanicFamilies())
    if (f.signature.every((u) => units.has(u)) && (!best || f.signature.length > best.signature.length))
      best = f;
  return best;
}

/**
 * Word families of mechanics the language lacks (issue 22 point 2), each naming a row of ./mechanics.ts;
 * `words` defaults to that row's pattern. Families, not sentences: each is written for every wording of the
 * verb or noun (test/dsl/mechanics.test.ts has the variants).
 */
export const MECHANIC_LEXICON: { id: string; words?: RegExp }[] = [
  { id: 'otherPlayerChoice' },
  { id: 'defenseCost' },
  { id: 'whenPlayed' },
  { id: 'thresholdTrigger' },
  { id: 'sameTrait' },
  { id: 'ignoreCondition' },
  // a card put into the other player's hand, whoever chooses it, or taken from the other player's hand
  {
    id: 'giveCard',
    words:
      /(?:対戦)?相手は、?[^。]*?(?:あなた|自分自身|このキャラクターのプレイヤー)の手札に(?:加え|入れ|置)|(?:あなた|自分)は、?[^。]*?(?:対戦)?相手の手札に(?:加え|入れ|置)|(?:対戦)?相手の手札[^。]*?(?:あなた|自分)の手札に(?:加え|入れ|置)/,
  },
  // 「…を選び、破壊する。選べない場合、…」: what happens when nothing could be chosen
  { id: 'couldNotChoose' },
  // a set card (one or all of them) moved into a zone named 「あなたの」: it may be the opponent's (HF-3.4)
  {
    id: 'attachedToYourZone',
    words:
      /セットされて(?:いる|る)[^。]*?(?:あなた|自分)の(?:ガードデッキ|手札|トラッシュ|メインデッキ)(?:に|へ)(?:加え|置|入れ|戻)/,
  },
  // (splitTopBottom left the lexicon in the seventh round: 「…その中からカードを1枚選び、メインデッキの一番下に置き、
  // 残りを好きな順番でメインデッキの一番上に置く。」 is accepted now, so its words name no missing mechanic)
  // a note in brackets (./notes.ts): only where the grammar stops in it (codegen/dsl/searchSuggest.ts), the
  // lexicon itself reads the line with its notes masked
  { id: 'note' },
];

interface LexiconFamily {
  mechanic: Mechanic;
  words: RegExp;
}

let lexicon: LexiconFamily[] | undefined;

/** The lexicon's live entries: those no accepted part of the bank matches (computed once). */
export function lexiconFamilies(): LexiconFamily[] {
  if (lexicon) return lexicon;
  const bank = partBank();
  const accepted = [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) => p.template);
  lexicon = [];
  for (const entry of MECHANIC_LEXICON) {
    const mechanic = UNSUPPORTED_MECHANICS.find((m) => m.id === entry.id);
    if (!mechanic) continue;
    const words = new RegExp((entry.words ?? mechanic.pattern).source);
    if (accepted.some((t) => words.test(t))) continue;
    lexicon.push({ mechanic, words });
  }
  return lexicon;
}

/**
 * The lexicon family named in `text` (a sentence, canonical reading) by a phrase that reaches `from` or beyond
 * (the clause the grammar stops in: a phrase wholly before it was read, so it is not what is missing): the first
 * entry of the lexicon that matches (a choice between two actions before what one of them does).
 */
export function lexiconFamilyOf(
  text: string,
  from = 0,
): { mechanic: Mechanic; index: number; length: number } | undefined {
  if (mechanicRowsOff()) return undefined;
  for (const f of lexiconFamilies()) {
    const words = new RegExp(f.words.source, 'g');
    for (let m = words.exec(text); m; m = words.exec(text)) {
      if (m.index + m[0].length > from) return { mechanic: f.mechanic, index: m.index, length: m[0].length };
      if (m[0].length === 0) words.lastIndex++;
    }
  }
  return undefined;
}

/** Per row of the table: the accepted parts of the bank (templates, slots as in the bank) its pattern marks. */
let partsMarked: Map<string, string[]> | undefined;

function markedParts(mechanic: Mechanic): string[] {
  if (!partsMarked) {
    partsMarked = new Map();
    const bank = partBank();
    const templates = [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) => p.template);
    for (const m of UNSUPPORTED_MECHANICS) {
      const words = new RegExp(m.pattern.source);
      partsMarked.set(
        m.id,
        templates.filter((t) => words.test(t)),
      );
    }
  }
  return partsMarked.get(mechanic.id) ?? [];
}

/**
 * Does the language accept the words a row of the table marks at [index, index + length) of `text` (a sentence)?
 * True when an accepted part of the bank (./partBank.json, built from what the grammar reads: one source of truth,
 * so it stays true as mechanics are added) that the row's pattern marks too has the whole clause around them
 * (from the 、 or 。 before to the one after), numbers, traits, names and keywords aside:
 * 「この効果によってキャラクターが破壊された場合」 is a supported condition, not `resultRef`; 「対戦相手は次のターン
 * 終了時まで、コマンドをプレイできない」 is supported where 「対戦相手はコマンドをプレイできない」 is `forbidPlay`.
 */
export function acceptedPhrase(mechanic: Mechanic, text: string, index: number, length: number): boolean {
  const parts = markedParts(mechanic);
  if (parts.length === 0) return false;
  let from = Math.max(text.lastIndexOf('、', index - 1), text.lastIndexOf('。', index - 1)) + 1;
  const ends = ['、', '。'].map((c) => text.indexOf(c, index + length)).filter((i) => i >= 0);
  const to = ends.length > 0 ? Math.min(...ends) : text.length;
  // a clause of the marked words alone (「、そうでなければ、」) is told apart by the sentence before it
  if (text.slice(from, to).trim() === text.slice(index, index + length))
    from = text.lastIndexOf('。', index - 1) + 1;
  const clause = toSlots(text.slice(from, to).trim()).template;
  return clause.length > 0 && parts.some((t) => t.includes(clause));
}

/**
 * The first mechanic the language lacks named in `text` (a width-normalised sentence; `masked` is it with its notes
 * masked, ./notes.ts): like ./mechanics.ts findMechanic, but a phrase the language accepts in that wording
 * (acceptedPhrase) is never called missing (issue 22 point 2: precision).
 */
export function findMissingMechanic(text: string, masked = maskNotes(text)): MechanicMatch | undefined {
  if (mechanicRowsOff()) return undefined;
  let best: MechanicMatch | undefined;
  for (const mechanic of UNSUPPORTED_MECHANICS) {
    if (mechanic.searchFirst) continue; // named after the search (lexiconFamilyOf)
    const words = new RegExp(mechanic.pattern.source, 'g');
    const where = mechanic.inNotes ? text : masked;
    for (let match = words.exec(where); match; match = words.exec(where)) {
      if (match[0].length === 0) {
        words.lastIndex++;
        continue;
      }
      if (acceptedPhrase(mechanic, where, match.index, match[0].length)) continue;
      // at the same place, the longer match: the more specific row (issue 22)
      if (!best || match.index < best.index || (match.index === best.index && match[0].length > best.length))
        best = { mechanic, index: match.index, length: match[0].length };
      break;
    }
  }
  return best;
}
