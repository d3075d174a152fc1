// 【空装】 licences (HF-1.4, HF-13.8): a 【空装】 card revealed from the guard deck at game start (HF-2.3) may
// let its deck break the normal construction rules "within what the condition states" — a `maxCopies`
// condition sets the copy limit — and its effect may grant an extra deck. A licence counts only when the
// card is in the guard deck and the deck meets the rest of its condition; at most one applies (HF-13.8).
import { GAME_RULES } from '../../generated/rules.js';
import type { CardDefinition, CardKind, DeckCondition, Kuusou } from '../core/cardTypes.js';
import type { Deck } from './types.js';

export interface DeckLicense {
  /** The 【空装】 card granting the licence; undefined for the normal rules. */
  card?: CardDefinition;
  copyLimit: number;
  /** Whether the copy limit is the one the card's condition states rather than HF-1.2's. */
  copyLimitFromCard: boolean;
  extraDeck: boolean;
}

export const NORMAL_RULES: DeckLicense = {
  copyLimit: GAME_RULES.copyLimit,
  copyLimitFromCard: false,
  extraDeck: false,
};

type KuusouCard = CardDefinition & { kuusou: Kuusou };

/**
 * A 【空装】 condition's trait count the deck falls short of: `needed` cards with one of `traits`, `have` in
 * main + guard. `every` marks a condition on every card (of `cardKind`): `needed` is then all of them.
 */
export interface TraitShortfall {
  traits: string[];
  needed: number;
  have: number;
  every?: { cardKind?: 'character' };
  /** 「セットカードが合計10枚以上」: cards of this kind, no trait (issue 22) */
  kind?: CardKind;
  /** 「メインデッキに…」: counted in that deck only (i22ta9) */
  deck?: 'main' | 'guard';
}

/** Whether a 【空装】 card that grants an extra deck could be revealed (HF-2.3), and if not, why. */
export type GrantorStatus =
  | { card: CardDefinition; revealable: true }
  | { card: CardDefinition; revealable: false; inGuard: boolean; shortfalls: TraitShortfall[] };

/** The normal rules first, then one licence per distinct 【空装】 card that could be revealed. */
export function deckLicenses(deck: Deck): DeckLicense[] {
  const revealable = distinctKuusouCards(deck.guard).filter(
    (card) => shortfalls(card.kuusou.condition, deck).length === 0,
  );
  return [NORMAL_RULES, ...revealable.map(licenseOf)];
}

/** 【空装】 cards anywhere in the deck whose effect grants an extra deck, each with whether it can apply. */
export function extraDeckGrantors(deck: Deck): GrantorStatus[] {
  const inGuard = new Set(deck.guard.map((card) => card.id));
  return distinctKuusouCards([...deck.guard, ...deck.main, ...deck.extra])
    .filter((card) => card.kuusou.extraDeck === true)
    .map((card) => {
      const missing = shortfalls(card.kuusou.condition, deck);
      const guard = inGuard.has(card.id);
      return guard && missing.length === 0
        ? { card, revealable: true }
        : { card, revealable: false, inGuard: guard, shortfalls: missing };
    });
}

/** The copy limit a 【空装】 card's licence allows (HF-1.4): its condition's, else HF-1.2's; HF-1.2's for any other card. */
export function licensedCopyLimit(card: CardDefinition): number {
  return card.kuusou ? licenseOf(card as KuusouCard).copyLimit : GAME_RULES.copyLimit;
}

function licenseOf(card: KuusouCard): DeckLicense {
  const stated = copyLimitOf(card.kuusou.condition);
  return {
    card,
    copyLimit: stated ?? GAME_RULES.copyLimit,
    copyLimitFromCard: stated !== undefined,
    extraDeck: card.kuusou.extraDeck === true,
  };
}

function distinctKuusouCards(cards: readonly CardDefinition[]): KuusouCard[] {
  const byId = new Map<string, KuusouCard>();
  for (const card of cards) if (card.kuusou && !byId.has(card.id)) byId.set(card.id, card as KuusouCard);
  return [...byId.values()];
}

/**
 * The parts of the condition the deck does not meet — every part except `maxCopies`, which becomes the
 * licence's copy limit instead. Empty when the condition is met.
 */
function shortfalls(condition: DeckCondition, deck: Deck): TraitShortfall[] {
  switch (condition.kind) {
    case 'minWithTrait': {
      const have = countWithTrait([...deck.main, ...deck.guard], condition.trait);
      return have >= condition.count ? [] : [{ traits: [condition.trait], needed: condition.count, have }];
    }
    case 'maxCopies':
      return [];
    case 'minOfKind': {
      const pool = condition.deck ? deck[condition.deck] : [...deck.main, ...deck.guard];
      const have = pool.filter(
        // 000 (3): a world set is a kind of set card
        (card) =>
          (condition.cardKind === undefined ||
            card.kind === condition.cardKind ||
            (condition.cardKind === 'set' && card.kind === 'worldSet')) &&
          (condition.trait === undefined || card.traits.includes(condition.trait)),
      ).length;
      const traits = condition.trait === undefined ? [] : [condition.trait];
      return have >= condition.count
        ? []
        : [
            {
              traits,
              needed: condition.count,
              have,
              ...(condition.cardKind ? { kind: condition.cardKind } : {}),
              ...(condition.deck ? { deck: condition.deck } : {}),
            },
          ];
    }
    case 'allWithAnyTrait': {
      // every card (of the kind) must have one of the traits: needed = all of them, have = those that do
      const cards = [...deck.main, ...deck.guard].filter(
        (card) => condition.cardKind === undefined || card.kind === condition.cardKind,
      );
      const have = cards.filter((card) => condition.traits.some((t) => card.traits.includes(t))).length;
      return have === cards.length
        ? []
        : [{ traits: condition.traits, needed: cards.length, have, every: { cardKind: condition.cardKind } }];
    }
    case 'all':
      return condition.conds.flatMap((part) => shortfalls(part, deck));
  }
}

/** The copy limit a condition states (the tightest one when `all` states several). */
function copyLimitOf(condition: DeckCondition): number | undefined {
  switch (condition.kind) {
    case 'maxCopies':
      return condition.count;
    case 'minWithTrait':
    case 'minOfKind':
    case 'allWithAnyTrait':
      return undefined;
    case 'all': {
      const limits = condition.conds.map(copyLimitOf).filter((limit) => limit !== undefined);
      return limits.length > 0 ? Math.min(...limits) : undefined;
    }
  }
}

function countWithTrait(cards: readonly CardDefinition[], trait: string): number {
  return cards.filter((card) => card.traits.includes(trait)).length;
}
