// generated/CARDS.md: the card list per set, rendered by Handlebars from the template shipped in
// codegen/templates/ (only that template is ever compiled). The template gets a view model of strings that
// are already Markdown-safe (see `cell`), so it is compiled with noEscape and cannot forget to escape.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import type { Ability, CardDefinition, CardKind } from '../../src/core/cardTypes.js';
import { type KeywordNames, explainCard } from '../../src/explain/index.js';
import { GenError } from '../errors.js';

export const CARDS_TEMPLATE = fileURLToPath(new URL('../templates/cards.md.hbs', import.meta.url));

export interface MarkdownSet {
  id: string;
  sources: readonly string[];
  cards: readonly CardDefinition[];
}

/** The printed text of a card: the DSL's canonical printer when there is one, else the card's `text`. */
export type TextOf = (card: CardDefinition) => string;

const KIND_LABELS: Record<CardKind, string> = {
  character: 'キャラクター',
  command: 'コマンド',
  set: 'セット',
  worldSet: 'ワールド・セット',
};

let compiled: { source: string; render: HandlebarsTemplateDelegate } | undefined;

function template(): HandlebarsTemplateDelegate {
  let source: string;
  try {
    source = readFileSync(CARDS_TEMPLATE, 'utf8');
  } catch (error) {
    throw new GenError(`codegen/templates/cards.md.hbs: cannot read: ${(error as Error).message}`);
  }
  if (compiled?.source !== source) {
    const env = Handlebars.create();
    compiled = { source, render: env.compile(source, { noEscape: true, strict: true }) };
  }
  return compiled.render;
}

/**
 * `keywords`: the keyword table being generated (rules/keywords.hf), so that the explanations name keywords
 * as this build defines them rather than as the previous build's generated/keywords.ts did.
 */
export function emitCardsMarkdown(
  header: string,
  sets: readonly MarkdownSet[],
  textOf: TextOf,
  keywords?: Readonly<Record<string, Ability[]>>,
): string {
  const names = keywords ? keywordNamesOf(keywords) : undefined;
  const namesKey = keywords ? JSON.stringify(Object.keys(keywords).map(names!)) : '';
  const view = {
    header: header.replace(/--/g, '- -').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;')),
    sets: sets.map((set) => ({
      id: cell(set.id),
      count: String(set.cards.length),
      sources: set.sources.map(cell).join('、'),
      cards: set.cards.map((card) => ({
        name: cell(card.name),
        kind: Object.hasOwn(KIND_LABELS, card.kind) ? KIND_LABELS[card.kind] : cell(String(card.kind)),
        cost: String(card.cost),
        traits: card.traits.length > 0 ? cell(card.traits.map((t) => `《${t}》`).join('')) : '—',
        power: powerLabel(card),
        text: cell(textOf(card)) || '—',
        explanation: cachedExplanation(card, names, namesKey),
      })),
    })),
  };
  try {
    return template()(view);
  } catch (error) {
    throw new GenError(`codegen/templates/cards.md.hbs: ${(error as Error).message}`);
  }
}

/**
 * Explanations by card object: the watch generator's file cache hands back the same definitions for unchanged
 * files, so only the edited cards are explained again. `namesKey` stands for the keyword names used.
 */
const explanations = new WeakMap<CardDefinition, { namesKey: string; cell: string }>();

function cachedExplanation(card: CardDefinition, names: KeywordNames | undefined, namesKey: string): string {
  const hit = explanations.get(card);
  if (hit?.namesKey === namesKey) return hit.cell;
  const cell = explanationCell(card, names);
  explanations.set(card, { namesKey, cell });
  return cell;
}

/**
 * What the engine understood of the card (`hflux explain`, src/explain/) as one table cell: each section's
 * title in bold, its lines under it indented with full-width spaces by depth.
 */
export function explanationCell(card: CardDefinition, keywordNames?: KeywordNames): string {
  const sections = explainCard(card, 'ja', { keywordNames }).sections;
  if (sections.length === 0) return '—';
  return sections
    .flatMap((section) => [
      `**${cell(section.title)}**`,
      ...section.lines.map((line) => `${'\u3000'.repeat(line.depth + 1)}${cell(line.text)}`),
    ])
    .join('<br>');
}

/** Printed keyword names from a keyword table (the expansion's text 【反撃】; the identifier without one). */
function keywordNamesOf(keywords: Readonly<Record<string, Ability[]>>): KeywordNames {
  return (keyword) => {
    const text = Object.hasOwn(keywords, keyword) ? keywords[keyword][0]?.text : undefined;
    return text?.match(/^【(.+)】$/)?.[1] ?? keyword;
  };
}

function powerLabel(card: CardDefinition): string {
  if (card.kind === 'character') return String(card.power);
  if (card.kind === 'set')
    return card.power > 0 ? `+${card.power}` : card.power < 0 ? String(card.power) : '±0';
  return '—';
}

/**
 * `text` as the content of one Markdown table cell: HTML and Markdown syntax characters are escaped, `|`
 * cannot end the cell, and line breaks (including U+2028 / U+2029) become `<br>`.
 */
export function cell(text: string): string {
  return text
    .replace(/[\\`*_[~|]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '<br>')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`);
}
