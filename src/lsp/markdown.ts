// Hover texts in Markdown: explanations (src/explain) as `hflux explain` prints them, keyword definitions as
// written in rules/keywords.hf, rule texts. Card text is shown in code blocks, so nothing a designer wrote is
// read as Markdown.
import { type CardExplanation, type ExplainSection, sectionText } from '../explain/index.js';

/** A fenced block that no line of `text` can close early. */
export function codeBlock(text: string, language = 'text'): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Backslash-escapes Markdown's punctuation in plain text (a card name in a heading). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (c) => `\\${c}`);
}

/** Sections as `hflux explain` prints them (each title, its lines indented under it), in a code block; '' for none. */
export function sectionsBlock(sections: ExplainSection[]): string {
  const body = sections.flatMap((s) => [s.title, ...sectionText(s, '  ')]);
  return body.length ? codeBlock(body.join('\n')) : '';
}

/** 「■ name」 and the header line, then the given sections (default: all). */
export function explanationMarkdown(e: CardExplanation, sections: ExplainSection[] = e.sections): string {
  const head = `**■ ${escapeMarkdown(e.name)}**　${escapeMarkdown(e.header)}`;
  const block = sectionsBlock(sections);
  return block ? `${head}\n\n${block}` : head;
}
