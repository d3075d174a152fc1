// Issue 22 point 2: HF-E040 by mechanic family, not by quoted phrase. Each row of the HF-E040 table
// (./mechanics.ts) has an example sentence; the key words of the phrase its pattern marks there (kanji one by
// one, katakana words: ./lineParts.ts keyUnits) are the mechanic's signature — 「リロード・時」, 「ゲーム・勝・利」 —
// when some of them are not words most accepted parts share (キャラクター, 対象, 体…). A sentence the grammar cannot read, that
// the search found no suggestion for, and that has every word of a signature gets HF-E040 naming that
// mechanic, however it is worded — but only while no part the language accepts (./partBank.json) has all
// those words: a mechanic the language has, phrased differently, is never called missing.
import { keyUnits } from './lineParts.js';
import { toSlots } from './lineSearch.js';
import { type Mechanic, UNSUPPORTED_MECHANICS } from './mechanics.js';
import { partBank } from './partSearch.js';

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
  const units = keyUnits(sentence);
  let best: Family | undefined;
  for (const f of mechanicFamilies())
    if (f.signature.every((u) => units.has(u)) && (!best || f.signature.length > best.signature.length))
      best = f;
  return best;
}
