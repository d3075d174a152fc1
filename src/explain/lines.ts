// The lines of a card's explanation, one string each: a search suggestion's 「意味」 (issue 22). The CLI and
// the language server hand this to the DSL compiler (codegen/dsl SuggestionExplainer), which sits below
// src/explain and never imports it.
import type { CardDefinition } from '../core/cardTypes.js';
import { explainCard } from './card.js';
import type { Lang } from './types.js';

export function explainLines(def: CardDefinition, lang: Lang = 'ja'): string[] {
  // nc10: a suggestion is compiled on a card of the kind alone, without the designer's セット対象, so its
  // 「セット先：キャラクターかワールド・セット（どちらのプレイヤーのものでもよい…）」 contradicted the card's own field:
  // the meaning is the line's, never where the card may be set
  return explainCard(def, lang).sections.flatMap((s) =>
    s.lines.filter((l) => l.kind !== 'setOn').map((l) => l.text),
  );
}

/** explainLines in `lang`, as the compiler's explainer. */
export function lineExplainer(lang: Lang = 'ja'): (def: CardDefinition) => string[] {
  return (def) => explainLines(def, lang);
}
