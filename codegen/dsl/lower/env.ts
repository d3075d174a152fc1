// What lowering needs to know about where a phrase stands: the card, the kind of text, the keyword table,
// and where findings go.
import type { Ability, CardKind, KeywordName } from '../../../src/core/cardTypes.js';
import type { Finding } from '../diagnostics/report.js';

/** A keyword defined in rules/keywords.hf (HF-13). */
export interface KeywordEntry {
  /** The printed name without 【】, e.g. 反撃. */
  name: string;
  /** 識別子: the engine's KeywordName for the built-in six, or a designer's identifier. */
  id?: string;
  builtin?: KeywordName;
  abilities: Ability[];
}
export type KeywordTable = Map<string, KeywordEntry>;

export const BUILTIN_KEYWORDS: readonly KeywordName[] = [
  'counter',
  'vigilance',
  'pierce',
  'strike',
  'deathless',
  'godspeed',
];

export interface CardEnv {
  kind: CardKind;
  keywords: KeywordTable;
  report(finding: Finding): void;
}
