// Hover in a card file: a rule ID's text; a keyword's definition (its block in rules/keywords.hf and what the
// engine understood of it); the explanation of a card named 「…」; the cards with a trait 《…》; else the
// explanation of the text line under the cursor, or of the whole card on its header and fields; on a line that
// did not compile, its diagnostics instead.
import type { Hover, Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import type { IRCard } from '../../codegen/dsl/ir.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { explainCard } from '../explain/index.js';
import { bracketAt } from './brackets.js';
import { cardAt, keywordDefAt, sectionsOfLine } from './cardContext.js';
import { LineMap } from './lineMap.js';
import { codeBlock, escapeMarkdown, explanationMarkdown, sectionsBlock } from './markdown.js';
import type { KeywordSite, ProjectModel } from './project.js';
import { type RuleLookup, ruleIdAt } from './ruleTexts.js';
import type { Lang } from './settings.js';

export interface HoverContext {
  model: ProjectModel;
  lang: Lang;
  rules: RuleLookup;
  /** The document's path as the compiler names it. */
  path: string;
}

const MAX_TRAIT_CARDS = 20;

function markdown(value: string, range?: Hover['range']): Hover {
  return { contents: { kind: 'markdown', value }, ...(range ? { range } : {}) };
}

/** The rule's text for a rule ID under the cursor (any file). */
export function ruleHover(lines: LineMap, position: Position, rules: RuleLookup): Hover | null {
  const point = lines.pointAt(position);
  const found = ruleIdAt(point.text, point.col - 1);
  if (!found) return null;
  const rule = rules(found.id);
  if (!rule) return null;
  const value = `**${rule.id} ${escapeMarkdown(rule.title)}** — ${escapeMarkdown(rule.where)}\n\n${rule.text}`;
  return markdown(value, lines.range(point.line, found.start + 1, found.end + 1));
}

/** A card's whole explanation. */
export function cardMarkdown(def: CardDefinition, context: HoverContext): string {
  const keywordNames = context.model.keywordName;
  return explanationMarkdown(explainCard(def, context.lang, { keywordNames }));
}

/** The keyword's 【キーワード】 block as written, and what the engine understood of its abilities. */
export function keywordMarkdown(site: KeywordSite, context: HoverContext): string {
  const { model, lang } = context;
  const where = `${site.path}:${site.def.span.line}`;
  const comments = site.def.leading.filter((c) => c !== '').map((c) => c.replace(/^(#|\/\/)\s?/, ''));
  const abilities = model.keywords.get(site.name)?.abilities ?? [];
  // keyword abilities are a character's (HF-13): explained as those of a card that has nothing else
  const asCard: CardDefinition = {
    id: `keyword/${site.name}`,
    name: `【${site.name}】`,
    kind: 'character',
    cost: 0,
    traits: [],
    power: 0,
    text: '',
    abilities,
  };
  const explained = sectionsBlock(explainCard(asCard, lang, { keywordNames: model.keywordName }).sections);
  return [
    `**【${escapeMarkdown(site.name)}】** (${escapeMarkdown(site.id)}) — ${escapeMarkdown(where)}`,
    ...comments.map(escapeMarkdown),
    codeBlock(site.source, 'hollowflux'),
    explained,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

function traitMarkdown(trait: string, model: ProjectModel, lang: Lang): string {
  const names = [...model.cards.values()].filter((c) => c.def?.traits.includes(trait)).map((c) => c.name);
  const shown = names.slice(0, MAX_TRAIT_CARDS).map((n) => `- ${escapeMarkdown(n)}`);
  const more = names.length - shown.length;
  const title =
    lang === 'ja'
      ? `**《${escapeMarkdown(trait)}》** を持つカード：${names.length}枚`
      : `**《${escapeMarkdown(trait)}》**: ${names.length} card(s)`;
  const rest = more > 0 ? [lang === 'ja' ? `ほか${more}枚` : `and ${more} more`] : [];
  return [title, ...shown, ...rest].join('\n');
}

function bracketHover(lines: LineMap, position: Position, context: HoverContext): Hover | null {
  const point = lines.pointAt(position);
  const found = bracketAt(point.text, point.col - 1);
  if (!found) return null;
  const range = lines.range(point.line, found.open + 1, Math.min(found.close + 2, point.text.length + 1));
  const { model } = context;
  if (found.kind === 'keyword') {
    const site = model.keywordSites.get(found.text);
    return site ? markdown(keywordMarkdown(site, context), range) : null;
  }
  if (found.kind === 'trait')
    return model.traits.has(found.text)
      ? markdown(traitMarkdown(found.text, model, context.lang), range)
      : null;
  const def = model.cards.get(found.text)?.def;
  return def ? markdown(cardMarkdown(def, context), range) : null;
}

/** How the compiler read the designer's wording on 1-based `line` (「山札 → メインデッキ」, issue 22), or ''. */
export function readingsMarkdown(card: IRCard, line: number, lang: Lang): string {
  const readings = card.lines.filter((l) => l.span.line === line).flatMap((l) => l.readings ?? []);
  if (readings.length === 0) return '';
  const title = lang === 'ja' ? '**読み替え（デザイナー語彙）**' : '**Readings (designer vocabulary)**';
  const items = [...readings]
    .sort((a, b) => a.span.col - b.span.col)
    .map((r) => `- ${escapeMarkdown(r.from)} → ${escapeMarkdown(r.to)}`);
  return `\n\n${[title, ...items].join('\n')}`;
}

/** The explanation of the text line (or the whole card) under the cursor; a keyword block's definition. */
function blockHover(lines: LineMap, position: Position, context: HoverContext): Hover | null {
  const { model, path } = context;
  const line = lines.pointAt(position).line;
  const keywordDef = [...model.keywordSites.values()].find(
    (s) => s.path === path && keywordDefAt([s.def], line),
  );
  if (keywordDef) return markdown(keywordMarkdown(keywordDef, context));
  const file = model.files.get(path);
  const at = file ? cardAt(file, line) : undefined;
  if (!at?.def) return null;
  const explanation = explainCard(at.def, context.lang, { keywordNames: model.keywordName });
  if (at.line) {
    const sections = sectionsOfLine(at.def, explanation, at.line);
    const read = readingsMarkdown(at.card, line, context.lang);
    if (sections.length)
      return markdown(explanationMarkdown(explanation, sections) + read, lines.lineRange(line));
  }
  return markdown(explanationMarkdown(explanation));
}

/**
 * A line that did not compile (issue 23): its errors, code and message, and that the card lacks the line — not
 * the explanation of the rest of the card, which would read as if the line were understood.
 */
function brokenLineHover(lines: LineMap, position: Position, context: HoverContext): Hover | null {
  const line = lines.pointAt(position).line;
  const errors = (context.model.diagnostics.get(context.path) ?? []).filter(
    (d) => d.severity === 'error' && d.line === line,
  );
  if (errors.length === 0) return null;
  const head =
    context.lang === 'ja'
      ? '**この行はコンパイルされていません**（エンジンはこの行を使いません）'
      : '**This line did not compile** (the engine does not use it)';
  const body = errors.map((d) => codeBlock(formatDiagnostic(d, context.lang), 'text'));
  return markdown([head, ...body].join('\n\n'), lines.lineRange(line));
}

export function cardFileHover(
  document: TextDocument,
  position: Position,
  context: HoverContext,
): Hover | null {
  const lines = new LineMap(document);
  return (
    ruleHover(lines, position, context.rules) ??
    bracketHover(lines, position, context) ??
    brokenLineHover(lines, position, context) ??
    blockHover(lines, position, context)
  );
}
