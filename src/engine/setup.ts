// Game-start reveals (HF-2.3): 【奥義】 guard reveals and 【空装】 (HF-13.7, HF-13.8).
import type { CardDefinition, CardKind, DeckCondition, PlayerIndex } from '../core/cardTypes.js';
import { type Game, card, defOf } from './game.js';
import { matchesFilter, nameOf } from './query.js';

function deckDefs(game: Game, player: PlayerIndex): CardDefinition[] {
  return game.state.cards
    .filter((c) => c.owner === player && c.zone !== 'extraDeck')
    .map((c) => defOf(game, c.id));
}

/** The cards of each deck, for a condition on one of them (「メインデッキに…」, i22ta9). */
export interface DeckParts {
  main: CardDefinition[];
  guard: CardDefinition[];
}

function deckParts(game: Game, player: PlayerIndex): DeckParts {
  const p = game.state.players[player];
  return {
    main: p.mainDeck.map((id) => defOf(game, id)),
    guard: p.guardDeck.map((id) => defOf(game, id)),
  };
}

/** 「セットカード」 in a deck condition counts world sets too: 000 (3) calls a world set a kind of set card. */
export function ofDeckKind(kind: CardKind, wanted: CardKind): boolean {
  return kind === wanted || (wanted === 'set' && kind === 'worldSet');
}

/**
 * Whether the deck meets a 【空装】 condition (HF-1.4, HF-13.8). `defs` are the main and guard decks' cards;
 * `parts` splits them for a condition on one deck (「メインデッキに…」) — without it, `defs` are that deck.
 */
export function deckConditionHolds(defs: CardDefinition[], cond: DeckCondition, parts?: DeckParts): boolean {
  switch (cond.kind) {
    case 'minWithTrait':
      return defs.filter((d) => d.traits.includes(cond.trait)).length >= cond.count;
    case 'minOfKind': {
      const pool = cond.deck && parts ? parts[cond.deck] : defs;
      return (
        pool.filter(
          (d) =>
            (cond.cardKind === undefined || ofDeckKind(d.kind, cond.cardKind)) &&
            (cond.trait === undefined || d.traits.includes(cond.trait)),
        ).length >= cond.count
      );
    }
    case 'maxCopies': {
      const counts = new Map<string, number>();
      for (const d of defs) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
      return [...counts.values()].every((n) => n <= cond.count);
    }
    case 'allWithAnyTrait':
      return defs
        .filter((d) => cond.cardKind === undefined || d.kind === cond.cardKind)
        .every((d) => cond.traits.some((t) => d.traits.includes(t)));
    case 'all':
      return cond.conds.every((c) => deckConditionHolds(defs, c, parts));
  }
}

/** The extra deck when the player's 【空装】 grants one (HF-13.8), else null. */
export function grantedExtraDeck(game: Game, player: PlayerIndex): number[] | null {
  const p = game.state.players[player];
  return p.kuusou !== null && defOf(game, p.kuusou).kuusou?.extraDeck ? p.extraDeck : null;
}

/**
 * HF-13.7 note, HF-2.3: the 【奥義】 reveal is offered to a player with an 【奥義】 card in any of their decks,
 * the extra deck included (000: 「追加デッキもデッキの一つである」). A player whose main or guard deck holds one
 * is asked first (`ougiDeck`); one whose only 【奥義】 cards are in the extra deck is asked once the 【空装】
 * choice has put that extra deck in use, still before any hand is drawn.
 */
export function ougiOnlyInExtraDeck(game: Game, player: PlayerIndex): boolean {
  if (game.state.players[player].ougiDeck) return false;
  return grantedExtraDeck(game, player)?.some((id) => defOf(game, id).ougi !== undefined) ?? false;
}

/** Guard-deck 【空装】 cards whose condition the player's deck meets (at most one may be used). */
export function eligibleKuusou(game: Game, player: PlayerIndex): number[] {
  const p = game.state.players[player];
  if (p.kuusou !== null) return [];
  // The deck's card lists are built only for a guard deck that holds a 【空装】 card: most decks have none, and
  // the lists cost a walk over every card of the game at each setup step (issue 25).
  let defs: CardDefinition[] | null = null;
  let parts: DeckParts | null = null;
  const out: number[] = [];
  for (const id of p.guardDeck) {
    const k = defOf(game, id).kuusou;
    if (k === undefined) continue;
    defs ??= deckDefs(game, player);
    parts ??= deckParts(game, player);
    if (deckConditionHolds(defs, k.condition, parts)) out.push(id);
  }
  return out;
}

/**
 * RULING HF-13.7: "your card on the battlefield" is any card of yours there — characters (and a world set)
 * you control, and set cards you own on any host (a set card's controller is its owner, HF-4.5) — and in the
 * guard deck your face-up cards. The card being played never counts.
 */
function ougiCandidates(game: Game, player: PlayerIndex, id: number): number[] {
  const s = game.state;
  const out: number[] = [];
  for (const b of s.battlefield) {
    const c = card(game, b);
    if (c.controller === player && b !== id) out.push(b);
    for (const a of c.attachments) if (card(game, a).owner === player && a !== id) out.push(a);
  }
  for (const g of s.players[player].guardDeck) if (card(game, g).faceUp && g !== id) out.push(g);
  return out;
}

/** HF-13.7: a corresponding card on the battlefield or face up in the guard deck (not the card itself). */
export function ougiSatisfied(game: Game, player: PlayerIndex, id: number): boolean {
  const ougi = defOf(game, id).ougi;
  if (!ougi) return true;
  return ougiCandidates(game, player, id).some((c) =>
    'word' in ougi
      ? nameOf(game, c).includes(ougi.word)
      : matchesFilter(game, c, ougi.filter, player, id, false),
  );
}
