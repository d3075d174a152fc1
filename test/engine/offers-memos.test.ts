// Issue 25: whatever legalActions() remembers between calls (derived.ts epochs and memos, the offered-action
// cache, and any offer kept per player a later round adds — a floor of what the hand and guard deck cost, the
// cards with an activated ability) must never change an offer. At every decision of random games the offer
// equals the one a fresh copy of the game (no memos) computes, and direct edits of a game (a hand card given
// another definition, energies made active, HF-5.3, HF-2.6) are seen at once.
import { describe, expect, it } from 'vitest';
import { TRIGGERS } from '../../generated/cards/starter/index.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Game, actionKey, apply, cloneGame, createGame, legalActions } from '../../src/engine/index.js';

const DECKS = ['guren-aggro', 'soukyu-knights', 'kage-funeral'];

function keys(g: Game): string[] {
  return legalActions(g).map(actionKey);
}

describe('offers and memos (issue 25)', () => {
  for (const engineOnly of [false, true])
    it(`equal a fresh game's offer at every decision${engineOnly ? ' (engineOnly)' : ''}`, () => {
      let windows = 0;
      for (let i = 0; i < 6; i++) {
        const g = createGame({
          decks: [deckFrom(DECKS[i % 3]), deckFrom(DECKS[(i + 1) % 3])],
          seed: 100 + i,
          log: false,
          triggers: TRIGGERS,
          engineOnly,
        });
        const rng = initialRngState(7 + i);
        while (!g.state.result) {
          const legal = legalActions(g);
          if (g.state.pending?.kind === 'window') windows++;
          expect(legal.map(actionKey)).toEqual(keys(cloneGame(g)));
          apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
        }
      }
      expect(windows).toBeGreaterThan(100);
    });

  it('see a hand card given another definition and energies made active by a direct edit (HF-5.3)', () => {
    const g = createGame({
      decks: [deckFrom('guren-aggro'), deckFrom('soukyu-knights')],
      seed: 11,
      log: false,
      triggers: TRIGGERS,
    });
    const rng = initialRngState(3);
    // A window where the player can pay nothing of the hand or guard deck.
    let found = false;
    while (!g.state.result && !found) {
      const legal = legalActions(g);
      const pending = g.state.pending!;
      if (pending.kind === 'window' && legal.every((a) => a.type === 'pass' || a.type === 'concede')) {
        const p = g.state.players[pending.player];
        if (p.hand.length > 1 && p.energy.length >= 2) {
          found = true;
          break;
        }
      }
      apply(g, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
    }
    expect(found).toBe(true);
    const player = g.state.pending!.player;
    const p = g.state.players[player];
    // Every energy active; every card of the hand and guard deck the dearest character (above what the player
    // can pay), then one hand card the cheapest one: the offer must list its play.
    for (const id of p.energy) g.state.cards[id].sleep = false;
    const plain = [...g.defs]
      .filter(([, d]) => d.kind === 'character' && !d.ougi && d.playCondition === undefined)
      .sort((a, b) => a[1].cost - b[1].cost);
    const [cheapName, cheap] = plain[0];
    const [dearName, dear] = plain[plain.length - 1];
    const budget = p.energy.length + (p.secondPlayerMarker ? 1 : 0);
    expect(cheap.cost).toBeLessThanOrEqual(budget);
    expect(dear.cost).toBeGreaterThan(budget);
    for (const id of [...p.hand, ...p.guardDeck]) g.state.cards[id].def = dearName;
    p.hand.reverse(); // (the same cards in another order: a memo keyed on the ids must look again)
    expect(keys(g)).toEqual(keys(cloneGame(g)));
    expect(keys(g).some((k) => k.includes('"play"') && k.includes(`"card":${p.hand[0]},`))).toBe(false);
    g.state.cards[p.hand[0]].def = cheapName;
    const legal = keys(g);
    expect(legal).toEqual(keys(cloneGame(g)));
    expect(legal.some((k) => k.includes('"play"') && k.includes(`"card":${p.hand[0]},`))).toBe(true);
  });
});
