// Where a card is written (issue 12): `cards/starter/fire.hf:13`, the line of its 【カード】 header. Events,
// IllegalActionError, scenario failures and shrunk fuzz scenarios name it so that a designer goes from a run
// straight to the card text.
import type { CardDefinition } from './cardTypes.js';

const LABELS = new WeakMap<CardDefinition, string | null>();

/** `file:line` of the card's `.hf` header, or undefined for a definition with no source. */
export function sourceLabel(def: CardDefinition): string | undefined {
  let label = LABELS.get(def);
  if (label === undefined) {
    label = def.source ? `${def.source.file}:${def.source.line}` : null;
    LABELS.set(def, label);
  }
  return label ?? undefined;
}

/** 「name」 cards/starter/fire.hf:13, for lists of cards; undefined for a definition with no source. */
export function namedSource(def: CardDefinition): string | undefined {
  const label = sourceLabel(def);
  return label ? `「${def.name}」 ${label}` : undefined;
}

/** 「name」（cards/starter/fire.hf:13）, or 「name」 when the definition has no source. */
export function cardWithSource(def: CardDefinition): string {
  const label = sourceLabel(def);
  return label ? `「${def.name}」（${label}）` : `「${def.name}」`;
}
