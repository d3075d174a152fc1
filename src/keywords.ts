// Keyword abilities (HF-13). Each keyword is defined in rules/keywords.hf from 000's own [自動] definition
// and compiled by `hflux gen` into generated/keywords.ts; this module is the engine's view of that table.
// test/codegen/emit.test.ts keeps the expected expansions (written with the effect builders) as a golden.
import { KEYWORDS } from '../generated/keywords.js';
import type { Ability, KeywordName } from './core/cardTypes.js';
import { target } from './effects/builders.js';

const TABLE: Record<KeywordName, Ability[]> = KEYWORDS;

/** The abilities a keyword expands to. */
export function keywordAbilities(keyword: KeywordName): Ability[] {
  return TABLE[keyword];
}

export const KEYWORD_NAMES = Object.keys(TABLE) as KeywordName[];

/** Shorthand for card definitions: the expansion of a printed keyword. */
export function keyword(k: KeywordName): Ability[] {
  return TABLE[k];
}

export { target };
