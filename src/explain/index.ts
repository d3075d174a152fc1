// `hflux explain`: what the engine understood of a card definition, in plain Japanese or English. Pure
// functions over src/core/cardTypes.ts (no Node imports), shared by the CLI, CARDS.md and the playtest UI.
export { type ExplainOptions, explainCard, explainKeyword } from './card.js';
export { explainLines, lineExplainer } from './lines.js';
export { renderExplanation, sectionText } from './render.js';
export type { CardExplanation, ExplainLine, ExplainSection, KeywordNames, Lang, LineKind } from './types.js';
