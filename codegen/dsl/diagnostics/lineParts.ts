// Issue 22 point 2: a text line split into its parts, for the compositional 「もしかして」 search
// (./partSearch.ts) and its bank (./partBank.json, codegen/dsl/tools/partBank.ts). A line is its lead (the
// ability marker and costs 「[自動] 」「[スリープ]：」, a designer's label 「登場時：」, and an auto ability's trigger
// clause 「…時、」「…たび、」) and its sentences (each ending in 「。」), each sentence its clauses (each ending in
// 「、」 or 「。」). Parts are cut in the line's template (numbers, traits, names and keywords as slots,
// ./lineSearch.ts), so a 「、」 or 「。」 inside a name never splits a part, and each part knows its slots.
import { SLOT, toSlots } from './lineSearch.js';

export type PartRole = 'lead' | 'sentence' | 'clause';

export interface LinePart {
  role: PartRole;
  /** Template text of the part (slots as slot characters). */
  template: string;
  /** [start, end) in the line's template. */
  start: number;
  end: number;
}

export interface SplitLine {
  template: string;
  values: ReturnType<typeof toSlots>['values'];
  /** Position in the line (as given) of each template position (length template.length + 1). */
  sourceAt: number[];
  lead: LinePart | undefined;
  sentences: LinePart[];
  clauses: LinePart[];
}

/** Ability markers and costs in brackets, then 「：」 or a space (the printed heads of the language). */
const BRACKET_HEAD = /^(?:【ダメージトリガー】|(?:\[[^\]]*\])+)\s*[:：]?\s*/;
/** A designer's timing label (「登場時：」「アタック時:」「起動：」): a short word before a colon. */
const LABEL_HEAD = /^[^\s。、:：[\]「」【】]{1,8}[:：]\s*/;
/** An auto ability's trigger clause, up to its 「時、」 or 「たび、」. */
const TRIGGER = /^[^。]*?(?:時|たび|際)、/;

/** Template positions mapped back to the line: a slot character stands for its whole value. */
function sourcePositions(line: string, template: string, values: SplitLine['values']): number[] {
  const at: number[] = [];
  let src = 0;
  let v = 0;
  for (let i = 0; i < template.length; i++) {
    at.push(src);
    const code = template.charCodeAt(i);
    src += code >= 0xe000 && code <= 0xe003 ? (values[v++]?.text.length ?? 1) : 1;
  }
  at.push(Math.min(src, line.length));
  return at;
}

/** The parts of a canonical (or designer-read) line. */
export function splitLine(line: string): SplitLine {
  const { template, values } = toSlots(line);
  const sourceAt = sourcePositions(line, template, values);
  let pos = 0;
  let lead: LinePart | undefined;
  const head = BRACKET_HEAD.exec(template)?.[0] ?? '';
  pos = head.length;
  const label = LABEL_HEAD.exec(template.slice(pos))?.[0] ?? '';
  pos += label.length;
  const auto = /^\[自動\]/.test(head) || label !== '';
  const trigger = auto ? (TRIGGER.exec(template.slice(pos))?.[0] ?? '') : '';
  // a continuous ability's 「…限り、」 or a condition is a clause, not a trigger: only 時／たび／際
  pos += trigger.length;
  if (pos > 0) lead = { role: 'lead', template: template.slice(0, pos), start: 0, end: pos };
  const sentences: LinePart[] = [];
  const clauses: LinePart[] = [];
  let sentenceStart = pos;
  let clauseStart = pos;
  let depth = 0;
  for (let i = pos; i < template.length; i++) {
    const ch = template[i];
    if (ch === '（' || ch === '(') depth++;
    else if (ch === '）' || ch === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if (ch === '、' || ch === '。') {
      clauses.push({
        role: 'clause',
        template: template.slice(clauseStart, i + 1),
        start: clauseStart,
        end: i + 1,
      });
      clauseStart = i + 1;
    }
    if (ch === '。') {
      sentences.push({
        role: 'sentence',
        template: template.slice(sentenceStart, i + 1),
        start: sentenceStart,
        end: i + 1,
      });
      sentenceStart = i + 1;
    }
  }
  if (clauseStart < template.length)
    clauses.push({
      role: 'clause',
      template: template.slice(clauseStart),
      start: clauseStart,
      end: template.length,
    });
  if (sentenceStart < template.length)
    sentences.push({
      role: 'sentence',
      template: template.slice(sentenceStart),
      start: sentenceStart,
      end: template.length,
    });
  return { template, values, sourceAt, lead, sentences, clauses };
}

/** The slot values a part of `split` holds, in order. */
export function valuesIn(split: SplitLine, part: LinePart): SplitLine['values'] {
  let before = 0;
  for (let i = 0; i < part.start; i++) if (isSlot(split.template.charCodeAt(i))) before++;
  let inside = 0;
  for (let i = part.start; i < part.end; i++) if (isSlot(split.template.charCodeAt(i))) inside++;
  return split.values.slice(before, before + inside);
}

function isSlot(code: number): boolean {
  return code >= 0xe000 && code <= 0xe003;
}

/**
 * What a part is about, as a set: its kanji one by one (「登場時」 and 「登場した時」 share 登・場・時), its katakana
 * words and its slot kinds. Hiragana (particles, okurigana, auxiliaries) is how it is said, not what.
 */
export function keyUnits(template: string): Set<string> {
  const units = new Set<string>();
  for (const ch of template)
    if (/[\u4e00-\u9fff々]/.test(ch) || Object.values(SLOT).includes(ch as never)) units.add(ch);
  for (const word of template.match(/[\u30a1-\u30fa\u30fc・]{2,}/g) ?? []) units.add(word);
  return units;
}
