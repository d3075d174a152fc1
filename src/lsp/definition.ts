// Go to definition: a keyword 【…】 goes to its 【キーワード】 block in rules/keywords.hf, a card name 「…」 (in a
// card file), a deck-list line or a scenario to the card's 【カード】 line.
import type { Location, Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceSpan } from '../../codegen/dsl/index.js';
import { nameKey } from '../deck/nameKey.js';
import { bracketAt } from './brackets.js';
import { LineMap } from './lineMap.js';
import type { CardSite, ProjectModel } from './project.js';

/** A compiler span of a file as an editor location (server.ts reads the file it is in). */
export type Locate = (path: string, span: SourceSpan) => Location;

/** The card a name means: exactly, or by nameKey (NFKC, zero-width characters removed) as deck lists do. */
export function cardNamed(model: ProjectModel, name: string): CardSite | undefined {
  const exact = model.cards.get(name);
  if (exact) return exact;
  const key = nameKey(name);
  return [...model.cards.values()].find((site) => nameKey(site.name) === key);
}

export function cardFileDefinition(
  document: TextDocument,
  position: Position,
  model: ProjectModel,
  locate: Locate,
): Location | null {
  const point = new LineMap(document).pointAt(position);
  const found = bracketAt(point.text, point.col - 1);
  if (!found) return null;
  if (found.kind === 'keyword') {
    const site = model.keywordSites.get(found.text);
    return site ? locate(site.path, site.def.name.span) : null;
  }
  if (found.kind !== 'quote') return null;
  const card = model.cards.get(found.text);
  return card ? locate(card.path, card.nameSpan) : null;
}
