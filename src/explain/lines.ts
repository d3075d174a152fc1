// The lines of a card's explanation, one string each: a search suggestion's 「意味」 (issue 22). The CLI and
// the language server hand this to the DSL compiler (codegen/dsl SuggestionExplainer), which sits below
// src/explain and never imports it.
import type { CardDefinition } from '../core/cardTypes.js';
import { explainCard } from './card.js';
import type { Lang } from './types.js';

export function explainLines(def: CardDefinition, lang: Lang = 'ja'): string[] {
  return explainCard(def, lang).sections.flatMap((s) => s.lines.map((l) => l.text));
}

/** explainLines in `lang`, as the compiler's explainer. */
export function lineExplainer(lang: Lang = 'ja'): (def: CardDefinition) => string[] {
  return (def) => explainLines(def, lang);
}
