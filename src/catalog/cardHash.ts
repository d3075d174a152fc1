// Card versions (issue 16): a replay — a saved game, a recorded scenario, a sim sample — carries the hash of
// every card definition it uses, so that loading it after a card has changed fails with the changed cards'
// names instead of replaying a different game. A card's hash is SHA-256 (src/core/sha256.ts, pure: the
// engine runs in browsers) of its definition's canonical JSON — keys sorted at every level — without
// `source`: where a card is written (file and line) moves when a card above it is edited, and does not change
// what the card does. Everything else counts, the printed text included. 16 hex digits (64 bits) are kept.
import { canonicalJson } from '../core/canonicalJson.js';
import { cardWithSource } from '../core/cardSource.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { sha256Hex } from '../core/sha256.js';

/** Hex digits of a card hash. */
export const CARD_HASH_LENGTH = 16;
export const CARD_HASH_PATTERN = /^[0-9a-f]{16}$/;

/** Card definition id → its hash: what a replay records. */
export type CardVersions = Record<string, string>;

export { canonicalJson };

// Definitions are never edited in place (docs/engine.md), so a hash is kept per definition object.
const HASHES = new WeakMap<CardDefinition, string>();

/** The card's version: 16 hex digits of SHA-256 of its canonical JSON without `source`. */
export function cardHash(def: CardDefinition): string {
  let hash = HASHES.get(def);
  if (hash === undefined) {
    const { source: _where, ...what } = def;
    hash = sha256Hex(canonicalJson(what)).slice(0, CARD_HASH_LENGTH);
    HASHES.set(def, hash);
  }
  return hash;
}

/** The versions of `defs`, by id in code-point order (so that equal sets of cards give equal JSON). */
export function cardVersions(defs: Iterable<CardDefinition>): CardVersions {
  const byId = new Map<string, CardDefinition>();
  for (const def of defs) byId.set(def.id, def);
  const out: CardVersions = {};
  for (const id of [...byId.keys()].sort()) out[id] = cardHash(byId.get(id)!);
  return out;
}

/** A card whose definition is not the one a replay was made with. */
export interface ChangedCard {
  id: string;
  /** The current definition; undefined when the card no longer exists. */
  now: CardDefinition | undefined;
}

/** The cards of `recorded` whose current definition (`lookup`) is missing or hashes differently. */
export function changedCards(
  recorded: Readonly<CardVersions>,
  lookup: (id: string) => CardDefinition | undefined,
): ChangedCard[] {
  const out: ChangedCard[] = [];
  for (const id of Object.keys(recorded).sort()) {
    const now = lookup(id);
    if (!now || cardHash(now) !== recorded[id]) out.push({ id, now });
  }
  return out;
}

/** The changed cards for a message: 「name」（file:line） each, or the id of a card that no longer exists. */
export function describeChangedCards(changed: readonly ChangedCard[], lang: 'ja' | 'en'): string {
  const gone = lang === 'ja' ? '（今はありません）' : ' (no longer defined)';
  return changed
    .map((c) => (c.now ? cardWithSource(c.now) : `「${c.id.slice(c.id.indexOf('/') + 1)}」${gone}`))
    .join(lang === 'ja' ? '、' : ', ');
}

/**
 * "Cards have changed since …: 「name」（file:line）, …", Japanese and English; `since` says since when (the
 * save was made, the scenario was recorded, …). Callers add what to do about it.
 */
export function changedCardsMessage(
  since: { ja: string; en: string },
  changed: readonly ChangedCard[],
): { ja: string; en: string } {
  return {
    ja: `${since.ja}からカードの定義が変わっています：${describeChangedCards(changed, 'ja')}`,
    en: `cards have changed since ${since.en}: ${describeChangedCards(changed, 'en')}`,
  };
}
