// The dealer of determinizations (information-set search): the cards a view hides are dealt from what the
// bot could know — each deck list minus every card the view shows — so a dealt game holds exactly each
// player's deck list, its hidden guard cards come from the guard list, and the deal is the seed's.
import { describe, expect, test } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  type Game,
  UNKNOWN_CARD,
  apply,
  createGame,
  gameFromView,
  hiddenSlots,
  legalActions,
  view,
} from '../../src/engine/index.js';
import { canSee } from '../../src/engine/view.js';
import { Dealer, unseenCards } from '../../src/sim/bots/dealer.js';
import { deckList } from '../../src/sim/bots/index.js';
import { publicCards } from '../../src/sim/cards.js';

const DECKS = [deckFrom('soukyu-knights'), deckFrom('guren-aggro')] as const;
const LISTS = [deckList(DECKS[0]), deckList(DECKS[1])] as const;

function gameAt(seed: number, decisions: number): Game {
  const game = createGame({ decks: [DECKS[0], DECKS[1]], seed, log: false });
  const rng = initialRngState(seed);
  for (let i = 0; i < decisions && !game.state.result; i++) {
    const legal = legalActions(game).filter((a) => a.type !== 'concede');
    apply(game, legal[randomInt(rng, 0, legal.length - 1)]);
  }
  return game;
}

const sorted = (xs: readonly string[]) => [...xs].sort();
const listOf = (p: PlayerIndex) => sorted([...LISTS[p].main, ...LISTS[p].guard, ...LISTS[p].extra]);

describe('determinizations dealt from the deck lists (information-set search)', () => {
  test.each([
    [1, 0],
    [2, 40],
    [3, 150],
    [4, 300],
  ])("a dealt game (seed %i, %i decisions) holds exactly each player's deck list", (seed, n) => {
    const game = gameAt(seed, n);
    for (const viewer of [0, 1] as PlayerIndex[]) {
      const v = view(game, viewer);
      const slots = hiddenSlots(v);
      const dealer = new Dealer(v, slots, LISTS);
      for (let k = 0; k < 3; k++) {
        const dealt = gameFromView(v, { cards: publicCards, fill: dealer.deal(initialRngState(k)), seed: 1 });
        for (const owner of [0, 1] as PlayerIndex[]) {
          const defs = dealt.state.cards.filter((c) => c.owner === owner).map((c) => c.def);
          expect(sorted(defs)).toEqual(listOf(owner));
        }
      }
    }
  });

  test("the unseen cards are the list minus every card of that player's the view shows", () => {
    for (const [seed, n] of [
      [5, 120],
      [9, 250],
    ]) {
      const game = gameAt(seed, n);
      for (const viewer of [0, 1] as PlayerIndex[]) {
        const v = view(game, viewer);
        const slots = hiddenSlots(v);
        for (const owner of [0, 1] as PlayerIndex[]) {
          const expected = listOf(owner);
          for (const c of game.state.cards)
            if (c.owner === owner && canSee(game.state, c.id, viewer))
              expected.splice(expected.indexOf(c.def), 1);
          const unseen = unseenCards(v, LISTS[owner], owner, slots);
          expect(sorted(unseen)).toEqual(sorted(expected));
          expect(unseen).toHaveLength(slots.filter((s) => s.owner === owner).length);
        }
      }
    }
  });

  test("the opponent's face-down guard cards are dealt from its guard list (at the start, all of them)", () => {
    const game = gameAt(6, 0);
    const v = view(game, 0);
    const slots = hiddenSlots(v);
    const fill = new Dealer(v, slots, LISTS).deal(initialRngState(9));
    const guard = sorted(slots.flatMap((s, k) => (s.owner === 1 && s.zone === 'guardDeck' ? [fill[k]] : [])));
    const faceUp = game.state.players[1].guardDeck.filter((id) => game.state.cards[id].faceUp);
    const expected = [...LISTS[1].guard];
    for (const id of faceUp) expected.splice(expected.indexOf(game.state.cards[id].def), 1);
    expect(guard).toEqual(sorted(expected));
  });

  test("a deal is the seed's: the same generator state deals the same cards, another one others", () => {
    const game = gameAt(7, 100);
    const v = view(game, 1);
    const slots = hiddenSlots(v);
    const dealer = new Dealer(v, slots, LISTS);
    expect(dealer.deal(initialRngState(3))).toEqual(dealer.deal(initialRngState(3)));
    const deals = new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(dealer.deal(initialRngState(s)))));
    expect(deals.size).toBeGreaterThan(1);
  });

  test('without deck lists every hidden card stays the blank placeholder', () => {
    const game = gameAt(8, 60);
    const v = view(game, 0);
    const slots = hiddenSlots(v);
    const fill = new Dealer(v, slots, undefined).deal(initialRngState(1));
    expect(fill.filter((d, k) => !slots[k].known && d !== UNKNOWN_CARD.id)).toEqual([]);
  });
});
