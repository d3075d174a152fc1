// Random LEGAL decks for the game fuzzer (HF-1): 30 main + 10 guard, at most 3 copies of a name across all
// decks, and — when a 【空装】 card that grants an extra deck is in the guard deck and its condition holds —
// a 7-card extra deck under that licence (HF-1.4, HF-13.8). Decks are built from plain "genes" (numbers) so
// that fast-check can shrink them: smaller numbers pick cards earlier in the pool.
import fc from 'fast-check';
import { ALL_SETS } from '../../generated/index.js';
import { GAME_RULES } from '../../generated/rules.js';
import type { CardDefinition, DeckCondition } from '../core/cardTypes.js';
import { validateDeck } from '../deck/index.js';
import type { Deck } from '../deck/types.js';
import { knownSets } from './config.js';

/** The cards of the named sets, in a stable order (set order, then the set's own order). */
export function cardPool(sets: readonly string[]): CardDefinition[] {
  const pool: CardDefinition[] = [];
  const seen = new Set<string>();
  for (const id of sets) {
    const cards = ALL_SETS.find((s) => s.id === id)?.cards;
    if (!cards) throw new Error(`unknown card set "${id}" (known: ${knownSets().join(', ')})`);
    for (const c of cards) {
      if (seen.has(c.name)) continue; // HF-1.2 counts names: one definition per name
      seen.add(c.name);
      pool.push(c);
    }
  }
  if (pool.length === 0) throw new Error('the card pool is empty');
  return pool;
}

/**
 * Why no legal deck can be drawn from the pool, or null: a normal deck needs 30 + 10 cards at most 3 of a name
 * (HF-1.1, HF-1.2), so at least 14 names. A new set of a few cards alone is too small (the fuzzer would
 * otherwise fail inside fast-check with no game run): the message says to add a set.
 */
export function poolProblem(pool: readonly CardDefinition[], sets: readonly string[]): string | null {
  const size = GAME_RULES.mainDeckSize + GAME_RULES.guardDeckSize;
  const needed = Math.ceil(size / GAME_RULES.copyLimit);
  if (pool.length >= needed) return null;
  const others = knownSets().filter((s) => !sets.includes(s));
  const other = others.includes('starter') ? 'starter' : others[0];
  const example = other ? `（例: --sets ${[...sets, other].join(',')}）` : '';
  return (
    `カードセット ${sets.join(',')} のカードは${pool.length}種類で、合法なデッキを作れません：` +
    `メイン${GAME_RULES.mainDeckSize}枚＋ガード${GAME_RULES.guardDeckSize}枚、同名${GAME_RULES.copyLimit}枚まで（HF-1.1、HF-1.2）には` +
    `${needed}種類以上が要ります。ほかのセットと組み合わせてください${example}`
  );
}

/** What a deck is made of; every field shrinks towards 0 / null (simpler decks). */
export interface DeckGenes {
  /** null: a deck under the normal rules; n: build around the n-th extra-deck 【空装】 card of the pool. */
  kuusou: number | null;
  /** One number per card slot: 30 main, then 10 guard, then 7 extra. */
  picks: number[];
  /** Numbers used to meet a 【空装】 condition (which trait cards to add). */
  conditionPicks: number[];
}

const SLOTS = GAME_RULES.mainDeckSize + GAME_RULES.guardDeckSize + GAME_RULES.extraDeckSize;

export const deckGenesArb: fc.Arbitrary<DeckGenes> = fc.record({
  kuusou: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat({ max: 15 }) },
  ),
  picks: fc.array(fc.nat({ max: 0xffff }), { minLength: SLOTS, maxLength: SLOTS }),
  conditionPicks: fc.array(fc.nat({ max: 0xffff }), { minLength: 12, maxLength: 12 }),
});

class Builder {
  readonly counts = new Map<string, number>();
  constructor(
    readonly pool: readonly CardDefinition[],
    readonly limit: number,
  ) {}

  /** The card at `pick` in `among` (cyclically), skipping names already at the copy limit. */
  take(pick: number, among: readonly CardDefinition[] = this.pool): CardDefinition | undefined {
    for (let k = 0; k < among.length; k++) {
      const c = among[(pick + k) % among.length];
      const n = this.counts.get(c.name) ?? 0;
      if (n < this.limit) {
        this.counts.set(c.name, n + 1);
        return c;
      }
    }
    return undefined;
  }
}

