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
      return def.ougi ? [sections[0]] : [];
    case 'kuusou':
      return def.kuusou ? [sections[def.ougi ? 1 : 0]] : [];
    case 'trashPlay': // issue 22: after 【奥義】, 【空装】 and the play condition
      return def.trashPlay
        ? [sections[(def.ougi ? 1 : 0) + (def.kuusou ? 1 : 0) + (def.playCondition ? 1 : 0)]]
        : [];
    case 'playOnly':
      return def.playCondition ? [sections[(def.ougi ? 1 : 0) + (def.kuusou ? 1 : 0)]] : [];
    case 'playCarnage': // i22x7: after 【奥義】, 【空装】, the play condition and the trash play
      return def.playCarnage
        ? [
            sections[
              (def.ougi ? 1 : 0) +
                (def.kuusou ? 1 : 0) +
                (def.playCondition ? 1 : 0) +
                (def.trashPlay ? 1 : 0)
            ],
          ]
        : [];
    case 'extraCost': // mech13: right after the play carnage
      return def.extraCost
        ? [
            sections[
              (def.ougi ? 1 : 0) +
                (def.kuusou ? 1 : 0) +
                (def.playCondition ? 1 : 0) +
                (def.trashPlay ? 1 : 0) +
                (def.playCarnage ? 1 : 0)
            ],
          ]
        : [];
    case 'namePlayLimit': // mech15: right after the extra cost
      return def.namePlayLimit
        ? [
            sections[
              (def.ougi ? 1 : 0) +
                (def.kuusou ? 1 : 0) +
                (def.playCondition ? 1 : 0) +
                (def.trashPlay ? 1 : 0) +
                (def.playCarnage ? 1 : 0) +
                (def.extraCost ? 1 : 0)
            ],
          ]
        : [];
    case 'onceRef':
      return [];
    case 'effect':
    case 'mode': {
      const own = def.abilities.findIndex((a) => a.text === printTextLine(line));
      if (own >= 0) return [sections[firstAbility + own]]; // 「このカードは、…コストが1少なくなる」 (issue 22)
      // セット先 and the effect, between 【空装】 (and the play condition) and the abilities
      const before =
        (def.ougi ? 1 : 0) +
        (def.kuusou ? 1 : 0) +
        (def.playCondition ? 1 : 0) +
        (def.trashPlay ? 1 : 0) +
        (def.playCarnage ? 1 : 0) +
        (def.extraCost ? 1 : 0);
      return sections.slice(before, firstAbility);
    }
  }
}
