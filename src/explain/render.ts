// Plain-text rendering of explanations (CLI, CARDS.md).
import type { CardExplanation, ExplainSection } from './types.js';

/** The section's lines, indented two spaces per depth. */
export function sectionText(section: ExplainSection, indent = ''): string[] {
  return section.lines.map((l) => `${indent}${'  '.repeat(l.depth)}${l.text}`);
}

/** 「■ 名前」, the header line, then each section with its lines indented under its title. */
export function renderExplanation(e: CardExplanation): string {
  const out = [`■ ${e.name}`, `  ${e.header}`];
  if (e.sections.length === 0) out.push(e.lang === 'ja' ? '  テキストなし' : '  No text');
  for (const section of e.sections) {
    out.push(`  ${section.title}`);
    out.push(...sectionText(section, '    '));
  }
  return `${out.join('\n')}\n`;
}
