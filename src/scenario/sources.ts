import { namedSource, sourceLabel } from '../core/cardSource.js';
// Scenario failures name the `.hf` line of the cards they are about (issue 12), so that a failed expectation
// leads straight to the card text: 「焔断」（cards/starter/fire.hf:13）.
import type { CardDefinition } from '../core/cardTypes.js';
import { type Game, defOf } from '../engine/game.js';
import { type CardRefs, resolveRef } from './refs.js';

/** `file:line` of the definition named `name` in the scenario's game, if it has one. */
export function sourceOfName(game: Game, name: string): string | undefined {
  for (const def of game.defs.values()) if (def.name === name) return sourceLabel(def);
  return undefined;
}

/** The reference as written, followed by its card's `.hf` line: `焔断#2（cards/starter/fire.hf:13）`. */
export function refWithSource(game: Game, refs: CardRefs, ref: string): string {
  const def = defOfRef(game, refs, ref);
  const label = def ? sourceLabel(def) : undefined;
  return label ? `${ref}（${label}）` : ref;
}

/** The `.hf` lines of the cards some texts (step arguments, event fields) name: 「a」 file:line、…, or ''. */
export function sourcesOfRefs(game: Game, refs: CardRefs, texts: readonly unknown[]): string {
  const seen = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    const def = defOfRef(game, refs, text);
    const named = def ? namedSource(def) : undefined;
    if (named) seen.add(named);
  }
  return [...seen].join('、');
}

/** The definition of the first card a scenario reference means, if any. */
function defOfRef(game: Game, refs: CardRefs, ref: string): CardDefinition | undefined {
  const ids = resolveRef(game, refs, ref);
  return ids.length > 0 ? defOf(game, ids[0]) : undefined;
}
