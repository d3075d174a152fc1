import { Reporter } from '../../codegen/dsl/diagnostics/report.js';
import { compileText } from '../../codegen/dsl/index.js';
import type { IRFile } from '../../codegen/dsl/ir.js';
import { LineCache } from '../../codegen/dsl/parse/matchLine.js';
import { parseFile } from '../../codegen/dsl/parse/parseFile.js';
import type { Diagnostic } from '../../codegen/dsl/types.js';
// Helpers for the DSL tests: parse a text to IR, strip spans, compile a snippet of card text.
import type { CardDefinition } from '../../src/core/cardTypes.js';

export function parse(text: string, file = 'test.hf'): { ir: IRFile; diagnostics: Diagnostic[] } {
  const reporter = new Reporter();
  const ir = parseFile(text, file, new LineCache({ keywords: [], traits: [] }), reporter);
  return { ir, diagnostics: reporter.diagnostics() };
}

/** A deep copy without source positions and layout-only fields, for comparing IR. */
export function stripSpans(value: unknown, drop: string[] = ['span']): unknown {
  if (Array.isArray(value)) return value.map((v) => stripSpans(v, drop));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!drop.includes(k)) out[k] = stripSpans(v, drop);
  return out;
}

/** One card from a header and text lines, e.g. card('コマンド', 2, ['キャラクター一体を対象とし、それを破壊する。']). */
export function cardText(kind: string, lines: string[], extra: string[] = []): string {
  const power = kind === 'キャラクター' ? ['パワー：2000'] : [];
  return [
    '【セット】t',
    '【カード】テスト',
    `種別：${kind}`,
    'コスト：2',
    ...power,
    ...extra,
    'テキスト：',
    ...lines.map((l) => `  ${l}`),
    '',
  ].join('\n');
}

/** Compiles one card; fails the test on any diagnostic. */
export function compileCard(kind: string, lines: string[], extra: string[] = []): CardDefinition {
  const result = compileText(cardText(kind, lines, extra), 'test.hf');
  if (result.diagnostics.length)
    throw new Error(result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return result.cards[0].def;
}
