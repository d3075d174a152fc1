// Checks across the project: duplicate names in a set (HF-E019), traits and card names referenced but
// never defined (HF-W021, HF-E020), 【奥義：word】 with no corresponding card (HF-W034), one name defined in
// two sets or two names with one key after NFKC and removing zero-width characters (HF-E070, see nameKey).
import { nameKey } from '../../../src/deck/nameKey.js';
import { closestName } from '../../../src/deck/suggest.js';
import type { Finding } from '../diagnostics/report.js';
import type { IRCard, IRName, Span } from '../ir.js';
import { walk } from './walk.js';

export interface ProjectIndex {
  traits: Set<string>;
  names: Set<string>;
}

/** Every trait and name a card or a face-down definition (HF-14.3) gives. */
export function indexCards(cards: IRCard[]): ProjectIndex {
  const index: ProjectIndex = { traits: new Set(), names: new Set() };
  for (const card of cards) {
    index.names.add(card.name.name);
    for (const t of card.traits?.traits ?? []) index.traits.add(t.name);
    walk(card.lines, (node) => {
      const definition =
        node.kind === 'faceDown' || node.kind === 'zoneSet'
          ? (node.definition as { name?: IRName; traits: IRName[] } | undefined)
          : undefined;
      if (definition) {
        if (definition.name) index.names.add(definition.name.name);
        for (const t of definition.traits) index.traits.add(t.name);
      }
      if (node.kind === 'grant' && (node.grant as { kind: string }).kind === 'trait')
        index.traits.add((node.grant as { name: IRName }).name.name);
    });
  }
  return index;
}

function suggestion(name: string, known: Set<string>): { suggestion?: string } {
  const s = closestName(name, known);
  return s ? { suggestion: s } : {};
}

export function checkReferences(card: IRCard, index: ProjectIndex, report: (f: Finding) => void): void {
  walk([card.lines, card.setOn], (node) => {
    const name = node.name as IRName | undefined;
    const span = node.span as Span | undefined;
    if (!span) return;
    if (node.kind === 'anyTrait')
      for (const trait of node.names as IRName[])
        if (!index.traits.has(trait.name))
          report({
            code: 'HF-W021',
            span: trait.span,
            args: { name: trait.name },
            ...mapSuggestion(suggestion(trait.name, index.traits), '《', '》'),
          });
    if (node.kind === 'trait' && name && !index.traits.has(name.name))
      report({
        code: 'HF-W021',
        span: name.span,
        args: { name: name.name },
        ...mapSuggestion(suggestion(name.name, index.traits), '《', '》'),
      });
    if (
      (node.kind === 'minWithTrait' || (node.kind === 'minOfKind' && node.trait)) &&
      !index.traits.has((node.trait as IRName).name)
    ) {
      const trait = node.trait as IRName;
      report({
        code: 'HF-W021',
        span: trait.span,
        args: { name: trait.name },
        ...mapSuggestion(suggestion(trait.name, index.traits), '《', '》'),
      });
    }
    if (node.kind === 'name' && name && !index.names.has(name.name))
      report({
        code: 'HF-E020',
        span: name.span,
        args: { name: name.name },
        ...mapSuggestion(suggestion(name.name, index.names), '「', '」'),
      });
  });
  const ougi = card.lines.find((l) => l.kind === 'ougi' && l.word);
  const word = ougi?.kind === 'ougi' ? ougi.word : undefined;
  if (word && ![...index.names].some((n) => n !== card.name.name && n.includes(word.name)))
    report({ code: 'HF-W034', span: word.span, args: { word: word.name } });
}

function mapSuggestion(s: { suggestion?: string }, open: string, close: string): { suggestion?: string } {
  return s.suggestion ? { suggestion: `${open}${s.suggestion}${close}` } : {};
}

/**
 * HF-E019: card ids (set/name) must be unique. HF-E070: a name is defined once in the whole project — the
 * same name in another set, or a name with the same nameKey (NFKC, zero-width characters removed), is an
 * error, so no lookup (deck lists, cardByName) ever has two cards to choose from.
 */
export function checkDuplicates(
  cards: { card: IRCard; setId: string }[],
  report: (f: Finding) => void,
): void {
  const first = new Map<string, IRCard>();
  const byKey = new Map<string, { card: IRCard; setId: string }>();
  for (const { card, setId } of cards) {
    const key = `${setId}/${card.name.name}`;
    const seen = first.get(key);
    if (seen) {
      const at = `${seen.span.file}:${seen.span.line}`;
      report({
        code: 'HF-E019',
        span: card.name.span,
        args: { name: card.name.name, set: setId, first: at },
      });
      continue;
    }
    first.set(key, card);
    const other = byKey.get(nameKey(card.name.name));
    if (other) {
      // nc8 finding 16: at both definitions, each naming the other — the set folders' order says nothing of
      // which card was just written, so the new card's file gets the error too, not only the older one's
      report(ambiguous(card, other.card, setId, other.setId));
      report(ambiguous(other.card, card, other.setId, setId));
    } else byKey.set(nameKey(card.name.name), { card, setId });
  }
}

function ambiguous(card: IRCard, other: IRCard, setId: string, otherSet: string): Finding {
  const same = card.name.name === other.name.name;
  const why = same
    ? `セット${otherSet}とセット${setId}の両方にあります`
    : 'Unicode NFKC と幅0文字の除去で同じになります';
  const whyEn = same
    ? `defined in set ${otherSet} and in set ${setId}`
    : 'equal after Unicode NFKC and removing zero-width characters';
  return {
    code: 'HF-E070',
    span: card.name.span,
    args: {
      name: card.name.name,
      other: other.name.name,
      first: `${other.span.file}:${other.span.line}`,
      why,
      whyEn,
    },
  };
}
