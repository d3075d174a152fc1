// Where the cursor stands in a compiled card file: which card block, which of its text lines, and what that
// line compiled to in the card's explanation (src/explain). explainCard lists a card's sections in a fixed
// order — 【奥義】, 【空装】, セット先, the effect of a command or set card, one per ability, 【ダメージトリガー】 —
// so a line's sections are found by position, never by matching titles.
import type { CompiledFile } from '../../codegen/dsl/compile.js';
import type { IRCard, IRKeywordDef, IRTextLine } from '../../codegen/dsl/ir.js';
import { printTextLine } from '../../codegen/dsl/print/line.js';
import type { CardDefinition } from '../core/cardTypes.js';
import type { CardExplanation, ExplainSection } from '../explain/index.js';

export interface CardAt {
  card: IRCard;
  def?: CardDefinition;
  /** The text line under the cursor (a 「・」 mode line counts as the line that chooses it). */
  line?: IRTextLine;
}

function within(span: { line: number; endLine: number }, line: number): boolean {
  return span.line <= line && line <= span.endLine;
}

/** The card block holding 1-based `line` of a compiled file, with its definition and text line. */
export function cardAt(file: CompiledFile, line: number): CardAt | undefined {
  const card = file.ir.cards.find((c) => within(c.span, line));
  if (!card) return undefined;
  const def = file.cards.find((c) => c.span.start === card.span.start)?.def;
  const index = card.lines.findIndex((l) => within(l.span, line));
  let i = index;
  while (i > 0 && card.lines[i].kind === 'mode') i--;
  return { card, def, line: i >= 0 ? card.lines[i] : undefined };
}

/** The keyword definition block holding 1-based `line` of rules/keywords.hf. */
export function keywordDefAt(defs: IRKeywordDef[], line: number): IRKeywordDef | undefined {
  return defs.find((d) => within(d.span, line));
}

/**
 * The sections explain puts first, in this order, each one only when the definition has it: 【奥義】, 【空装】, the play
 * condition, the play from the trash (issue 22), the play carnage (i22x7), the extra cost (mech13), the play limit
 * per card name (mech15). Each pairs the text line's kind with the definition's field.
 */
const LEADING = [
  ['ougi', 'ougi'],
  ['kuusou', 'kuusou'],
  ['playOnly', 'playCondition'],
  ['trashPlay', 'trashPlay'],
  ['playCarnage', 'playCarnage'],
  ['extraCost', 'extraCost'],
  ['namePlayLimit', 'namePlayLimit'],
] as const;

type LeadingKind = (typeof LEADING)[number][0];

/** How many of the first `n` leading sections the definition has. */
function leadingCount(def: CardDefinition, n: number): number {
  return LEADING.slice(0, n).filter(([, field]) => Boolean(def[field])).length;
}

/** The leading section of a line of kind `kind`, if the definition has it. */
function leadingSection(
  def: CardDefinition,
  sections: ExplainSection[],
  kind: LeadingKind,
): ExplainSection[] {
  const i = LEADING.findIndex(([k]) => k === kind);
  const field = LEADING[i][1];
  return def[field] ? [sections[leadingCount(def, i)]] : [];
}

/** The sections of `explanation` (of `def`) that explain one text line of the card. */
export function sectionsOfLine(
  def: CardDefinition,
  explanation: CardExplanation,
  line: IRTextLine,
): ExplainSection[] {
  const sections = explanation.sections;
  const trigger = def.damageTrigger ? 1 : 0;
  const firstAbility = sections.length - def.abilities.length - trigger;
  const abilitySections = (texts: string[]) =>
    def.abilities.flatMap((a, i) =>
      a.text !== undefined && texts.includes(a.text) ? [sections[firstAbility + i]] : [],
    );
  switch (line.kind) {
    case 'auto':
    case 'activated': {
      const text = printTextLine(line);
      const i = def.abilities.findIndex((a) => a.text === text);
      return i >= 0 ? [sections[firstAbility + i]] : [];
    }
    case 'keywords':
      return abilitySections(line.names.map((n) => `【${n.name}】`));
    case 'damageTrigger':
      return trigger ? [sections[sections.length - 1]] : [];
    case 'ougi':
    case 'kuusou':
    case 'playOnly':
    case 'trashPlay':
    case 'playCarnage':
    case 'extraCost':
    case 'namePlayLimit':
      return leadingSection(def, sections, line.kind);
    case 'onceRef':
      return [];
    case 'effect':
    case 'mode': {
      const own = def.abilities.findIndex((a) => a.text === printTextLine(line));
      if (own >= 0) return [sections[firstAbility + own]]; // 「このカードは、…コストが1少なくなる」 (issue 22)
      // セット先 and the effect, between 【空装】 (and the play condition) and the abilities
      return sections.slice(leadingCount(def, LEADING.length), firstAbility);
    }
  }
}
