// Keyword abilities (HF-13). Every keyword is data: a 【キーワード】 block of rules/keywords.hf, compiled by
// `hflux gen` into generated/keywords.ts. This module is the engine's view of that table; nothing here (or
// anywhere else) lists keyword names. What a keyword does is read from its definition (its abilities), never
// from its identifier.
import { KEYWORDS, type KnownKeyword } from '../generated/keywords.js';
import type { Ability, KeywordName, Trigger } from './core/cardTypes.js';
import { target } from './effects/builders.js';

export type { KnownKeyword };

const TABLE: Readonly<Record<KeywordName, Ability[]>> = KEYWORDS;

/** Every keyword's identifier, in the order of rules/keywords.hf. */
export const KEYWORD_NAMES = Object.keys(TABLE) as KnownKeyword[];

/** Is it the identifier of a keyword defined in rules/keywords.hf? */
export function isKnownKeyword(keyword: string): keyword is KnownKeyword {
  return Object.hasOwn(TABLE, keyword);
}

/**
 * The abilities a keyword expands to. A keyword that rules/keywords.hf does not define (definitions compiled
 * against another keyword file, or `hflux gen` not run) is an error, never an empty expansion.
 */
export function keywordAbilities(keyword: KeywordName): Ability[] {
  if (!isKnownKeyword(keyword))
    throw new Error(`unknown keyword '${keyword}': not defined in rules/keywords.hf (run \`npm run gen\`)`);
  return TABLE[keyword];
}

/** Shorthand for hand-written card definitions: the expansion of a printed keyword. */
export function keyword(k: KnownKeyword): Ability[] {
  return TABLE[k];
}

/** The printed name, e.g. 反撃 for counter (from the expansion's text 【反撃】; the identifier without one). */
export function keywordPrintedName(keyword: KeywordName): string {
  const text = isKnownKeyword(keyword) ? TABLE[keyword][0]?.text : undefined;
  return text?.match(/^【(.+)】$/)?.[1] ?? keyword;
}

/**
 * Does the keyword's definition hold an auto ability on this trigger event? E.g. 'defenseSucceededDamage'
 * for keywords that strike back like 【反撃】 (HF-13.1). False for an unknown keyword.
 */
export function keywordTriggersOn(keyword: KeywordName, on: Trigger['on']): boolean {
  if (!isKnownKeyword(keyword)) return false;
  return TABLE[keyword].some((a) => a.kind === 'auto' && a.trigger.on === on);
}

export { target };
