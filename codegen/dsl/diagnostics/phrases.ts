// Known phrases for suggestions: the literal alternatives of each described grammar rule (e.g. every
// card type for 「種別…」), plus the project's keyword and trait names.
import type * as Ohm from 'ohm-js';
import { cardGrammar } from '../grammar.js';

export interface Phrases {
  keywords: string[];
  traits: string[];
}

interface PExpr {
  obj?: unknown;
  terms?: PExpr[];
  factors?: PExpr[];
  expr?: PExpr;
}

let byDescription: Map<string, string[]> | undefined;

function terminals(expr: PExpr, out: string[]): void {
  if (typeof expr.obj === 'string') out.push(expr.obj);
  for (const term of expr.terms ?? []) terminals(term, out);
  const factors = expr.factors ?? [];
  if (factors.length && factors.every((f) => typeof f.obj === 'string'))
    out.push(factors.map((f) => f.obj).join(''));
  else for (const factor of factors) terminals(factor, out);
  if (expr.expr) terminals(expr.expr, out);
}

function descriptions(): Map<string, string[]> {
  if (byDescription) return byDescription;
  byDescription = new Map();
  const rules = cardGrammar().rules as Record<string, { description?: string; body: Ohm.PExpr }>;
  for (const rule of Object.values(rules)) {
    if (!rule.description) continue;
    const out: string[] = [];
    terminals(rule.body as unknown as PExpr, out);
    byDescription.set(rule.description, out);
  }
  return byDescription;
}

/** The literal phrases of the rule described as `description` (none for an unknown description). */
export function phrasesOfDescription(description: string): string[] {
  return descriptions().get(description) ?? [];
}

/** What a failure text stands for: a description's phrases, or the literal itself. */
export function phrasesFor(text: string, phrases: Phrases): string[] {
  if (text === '【キーワード】') return phrases.keywords.map((k) => `【${k}】`);
  if (text === '《分類》') return phrases.traits.map((t) => `《${t}》`);
  return descriptions().get(text) ?? [text];
}
