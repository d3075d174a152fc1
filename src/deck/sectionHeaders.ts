// Section headers of a deck list. Accepted (ASCII letters in any case, half- or full-width brackets and colons):
//   [main]  [guard]  [extra]             — bracketed English names
//   [メイン] [メインデッキ] …             — bracketed Japanese names (メイン/メインデッキ, ガード/ガードデッキ,
//                                          追加/追加デッキ)
//   main: / メインデッキ: / ガードデッキ： / 追加デッキ: … — any of those names followed by a colon, nothing after it
import type { DeckSection } from './types.js';

/** Each section's names (ASCII ones in any letter case); the editor's deck-list grammar reads them too. */
export const SECTION_NAMES: Readonly<Record<DeckSection, readonly string[]>> = {
  main: ['main', 'メイン', 'メインデッキ'],
  guard: ['guard', 'ガード', 'ガードデッキ'],
  extra: ['extra', '追加', '追加デッキ'],
};

const BRACKETED = /^[[［]\s*(.+?)\s*[\]］]$/;
const WITH_COLON = /^(.+?)\s*[:：]$/;

/** The section a (comment-free, trimmed) line opens, or undefined when it is not a header. */
export function parseSectionHeader(line: string): DeckSection | undefined {
  const label = (BRACKETED.exec(line) ?? WITH_COLON.exec(line))?.[1];
  return label === undefined ? undefined : sectionNamed(label);
}

function sectionNamed(label: string): DeckSection | undefined {
  const wanted = label.toLowerCase();
  const sections = Object.keys(SECTION_NAMES) as DeckSection[];
  return sections.find((section) => SECTION_NAMES[section].includes(wanted));
}