/** The copy limit a condition states (HF-1.4), if any. */
function statedLimit(cond: DeckCondition): number | undefined {
  if (cond.kind === 'maxCopies') return cond.count;
  if (cond.kind === 'all') {
    const limits = cond.conds.map(statedLimit).filter((n) => n !== undefined);
    return limits.length ? Math.min(...limits) : undefined;
  }
  return undefined;
}

/** Cards that meet the non-copy parts of a condition (only `minWithTrait` asks for cards). */
function requiredCards(cond: DeckCondition): { trait: string; count: number }[] {
  if (cond.kind === 'minWithTrait') return [{ trait: cond.trait, count: cond.count }];
  if (cond.kind === 'all') return cond.conds.flatMap(requiredCards);
  return [];
}

/** The extra-deck 【空装】 cards of the pool (HF-1.4). */
export function extraDeckKuusou(pool: readonly CardDefinition[]): CardDefinition[] {
  return pool.filter((c) => c.kuusou?.extraDeck === true);
}

function buildKuusouDeck(
  pool: readonly CardDefinition[],
  genes: DeckGenes,
  card: CardDefinition,
): Deck | null {
  const cond = card.kuusou!.condition;
  const b = new Builder(pool, Math.min(statedLimit(cond) ?? GAME_RULES.copyLimit, GAME_RULES.copyLimit));
  if (!b.take(pool.indexOf(card))) return null;
  const guard: CardDefinition[] = [card];
  const main: CardDefinition[] = [];
  let ci = 0;
  for (const req of requiredCards(cond)) {
    const withTrait = pool.filter((c) => c.traits.includes(req.trait));
    let have = [...main, ...guard].filter((c) => c.traits.includes(req.trait)).length;
    while (have < req.count) {
      const c = b.take(genes.conditionPicks[ci++ % genes.conditionPicks.length], withTrait);
      if (!c || main.length >= GAME_RULES.mainDeckSize) return null; // the condition cannot be met
      main.push(c);
      have++;
    }
  }
  const fill = (into: CardDefinition[], size: number, from: number) => {
    for (let i = 0; into.length < size; i++) {
      const c = b.take(genes.picks[(from + i) % genes.picks.length]);
      if (!c) return false;
      into.push(c);
    }
    return true;
  };
  const mainSize = GAME_RULES.mainDeckSize;
  const guardSize = GAME_RULES.guardDeckSize;
  const extra: CardDefinition[] = [];
  if (
    !fill(main, mainSize, 0) ||
    !fill(guard, guardSize, mainSize) ||
    !fill(extra, GAME_RULES.extraDeckSize, mainSize + guardSize)
  )
    return null;
  return { main, guard, extra };
}

function buildNormalDeck(pool: readonly CardDefinition[], genes: DeckGenes): Deck {
  const b = new Builder(pool, GAME_RULES.copyLimit);
  const pickCards = (size: number, from: number) =>
    Array.from({ length: size }, (_, i) => {
      const c = b.take(genes.picks[from + i] ?? 0);
      if (!c) throw new Error(`the card pool (${pool.length} names) is too small for a legal deck`);
      return c;
    });
  const main = pickCards(GAME_RULES.mainDeckSize, 0);
  const guard = pickCards(GAME_RULES.guardDeckSize, GAME_RULES.mainDeckSize);
  return { main, guard, extra: [] };
}

/** A legal deck from its genes; a 【空装】 deck when asked for and possible, else a normal one. */
export function buildDeck(pool: readonly CardDefinition[], genes: DeckGenes): Deck {
  const grantors = extraDeckKuusou(pool);
  if (genes.kuusou !== null && grantors.length > 0) {
    const deck = buildKuusouDeck(pool, genes, grantors[genes.kuusou % grantors.length]);
    if (deck && validateDeck(deck).length === 0) return deck;
  }
  return buildNormalDeck(pool, genes);
}

/** Arbitrary legal decks drawn from a pool (shrinkable). */
export function deckArb(pool: readonly CardDefinition[]): fc.Arbitrary<Deck> {
  return deckGenesArb.map((g) => buildDeck(pool, g));
}
